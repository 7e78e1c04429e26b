import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { shipmentSnapshot } from '../../../../contract/shipments';
import { shipmentStore, shipmentView } from '../../../mocks/db/delivery';
import { nextTime, recordChange } from '../../../mocks/db/logs';
import { resourceScenarios } from '../../../mocks/scenarios/resources';
import { dataRows, loadedTable } from '../../../lib/testing/story-queries';
import type { SeededRoleName } from '../../../../contract/permissions';
import { storySession } from '../../../mocks/scenarios/resources';
import { chooseFilter, expectRows, pickRecord, tableStates } from '../../../lib/testing/table-stories';
import { ShipmentsScreens } from '../testing/ShipmentsScreens';

function ShipmentsStory({ path, role, permissions }: { path: string; role?: SeededRoleName; permissions?: string[] }) {
  return <ShipmentsScreens path={path} session={storySession(role, permissions)} />;
}

/** The Spv's demo user changes S-000009's notes, destination and a quantity: one UPDATE row. */
function changeShipment() {
  const shipment = shipmentStore.find(9)!;
  const before = shipmentSnapshot(shipmentView(shipment));
  shipment.notes = 'Bongkar pagi';
  shipment.deliveryOrders[0]!.destinationType = 'GUDANG';
  shipment.deliveryOrders[0]!.lines[0]!.quantity = 20;
  Object.assign(shipment, { version: shipment.version + 1, updatedAt: nextTime() });
  recordChange({ entity: 'shipment', entityId: 9, action: 'UPDATE', actorId: 2, before, after: shipmentSnapshot(shipmentView(shipment)) });
}

/**
 * /shipments/logs: every change to shipments, by shipment, action, actor and days; the vehicle,
 * notes, status and per DO its destination and each line's quantity.
 */
const meta = {
  title: 'Shipments/Screens/Shipments change log',
  component: ShipmentsStory,
  parameters: { router: false },
  args: { path: '/shipments/logs' },
  beforeEach() {
    changeShipment();
  },
} satisfies Meta<typeof ShipmentsStory>;
export default meta;
type Story = StoryObj<typeof meta>;

const table = () => loadedTable(/Log perubahan pengiriman|Shipment change log/);
const states = tableStates(resourceScenarios('shipments'), 'logs', { name: 'Log perubahan pengiriman', table });

export const Default: Story = {
  play: async () => {
    const log = await table();
    const headers = within(log).getAllByRole('columnheader').map((cell) => cell.textContent);
    await expect(headers).toEqual(['Pengiriman', 'Waktu', 'Oleh', 'Aksi', 'Perubahan']);
    const newest = dataRows(log)[0]!;
    await expect(within(newest).getByRole('link', { name: 'S-000009' })).toHaveAttribute('href', '/shipments/9/detail');
    await expect(newest).toHaveTextContent('Catatan internal');
    await expect(newest).toHaveTextContent('Bongkar pagi');
    await expect(newest).toHaveTextContent('Jenis tujuan pada DO-000011: Kantor → menjadi Gudang');
    await expect(newest).toHaveTextContent('Jumlah Jagung Pipil pada DO-000011: 25 → menjadi 20');
  },
};

export const FilterByShipment: Story = {
  play: async () => {
    const log = await table();
    await pickRecord('Pengiriman', 'S-000009', /S-000009/, '/shipments/logs?id=9');
    await expectRows(log, 2);
    await chooseFilter('Aksi', 'Diubah');
    await expectRows(log, 1);
  },
};

export const Loading: Story = { ...states.loading };

export const Empty: Story = { ...states.empty('Belum ada perubahan yang tercatat') };

export const Failed: Story = { name: 'Error, then retry', ...states.errorWithRetry() };

export const Forbidden: Story = { name: 'A 403 page load goes to /404', ...states.forbidden };

export const Dark: Story = { globals: { theme: 'dark' }, play: Default.play };

export const English: Story = {
  globals: { locale: 'en' },
  play: async () => {
    const newest = dataRows(await table())[0]!;
    await expect(newest).toHaveTextContent('Internal notes');
    await expect(newest).toHaveTextContent(/Destination type on DO-000011: Office → .*Warehouse/);
  },
};
