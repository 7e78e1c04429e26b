import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { SeededRoleName } from '../../../../contract/permissions';
import { expectNoSideScroll, page } from '../../../lib/testing/story-queries';
import { recomputeStatuses, shipmentStore } from '../../../mocks/db/delivery';
import { deliveryScenarios } from '../../../mocks/scenarios/delivery';
import { storySession } from '../../../mocks/scenarios/resources';
import { ShipmentPart } from '../testing/ShipmentPart';
import { ShipmentOrders } from './ShipmentOrders';

function Demo({ id, role, permissions }: { id: number; role?: SeededRoleName; permissions?: string[] }) {
  return <ShipmentPart id={id} title="DO pengiriman" session={storySession(role, permissions)} render={(shipment) => <ShipmentOrders shipment={shipment} />} />;
}

/** The DOs a shipment carries, on their own: destination, address, DO status, quantity per line. */
const meta = {
  title: 'Shipments/Components/ShipmentOrders',
  component: Demo,
  parameters: { router: false },
  args: { id: 1 },
} satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

const heading = (name: string | RegExp) => page().findByRole('heading', { name, level: 2 });
const section = (number: string) => page().getByRole('region', { name: number });

export const TwoOrders: Story = {
  name: 'Two DOs, linked to their pages',
  play: async () => {
    await heading('DO dalam pengiriman (2)');
    const first = section('DO-000013');
    await expect(within(first).getByRole('link', { name: 'DO-000013' })).toHaveAttribute('href', '/delivery-orders/13/detail');
    await expect(within(first).getByRole('heading', { level: 3 })).toHaveTextContent('DO-000013 · Toko Pelita');
    await expect(within(first).getByText('Selesai')).toBeVisible();
    const lines = within(section('DO-000014')).getByRole('table', { name: 'Barang dari DO-000014' });
    await expect(within(lines).getByRole('row', { name: /Tepung Terigu 20\sKARUNG 20\sKARUNG/ })).toBeVisible();
    await expect(within(lines).getByRole('row', { name: /Air Mineral Galon 50\sPCS 50\sPCS/ })).toBeVisible();
  },
};

export const PartOfOrder: Story = {
  name: 'Part of a DO: this shipment takes 25 of 50',
  args: { id: 9 },
  play: async () => {
    await heading('DO dalam pengiriman (1)');
    const order = section('DO-000011');
    await expect(within(order).getByText('Kantor')).toBeVisible();
    await expect(within(order).getByText('Proses')).toBeVisible();
    await expect(within(order).getByRole('row', { name: /Jagung Pipil 25\sKARUNG 50\sKARUNG/ })).toBeVisible();
  },
};

export const NoOrders: Story = {
  name: 'Empty: no DOs on the shipment',
  args: { id: 9 },
  beforeEach() {
    shipmentStore.find(9)!.deliveryOrders = [];
    recomputeStatuses([11]);
  },
  play: async () => {
    await heading('DO dalam pengiriman (0)');
    await expect(page().getByText('Belum ada DO dalam pengiriman ini.')).toBeVisible();
    await expect(page().queryByRole('table')).toBeNull();
  },
};

export const WithoutDeliveryOrderDetail: Story = {
  name: 'Without read-delivery-order: numbers, no links',
  args: { permissions: ['read-shipment'] },
  play: async () => {
    await heading('DO dalam pengiriman (2)');
    await expect(page().queryAllByRole('link')).toHaveLength(0);
    await expect(page().getByRole('heading', { name: 'DO-000013 · Toko Pelita', level: 3 })).toBeVisible();
  },
};

export const LongContent: Story = {
  name: 'Long content: 12 DOs of 5 lines, long names',
  args: { id: 11 },
  beforeEach() {
    deliveryScenarios.longShipment();
  },
  play: async ({ canvasElement }) => {
    await heading('DO dalam pengiriman (12)');
    await expect(page().getAllByRole('table', { name: /^Barang dari DO-/ })).toHaveLength(12);
    await expect(page().getAllByText('Ekspedisi').length).toBeGreaterThan(0);
    await expectNoSideScroll(canvasElement);
  },
};

export const Dark: Story = { globals: { theme: 'dark' }, play: TwoOrders.play };

export const English: Story = {
  globals: { locale: 'en' },
  args: { id: 9 },
  play: async () => {
    await heading('DOs on this shipment (1)');
    const order = section('DO-000011');
    await expect(within(order).getByText('Office')).toBeVisible();
    await expect(within(order).getByText('In process')).toBeVisible();
    await expect(within(order).getByRole('table', { name: 'Items of DO-000011' })).toBeVisible();
  },
};
