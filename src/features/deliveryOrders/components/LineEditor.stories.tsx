import type { Meta, StoryObj } from '@storybook/react-vite';
import { useForm } from 'react-hook-form';
import { expect, userEvent, waitFor } from 'storybook/test';
import type { SeededRoleName } from '../../../../contract/permissions';
import type { ResourceFormFields } from '../../../components/resource/ResourceForm/ResourceForm';
import { useAreaErrorText } from '../../../lib/forms/area-errors';
import { StoryScreen } from '../../../../stories/harness/StoryHarness';
import { expectNoSideScroll, page } from '../../../lib/testing/story-queries';
import { deliveryOrderStore, orderView } from '../../../mocks/db/delivery';
import { deliveryScenarios } from '../../../mocks/scenarios/delivery';
import { storySession } from '../../../mocks/scenarios/resources';
import { deliveryOrderFormValues, type LineValue } from './DeliveryOrderFields';
import { NS } from './delivery-order-screens';
import { LineEditor } from './LineEditor';

interface Props {
  /** The DO being edited (what shipments took of each line), or none for a new DO. */
  orderId?: number;
  /** Lines to start with instead of the DO's (or one blank line). */
  lines?: LineValue[];
}

function Harness({ orderId, lines }: Props) {
  const order = orderId === undefined ? undefined : orderView(deliveryOrderStore.find(orderId)!);
  const values = deliveryOrderFormValues(order);
  const form = useForm<Record<string, unknown>>({ defaultValues: { ...values, lines: lines ?? values.lines } });
  const errorText = useAreaErrorText(form, NS);
  return (
    <form aria-label="Barang DO" style={{ display: 'grid' }}>
      <LineEditor form={form as unknown as ResourceFormFields['form']} errorText={errorText} currentValue={() => undefined} order={order} />
    </form>
  );
}

function Demo({ role, permissions, ...props }: Props & { role?: SeededRoleName; permissions?: string[] }) {
  return <StoryScreen path="/" session={storySession(role, permissions)} routes={[{ path: '/', title: 'Baris DO', element: <Harness {...props} /> }]} />;
}

/**
 * A DO's lines on their own: an item and a whole quantity in its unit each, one line per item (a
 * second line of an item says so at once), lines added and removed, at most 100; on edit, a line
 * shipments took from keeps its item, cannot be removed and says how much is taken.
 */
const meta = {
  title: 'DeliveryOrders/Components/LineEditor',
  component: Demo,
  parameters: { router: false },
} satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

const item = (n: number) => page().findByRole('combobox', { name: new RegExp(`^Barang baris ${n}`) });
const amount = (n: number) => page().findByRole('textbox', { name: new RegExp(`^Jumlah baris ${n}`) });
const choose = async (n: number, name: string) => {
  await userEvent.type(await item(n), name);
  await userEvent.click(await page().findByRole('option', { name: new RegExp(name) }));
};

export const Empty: Story = {
  name: 'A new DO: one blank line, which cannot be removed',
  play: async () => {
    await expect(await item(1)).toHaveValue('');
    await expect(await amount(1)).toHaveValue('');
    await expect(page().getByRole('button', { name: 'Hapus baris 1' })).toBeDisabled();
  },
};

export const AddAndRemove: Story = {
  name: 'Add a line, choose its item (the unit follows), remove it',
  play: async () => {
    await userEvent.click(await page().findByRole('button', { name: 'Tambah barang' }));
    await choose(2, 'Gula Pasir');
    await expect(await amount(2)).toHaveAccessibleDescription('Dalam KARUNG');
    await userEvent.click(page().getByRole('button', { name: 'Hapus baris 2' }));
    await waitFor(() => expect(page().queryByRole('combobox', { name: /^Barang baris 2/ })).toBeNull());
    await expect(page().getByRole('button', { name: 'Hapus baris 1' })).toBeDisabled();
  },
};

export const SameItemTwice: Story = {
  name: 'An item already on another line is marked and cannot be chosen again',
  play: async () => {
    await choose(1, 'Bawang Putih');
    await userEvent.click(page().getByRole('button', { name: 'Tambah barang' }));
    await userEvent.type(await item(2), 'Bawang');
    const taken = await page().findByRole('option', { name: /Bawang Putih.*Sudah dipilih/ });
    await expect(taken).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(taken);
    await expect(await item(2)).toHaveValue('Bawang');
    await userEvent.click(await page().findByRole('option', { name: /Bawang Merah/ }));
    await expect(await item(2)).toHaveValue('Bawang Merah');
    await expect(await item(2)).not.toHaveAccessibleDescription(/sudah ada di baris lain/);
  },
};

export const Allocated: Story = {
  name: 'On edit: a line shipments took from keeps its item',
  args: { orderId: 12 },
  play: async () => {
    await expect(await item(1)).toBeDisabled();
    await expect(await amount(1)).toHaveAccessibleDescription('Dalam PCS · Sudah diambil pengiriman: 30 PCS');
    await expect(page().getByRole('button', { name: 'Hapus baris 1' })).toBeDisabled();
    await expect(await item(2)).toBeEnabled();
    await expect(page().getByRole('button', { name: 'Hapus baris 2' })).toBeEnabled();
  },
};

export const AtTheLimit: Story = {
  name: 'Long content: 100 lines, no more can be added',
  args: { lines: Array.from({ length: 100 }, () => ({ itemId: null, quantity: null })) },
  play: async () => {
    await waitFor(() => expect(page().getAllByRole('textbox', { name: /^Jumlah baris/ })).toHaveLength(100));
    await expect(page().getByRole('button', { name: 'Tambah barang' })).toBeDisabled();
  },
};

export const LongNames: Story = {
  name: 'Long content: long item names',
  args: { orderId: 25 },
  beforeEach() {
    deliveryScenarios.longOrder();
  },
  play: async ({ canvasElement }) => {
    await waitFor(async () => expect(((await item(1)) as HTMLInputElement).value).toMatch(/^Perusahaan Dagang/));
    await expectNoSideScroll(canvasElement);
  },
};

export const WithoutReadItem: Story = {
  name: 'Without read-item: the unit from the chosen search result',
  args: { permissions: ['create-delivery-order', 'read-items', 'read-customers'] },
  play: async () => {
    await choose(1, 'Gula Pasir');
    await expect(await amount(1)).toHaveAccessibleDescription('Dalam KARUNG');
  },
};

export const Dark: Story = { globals: { theme: 'dark' }, args: { orderId: 12 }, play: Allocated.play };

export const English: Story = {
  globals: { locale: 'en' },
  args: { orderId: 12 },
  play: async () => {
    await expect(await page().findByRole('textbox', { name: /^Quantity, line 1/ })).toHaveAccessibleDescription('In PCS · Already on shipments: 30 PCS');
    await expect(page().getByRole('button', { name: 'Add item' })).toBeVisible();
  },
};
