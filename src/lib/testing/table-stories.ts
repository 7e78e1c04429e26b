import type { StoryContext } from '@storybook/react-vite';
import type { RequestHandler } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { dataRows, expectLocation, page } from './story-queries';

/**
 * Stories only: the shapes every list and change-log screen's stories share (customers, items,
 * fleets, DOs, shipments), so each area's stories say only what is its own: the table's name, its
 * empty words, the URL a filter makes.
 */

type Handlers = RequestHandler[];
type Endpoint = 'list' | 'logs';

/** An area's named MSW scenarios for one endpoint (src/mocks/scenarios/resources.ts `resourceScenarios`). */
export interface TableScenarios {
  slow(endpoint: Endpoint): Handlers;
  empty(endpoint: Endpoint): Handlers;
  error(endpoint: Endpoint, times?: number): Handlers;
  forbidden(endpoint: Endpoint): Handlers;
}

export interface TableStatesOptions {
  /** The table's accessible name in Indonesian (the stories' default language). */
  name: string;
  /** The table once its first rows are there (story-queries `loadedTable`). */
  table: () => Promise<HTMLElement>;
}

const using = (handlers: () => Handlers) => (context: StoryContext) => {
  context.msw.use(...handlers());
};

/**
 * The loading, empty, error and forbidden stories of a list (`endpoint` 'list') or a change log
 * ('logs'): spread into the story, `{ name: 'Error with retry', ...states.errorWithRetry() }`.
 */
export function tableStates(scenarios: TableScenarios, endpoint: Endpoint, { name, table }: TableStatesOptions) {
  return {
    /** The answer never comes within the story: the table says it is busy and shows no rows. */
    loading: {
      beforeEach: using(() => scenarios.slow(endpoint)),
      play: async () => {
        const shown = await page().findByRole('table', { name });
        await expect(shown).toHaveAttribute('aria-busy', 'true');
        await expect(dataRows(shown)).toHaveLength(0);
      },
    },
    /** An empty page: the empty state's title (and its text, where the screen has one). */
    empty: (title: string, text?: string) => ({
      beforeEach: using(() => scenarios.empty(endpoint)),
      play: async () => {
        await expect(await page().findByText(title)).toBeVisible();
        if (text !== undefined) await expect(page().getByText(text)).toBeVisible();
      },
    }),
    /** A 500 first: said in an alert with "Coba lagi", which loads the rows (`rows` of them, when given). */
    errorWithRetry: (rows?: number) => ({
      beforeEach: using(() => scenarios.error(endpoint, 1)),
      play: async () => {
        const alert = await page().findByRole('alert');
        await expect(alert).toHaveTextContent('Data gagal dimuat');
        await userEvent.click(within(alert).getByRole('button', { name: 'Coba lagi' }));
        const shown = await table();
        if (rows === undefined) await expect(dataRows(shown).length).toBeGreaterThan(0);
        else await expect(dataRows(shown)).toHaveLength(rows);
      },
    }),
    /** A 403 on the page's own load (the permission was taken away): the router goes to /404. */
    forbidden: {
      beforeEach: using(() => scenarios.forbidden(endpoint)),
      play: async () => {
        await expectLocation('/404');
      },
    },
  };
}

/** Chooses `option` in the filter select `label`; with `location`, the URL then says it. */
export async function chooseFilter(label: string, option: string, location?: string) {
  await userEvent.selectOptions(page().getByRole('combobox', { name: label }), option);
  if (location !== undefined) await expectLocation(location);
}

/** Types `text` into the search box `label`; with `location`, the URL then says it. */
export async function searchFor(label: string, text: string, location?: string) {
  await userEvent.type(page().getByRole('searchbox', { name: label }), text);
  if (location !== undefined) await expectLocation(location);
}

/** "Atur ulang": every filter cleared, the URL back to `location`. */
export async function resetFilters(location: string) {
  await userEvent.click(page().getByRole('button', { name: 'Atur ulang' }));
  await expectLocation(location);
}

/**
 * The record filter of a change log (or a list's record picker): types `text` into the picker
 * `label` and chooses the option named `option`; with `location`, the URL then says it.
 */
export async function pickRecord(label: string, text: string, option: RegExp, location?: string) {
  await userEvent.type(page().getByRole('combobox', { name: label }), text);
  await userEvent.click(await page().findByRole('option', { name: option }));
  if (location !== undefined) await expectLocation(location);
}

/** Waits until `table` shows `count` data rows. */
export const expectRows = (table: HTMLElement, count: number) => waitFor(() => expect(dataRows(table)).toHaveLength(count));
