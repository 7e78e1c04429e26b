import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { SeededRoleName } from '../../../../contract/permissions';
import { apiError } from '../../../mocks/handlers/respond';
import { itemStore } from '../../../mocks/db/resources';
import { changedElsewhere, resourceScenarios, storySession } from '../../../mocks/scenarios/resources';
import { dataRows, expectLocation, page, rowHeaders } from '../../../lib/testing/story-queries';
import { StoryScreen } from '../../../../stories/harness/StoryHarness';
import { DELIVERY_ORDERS_ROUTES } from '../testing/routes';

function DeliveryOrdersStory({ path, role, permissions }: { path: string; role?: SeededRoleName; permissions?: string[] }) {
  return <StoryScreen path={path} routes={DELIVERY_ORDERS_ROUTES} session={storySession(role, permissions)} />;
}

/**
 * /delivery-orders/new: the customer (its address fills in), internal notes and the line editor
 * (an item and a whole quantity in its unit per line, one line per item); saved once however often
 * it is submitted, then its page with a toast.
 */
const meta = {
  title: 'DeliveryOrders/Screens/New delivery order',
  component: DeliveryOrdersStory,
  parameters: { router: false },
  args: { path: '/delivery-orders/new' },
} satisfies Meta<typeof DeliveryOrdersStory>;
export default meta;
type Story = StoryObj<typeof meta>;

const form = () => page().findByRole('form', { name: /Formulir DO baru|New delivery order form/ });
const box = (name: string | RegExp) => page().getByRole('textbox', { name: typeof name === 'string' ? new RegExp(`^${name}`) : name });
const combo = (name: string) => page().getByRole('combobox', { name: new RegExp(`^${name}`) });

const detail = (term: string) => within(page().getByText(term, { selector: 'dt' }).parentElement!).getByRole('definition');

async function choose(picker: string, search: string, option: RegExp) {
  await userEvent.type(combo(picker), search);
  await userEvent.click(await page().findByRole('option', { name: option }));
}

export const Default: Story = {
  play: async () => {
    await form();
    await expect(combo('Kustomer')).toBeRequired();
    await expect(box('Alamat pengiriman').tagName).toBe('TEXTAREA');
    await expect(box('Catatan internal').tagName).toBe('TEXTAREA');
    await expect(combo('Barang baris 1')).toBeVisible();
    await expect(box('Jumlah baris 1')).toHaveAttribute('inputmode', 'numeric');
    // The only line cannot be removed.
    await expect(page().getByRole('button', { name: 'Hapus baris 1' })).toBeDisabled();
  },
};

export const Saved: Story = {
  name: 'Saved: address from the customer, two lines with units',
  play: async () => {
    await form();
    await choose('Kustomer', 'sinar', /Toko Sinar Jaya/);
    await waitFor(() => expect(box('Alamat pengiriman')).toHaveValue('Jl. Merdeka No. 1, Bandung'));
    await choose('Barang baris 1', 'bawang putih', /Bawang Putih/);
    await expect(await page().findByText('Dalam KG')).toBeVisible();
    await userEvent.type(box('Jumlah baris 1'), '25');
    await userEvent.click(page().getByRole('button', { name: 'Tambah barang' }));
    await choose('Barang baris 2', 'tepung', /Tepung Terigu/);
    await expect(await page().findByText('Dalam KARUNG')).toBeVisible();
    await userEvent.type(box('Jumlah baris 2'), '10');
    await userEvent.type(box('Catatan internal'), 'Kirim sebelum jam 10.');
    await userEvent.click(page().getByRole('button', { name: 'Simpan' }));
    await expect(await page().findByText('DO-000025 ditambahkan.')).toBeVisible();
    // The save lands on the new DO's page, with what was entered.
    await expectLocation('/delivery-orders/25/detail');
    await expect(await page().findByRole('heading', { level: 2, name: 'DO-000025' })).toBeVisible();
    await expect(detail('Kustomer')).toHaveTextContent('Toko Sinar Jaya');
    const lines = page().getByRole('table', { name: 'Barang dan jumlah' });
    await expect(rowHeaders(lines)).toEqual(['Bawang Putih', 'Tepung Terigu']);
    await expect(within(dataRows(lines)[0]!).getAllByRole('cell')[0]).toHaveTextContent('25 KG');
    await expect(within(dataRows(lines)[1]!).getAllByRole('cell')[0]).toHaveTextContent('10 KARUNG');
  },
};

