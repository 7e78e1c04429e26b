import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { SeededRoleName } from '../../../../contract/permissions';
import { deliveryScenarios } from '../../../mocks/scenarios/delivery';
import { resourceScenarios, storySession } from '../../../mocks/scenarios/resources';
import { StoryScreen } from '../../../../stories/harness/StoryHarness';
import { Field } from '../../form/Field/Field';
import { DeliveryOrderPicker } from './DeliveryOrderPicker';

interface Props {
  start?: number | null;
  pendingOnly?: boolean;
  excludeIds?: number[];
  role?: SeededRoleName;
  permissions?: string[];
}

function Picker({ start, pendingOnly, excludeIds }: Pick<Props, 'start' | 'pendingOnly' | 'excludeIds'>) {
  const [value, setValue] = useState<number | null>(start ?? null);
  return (
    <div style={{ maxWidth: 420, minHeight: 420 }}>
      <Field label="Delivery order">
        <DeliveryOrderPicker value={value} onChange={setValue} pendingOnly={pendingOnly} excludeIds={excludeIds} />
      </Field>
      <output aria-label="Nilai">{String(value)}</output>
    </div>
  );
}

function Demo({ start = null, pendingOnly, excludeIds, role, permissions }: Props) {
  return (
    <StoryScreen
      path="/"
      session={storySession(role, permissions)}
      routes={[{ path: '/', title: 'Pemilih DO', element: <Picker start={start} pendingOnly={pendingOnly} excludeIds={excludeIds} /> }]}
    />
  );
}

/** The shipment's DO allocation editor, reduced to its picker: a chosen DO joins the shipment. */
function Allocation() {
  const [onShipment, setOnShipment] = useState<number[]>([]);
  return (
    <div style={{ maxWidth: 420, minHeight: 420 }}>
      <Field label="Delivery order">
        <DeliveryOrderPicker value={null} onChange={(id) => id !== null && setOnShipment((ids) => [...ids, id])} pendingOnly excludeIds={onShipment} />
      </Field>
      <ul aria-label="Di pengiriman">
        {onShipment.map((id) => (
          <li key={id}>{id}</li>
        ))}
      </ul>
    </div>
  );
}

/**
 * A delivery order chosen by server search on its number, customer or address
 * (`GET /api/delivery-orders?q&size=10&sort=-createdAt`), newest first: number and customer, and
 * beneath each line's pending quantity in the item's unit. For the shipment's DO allocation editor,
 * `pendingOnly` (`status=OPEN`, and something pending on a line) and `excludeIds` (DOs already on
 * the shipment). The demo's 24 DOs: 1–6 PENDING, 7–12 PROSES, 13–20 SELESAI, 21–24 BATAL.
 */
const meta = { title: 'Pickers/DeliveryOrderPicker', component: Demo, parameters: { router: false } } satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

const picker = (canvasElement: HTMLElement) => within(canvasElement).findByRole('combobox', { name: 'Delivery order' });
const value = (canvasElement: HTMLElement) => within(canvasElement).getByRole('status', { name: 'Nilai' });
const optionLabels = (canvasElement: HTMLElement) =>
  within(canvasElement)
    .getAllByRole('option')
    .map((option) => option.querySelector('.label')?.textContent);

export const SearchAndChoose: Story = {
  name: 'Search by customer or number and choose',
  play: async ({ canvasElement }) => {
    const input = await picker(canvasElement);
    await userEvent.type(input, 'rezeki');
    const option = await within(canvasElement).findByRole('option', { name: /DO-000007 · Toko Rezeki Lancar/ });
    // Half of its one line went on a shipment: 5 of 10 KG still pending.
    await expect(option).toHaveTextContent('Belum dialokasikan: Bawang Putih 5 KG');
    await userEvent.keyboard('{Enter}');
    await expect(value(canvasElement)).toHaveTextContent('7');
    await expect(input).toHaveValue('DO-000007 · Toko Rezeki Lancar');
    await userEvent.clear(input);
    await userEvent.type(input, 'DO-000003');
    await waitFor(() => expect(optionLabels(canvasElement)).toEqual(['DO-000003 · PT Surya Kencana']));
    await expect(within(canvasElement).getByRole('option')).toHaveTextContent('Mi Instan 30 DUS, Kedelai 60 KARUNG, Gula Pasir 30 KARUNG');
  },
};

