import { expect, userEvent, waitFor, within } from 'storybook/test';

/** The whole document: dialogs and toasts live outside the story's root. */
export const page = () => within(document.body);

/** The URL the story's router is at (UsersStoryApp prints it for the tests). */
export const currentUrl = () => page().getByRole('status', { name: 'URL' }).textContent ?? '';

export const expectUrl = (expected: string | RegExp) =>
  waitFor(() => (typeof expected === 'string' ? expect(currentUrl()).toBe(expected) : expect(currentUrl()).toMatch(expected)));

/** The text of the row headers (usernames) of a table, in order. */
export const rowHeaders = (table: HTMLElement) => within(table).queryAllByRole('rowheader').map((cell) => cell.textContent ?? '');

/** A table's data rows (skeleton rows and the header row left out). */
export const dataRows = (table: HTMLElement) => within(table).queryAllByRole('row').filter((row) => within(row).queryAllByRole('rowheader').length > 0);

/**
 * Chooses in a server-search picker (RolePicker, UserPicker) as a person does: types part of the
 * name, then clicks the option. Pasted in one input event, so one search answers (see the logs'
 * FilterByUser story for the flake typing letter by letter caused).
 */
export async function choose(combobox: HTMLElement, query: string, option: string | RegExp) {
  await userEvent.click(combobox);
  await userEvent.paste(query);
  await userEvent.click(await page().findByRole('option', { name: option }));
}