export const ListPermissionsOnly: Story = {
  name: 'Admin Surat Jalan and Kepala Gudang: the unit and address come from the pickers (no read-item, no read-customer)',
  args: { permissions: ['create-delivery-order', 'read-delivery-orders', 'read-customers', 'read-items'] },
  play: async () => {
    await form();
    await choose('Kustomer', 'sinar', /Toko Sinar Jaya/);
    await waitFor(() => expect(box('Alamat pengiriman')).toHaveValue('Jl. Merdeka No. 1, Bandung'));
    await choose('Barang baris 1', 'bawang putih', /Bawang Putih/);
    await expect(await page().findByText('Dalam KG')).toBeVisible();
  },
};

export const TypedAddressKept: Story = {
  name: 'A typed address is kept when the customer is picked',
  play: async () => {
    await form();
    await userEvent.type(box('Alamat pengiriman'), 'Gudang Cimahi, Jl. Industri 3');
    await choose('Kustomer', 'sinar', /Toko Sinar Jaya/);
    await expect(combo('Kustomer')).toHaveValue('Toko Sinar Jaya');
    await expect(box('Alamat pengiriman')).toHaveValue('Gudang Cimahi, Jl. Industri 3');
  },
};

export const RetiredNotOffered: Story = {
  name: 'A retired customer and a retired item are not offered',
  beforeEach() {
    changedElsewhere.customer(1, { active: false });
    changedElsewhere.item(itemStore.rows.find((item) => item.name === 'Bawang Putih')!.id, { active: false });
  },
  play: async () => {
    await form();
    await userEvent.type(combo('Kustomer'), 'jaya');
    await expect(await page().findByRole('option', { name: /Jaya Abadi/ })).toBeVisible();
    await expect(page().queryByRole('option', { name: /Toko Sinar Jaya/ })).toBeNull();
    await userEvent.type(combo('Barang baris 1'), 'bawang');
    await expect(await page().findByRole('option', { name: /Bawang Merah/ })).toBeVisible();
    await expect(page().queryByRole('option', { name: /Bawang Putih/ })).toBeNull();
  },
};

export const SameItemTwice: Story = {
  name: 'An item already on another line is marked and cannot be chosen again',
  play: async () => {
    await form();
    await choose('Barang baris 1', 'bawang putih', /Bawang Putih/);
    await userEvent.click(page().getByRole('button', { name: 'Tambah barang' }));
    await userEvent.type(combo('Barang baris 2'), 'bawang putih');
    const taken = await page().findByRole('option', { name: /Bawang Putih.*Sudah dipilih/ });
    await expect(taken).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(taken);
    // Not chosen: the typed text stays, and no error is needed.
    await expect(combo('Barang baris 2')).toHaveValue('bawang putih');
    await expect(combo('Barang baris 2')).not.toHaveAccessibleDescription(/sudah ada di baris lain/);
    // Line 1 takes another item: its old item is free for line 2.
    await userEvent.click(page().getAllByRole('button', { name: 'Hapus pilihan' })[0]!);
    await choose('Barang baris 1', 'tepung', /Tepung Terigu/);
    await userEvent.clear(combo('Barang baris 2'));
    await choose('Barang baris 2', 'bawang putih', /Bawang Putih/);
    await expect(combo('Barang baris 2')).toHaveValue('Bawang Putih');
    await expect(combo('Barang baris 2')).toBeValid();
    await userEvent.click(page().getByRole('button', { name: 'Hapus baris 2' }));
    await expect(page().queryByRole('combobox', { name: /^Barang baris 2/ })).toBeNull();
  },
};

