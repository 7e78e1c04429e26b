import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { expect } from 'storybook/test';
import type { SeededRoleName } from '../../../../contract/permissions';
import type { ResourceFormFields } from '../../../components/resource/ResourceForm/ResourceForm';
import { StoryScreen } from '../../../../stories/harness/StoryHarness';
import { page } from '../../../lib/testing/story-queries';
import { storySession } from '../../../mocks/scenarios/resources';
import { addDeliveryOrder, setQuantity } from '../testing/story-steps';
import type { DraftOrder } from './allocation-draft';
import { FormAllocation } from './FormAllocation';

interface Props {
  mode?: 'ANTAR' | 'JEMPUT';
  fleetId?: number | null;
  errors?: Record<string, string>;
}

function Harness({ mode = 'ANTAR', fleetId = 4, errors = {} }: Props) {
  const form = useForm<Record<string, unknown>>({ defaultValues: { mode, fleetId, deliveryOrders: [] } });
  const [drafts, setDrafts] = useState<DraftOrder[]>([]);
  return (
    <form aria-label="Pengiriman baru" style={{ display: 'grid' }}>
      <FormAllocation form={form as unknown as ResourceFormFields['form']} errorText={(key) => errors[key]} drafts={drafts} onDrafts={setDrafts} />
      <output aria-label="deliveryOrders di formulir">{JSON.stringify(form.watch('deliveryOrders'))}</output>
    </form>
  );
}

function Demo({ role, permissions, ...props }: Props & { role?: SeededRoleName; permissions?: string[] }) {
  return <StoryScreen path="/" session={storySession(role, permissions)} routes={[{ path: '/', title: 'Tambah Pengiriman', element: <Harness {...props} /> }]} />;
}

/**
 * The allocation editor inside the create form: what it holds goes into the form's `deliveryOrders`
 * (so the contract's schema and the server's field errors reach its lines), and the chosen fleet's
 * capacity is the load's limit. Fleet 4 (D 1834 GH) carries 1,000 kg; DO-000005 has 50 KARUNG
 * Jagung Pipil (50 kg each) and 20 KG Bawang Merah.
 */
const meta = {
  title: 'Shipments/Components/FormAllocation',
  component: Demo,
  parameters: { router: false },
} satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

const formValue = () => page().getByRole('status', { name: 'deliveryOrders di formulir' });

export const Empty: Story = {
  play: async () => {
    await expect(await page().findByText('Belum ada DO dalam pengiriman ini. Tambahkan DO di bawah.')).toBeVisible();
    await expect(formValue()).toHaveTextContent('[]');
  },
};

export const IntoTheForm: Story = {
  name: "A DO added goes into the form's deliveryOrders",
  play: async () => {
    const group = await addDeliveryOrder('DO-000005');
    await setQuantity(group, 'Jagung Pipil', '10');
    await expect(formValue()).toHaveTextContent('"deliveryOrderId":5');
    await expect(formValue()).toHaveTextContent('"quantity":10');
  },
};

export const OverCapacity: Story = {
  name: "The fleet's capacity: warned above it",
  play: async () => {
    await addDeliveryOrder('DO-000005');
    await expect(await page().findByRole('progressbar', { name: /Muatan 2\.520\skg dari kapasitas 1\.000\skg/ })).toBeVisible();
    await expect(page().getByText(/^Perhatian: muatan melebihi kapasitas armada \(1\.000 kg\) sebesar 1\.520 kg/)).toBeVisible();
  },
};

export const Pickup: Story = {
  name: 'JEMPUT: no fleet, no capacity',
  args: { mode: 'JEMPUT', fleetId: null },
  play: async () => {
    await addDeliveryOrder('DO-000005');
    await expect(page().queryByRole('progressbar')).toBeNull();
    await expect(page().queryByText(/^Perhatian: muatan melebihi/)).toBeNull();
  },
};

export const WithoutReadFleet: Story = {
  name: 'Without read-fleet: the capacity is not known, no warning',
  args: { permissions: ['create-shipment', 'read-delivery-orders', 'read-delivery-order'] },
  play: async () => {
    await addDeliveryOrder('DO-000005');
    await expect(page().queryByRole('progressbar')).toBeNull();
  },
};

export const ServerErrors: Story = {
  name: "The server's field errors on their lines",
  args: { errors: { 'deliveryOrders.0.lines.0.quantity': 'Melebihi yang masih tertunda.' } },
  play: async () => {
    const group = await addDeliveryOrder('DO-000005');
    await expect(page().getByRole('textbox', { name: /^Jumlah Jagung Pipil / })).toHaveAccessibleDescription(/Melebihi yang masih tertunda/);
    await expect(group).toBeVisible();
  },
};

export const Dark: Story = { globals: { theme: 'dark' }, play: OverCapacity.play };

export const English: Story = {
  globals: { locale: 'en' },
  play: async () => {
    await addDeliveryOrder('DO-000005');
    await expect(await page().findByText(/^Warning: the load is 1,520 kg above the fleet's capacity \(1,000 kg\)/)).toBeVisible();
  },
};
