import { expect, waitFor, within } from 'storybook/test';

/** Stories only: queries over what a person sees in a StoryScreen. */

/** The whole document: dialogs and toasts live outside the story's root. */
export const page = () => within(document.body);

/** Where StoryScreen's router is (it prints the location for the tests). */
export const location = () => document.querySelector('[data-testid="location"]')?.textContent ?? '';

export const expectLocation = (expected: string | RegExp) =>
  waitFor(() => (typeof expected === 'string' ? expect(location()).toBe(expected) : expect(location()).toMatch(expected)));

/** A table's data rows (skeleton and header rows left out). */
export const dataRows = (table: HTMLElement) => within(table).queryAllByRole('row').filter((row) => within(row).queryAllByRole('rowheader').length > 0);

/**
 * An element's text as a person reads it: a run of spaces of any kind (a quantity's no-break space
 * before its unit) is one space, as Testing Library's text queries see it.
 */
export const readText = (element: Element) => (element.textContent ?? '').replace(/\s+/g, ' ').trim();

/** How many lines a piece of text takes: one box per line. */
export function lineCount(text: Element | Range): number {
  const range = text instanceof Range ? text : text.ownerDocument.createRange();
  if (!(text instanceof Range)) range.selectNodeContents(text);
  return new Set(Array.from(range.getClientRects(), (box) => Math.round(box.top))).size;
}

/**
 * The words of an element's text that the layout cut over two lines ("KARUN" / "G"): each word
 * (a run between ordinary spaces, so a quantity and its unit are one; a hyphen ends one too, as a
 * line may) is measured with a range.
 */
export function brokenWords(element: Element): string[] {
  const broken: string[] = [];
  const walker = element.ownerDocument.createTreeWalker(element, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    for (const word of (node.textContent ?? '').matchAll(/[^ \t\n-]+-?/g)) {
      const range = element.ownerDocument.createRange();
      range.setStart(node, word.index);
      range.setEnd(node, word.index + word[0].length);
      if (lineCount(range) > 1) broken.push(word[0]);
    }
  }
  return broken;
}

/** The text of a table's row headers, in order. */
export const rowHeaders = (table: HTMLElement) => within(table).queryAllByRole('rowheader').map(readText);

/** The table named `name` once its first rows are there. */
export async function loadedTable(name: string | RegExp) {
  const table = await page().findByRole('table', { name });
  await waitFor(() => expect(dataRows(table).length).toBeGreaterThan(0), { timeout: 4000 });
  return table;
}

/** Long content wraps: the page does not scroll sideways. */
export async function expectNoSideScroll(canvasElement: HTMLElement) {
  const root = canvasElement.ownerDocument.documentElement;
  await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth + 1);
}
