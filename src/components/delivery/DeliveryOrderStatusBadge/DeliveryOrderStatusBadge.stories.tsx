import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { DELIVERY_ORDER_STATUSES } from '../../../../contract/delivery-orders';
import { DeliveryOrderStatusBadge } from './DeliveryOrderStatusBadge';

const meta = {
  title: 'Delivery/DeliveryOrderStatusBadge',
  component: DeliveryOrderStatusBadge,
  args: { status: 'PROSES' },
  decorators: [(Story) => <div style={{ padding: 16 }}><Story /></div>],
} satisfies Meta<typeof DeliveryOrderStatusBadge>;
export default meta;
type Story = StoryObj<typeof meta>;

const AllStatuses = () => (
  <div style={{ display: 'flex', gap: 8 }}>
    {DELIVERY_ORDER_STATUSES.map((status) => <DeliveryOrderStatusBadge key={status} status={status} />)}
  </div>
);

export const Proses: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Proses')).toBeVisible();
  },
};

export const Every: Story = {
  render: () => <AllStatuses />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const label of ['Pending', 'Proses', 'Selesai', 'Batal']) await expect(canvas.getByText(label)).toBeVisible();
  },
};

export const Dark: Story = { ...Every, globals: { theme: 'dark' } };

export const English: Story = {
  globals: { locale: 'en' },
  render: () => <AllStatuses />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const label of ['Pending', 'In process', 'Completed', 'Cancelled']) await expect(canvas.getByText(label)).toBeVisible();
  },
};