export const Keyboard: Story = {
  name: 'Keyboard only: ten newest, choose, clear',
  play: async ({ canvasElement }) => {
    const input = await picker(canvasElement);
    input.focus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(await within(canvasElement).findAllByRole('option')).toHaveLength(10);
    await expect(optionLabels(canvasElement)[0]).toMatch(/^DO-000024 /);
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(value(canvasElement)).toHaveTextContent('23');
    await expect(input).toHaveValue('DO-000023 · Warung Makmur Sentosa');
    await userEvent.keyboard('{Escape}');
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Hapus pilihan' }));
    await expect(value(canvasElement)).toHaveTextContent('null');
    await expect(input).toHaveFocus();
  },
};

export const ChosenBeyondFirstPage: Story = {
  name: 'A chosen DO past the first page shows its number and customer',
  // DO-000001 is the oldest: never among the ten newest.
  args: { start: 1 },
  play: async ({ canvasElement }) => {
    const input = await picker(canvasElement);
    await waitFor(() => expect(input).toHaveValue('DO-000001 · Toko Sinar Jaya'));
    await userEvent.click(input);
    await waitFor(() => expect(optionLabels(canvasElement)).toHaveLength(10));
    await expect(optionLabels(canvasElement)).not.toContain('DO-000001 · Toko Sinar Jaya');
  },
};

export const PendingOnly: Story = {
  name: 'Pending only (the allocation editor): PENDING or PROSES with something pending',
  args: { pendingOnly: true },
  // DO-000010 is PROSES, but another shipment has just taken what it had pending.
  beforeEach: () => deliveryScenarios.allocateRest(10),
  play: async ({ canvasElement }) => {
    const input = await picker(canvasElement);
    await userEvent.click(input);
    // The ten newest open DOs less DO-000010 (the server knows statuses, not what is pending).
    await waitFor(() => expect(optionLabels(canvasElement)).toHaveLength(9));
    const numbers = optionLabels(canvasElement).map((label) => label?.slice(0, 9));
    await expect(numbers).toEqual(['DO-000012', 'DO-000011', 'DO-000009', 'DO-000008', 'DO-000007', 'DO-000006', 'DO-000005', 'DO-000004', 'DO-000003']);
    // Completed and cancelled DOs are not offered, whatever the search.
    await userEvent.type(input, 'toko');
    await waitFor(() => expect(optionLabels(canvasElement)).toEqual(['DO-000007 · Toko Rezeki Lancar', 'DO-000001 · Toko Sinar Jaya']));
  },
};

export const AllocatedDOs: Story = {
  name: 'Every DO: completed, cancelled and fully allocated ones say so',
  beforeEach: () => deliveryScenarios.allocateRest(10),
  play: async ({ canvasElement }) => {
    const input = await picker(canvasElement);
    await userEvent.type(input, 'berkah');
    await expect(await within(canvasElement).findByRole('option', { name: /DO-000010/ })).toHaveTextContent('Semua sudah dialokasikan');
    await userEvent.clear(input);
    await userEvent.type(input, 'DO-000021');
    await expect(await within(canvasElement).findByRole('option', { name: /DO-000021/ })).toHaveTextContent('Dibatalkan');
  },
};

export const ExcludedIds: Story = {
  name: 'DOs already on the shipment are not offered',
  args: { pendingOnly: true, excludeIds: [12, 11, 7] },
  play: async ({ canvasElement }) => {
    const input = await picker(canvasElement);
    await userEvent.click(input);
    // All nine open ones left: the search asks for as many more as are left out.
    await waitFor(() => expect(optionLabels(canvasElement)).toHaveLength(9));
    const numbers = optionLabels(canvasElement).map((label) => label?.slice(0, 9));
    await expect(numbers).toEqual(['DO-000010', 'DO-000009', 'DO-000008', 'DO-000006', 'DO-000005', 'DO-000004', 'DO-000003', 'DO-000002', 'DO-000001']);
    await userEvent.type(input, 'rezeki');
    await expect(await within(canvasElement).findByText('Tidak ada hasil')).toBeVisible();
  },
};

