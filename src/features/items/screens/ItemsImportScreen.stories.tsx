import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { chooseAndCheck, chooseFile, csvFiles, expectKeyRequired, expectMapped, expectUpdatesChecked, failedRow, importScreenStory, importUpdates, mappingOf, offeredFields } from '../../../lib/testing/import-stories';
import { dataRows, loadedTable, page, rowHeaders } from '../../../lib/testing/story-queries';
import { searchFor } from '../../../lib/testing/table-stories';
import { itemStore } from '../../../mocks/db/resources';
import { storySession } from '../../../mocks/scenarios/resources';
import { ITEMS_ROUTES } from '../testing/routes';

const ItemsStory = importScreenStory('/items/import', ITEMS_ROUTES, storySession);

/**
 * /items/import (docs/decisions/335-import.md): items from a spreadsheet, recognised by their code,
 * else by their name. The steps every area shares are AreaImport's stories; these show what is the
 * items' own: their fields by their headings, codes and units kept in capitals, the weight with
 * the file's decimal mark, their form's messages in a failing row, an update of a seeded item and
 * the list showing what the import wrote.
 */
const meta = {
  title: 'Items/Screens/Import items',
  component: ItemsStory,
  parameters: { router: false },
} satisfies Meta<typeof ItemsStory>;
export default meta;
type Story = StoryObj<typeof meta>;

const csv = csvFiles('barang.csv');
/** A weight as Indonesian Excel writes it: a decimal comma. */
const withComma = (kilograms: number) => String(kilograms).replace('.', ',');

/**
 * Two new items (one by a lower-case code, one by its name alone), a new code under a seeded
 * item's name, a unit left empty, and a code with a space and a weight finer than grams.
 */
function mixed(header = 'Kode;Nama;Satuan;Berat per satuan', weights = withComma) {
  const seeded = itemStore.rows[0]!;
  return csv([
    header,
    `brg-901;Gula Aren;karung;${weights(12.5)}`,
    `;Kopi Robusta;kg;${weights(0.25)}`,
    `BRG-902;${seeded.name};DUS;1`,
    `BRG-903;Teh Hijau;;${weights(1.5)}`,
    `BRG 904;Cokelat Batang;PCS;${weights(0.1234)}`,
  ]);
}

/** A new item, a seeded one by its code in lower case with a new weight, and another as the mock holds it. */
function updates() {
  const [heavier, same] = itemStore.rows.filter((item) => item.code !== null && item.weightKg !== null);
  return {
    heavier: heavier!,
    file: csv(
      [
        'Kode;Nama;Satuan;Berat per satuan',
        'brg-901;Gula Aren;karung;12,5',
        `${heavier!.code!.toLowerCase()};${heavier!.name};${heavier!.unit.toLowerCase()};${withComma(heavier!.weightKg! + 0.5)}`,
        `${same!.code};${same!.name};${same!.unit};${withComma(same!.weightKg!)}`,
      ],
      'perbarui.csv',
    ),
  };
}

export const Default: Story = {
  name: 'Mapping: the item headings matched in either language, code or name as the key',
  play: async () => {
    await expect(await page().findByRole('heading', { level: 1, name: 'Impor Barang' })).toBeVisible();
    await chooseFile(csv(['Code;Nama;Unit;Berat per satuan;Notes;Status', 'BRS-005;Beras Premium 5 kg;KARUNG;5,25;;Aktif']));
    await expect(await page().findByText('barang.csv: 1 baris data, 6 kolom.')).toBeVisible();
    await expectMapped([
      ['Code', 'code'],
      ['Nama', 'name'],
      ['Unit', 'unit'],
      ['Berat per satuan', 'weightKg'],
      ['Notes', 'notes'],
      ['Status', 'active'],
    ]);
    await expect(await offeredFields('Code')).toEqual(['Jangan impor', 'Nama', 'Kode', 'Satuan', 'Berat per satuan', 'Catatan', 'Status']);
    // The weight is read with the decimal mark chosen here; Indonesian Excel writes a comma.
    const preview = page().getByRole('table', { name: 'Pratinjau baris pertama berkas' });
    await expect(within(preview).getByRole('cell', { name: '5,25' })).toBeVisible();
    await expect(page().getByRole('radio', { name: 'Koma (12,5)' })).toBeChecked();
    // Either key field is enough: without the code the name recognises an item.
    await userEvent.selectOptions(await mappingOf('Code'), 'Jangan impor');
    await expect(page().queryByRole('alert')).toBeNull();
    await expect(page().getByRole('button', { name: 'Periksa' })).toBeEnabled();
    await expectKeyRequired('Nama', 'Kolom Kode / Nama wajib dicocokkan: dari situ data yang sudah ada dikenali.');
  },
};

