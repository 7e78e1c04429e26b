import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { SeededRoleName } from '../../../../contract/permissions';
import { StoryScreen } from '../../../../stories/harness/StoryHarness';
import { page, rowHeaders } from '../../../lib/testing/story-queries';
import { deliveryScenarios } from '../../../mocks/scenarios/delivery';
import { resourceScenarios, storySession } from '../../../mocks/scenarios/resources';
import { CustomerDeliveryOrders } from './CustomerDeliveryOrders';

function Demo({ customerId, role, permissions }: { customerId: number; role?: SeededRoleName; permissions?: string[] }) {
  const panel = <CustomerDeliveryOrders customerId={customerId} />;
  return <StoryScreen path="/" session={storySession(role, permissions)} routes={[{ path: '/', title: 'Detail Kustomer', element: panel }]} />;
}

/**
 * The customer detail's DOs on their own (read-delivery-orders): the newest five with their
 * status, each linked to its page, and a link to all of them when there are more.
 */
const meta = {
  title: 'Customers/Components/CustomerDeliveryOrders',
  component: Demo,
  parameters: { router: false },
  args: { customerId: 8 },
} satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

const table = () => page().findByRole('table', { name: 'DO kustomer ini' });
const loaded = async () => {
  const orders = await table();
  await waitFor(() => expect(rowHeaders(orders).length).toBeGreaterThan(0));
  return orders;
};
const scenarios = resourceScenarios('delivery-orders');

export const Default: Story = {
  name: 'One DO, linked, with its status',
  play: async () => {
    const orders = await loaded();
    await expect(within(orders).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Nomor DO', 'Status', 'Dibuat']);
    const row = within(orders).getAllByRole('row')[1]!;
    await expect(within(row).getByRole('link', { name: 'DO-000002' })).toHaveAttribute('href', '/delivery-orders/2/detail');
    await expect(within(row).getByText('Pending')).toBeVisible();
    await expect(page().queryByRole('link', { name: /^Lihat/ })).toBeNull();
  },
};

export const ManyOrders: Story = {
  name: 'Long content: more DOs than shown, a link to all',
  args: { customerId: 1 },
  beforeEach() {
    for (let count = 0; count < 6; count += 1) deliveryScenarios.fortyLines();
  },
  play: async () => {
    const orders = await loaded();
    await waitFor(() => expect(rowHeaders(orders)).toHaveLength(5));
    await expect(page().getByRole('link', { name: 'Lihat semua 7 DO' })).toHaveAttribute('href', '/delivery-orders/data?customerId=1');
  },
};

export const WithoutDetail: Story = {
  name: 'Only read-delivery-orders: numbers without links',
  args: { permissions: ['read-delivery-orders'] },
  play: async () => {
    const orders = await loaded();
    await expect(rowHeaders(orders)).toEqual(['DO-000002']);
    await expect(within(orders).queryAllByRole('link')).toHaveLength(0);
  },
};

export const Empty: Story = {
  name: 'Empty: no DOs yet',
  args: { customerId: 3 },
  play: async () => {
    await expect(await page().findByText('Belum ada DO untuk kustomer ini')).toBeVisible();
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(...scenarios.slow('list'));
  },
  play: async () => {
    await expect(await table()).toHaveAttribute('aria-busy', 'true');
  },
};

export const ErrorWithRetry: Story = {
  name: 'Error with retry',
  beforeEach({ msw }) {
    msw.use(...scenarios.error('list', 1));
  },
  play: async () => {
    const region = await page().findByRole('region', { name: 'DO kustomer ini' });
    const alert = await within(region).findByRole('alert');
    await userEvent.click(within(alert).getByRole('button', { name: 'Coba lagi' }));
    await expect(await within(region).findByRole('link', { name: 'DO-000002' })).toBeVisible();
  },
};

export const Forbidden: Story = {
  name: 'Forbidden: the list answers 403, said in the panel',
  beforeEach({ msw }) {
    msw.use(...scenarios.forbidden('list'));
  },
  play: async () => {
    const region = await page().findByRole('region', { name: 'DO kustomer ini' });
    await expect(await within(region).findByRole('alert')).not.toBeEmptyDOMElement();
    await expect(within(region).queryByRole('link')).toBeNull();
  },
};

export const Dark: Story = { globals: { theme: 'dark' }, play: Default.play };

export const English: Story = {
  globals: { locale: 'en' },
  args: { customerId: 1 },
  beforeEach() {
    for (let count = 0; count < 6; count += 1) deliveryScenarios.fortyLines();
  },
  play: async () => {
    const orders = await page().findByRole('table', { name: "This customer's delivery orders" });
    await expect(within(orders).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['DO number', 'Status', 'Created']);
    await expect(await page().findByRole('link', { name: 'See all 7 delivery orders' })).toBeVisible();
  },
};