export const AddedToTheShipment: Story = {
  name: 'A DO just added to the shipment is no longer offered',
  render: () => <StoryScreen path="/" session={storySession()} routes={[{ path: '/', title: 'Pemilih DO', element: <Allocation /> }]} />,
  play: async ({ canvasElement }) => {
    (await picker(canvasElement)).focus();
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(optionLabels(canvasElement)[0]).toMatch(/^DO-000012 /));
    await userEvent.keyboard('{Enter}');
    await expect(within(canvasElement).getByRole('list', { name: 'Di pengiriman' })).toHaveTextContent('12');
    // Opening the list again searches again, without the DO now on the shipment.
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(optionLabels(canvasElement)[0]).toMatch(/^DO-000011 /));
    await expect(optionLabels(canvasElement).some((label) => label?.startsWith('DO-000012'))).toBe(false);
  },
};

export const WithoutReadDeliveryOrders: Story = {
  name: 'Without read-delivery-orders: disabled, and says why',
  args: { permissions: ['read-customers'] },
  play: async ({ canvasElement }) => {
    const input = await picker(canvasElement);
    await expect(input).toBeDisabled();
    await expect(input).toHaveAttribute('placeholder', 'Anda tidak berhak mencari di sini');
  },
};

export const WithoutReadDeliveryOrdersChosen: Story = {
  name: 'Without read-delivery-orders, a chosen DO still shows',
  args: { start: 7, permissions: ['read-delivery-order'] },
  play: async ({ canvasElement }) => {
    const input = await picker(canvasElement);
    await waitFor(() => expect(input).toHaveValue('DO-000007 · Toko Rezeki Lancar'));
    await expect(input).toBeDisabled();
  },
};

export const WithoutReadDeliveryOrder: Story = {
  name: 'Without read-delivery-order: the number alone',
  args: { start: 7, permissions: ['read-delivery-orders'] },
  play: async ({ canvasElement }) => {
    await expect(await picker(canvasElement)).toHaveValue('DO-000007');
  },
};

export const SearchFailed: Story = {
  beforeEach({ msw }) {
    msw.use(...resourceScenarios('delivery-orders').error('list', 1));
  },
  play: async ({ canvasElement }) => {
    (await picker(canvasElement)).focus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(await within(canvasElement).findByText('Pencarian gagal.')).toBeVisible();
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Coba lagi' }));
    await waitFor(() => expect(optionLabels(canvasElement)).toHaveLength(10));
  },
};

export const EmptyResult: Story = {
  beforeEach({ msw }) {
    msw.use(...resourceScenarios('delivery-orders').empty('list'));
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(await picker(canvasElement));
    await expect(await within(canvasElement).findByText('Tidak ada hasil')).toBeVisible();
    await expect(within(canvasElement).queryByRole('listbox')).not.toBeInTheDocument();
  },
};

export const LongCustomerName: Story = {
  name: 'A 100-character customer name and five lines wrap inside the list',
  beforeEach: () => void deliveryScenarios.longOrder(),
  play: async ({ canvasElement }) => {
    await userEvent.type(await picker(canvasElement), 'sumber makmur');
    const option = await within(canvasElement).findByRole('option', { name: /Perusahaan Dagang Sumber Makmur/ });
    await expect(option).toHaveTextContent('1.250 KARUNG');
    await expect(option).toHaveTextContent('+2 baris lagi');
    await expect(option.scrollWidth).toBeLessThanOrEqual(option.clientWidth);
    await expect(within(canvasElement).getByRole('listbox').scrollWidth).toBeLessThanOrEqual(within(canvasElement).getByRole('listbox').clientWidth);
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await userEvent.type(await picker(canvasElement), 'DO-000002');
    const option = await within(canvasElement).findByRole('option', { name: /DO-000002 · CV Mitra Tani/ });
    await expect(option).toHaveTextContent('Pending: Tepung Terigu 20 KARUNG, Air Mineral Galon 50 PCS');
    await userEvent.clear(await picker(canvasElement));
    await userEvent.type(await picker(canvasElement), 'tidak-ada');
    await expect(await within(canvasElement).findByText('No results')).toBeVisible();
  },
};

export const Dark: Story = { globals: { theme: 'dark' }, play: SearchAndChoose.play };
