import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import type { ResourceFormFields } from '../../../components/resource/ResourceForm/ResourceForm';
import { FieldsHarness } from '../../../lib/testing/FieldsHarness';
import { page } from '../../../lib/testing/story-queries';
import { StoryScreen } from '../../../../stories/harness/StoryHarness';
import { deliveryOrderStore, orderView } from '../../../mocks/db/delivery';
import { deliveryScenarios } from '../../../mocks/scenarios/delivery';
import { storySession } from '../../../mocks/scenarios/resources';
import { DeliveryOrderFields, deliveryOrderFormValues } from './DeliveryOrderFields';

interface Props {
  /** The DO being edited (its lines' units and what is taken), or none for a new DO. */
  orderId?: number;
  errors?: Record<string, string>;
  current?: Record<string, string>;
}

function Harness({ orderId, errors, current }: Props) {
  const order = orderId === undefined ? undefined : orderView(deliveryOrderStore.find(orderId)!);
  const Fields = (fields: ResourceFormFields) => <DeliveryOrderFields {...fields} order={order} />;
  return <FieldsHarness Fields={Fields} values={deliveryOrderFormValues(order)} errors={errors} current={current} />;
}

function Demo(props: Props) {
  return <StoryScreen path="/" session={storySession()} routes={[{ path: '/', title: 'Isian DO', element: <Harness {...props} /> }]} />;
}

/** The DO form's fields on their own: customer, address, internal notes and the line editor. */
const meta = {
  title: 'DeliveryOrders/Components/DeliveryOrderFields',
  component: Demo,
  parameters: { router: false },
} satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

const box = (name: string) => page().findByRole('textbox', { name: new RegExp(`^${name}`) });
const combo = (name: string) => page().findByRole('combobox', { name: new RegExp(`^${name}`) });

export const Empty: Story = {
  play: async () => {
    await expect(await combo('Kustomer')).toHaveValue('');
    await expect(await combo('Barang baris 1')).toHaveValue('');
    await expect(await box('Jumlah baris 1')).toHaveValue('');
    await expect(page().getByRole('group', { name: 'Barang' })).toBeVisible();
  },
};

export const WithErrors: Story = {
  name: 'Errors per line',
  args: {
    orderId: 12,
    errors: {
      customerId: 'Pilih kustomer.',
      'lines.1.quantity': 'Jumlah harus bilangan bulat (tanpa koma).',
      lines: 'Barang yang sudah diambil pengiriman tidak dapat dihapus dari DO.',
    },
  },
  play: async () => {
    await expect(await box('Jumlah baris 2')).toHaveAccessibleDescription(/bilangan bulat/);
    await expect(await box('Jumlah baris 1')).toBeValid();
    await expect(within(page().getByRole('group', { name: 'Barang' })).getByRole('alert')).toHaveTextContent('tidak dapat dihapus');
  },
};

export const Allocated: Story = {
  name: 'Lines shipments took',
  args: { orderId: 12 },
  play: async () => {
    await expect(await combo('Kustomer')).toBeDisabled();
    await expect(await box('Jumlah baris 1')).toHaveAccessibleDescription('Dalam PCS · Sudah diambil pengiriman: 30 PCS');
    await expect(await box('Jumlah baris 3')).toHaveAccessibleDescription('Dalam KG');
    await expect(page().getByRole('button', { name: 'Hapus baris 1' })).toBeDisabled();
    await expect(page().getByRole('button', { name: 'Hapus baris 3' })).toBeEnabled();
  },
};

export const VersionConflict: Story = {
  args: { orderId: 1, current: { address: 'Nilai terbaru di server: Jl. Asia Afrika 8, Bandung' } },
  play: async () => {
    await expect(await page().findByText('Nilai terbaru di server: Jl. Asia Afrika 8, Bandung')).toBeVisible();
  },
};

export const FortyLines: Story = {
  name: 'Long content: 40 lines',
  args: { orderId: 25 },
  beforeEach() {
    deliveryScenarios.fortyLines();
  },
  play: async () => {
    await waitFor(() => expect(page().getAllByRole('textbox', { name: /^Jumlah baris/ })).toHaveLength(40));
    await expect(await box('Jumlah baris 40')).toHaveAccessibleDescription('Dalam KARTON');
  },
};

export const LongNames: Story = {
  name: 'Long content: long names',
  args: { orderId: 25 },
  beforeEach() {
    deliveryScenarios.longOrder();
  },
  play: async () => {
    const customer = (await combo('Kustomer')) as HTMLInputElement;
    await waitFor(() => expect(customer.value).toMatch(/^Perusahaan Dagang/));
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(document.documentElement.clientWidth + 1);
  },
};

export const Dark: Story = { globals: { theme: 'dark' }, args: { orderId: 12 }, play: Allocated.play };

export const English: Story = {
  globals: { locale: 'en' },
  args: { orderId: 12 },
  play: async () => {
    await expect(await box('Quantity, line 1')).toHaveAccessibleDescription('In PCS · Already on shipments: 30 PCS');
    await expect(page().getByRole('button', { name: 'Add item' })).toBeVisible();
  },
};
