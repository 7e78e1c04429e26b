import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { customerStore } from '../../../mocks/db/resources';
import { deliveryScenarios } from '../../../mocks/scenarios/delivery';
import { addLongRecords, changedElsewhere, resourceScenarios, storySession } from '../../../mocks/scenarios/resources';
import { expectLocation, page } from '../../../lib/testing/story-queries';
import type { SeededRoleName } from '../../../../contract/permissions';
import { StoryScreen } from '../../../../stories/harness/StoryHarness';
import { CUSTOMERS_ROUTES } from '../testing/routes';

function CustomersStory({ path, role, permissions }: { path: string; role?: SeededRoleName; permissions?: string[] }) {
  return <StoryScreen path={path} routes={CUSTOMERS_ROUTES} session={storySession(role, permissions)} />;
}

/**
 * /customers/:customerId/detail (customer 1, Toko Sinar Jaya): the fields, Ubah with
 * update-customer, and the customer's change log with read-customers-logs.
 */
const meta = {
  title: 'Customers/Screens/Customer detail',
  component: CustomersStory,
  parameters: { router: false },
  args: { path: '/customers/1/detail' },
} satisfies Meta<typeof CustomersStory>;
export default meta;
type Story = StoryObj<typeof meta>;

const heading = (name: string) => page().findByRole('heading', { level: 2, name });
const value = (term: string) => within(page().getByText(term, { selector: 'dt' }).parentElement!).getByRole('definition');

export const Default: Story = {
  play: async () => {
    await heading('Toko Sinar Jaya');
    await expect(value('ID')).toHaveTextContent('C0001');
    await expect(value('Telepon')).toHaveTextContent('0811-1000-1000');
    await expect(value('Email')).toHaveTextContent('sinar.jaya@contoh.id');
    await expect(value('Catatan')).toHaveTextContent('Bongkar muat hanya pagi hari.');
    await expect(page().getByRole('link', { name: 'Ubah' })).toHaveAttribute('href', '/customers/1/edit');
    const log = await page().findByRole('table', { name: 'Riwayat perubahan' });
    await expect(await within(log).findByText('Dibuat')).toBeVisible();
    await expect(log).toHaveTextContent('Nama: Toko Sinar Jaya');
  },
};

export const ReadableChangeLog: Story = {
  name: 'Change log reads field by field',
  beforeEach() {
    changedElsewhere.customer(1, { phone: '022 123 4567', notes: '' });
  },
  play: async () => {
    const log = await page().findByRole('table', { name: 'Riwayat perubahan' });
    await expect(await within(log).findByText('Diubah')).toBeVisible();
    const changes = within(log).getAllByRole('listitem').map((item) => item.textContent);
    await expect(changes).toContain('Telepon: 0811-1000-1000 → menjadi 022 123 4567');
    await expect(changes).toContain('Catatan: Bongkar muat hanya pagi hari. → menjadi kosong');
  },
};

export const WithoutLogsOrEdit: Story = {
  name: 'Admin Gudang-like: read-customer only',
  args: { permissions: ['read-customer'] },
  play: async () => {
    await heading('Toko Sinar Jaya');
    await expect(page().queryByRole('link', { name: 'Ubah' })).toBeNull();
    await expect(page().queryByRole('table', { name: 'Riwayat perubahan' })).toBeNull();
    await expect(page().queryByRole('table', { name: 'DO kustomer ini' })).toBeNull();
  },
};

export const DeliveryOrders: Story = {
  name: "The customer's delivery orders",
  args: { path: '/customers/8/detail' },
  play: async () => {
    await heading('CV Mitra Tani');
    const orders = await page().findByRole('table', { name: 'DO kustomer ini' });
    await waitFor(() => expect(within(orders).getAllByRole('rowheader').length).toBeGreaterThan(0));
    const first = within(orders).getAllByRole('row')[1]!;
    await expect(within(first).getByRole('link', { name: 'DO-000002' })).toHaveAttribute('href', '/delivery-orders/2/detail');
    await expect(within(first).getByText('Pending')).toBeVisible();
  },
};

export const ManyDeliveryOrders: Story = {
  name: 'More delivery orders than shown: a link to all',
  args: { path: '/customers/1/detail' },
  beforeEach() {
    for (let count = 0; count < 6; count += 1) deliveryScenarios.fortyLines();
  },
  play: async () => {
    const orders = await page().findByRole('table', { name: 'DO kustomer ini' });
    await waitFor(() => expect(within(orders).getAllByRole('rowheader')).toHaveLength(5));
    await expect(page().getByRole('link', { name: 'Lihat semua 7 DO' })).toHaveAttribute('href', '/delivery-orders/data?customerId=1');
  },
};

export const NoDeliveryOrders: Story = {
  name: 'No delivery orders yet',
  args: { path: '/customers/3/detail' },
  play: async () => {
    await expect(await page().findByText('Belum ada DO untuk kustomer ini')).toBeVisible();
  },
};

export const DeliveryOrdersFailed: Story = {
  name: "The customer's delivery orders failed, with retry",
  beforeEach({ msw }) {
    msw.use(...resourceScenarios('delivery-orders').error('list', 1));
  },
  play: async () => {
    const orders = await page().findByRole('region', { name: 'DO kustomer ini' });
    const alert = await within(orders).findByRole('alert');
    await userEvent.click(within(alert).getByRole('button', { name: 'Coba lagi' }));
    await expect(await within(orders).findByRole('link', { name: 'DO-000001' })).toBeVisible();
  },
};

