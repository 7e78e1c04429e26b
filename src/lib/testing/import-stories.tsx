import { expect, userEvent, within } from 'storybook/test';
import type { SeededRoleName } from '../../../contract/permissions';
import { StoryScreen, type StoryRoute, type StorySession } from '../../../stories/harness/StoryHarness';
import { expectLocation, page } from './story-queries';

/**
 * Stories only: the steps every import screen's stories share (customers, items, fleets, DOs, and
 * AreaImport's own), so each area's stories say only what is its own: its headings, its rows, the
 * reasons its form gives.
 */

/**
 * An area's import screen at `path` among the area's screens (so "Lihat daftar" reaches its list),
 * signed in as the story's `role`. `session` is the mock's (src/mocks/scenarios/resources.ts
 * `storySession`), handed in because src/lib may not import src/mocks.
 */
export function importScreenStory(path: string, routes: readonly StoryRoute[], session: (role?: SeededRoleName) => () => StorySession) {
  return function ImportScreenStory({ role }: { role?: SeededRoleName }) {
    return <StoryScreen path={path} routes={routes} session={session(role)} />;
  };
}

/** CSV files built in a story from their `lines`, named `defaultName` unless the story names one. */
export const csvFiles = (defaultName: string) => (lines: readonly string[], name = defaultName) => new File([lines.join('\n')], name, { type: 'text/csv' });

export interface FileInputOptions {
  /** Also find the input once a file is chosen (a refused one too), when its label offers another. */
  replacing?: boolean;
}

/** The file input's label in either language while no file is chosen. */
const CHOOSE_A_FILE = /^(Pilih berkas|Choose a file)$/;
/** Its label whether or not a file is chosen. */
const CHOOSE_ANY_FILE = /^(Pilih berkas|Ganti berkas|Choose a file|Choose another file)$/;

/** The file input, by its label. */
export const fileInput = ({ replacing = false }: FileInputOptions = {}) => page().findByLabelText(replacing ? CHOOSE_ANY_FILE : CHOOSE_A_FILE);

/** Chooses `file` in the file input, as a person picks it from the file dialog. */
export async function chooseFile(file: File, options?: FileInputOptions) {
  await userEvent.upload(await fileInput(options), file);
}

export interface ChooseAndCheckOptions extends FileInputOptions {
  /** The radio of what a row of an existing record does (`UPDATE_EXISTING` updates it); the page's default when left out. */
  mode?: RegExp;
  /** The check button's name: "Check" on an English page. */
  check?: string;
}

/** Chooses `file`, picks the `mode` when one is given, and presses "Periksa". */
export async function chooseAndCheck(file: File, { mode, check = 'Periksa', ...input }: ChooseAndCheckOptions = {}) {
  await chooseFile(file, input);
  if (mode) await userEvent.click(await page().findByRole('radio', { name: mode }));
  await userEvent.click(await page().findByRole('button', { name: check }));
}

/** The mode in which a row of an existing record updates it. */
const UPDATE_EXISTING = /^Perbarui yang sudah ada/;

/** The select of the field that the file's column `header` fills. */
export const mappingOf = (header: string) => page().findByRole('combobox', { name: `Isian untuk kolom ${header}` });

/** Each column `header` is matched to its `field` (the select's value). */
export async function expectMapped(mapping: readonly (readonly [header: string, field: string])[]) {
  for (const [header, field] of mapping) {
    await expect(await mappingOf(header)).toHaveValue(field);
  }
}

/** Column `header` left unmatched when it is the key: the alert asks for it (`alert`), and nothing can be checked. */
export async function expectKeyRequired(header: string, alert: string) {
  await userEvent.selectOptions(await mappingOf(header), 'Jangan impor');
  await expect(page().getByRole('alert')).toHaveTextContent(alert);
  await expect(page().getByRole('button', { name: 'Periksa' })).toBeDisabled();
}

/** The names of the fields the select of column `header` offers, in order. */
export const offeredFields = async (header: string) => within(await mappingOf(header)).getAllByRole('option').map((option) => option.textContent);

/** The row of the failing rows' table for the file's `line`, in either language. */
export const failedRow = (line: number) => within(page().getByRole('table', { name: /^(Baris yang gagal|Rows that fail)$/ })).getByRole('row', { name: new RegExp(`^${line} `) });

/**
 * The check of an area's updating file (a new row, one changing a seeded record, one as the mock
 * holds it) in the mode that updates: one row of each, and every row can be imported.
 */
export async function expectUpdatesChecked(file: File) {
  await chooseAndCheck(file, { mode: UPDATE_EXISTING });
  await expect(await page().findByRole('list', { name: 'Jumlah baris per hasil' })).toHaveTextContent(/1 ditambah.*1 diperbarui.*1 tidak berubah.*0 dilewati.*0 gagal/);
  await expect(page().getByText('Semua baris dapat diimpor.')).toBeVisible();
  await expect(page().getByRole('button', { name: 'Impor' })).toBeEnabled();
}

/**
 * That updating file checked and imported: the outcome's counts, then "Lihat daftar" leads to the
 * area's list at `listPath`, where a story looks for what the import wrote.
 */
export async function importUpdates(file: File, listPath: string) {
  await chooseAndCheck(file, { mode: UPDATE_EXISTING });
  await userEvent.click(await page().findByRole('button', { name: 'Impor' }));
  await expect(await page().findByRole('heading', { name: 'Impor selesai' })).toBeVisible();
  await expect(page().getByRole('list', { name: 'Jumlah baris per hasil' })).toHaveTextContent(/1 ditambah.*1 diperbarui.*1 tidak berubah/);
  await userEvent.click(page().getByRole('link', { name: 'Lihat daftar' }));
  await expectLocation(listPath);
}
