import { userEvent } from 'storybook/test';
import { page } from '../../../lib/testing/story-queries';

export {
  dataRows,
  expectLocation as expectUrl,
  location as currentUrl,
  page,
  rowHeaders,
} from '../../../lib/testing/story-queries';

/**
 * Chooses in a server-search picker (RolePicker, UserPicker) as a person does: replaces the text
 * with part of the name, then clicks the option. Cleared rather than clicked (a click opens the
 * unfiltered list, whose answer could be replaced under the pointer by the search's) and pasted in
 * one input event, so exactly one search answers (the logs' FilterByUser story saw that flake).
 */
export async function choose(combobox: HTMLElement, query: string, option: string | RegExp) {
  await userEvent.clear(combobox);
  await userEvent.paste(query);
  await userEvent.click(await page().findByRole('option', { name: option }));
}