export const Invalid: Story = {
  name: 'Invalid input: each with its message',
  play: async () => {
    await form();
    await userEvent.click(page().getByRole('button', { name: 'Simpan' }));
    await expect(await page().findByText('Pilih kustomer.')).toBeVisible();
    await expect(box('Jumlah baris 1')).toHaveAccessibleDescription(/Wajib diisi/);
    for (const [typed, message] of [
      ['0', /minimal 1/],
      ['1,5', /bilangan bulat/],
      ['abc', /angka bulat/],
      ['1e20', /maksimal/],
    ] as const) {
      await userEvent.clear(box('Jumlah baris 1'));
      await userEvent.type(box('Jumlah baris 1'), typed);
      await userEvent.tab();
      await waitFor(() => expect(box('Jumlah baris 1')).toHaveAccessibleDescription(message));
    }
  },
};

export const ServerLineError: Story = {
  name: 'A server error on a line lands on that line',
  beforeEach({ msw }) {
    msw.use(http.post('*/api/delivery-orders', () => apiError(422, 'UNKNOWN_REFERENCE', 'A referenced record does not exist', { fields: { 'lines.1.itemId': 'NOT_FOUND' } })));
  },
  play: async () => {
    await form();
    await choose('Kustomer', 'sinar', /Toko Sinar Jaya/);
    await choose('Barang baris 1', 'bawang putih', /Bawang Putih/);
    await userEvent.type(box('Jumlah baris 1'), '5');
    await userEvent.click(page().getByRole('button', { name: 'Tambah barang' }));
    await choose('Barang baris 2', 'tepung', /Tepung Terigu/);
    await userEvent.type(box('Jumlah baris 2'), '5');
    await userEvent.click(page().getByRole('button', { name: 'Simpan' }));
    await waitFor(() => expect(combo('Barang baris 2')).toBeInvalid());
    await expect(combo('Barang baris 1')).toBeValid();
  },
};

export const SaveFails: Story = {
  name: 'Save fails (500): the input stays',
  beforeEach({ msw }) {
    msw.use(http.post('*/api/delivery-orders', () => apiError(500, 'INTERNAL', 'Internal server error')));
  },
  play: async () => {
    await form();
    await choose('Kustomer', 'sinar', /Toko Sinar Jaya/);
    await choose('Barang baris 1', 'bawang putih', /Bawang Putih/);
    await userEvent.type(box('Jumlah baris 1'), '5');
    await userEvent.click(page().getByRole('button', { name: 'Simpan' }));
    await expect(await within(await form()).findByRole('alert')).toBeVisible();
    await expect(box('Jumlah baris 1')).toHaveValue('5');
  },
};

export const Saving: Story = {
  beforeEach({ msw }) {
    msw.use(...resourceScenarios('delivery-orders').slowSave(60_000));
  },
  play: async () => {
    await form();
    await choose('Kustomer', 'sinar', /Toko Sinar Jaya/);
    await choose('Barang baris 1', 'bawang putih', /Bawang Putih/);
    await userEvent.type(box('Jumlah baris 1'), '5');
    await userEvent.click(page().getByRole('button', { name: 'Simpan' }));
    await waitFor(() => expect(page().getByRole('button', { name: /^(Simpan|Menyimpan…)$/ })).toHaveAttribute('aria-busy', 'true'));
    // The other way to save waits too.
    await expect(page().getByRole('button', { name: 'Simpan & tambah lagi' })).toBeDisabled();
  },
};

export const Dark: Story = { globals: { theme: 'dark' }, play: Default.play };

export const English: Story = {
  globals: { locale: 'en' },
  play: async () => {
    await form();
    await expect(combo('Customer')).toBeVisible();
    await expect(combo('Item, line 1')).toBeVisible();
    await expect(box('Quantity, line 1')).toBeVisible();
    await expect(page().getByRole('button', { name: 'Add item' })).toBeVisible();
  },
};
