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

/** The text of a table's row headers, in order. */
export const rowHeaders = (table: HTMLElement) => within(table).queryAllByRole('rowheader').map((cell) => cell.textContent ?? '');

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
