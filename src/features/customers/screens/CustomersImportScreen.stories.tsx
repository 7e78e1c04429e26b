import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { chooseAndCheck, chooseFile, csvFiles, expectMapped, expectUpdatesChecked, failedRow, importScreenStory, importUpdates, offeredFields } from '../../../lib/testing/import-stories';
import { dataRows, loadedTable, page, rowHeaders } from '../../../lib/testing/story-queries';
import { searchFor } from '../../../lib/testing/table-stories';
import { customerStore } from '../../../mocks/db/resources';
import { storySession } from '../../../mocks/scenarios/resources';
import { CUSTOMERS_ROUTES } from '../testing/routes';

const CustomersStory = importScreenStory('/customers/import', CUSTOMERS_ROUTES, storySession);

/**
 * /customers/import (docs/decisions/335-import.md): customers from a spreadsheet, recognised by
 * their name whatever its case. The steps every area shares are AreaImport's stories; these show
 * what is the customers' own: their six fields by their headings, their form's messages in a
 * failing row, an update of a seeded customer and the list showing what the import wrote.
 */
const meta = {
  title: 'Customers/Screens/Import customers',
  component: CustomersStory,
  parameters: { router: false },
} satisfies Meta<typeof CustomersStory>;
export default meta;
type Story = StoryObj<typeof meta>;

const csv = csvFiles('kustomer.csv');

/**
 * A new customer, a seeded one written in capitals (the same customer: names are compared without
 * case) with an email that is not one, and one whose address is longer than the form allows.
 */
function mixed(header = 'Nama;Telepon;Email;Alamat pengiriman utama') {
  const seeded = customerStore.rows[0]!;
  return {
    seeded,
    file: csv([
      header,
      'Toko Impor Baru;0812 1111 2222;baru@contoh.id;Jl. Baru No. 1, Bandung',
      `${seeded.name.toUpperCase()};;bukan-email;`,
      `Toko Alamat Panjang;;;${'Jl. Panjang '.repeat(45)}`,
    ]),
  };
}

/** A new customer, a seeded one with a new address and another as the mock holds it. */
function updates() {
  const [moved, same] = customerStore.rows;
  return {
    moved: moved!,
    file: csv(
      ['Nama;Alamat pengiriman utama', 'Toko Impor Baru;Jl. Baru No. 1, Bandung', `${moved!.name};Jl. Pindahan No. 7, Cimahi`, `${same!.name};${same!.address}`],
      'perbarui.csv',
    ),
  };
}

export const Default: Story = {
  name: 'Mapping: the customer headings matched in either language',
  play: async () => {
    await expect(await page().findByRole('heading', { level: 1, name: 'Impor Kustomer' })).toBeVisible();
    await chooseFile(csv(['Nama;Phone;Email;Default delivery address;Catatan;Status', 'Toko Sinar;0812 3333 4444;sinar@contoh.id;Jl. Merdeka No. 10;Pagi saja;Nonaktif']));
    await expect(await page().findByText('kustomer.csv: 1 baris data, 6 kolom.')).toBeVisible();
    await expectMapped([
      ['Nama', 'name'],
      ['Phone', 'phone'],
      ['Email', 'email'],
      ['Default delivery address', 'address'],
      ['Catatan', 'notes'],
      ['Status', 'active'],
    ]);
    // Each column offers the customer's own fields, in the template's order.
    await expect(await offeredFields('Nama')).toEqual(['Jangan impor', 'Nama', 'Telepon', 'Email', 'Alamat pengiriman utama', 'Catatan', 'Status']);
    // Customers can be updated, so the page asks what an existing one's row does.
    const modes = page().getByRole('group', { name: 'Jika data sudah ada' });
    await expect(within(modes).getByRole('radio', { name: /^Tambah baru saja/ })).toBeChecked();
    await expect(within(modes).getByRole('radio', { name: /^Perbarui yang sudah ada/ })).not.toBeChecked();
    await expect(within(modes).getByRole('radio', { name: /^Lewati yang sudah ada/ })).not.toBeChecked();
    await expect(page().getByRole('button', { name: 'Periksa' })).toBeEnabled();
  },
};

export const Checked: Story = {
  name: 'Checked: a seeded name in capitals, a bad email, a long address',
  play: async () => {
    const { seeded, file } = mixed();
    await chooseAndCheck(file);
    await expect(await page().findByRole('list', { name: 'Jumlah baris per hasil' })).toHaveTextContent(/1 ditambah.*0 diperbarui.*0 tidak berubah.*0 dilewati.*2 gagal/);
    const known = failedRow(3);
    await expect(within(known).getByRole('cell', { name: seeded.name.toUpperCase() })).toBeVisible();
    await expect(known).toHaveTextContent('Email: Format email tidak valid, contoh: nama@contoh.id.');
    await expect(known).toHaveTextContent('Nama: Data ini sudah ada.');
    await expect(failedRow(4)).toHaveTextContent('Alamat pengiriman utama: Alamat maksimal 500 karakter.');
  },
};

export const UpdateChecked: Story = {
  name: 'Update: a seeded customer given a new address, another unchanged',
  play: async () => {
    await expectUpdatesChecked(updates().file);
  },
};

export const Imported: Story = {
  name: 'Done: the new address in the list',
  play: async () => {
    const { moved, file } = updates();
    await importUpdates(file, '/customers/data');
    const list = await loadedTable('Daftar kustomer');
    await searchFor('Cari kustomer', moved.name);
    await waitFor(() => expect(rowHeaders(list)).toEqual([moved.name]));
    await expect(dataRows(list)[0]).toHaveTextContent('Jl. Pindahan No. 7, Cimahi');
  },
};

export const Dark: Story = { globals: { theme: 'dark' }, play: Checked.play };

export const English: Story = {
  globals: { locale: 'en' },
  play: async () => {
    const { file } = mixed('Name;Phone;Email;Default delivery address');
    await chooseFile(file);
    await expect(await page().findByRole('combobox', { name: 'Field for column Default delivery address' })).toHaveValue('address');
    await userEvent.click(page().getByRole('button', { name: 'Check' }));
    await expect(await page().findByRole('list', { name: 'Rows by outcome' })).toHaveTextContent(/1 added.*2 failed/);
    await expect(failedRow(3)).toHaveTextContent('Email: Not an email address, e.g. name@example.com.');
    await expect(failedRow(3)).toHaveTextContent('Name: This record already exists.');
    await expect(failedRow(4)).toHaveTextContent('Default delivery address: The address can be at most 500 characters.');
  },
};