export const Checked: Story = {
  name: 'Checked: a name taken, a unit missing, a bad code and weight',
  play: async () => {
    await chooseAndCheck(mixed());
    await expect(await page().findByRole('list', { name: 'Jumlah baris per hasil' })).toHaveTextContent(/2 ditambah.*0 diperbarui.*0 tidak berubah.*0 dilewati.*3 gagal/);
    // The code is the key when the row has one, the name when its code fails.
    const taken = failedRow(4);
    await expect(within(taken).getByRole('cell', { name: 'BRG-902' })).toBeVisible();
    await expect(taken).toHaveTextContent('Nama: Nama barang ini sudah dipakai (huruf besar/kecil dan spasi di awal atau akhir tidak dibedakan).');
    await expect(failedRow(5)).toHaveTextContent('Satuan: Satuan wajib diisi, misalnya KG atau PCS.');
    const malformed = failedRow(6);
    await expect(within(malformed).getByRole('cell', { name: 'Cokelat Batang' })).toBeVisible();
    await expect(malformed).toHaveTextContent('Kode: Kode hanya boleh berisi huruf, angka, titik, tanda hubung, garis bawah dan garis miring, diawali huruf atau angka.');
    await expect(malformed).toHaveTextContent('Berat per satuan: Berat paling banyak 3 angka di belakang koma (gram).');
  },
};

export const UpdateChecked: Story = {
  name: 'Update: a seeded item by its lower-case code, its weight changed, another unchanged',
  play: async () => {
    // The code and the unit are kept in capitals, so only the weight differs.
    await expectUpdatesChecked(updates().file);
  },
};

export const Imported: Story = {
  name: 'Done: the new item in the list, its code and unit in capitals',
  play: async () => {
    await importUpdates(updates().file, '/items/data');
    const list = await loadedTable('Daftar barang');
    await searchFor('Cari barang', 'Gula Aren');
    await waitFor(() => expect(rowHeaders(list)).toEqual(['Gula Aren']));
    const [row] = dataRows(list);
    await expect(within(row!).getByRole('cell', { name: 'BRG-901' })).toBeVisible();
    await expect(within(row!).getByRole('cell', { name: 'KARUNG' })).toBeVisible();
    await expect(within(row!).getByRole('cell', { name: /^12,5\skg$/ })).toBeVisible();
  },
};

export const Dark: Story = { globals: { theme: 'dark' }, play: Checked.play };

export const English: Story = {
  globals: { locale: 'en' },
  play: async () => {
    // An English file writes a decimal point: the mark is chosen before the check.
    await chooseFile(mixed('Code;Name;Unit;Weight per unit', String));
    await expect(await page().findByRole('combobox', { name: 'Field for column Weight per unit' })).toHaveValue('weightKg');
    await userEvent.click(page().getByRole('radio', { name: 'Point (12.5)' }));
    await userEvent.click(page().getByRole('button', { name: 'Check' }));
    await expect(await page().findByRole('list', { name: 'Rows by outcome' })).toHaveTextContent(/2 added.*3 failed/);
    await expect(failedRow(4)).toHaveTextContent('Name: This item name is already in use (case and surrounding spaces are ignored).');
    await expect(failedRow(5)).toHaveTextContent('Unit: Enter a unit, e.g. KG or PCS.');
    await expect(failedRow(6)).toHaveTextContent('Weight per unit: The weight can have at most 3 decimals (grams).');
  },
};
