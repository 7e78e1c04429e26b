import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import type { SeededRoleName } from '../../../../contract/permissions';
import { answersLate, apiError } from '../../../mocks/handlers/respond';
import { expectLocation, expectNoSideScroll, page } from '../../../lib/testing/story-queries';
import { shipmentStore } from '../../../mocks/db/delivery';
import { nextTime } from '../../../mocks/db/logs';
import { fleetStore } from '../../../mocks/db/resources';
import { deliveryScenarios } from '../../../mocks/scenarios/delivery';
import { storySession } from '../../../mocks/scenarios/resources';
import { ShipmentPart } from '../testing/ShipmentPart';
import { quantity, setQuantity } from '../testing/story-steps';
import { AllocationForm } from './AllocationForm';

function Demo({ id, role, permissions }: { id: number; role?: SeededRoleName; permissions?: string[] }) {
  return <ShipmentPart id={id} title="DO dalam Pengiriman" session={storySession(role, permissions)} render={(shipment) => <AllocationForm shipment={shipment} />} />;
}

/**
 * The shipment's DO form on its own (the DO screen's body): saved as a whole with the version it
 * was loaded at; a 409 keeps the input; refusals on their lines or above the editor. S-000009 (ANTAR,
 * fleet D 1147 ST without a capacity) takes 25 of 50 KARUNG Jagung Pipil (50 kg each) of DO-000011.
 */
const meta = {
  title: 'Shipments/Components/AllocationForm',
  component: Demo,
  parameters: { router: false },
  args: { id: 9 },
} satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

const PUT = '*/api/shipments/:id/delivery-orders';
const form = () => page().findByRole('form', { name: /^(Formulir DO dalam pengiriman|DOs on shipment) S-000009$/ });
const save = async () => userEvent.click(within(await form()).getByRole('button', { name: /^(Simpan|Save)$/ }));
const order = () => page().findByRole('group', { name: /^DO-000011 · / });
const saved = () => shipmentStore.find(9)!.deliveryOrders[0]!.lines[0]!.quantity;

export const Default: Story = {
  play: async () => {
    await form();
    await expect(quantity(await order(), 'Jagung Pipil')).toHaveValue('25');
    await expect(page().queryByRole('progressbar')).toBeNull();
    await expect(page().getByRole('link', { name: 'Batal' })).toHaveAttribute('href', '/shipments/9/detail');
  },
};

export const Saved: Story = {
  name: 'Saved: said, then the detail',
  play: async () => {
    await form();
    await setQuantity(await order(), 'Jagung Pipil', '30');
    await save();
    await expect(await page().findByText('DO dalam S-000009 disimpan.')).toBeVisible();
    await expectLocation('/shipments/9/detail');
    await expect(saved()).toBe(30);
  },
};

export const Saving: Story = {
  name: 'Saving: the button busy',
  beforeEach({ msw }) {
    msw.use(answersLate('put', PUT));
  },
  play: async () => {
    await form();
    await save();
    await expect(await page().findByRole('button', { name: /^Menyimpan/ })).toBeDisabled();
  },
};

export const Invalid: Story = {
  name: 'Bad input: said on the line, nothing sent',
  play: async () => {
    await form();
    await setQuantity(await order(), 'Jagung Pipil', '2,5');
    await save();
    await expect(quantity(await order(), 'Jagung Pipil')).toHaveAccessibleDescription(/bilangan bulat/);
    await expect(saved()).toBe(25);
  },
};

export const CapacityExceeded: Story = {
  name: 'The fleet has a capacity: warned above it, not blocked',
  beforeEach() {
    fleetStore.find(10)!.capacityKg = 1000;
  },
  play: async () => {
    await form();
    await expect(await page().findByRole('progressbar', { name: /Muatan 1\.250\skg dari kapasitas 1\.000\skg/ })).toBeVisible();
    await expect(page().getByText(/^Perhatian: muatan melebihi kapasitas armada \(1\.000 kg\) sebesar 250 kg/)).toBeVisible();
    await setQuantity(await order(), 'Jagung Pipil', '20');
    await expect(page().queryByText(/^Perhatian: muatan melebihi/)).toBeNull();
  },
};

export const Conflict: Story = {
  name: 'Changed elsewhere meanwhile: the input kept, then theirs taken',
  play: async () => {
    await form();
    await setQuantity(await order(), 'Jagung Pipil', '40');
    const shipment = shipmentStore.find(9)!;
    shipment.deliveryOrders[0]!.lines[0]!.quantity = 10;
    Object.assign(shipment, { version: shipment.version + 1, updatedAt: nextTime() });
    await save();
    await expect(await page().findByRole('row', { name: 'Jumlah Jagung Pipil pada DO-000011 40 10' })).toBeVisible();
    await expect(quantity(await order(), 'Jagung Pipil')).toHaveValue('40');
    await userEvent.click(page().getByRole('button', { name: 'Pakai nilai terbaru' }));
    await expect(quantity(await order(), 'Jagung Pipil')).toHaveValue('10');
  },
};

export const TakenMeanwhile: Story = {
  name: 'Nothing pending any more: the server refuses the line',
  play: async () => {
    await form();
    await setQuantity(await order(), 'Jagung Pipil', '50');
    // Another shipment takes the other 25 KARUNG before this one is saved.
    deliveryScenarios.allocateRest(11);
    await save();
    await expect(await within(await order()).findByText(/baru saja diambil pengiriman lain/)).toBeVisible();
    await expect(saved()).toBe(25);
  },
};

export const Failed: Story = {
  name: 'Error: a refusal no line can show is said above the editor',
  beforeEach({ msw }) {
    msw.use(http.put(PUT, () => apiError(500, 'INTERNAL', 'Internal server error')));
  },
  play: async () => {
    await form();
    await setQuantity(await order(), 'Jagung Pipil', '30');
    await save();
    await expect(await page().findByRole('alert')).not.toBeEmptyDOMElement();
    await expect(quantity(await order(), 'Jagung Pipil')).toHaveValue('30');
    await expect(saved()).toBe(25);
  },
};

export const Forbidden: Story = {
  name: 'Forbidden: the save refused (403), said, nothing changes',
  beforeEach({ msw }) {
    msw.use(http.put(PUT, () => apiError(403, 'FORBIDDEN', 'Missing permission')));
  },
  play: async () => {
    await form();
    await save();
    await expect(await page().findByRole('alert')).not.toBeEmptyDOMElement();
    await expect(saved()).toBe(25);
  },
};

export const LongContent: Story = {
  name: 'Long content: 12 DOs of 5 lines, long names',
  args: { id: 11 },
  beforeEach() {
    deliveryScenarios.longShipment();
  },
  play: async ({ canvasElement }) => {
    await expect(await page().findAllByRole('group', { name: /^DO-0000\d+ · Perusahaan Dagang/ })).toHaveLength(12);
    await expectNoSideScroll(canvasElement);
  },
};

export const Dark: Story = { globals: { theme: 'dark' }, play: Default.play };

export const English: Story = {
  globals: { locale: 'en' },
  play: async () => {
    await form();
    await expect(quantity(await order(), 'Jagung Pipil')).toHaveValue('25');
    await expect(page().getByRole('button', { name: 'Save' })).toBeVisible();
  },
};
