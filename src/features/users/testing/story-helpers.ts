import { expect, waitFor, within } from 'storybook/test';

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
