import { PAPERS, type PaperSize } from '../../../lib/print/papers';

export interface PrintSetupProps {
  /** The paper's margins (CSS `margin` of `@page`). Sheets drawn by script (PrintSheet) use 0. */
  margin?: string;
  /**
   * Page numbers for the whole printed document in a margin box of the page, `{page}` and
   * `{pages}` standing for the numbers ("Halaman {page} dari {pages}"). Leave out when the
   * document numbers its own pages (PrintSheet).
   */
  pageNumbers?: { label: string; position: 'bottom-center' | 'bottom-right' };
  /** The page's title (its h1, in the layout) goes on paper above the printed part. */
  keepTitle?: boolean;
  /** The paper (lib/print/papers.ts): the page is exactly its size; A4 portrait by default. */
  paper?: PaperSize;
}

/** Marks the part of a screen that is printed; everything else on the page is left off paper. */
export const PRINT_ROOT = { 'data-print-root': '' } as const;
/** Marks controls inside the printed part that stay on screen only (filters, buttons). */
export const PRINT_HIDE = { 'data-print-hide': '' } as const;

const quoted = (text: string) => `"${text.replace(/["\\]/g, (char) => `\\${char}`).replace(/[\n\r]/g, ' ')}"`;

/** `label` with its `{page}` and `{pages}` as CSS `content` (text in quotes, the page counters between). */
export function pageCounterContent(label: string): string {
  return label
    .split(/(\{pages?\})/)
    .map((part) => (part === '{page}' ? 'counter(page)' : part === '{pages}' ? 'counter(pages)' : part ? quoted(part) : ''))
    .filter(Boolean)
    .join(' ');
}

/** The print CSS for `props`: what PrintSetup renders, exported for its stories and tests. */
const pageSize = (paper: PaperSize) => (paper === 'a4' ? 'A4 portrait' : `${PAPERS[paper].width}mm ${PAPERS[paper].height}mm`);

export function printCss({ margin = '14mm 12mm', pageNumbers, keepTitle = false, paper = 'a4' }: PrintSetupProps): string {
  const keep = keepTitle ? '[data-print-root], h1' : '[data-print-root]';
  const numbers = pageNumbers
    ? `@${pageNumbers.position} { content: ${pageCounterContent(pageNumbers.label)}; font: 9pt Arial, Helvetica, sans-serif; color: #000; }`
    : '';
  return `
@page { size: ${pageSize(paper)}; margin: ${margin}; ${numbers} }
@media print {
  html, body { background: #fff !important; color: #000 !important; }
  body :not(:has(${keep})):not(${keep}):not(${keep.split(', ').map((selector) => `${selector} *`).join(', ')}), [data-print-hide] { display: none !important; }
  :has(${keep}) {
    display: block !important; position: static !important; overflow: visible !important;
    width: auto !important; height: auto !important; min-width: 0 !important; min-height: 0 !important; max-height: none !important;
    margin: 0 !important; padding: 0 !important; border: 0 !important; box-shadow: none !important;
    background: #fff !important; transform: none !important;
  }
  ${keepTitle ? 'h1 { margin: 0 0 4mm !important; color: #000 !important; }' : ''}
  [data-print-root] thead { display: table-header-group; }
  [data-print-root] thead th { position: static; }
  [data-print-root] tr { break-inside: avoid; }
}`;
}

/**
 * The one print setup of LAJU's printable screens (decision 231): A4 portrait or the chosen paper; only the part
 * marked PRINT_ROOT (and, with keepTitle, the page's title) goes on paper, so the sidebar, top
 * bar, breadcrumb, footer, side panel and any dialog or toast stay off it, and the layout boxes
 * around it become plain blocks so it flows over pages; PRINT_HIDE marks screen-only controls
 * inside it; table header rows repeated on each page; and page numbers for the whole document
 * where it asks for them. A plain `<style>` rendered while the screen is mounted, so the labels
 * can be translated. The light theme's colours on paper come from the global stylesheet
 * (src/theme/global-css.ts), for every printed page.
 */
export function PrintSetup(props: PrintSetupProps) {
  return <style>{printCss(props)}</style>;
}
