import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { chooseAndCheck, chooseFile, csvFiles, expectKeyRequired, expectMapped, expectUpdatesChecked, failedRow, importScreenStory, importUpdates, offeredFields } from '../../../lib/testing/import-stories';
import { dataRows, loadedTable, page, rowHeaders } from '../../../lib/testing/story-queries';
import { searchFor } from '../../../lib/testing/table-stories';
import { fleetStore } from '../../../mocks/db/resources';
import { storySession } from '../../../mocks/scenarios/resources';
import { FLEETS_ROUTES } from '../testing/routes';

const FleetsStory = importScreenStory('/fleets/import', FLEETS_ROUTES, storySession);

/**
 * /fleets/import (docs/decisions/335-import.md): fleets from a spreadsheet, recognised by their
 * licence plate however it is spaced or cased. The steps every area shares are AreaImport's
 * stories; these show what is the fleets' own: their fields by their headings, the plate
 * normalised and the capacity in whole kilograms, their form's messages in a failing row, an
 * update of a seeded fleet and the list showing what the import wrote.
 */
const meta = {
  title: 'Fleets/Screens/Import fleets',
  component: FleetsStory,
  parameters: { router: false },
} satisfies Meta<typeof FleetsStory>;
export default meta;
type Story = StoryObj<typeof meta>;

const csv = csvFiles('armada.csv');
/** A plate as staff may type it: lower case, without its spaces. */
const squashed = (plate: string) => plate.toLowerCase().replace(/ /g, '');

/**
 * A new fleet with its plate squashed, a seeded plate squashed the same way, a plate in a bad
 * format, and a new fleet without its model and with a capacity in part kilograms.
 */
function mixed(header = 'Nomor polisi;Model;Kapasitas;Status') {
  const seeded = fleetStore.rows[0]!;
  return {
    seeded,
    file: csv([header, 'd1234xy;Isuzu Giga;2500;Aktif', `${squashed(seeded.plate)};Hino Dutro;1000;Aktif`, '1234 ABC;Toyota Dyna;1000;Aktif', 'B 77 Z;;2500,5;Aktif']),
  };
}

/** A new fleet, a seeded one by its squashed plate with a new capacity, and another as the mock holds it. */
function updates() {
  const [bigger, same] = fleetStore.rows.filter((fleet) => fleet.active && fleet.capacityKg !== null);
  return {
    file: csv(
      [
        'Nomor polisi;Model;Kapasitas',
        'd1234xy;Isuzu Giga;2500',
        `${squashed(bigger!.plate)};${bigger!.model};${bigger!.capacityKg! + 500}`,
        `${same!.plate};${same!.model};${same!.capacityKg}`,
      ],
      'perbarui.csv',
    ),
  };
}

export const Default: Story = {
  name: 'Mapping: the fleet headings matched in either language',
  play: async () => {
    await expect(await page().findByRole('heading', { level: 1, name: 'Impor Armada' })).toBeVisible();
    await chooseFile(csv(['Licence plate;Model;Kapasitas;Status', 'D 1234 AB;Isuzu Elf;2000;Aktif']));
    await expect(await page().findByText('armada.csv: 1 baris data, 4 kolom.')).toBeVisible();
    await expectMapped([
      ['Licence plate', 'plate'],
      ['Model', 'model'],
      ['Kapasitas', 'capacityKg'],
      ['Status', 'active'],
    ]);
    await expect(await offeredFields('Model')).toEqual(['Jangan impor', 'Nomor polisi', 'Model', 'Kapasitas', 'Status']);
    // A fleet is recognised by its plate alone.
    await expectKeyRequired('Licence plate', 'Kolom Nomor polisi wajib dicocokkan: dari situ data yang sudah ada dikenali.');
  },
};

export const Checked: Story = {
  name: 'Checked: a seeded plate however spaced, a plate in a bad format, a model missing, part kilograms',
  play: async () => {
    const { seeded, file } = mixed();
    await chooseAndCheck(file);
    await expect(await page().findByRole('list', { name: 'Jumlah baris per hasil' })).toHaveTextContent(/1 ditambah.*0 diperbarui.*0 tidak berubah.*0 dilewati.*3 gagal/);
    // The plate is normalised before it is looked up, so the squashed one finds the seeded fleet.
    const known = failedRow(3);
    await expect(within(known).getByRole('cell', { name: seeded.plate })).toBeVisible();
    await expect(known).toHaveTextContent('Nomor polisi: Data ini sudah ada.');
    const malformed = failedRow(4);
    await expect(within(malformed).getByRole('cell', { name: '—' })).toBeVisible();
    await expect(malformed).toHaveTextContent('Nomor polisi: Nomor polisi harus berformat AB 1234 CD: 1–2 huruf, 1–4 angka, lalu 1–3 huruf.');
    const incomplete = failedRow(5);
    await expect(within(incomplete).getByRole('cell', { name: 'B 77 Z' })).toBeVisible();
    await expect(incomplete).toHaveTextContent('Model: Model armada wajib diisi.');
    await expect(incomplete).toHaveTextContent('Kapasitas: Kapasitas harus bilangan bulat (tanpa koma).');
  },
};

export const UpdateChecked: Story = {
  name: 'Update: a seeded fleet by its squashed plate, its capacity changed, another unchanged',
  play: async () => {
    // The plate normalised is the seeded one, so only the capacity differs.
    await expectUpdatesChecked(updates().file);
  },
};

export const Imported: Story = {
  name: 'Done: the new fleet in the list, its plate normalised',
  play: async () => {
    await importUpdates(updates().file, '/fleets/data');
    const list = await loadedTable('Daftar armada');
    await searchFor('Cari armada', 'Giga');
    await waitFor(() => expect(rowHeaders(list)).toEqual(['D 1234 XY']));
    await expect(within(dataRows(list)[0]!).getByRole('cell', { name: /^2\.500\skg$/ })).toBeVisible();
  },
};

export const Dark: Story = { globals: { theme: 'dark' }, play: Checked.play };

export const English: Story = {
  globals: { locale: 'en' },
  play: async () => {
    await chooseFile(mixed('Licence plate;Model;Capacity;Status').file);
    await expect(await page().findByRole('combobox', { name: 'Field for column Capacity' })).toHaveValue('capacityKg');
    await userEvent.click(page().getByRole('button', { name: 'Check' }));
    await expect(await page().findByRole('list', { name: 'Rows by outcome' })).toHaveTextContent(/1 added.*3 failed/);
    await expect(failedRow(3)).toHaveTextContent('Licence plate: This record already exists.');
    await expect(failedRow(4)).toHaveTextContent('Licence plate: A licence plate reads AB 1234 CD: 1–2 letters, 1–4 digits, then 1–3 letters.');
    await expect(failedRow(5)).toHaveTextContent("Model: Enter the fleet's model.");
    await expect(failedRow(5)).toHaveTextContent('Capacity: The capacity must be a whole number (no decimals).');
  },
};
