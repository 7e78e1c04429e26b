import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { deliveryOrderSnapshot } from '../../../../contract/delivery-orders';
import type { SeededRoleName } from '../../../../contract/permissions';
import { deliveryOrderStore, orderView } from '../../../mocks/db/delivery';
import { recordChange } from '../../../mocks/db/logs';
import { resourceScenarios, storySession } from '../../../mocks/scenarios/resources';
import { dataRows, loadedTable, page } from '../../../lib/testing/story-queries';
import { chooseFilter, expectRows, pickRecord, resetFilters, tableStates } from '../../../lib/testing/table-stories';
import { StoryScreen } from '../../../../stories/harness/StoryHarness';
import { DELIVERY_ORDERS_ROUTES } from '../testing/routes';

function DeliveryOrdersStory({ path, role, permissions }: { path: string; role?: SeededRoleName; permissions?: string[] }) {
  return <StoryScreen path={path} routes={DELIVERY_ORDERS_ROUTES} session={storySession(role, permissions)} />;
}

/** Someone changed DO 1: Bawang Putih 10 → 15 KG and the notes; then cancelled it. */
function changeAndCancel() {
  const order = deliveryOrderStore.find(1)!;
  const before = deliveryOrderSnapshot(orderView(order));
  order.lines = order.lines.map((line) => ({ ...line, quantity: 15 }));
  order.notes = 'Telepon dulu sebelum kirim.';
  const edited = deliveryOrderSnapshot(orderView(order));
  recordChange({ entity: 'delivery-order', entityId: 1, action: 'UPDATE', actorId: 2, before, after: edited });
  order.status = 'BATAL';
  recordChange({ entity: 'delivery-order', entityId: 1, action: 'CANCEL', actorId: 2, before: edited, after: deliveryOrderSnapshot(orderView(order)) });
}

/**
 * /delivery-orders/logs: every change to DOs, filtered by DO, action, actor and days; per field and
 * per line, the status in words.
 */
const meta = {
  title: 'DeliveryOrders/Screens/Delivery orders change log',
  component: DeliveryOrdersStory,
  parameters: { router: false },
  args: { path: '/delivery-orders/logs' },
  beforeEach() {
    changeAndCancel();
  },
} satisfies Meta<typeof DeliveryOrdersStory>;
export default meta;
type Story = StoryObj<typeof meta>;

const table = () => loadedTable(/Log perubahan DO|Delivery order change log/);
const states = tableStates(resourceScenarios('delivery-orders'), 'logs', { name: 'Log perubahan DO', table });
const changes = (row: HTMLElement) => within(row).getAllByRole('listitem').map((item) => item.textContent ?? '');

export const Default: Story = {
  play: async () => {
    const log = await table();
    const headers = within(log).getAllByRole('columnheader').map((cell) => cell.textContent);
    await expect(headers).toEqual(['DO', 'Waktu', 'Oleh', 'Aksi', 'Perubahan']);
    const [cancelled, edited] = dataRows(log);
    await expect(within(cancelled!).getByRole('link', { name: 'DO-000001' })).toHaveAttribute('href', '/delivery-orders/1/detail');
    await expect(changes(cancelled!)).toContain('Status: Pending → menjadi Batal');
    await expect(within(cancelled!).getByText('Dibatalkan')).toBeVisible();
    await expect(within(edited!).getByText('Diubah')).toBeVisible();
    await expect(changes(edited!)).toContain('Jumlah Bawang Putih: 10 → menjadi 15');
    await expect(changes(edited!)).toContain('Catatan internal: kosong → menjadi Telepon dulu sebelum kirim.');
  },
};

export const ActionFilter: Story = {
  name: 'Action filter: only what a DO can go through (no deactivation)',
  play: async () => {
    const log = await table();
    const options = within(page().getByRole('combobox', { name: 'Aksi' })).getAllByRole('option').map((option) => option.textContent);
    await expect(options).toEqual(['Semua aksi', 'Dibuat', 'Diubah', 'Dibatalkan']);
    await chooseFilter('Aksi', 'Dibatalkan', '/delivery-orders/logs?action=CANCEL');
    await waitFor(() => expect(dataRows(log).map((row) => within(row).queryByText('Diubah'))).toEqual(dataRows(log).map(() => null)));
    await expect(dataRows(log).length).toBeGreaterThan(0);
    for (const row of dataRows(log)) await expect(within(row).getByText('Dibatalkan')).toBeVisible();
  },
};

export const FilterByDeliveryOrder: Story = {
  play: async () => {
    const log = await table();
    await chooseFilter('Aksi', 'Diubah', '/delivery-orders/logs?action=UPDATE');
    await pickRecord('DO', 'DO-000001', /DO-000001/, '/delivery-orders/logs?id=1&action=UPDATE');
    await expectRows(log, 1);
    await resetFilters('/delivery-orders/logs');
  },
};

export const WithoutReadUsers: Story = {
  name: 'Without read-users and read-delivery-orders: no actor or DO filter, no links',
  args: { permissions: ['read-delivery-orders-logs'] },
  play: async () => {
    await table();
    await expect(page().queryByRole('combobox', { name: 'Diubah oleh' })).toBeNull();
    await expect(page().queryByRole('combobox', { name: 'DO' })).toBeNull();
    await expect(within(await table()).queryAllByRole('link')).toHaveLength(0);
  },
};

export const Loading: Story = { ...states.loading };

export const Empty: Story = { ...states.empty('Belum ada perubahan yang tercatat') };

export const ErrorWithRetry: Story = { name: 'Error with retry', ...states.errorWithRetry() };

export const Forbidden: Story = { name: 'Forbidden (403 → /404)', ...states.forbidden };

export const Dark: Story = { globals: { theme: 'dark' }, play: Default.play };

export const English: Story = {
  globals: { locale: 'en' },
  play: async () => {
    const log = await table();
    await expect(changes(dataRows(log)[0]!).some((text) => /^Status: Pending → .*Cancelled$/.test(text))).toBe(true);
    await expect(page().getByRole('combobox', { name: 'Delivery order' })).toBeVisible();
  },
};
