/**
 * Pagination by script for documents printed as fixed A4 sheets (decision 230): each document
 * (a surat jalan, in one copy) counts its own pages, which CSS cannot do — `counter(pages)` is
 * always the whole printed document's. A document is a head (on its first page only), a table
 * whose header row repeats on every page, its rows, and a tail kept in one piece (the signature
 * blocks) on the last page, with at least one row beside it when the rows allow.
 */

/** Heights in CSS pixels, measured at the sheet's content width. */
export interface FlowHeights {
  head: number;
  tableHead: number;
  rows: readonly number[];
  tail: number;
}

/** One sheet: rows `from` (inclusive) to `to` (exclusive); whether it carries the head and the tail. */
export interface PageSlice {
  from: number;
  to: number;
  head: boolean;
  tail: boolean;
}

/** Splits the rows over pages of `pageHeight`. Always at least one page; the last one has the tail. */
export function paginate({ head, tableHead, rows, tail }: FlowHeights, pageHeight: number): PageSlice[] {
  const pages: PageSlice[] = [];
  let from = 0;
  let used = head + tableHead;
  for (let index = 0; index < rows.length; index += 1) {
    const height = rows[index]!;
    // A row that does not fit goes to the next page, unless the page has no row yet (a row taller
    // than a page is printed alone, cut by the sheet, rather than looping for ever).
    if (used + height > pageHeight && index > from) {
      pages.push({ from, to: index, head: pages.length === 0, tail: false });
      from = index;
      used = tableHead;
    }
    used += height;
  }
  if (used + tail > pageHeight) {
    if (rows.length - from >= 2) {
      // The tail does not fit under the last row: the last row goes over with it, so the
      // signatures never stand on a page of their own.
      pages.push({ from, to: rows.length - 1, head: pages.length === 0, tail: false });
      from = rows.length - 1;
    } else if (rows.length > from) {
      pages.push({ from, to: rows.length, head: pages.length === 0, tail: false });
      from = rows.length;
    } else {
      pages.push({ from, to: from, head: pages.length === 0, tail: false });
    }
  }
  pages.push({ from, to: rows.length, head: pages.length === 0, tail: true });
  return pages;
}

/** Millimetres to CSS pixels (96 per inch). */
export const mmToPx = (mm: number) => (mm * 96) / 25.4;

/**
 * Reads the heights of a document laid out in one flow: `[data-flow="head"]`, `[data-flow="table"]`
 * (its `thead` and the rows of its `tbody`) and `[data-flow="tail"]`, each measured with its
 * margins (the distance to the next part).
 */
export function measureFlow(root: HTMLElement): FlowHeights {
  const part = (name: string) => root.querySelector<HTMLElement>(`[data-flow="${name}"]`);
  const box = (element: Element | null) => element?.getBoundingClientRect();
  const top = box(root)!.top;
  const table = part('table');
  const tableBox = box(table)!;
  const tailBox = box(part('tail'));
  const bottom = box(root)!.bottom;
  const rows = [...(table?.querySelectorAll('tbody > tr') ?? [])].map((row) => row.getBoundingClientRect().height);
  return {
    head: tableBox.top - top,
    tableHead: box(table?.querySelector('thead') ?? null)?.height ?? 0,
    rows,
    tail: tailBox ? bottom - tableBox.bottom : 0,
  };
}