export const Deactivate: Story = {
  name: 'Nonaktifkan: its open DOs named, then retired with a change-log row',
  args: { path: '/customers/8/detail' },
  play: async () => {
    await heading('CV Mitra Tani');
    await expect(value('Status')).toHaveTextContent('Aktif');
    await userEvent.click(page().getByRole('button', { name: 'Nonaktifkan' }));
    const dialog = await page().findByRole('alertdialog', { name: 'Nonaktifkan kustomer ini?' });
    await expect(await within(dialog).findByText(/DO yang belum selesai memuatnya dan tetap berjalan: .*DO-000002/)).toBeVisible();
    await expect(customerStore.find(8)!.active).toBe(true);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Nonaktifkan' }));
    await expect(await page().findByText('Kustomer CV Mitra Tani dinonaktifkan.')).toBeVisible();
    await expect(customerStore.find(8)!.active).toBe(false);
    await waitFor(() => expect(value('Status')).toHaveTextContent('Nonaktif'));
    await expect(page().getByRole('button', { name: 'Aktifkan' })).toBeVisible();
    const log = page().getByRole('table', { name: 'Riwayat perubahan' });
    await waitFor(() => expect(within(log).getAllByRole('listitem').map((item) => item.textContent)).toContain('Status: Aktif → menjadi Nonaktif'));
  },
};

export const Activate: Story = {
  name: 'Aktifkan a retired customer',
  args: { path: '/customers/3/detail' },
  beforeEach() {
    changedElsewhere.customer(3, { active: false });
  },
  play: async () => {
    await expect(await page().findByRole('button', { name: 'Aktifkan' })).toBeVisible();
    await expect(value('Status')).toHaveTextContent('Nonaktif');
    await userEvent.click(page().getByRole('button', { name: 'Aktifkan' }));
    const dialog = await page().findByRole('alertdialog', { name: 'Aktifkan kustomer ini?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Aktifkan' }));
    await expect(await page().findByText(/diaktifkan kembali\.$/)).toBeVisible();
    await expect(customerStore.find(3)!.active).toBe(true);
    await expect(page().getByRole('button', { name: 'Nonaktifkan' })).toBeVisible();
  },
};

export const DeactivateConflict: Story = {
  name: 'Nonaktifkan after someone else saved: the conflict in the dialog, nothing changed',
  args: { path: '/customers/3/detail' },
  play: async () => {
    await userEvent.click(await page().findByRole('button', { name: 'Nonaktifkan' }));
    const dialog = await page().findByRole('alertdialog', { name: 'Nonaktifkan kustomer ini?' });
    changedElsewhere.customer(3, { phone: '022 555 0101' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Nonaktifkan' }));
    // The refused change says the latest data is already on screen, not to reload.
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Status PT Sumber Rejeki tidak diubah: Data ini baru saja diubah orang lain; yang tampil sekarang sudah data terbarunya. Periksa, lalu coba lagi.',
    );
    await expect(customerStore.find(3)!.active).toBe(true);
    // The refusal refreshes the record: the other person's change is in its log.
    const log = page().getByRole('table', { name: 'Riwayat perubahan' });
    await expect(await within(log).findByText('022 555 0101')).toBeInTheDocument();
  },
};

export const NotFound: Story = {
  name: 'Unknown id: not found',
  args: { path: '/customers/0/detail' },
  play: async () => {
    await expect(await page().findByText('Kustomer tidak ditemukan')).toBeVisible();
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(...resourceScenarios('customers').slow('one'));
  },
  play: async () => {
    await expect(await page().findByText('Memuat…')).toBeInTheDocument();
  },
};

export const LogError: Story = {
  name: 'Change log failed, with retry',
  beforeEach({ msw }) {
    msw.use(...resourceScenarios('customers').error('logs', 1));
  },
  play: async () => {
    const alert = await page().findByRole('alert');
    await userEvent.click(within(alert).getByRole('button', { name: 'Coba lagi' }));
    await expect(await within(await page().findByRole('table', { name: 'Riwayat perubahan' })).findByText('Dibuat')).toBeVisible();
  },
};

export const Forbidden: Story = {
  name: 'Forbidden (403 → /404)',
  beforeEach({ msw }) {
    msw.use(...resourceScenarios('customers').forbidden('one'));
  },
  play: async () => {
    await expectLocation('/404');
  },
};

export const LongContent: Story = {
  name: 'Long content, HTML shown as text',
  args: { path: '/customers/31/detail' },
  beforeEach() {
    addLongRecords();
  },
  play: async () => {
    await heading('Perusahaan Dagang Sumber Makmur Sentosa Abadi Jaya Sejahtera Bersama Nusantara Raya Indonesia Timur');
    await expect(value('Catatan')).toHaveTextContent('<b>Bongkar</b> <script>alert(1)</script> hanya pagi hari.');
  },
};

export const Dark: Story = { globals: { theme: 'dark' }, play: Default.play };

export const English: Story = {
  globals: { locale: 'en' },
  play: async () => {
    await heading('Toko Sinar Jaya');
    await expect(page().getByText('Default delivery address')).toBeVisible();
    await expect(page().getByRole('link', { name: 'Edit' })).toBeVisible();
    await expect(await page().findByRole('table', { name: 'Change log' })).toBeVisible();
  },
};
