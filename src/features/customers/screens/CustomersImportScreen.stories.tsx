import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { SeededRoleName } from '../../../../contract/permissions';
import { StoryScreen } from '../../../../stories/harness/StoryHarness';
import { dataRows, expectLocation, loadedTable, page, rowHeaders } from '../../../lib/testing/story-queries';
import { searchFor } from '../../../lib/testing/table-stories';
import { customerStore } from '../../../mocks/db/resources';
import { storySession } from '../../../mocks/scenarios/resources';
import { CUSTOMERS_ROUTES } from '../testing/routes';

function CustomersStory({ role }: { role?: SeededRoleName }) {
  return <StoryScreen path="/customers/import" routes={CUSTOMERS_ROUTES} session={storySession(role)} />;
}

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

const csv = (lines: readonly string[], name = 'kustomer.csv') => new File([lines.join('\n')], name, { type: 'text/csv' });

const fileInput = () => page().findByLabelText(/^(Pilih berkas|Choose a file)$/);
const mappingOf = (header: string) => page().findByRole('combobox', { name: `Isian untuk kolom ${header}` });
const failedRow = (line: number) => within(page().getByRole('table', { name: /^(Baris yang gagal|Rows that fail)$/ })).getByRole('row', { name: new RegExp(`^${line} `) });

async function checked(file: File, { mode, check = 'Periksa' }: { mode?: RegExp; check?: string } = {}) {
  await userEvent.upload(await fileInput(), file);
  if (mode) await userEvent.click(await page().findByRole('radio', { name: mode }));
  await userEvent.click(await page().findByRole('button', { name: check }));
}

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
    await userEvent.upload(
      await fileInput(),
      csv(['Nama;Phone;Email;Default delivery address;Catatan;Status', 'Toko Sinar;0812 3333 4444;sinar@contoh.id;Jl. Merdeka No. 10;Pagi saja;Nonaktif']),
    );
    await expect(await page().findByText('kustomer.csv: 1 baris data, 6 kolom.')).toBeVisible();
    for (const [header, field] of [
      ['Nama', 'name'],
      ['Phone', 'phone'],
      ['Email', 'email'],
      ['Default delivery address', 'address'],
      ['Catatan', 'notes'],
      ['Status', 'active'],
    ] as const) {
      await expect(await mappingOf(header)).toHaveValue(field);
    }
    // Each column offers the customer's own fields, in the template's order.
    const offered = within(await mappingOf('Nama')).getAllByRole('option').map((option) => option.textContent);
    await expect(offered).toEqual(['Jangan impor', 'Nama', 'Telepon', 'Email', 'Alamat pengiriman utama', 'Catatan', 'Status']);
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
    await checked(file);
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
    await checked(updates().file, { mode: /^Perbarui yang sudah ada/ });
    await expect(await page().findByRole('list', { name: 'Jumlah baris per hasil' })).toHaveTextContent(/1 ditambah.*1 diperbarui.*1 tidak berubah.*0 dilewati.*0 gagal/);
    await expect(page().getByText('Semua baris dapat diimpor.')).toBeVisible();
    await expect(page().getByRole('button', { name: 'Impor' })).toBeEnabled();
  },
};

export const Imported: Story = {
  name: 'Done: the new address in the list',
  play: async () => {
    const { moved, file } = updates();
    await checked(file, { mode: /^Perbarui yang sudah ada/ });
    await userEvent.click(await page().findByRole('button', { name: 'Impor' }));
    await expect(await page().findByRole('heading', { name: 'Impor selesai' })).toBeVisible();
    await expect(page().getByRole('list', { name: 'Jumlah baris per hasil' })).toHaveTextContent(/1 ditambah.*1 diperbarui.*1 tidak berubah/);
    await userEvent.click(page().getByRole('link', { name: 'Lihat daftar' }));
    await expectLocation('/customers/data');
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
    await userEvent.upload(await fileInput(), file);
    await expect(await page().findByRole('combobox', { name: 'Field for column Default delivery address' })).toHaveValue('address');
    await userEvent.click(page().getByRole('button', { name: 'Check' }));
    await expect(await page().findByRole('list', { name: 'Rows by outcome' })).toHaveTextContent(/1 added.*2 failed/);
    await expect(failedRow(3)).toHaveTextContent('Email: Not an email address, e.g. name@example.com.');
    await expect(failedRow(3)).toHaveTextContent('Name: This record already exists.');
    await expect(failedRow(4)).toHaveTextContent('Default delivery address: The address can be at most 500 characters.');
  },
};
