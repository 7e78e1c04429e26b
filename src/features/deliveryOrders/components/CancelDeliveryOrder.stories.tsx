import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import type { SeededRoleName } from '../../../../contract/permissions';
import { StoryScreen } from '../../../../stories/harness/StoryHarness';
import { answersLate, apiError } from '../../../mocks/handlers/respond';
import { expectNoSideScroll, page } from '../../../lib/testing/story-queries';
import { deliveryOrderStore, orderView } from '../../../mocks/db/delivery';
import { nextTime } from '../../../mocks/db/logs';
import { deliveryScenarios } from '../../../mocks/scenarios/delivery';
import { storySession } from '../../../mocks/scenarios/resources';
import { CancelDeliveryOrder } from './CancelDeliveryOrder';

/** DO `id` of the mock as the detail page loaded it (read at render time, after the preview's reset). */
function Demo({ id, role, permissions }: { id: number; role?: SeededRoleName; permissions?: string[] }) {
  const button = <CancelDeliveryOrder order={orderView(deliveryOrderStore.find(id)!)} />;
  return <StoryScreen path="/" session={storySession(role, permissions)} routes={[{ path: '/', title: 'Detail DO', element: button }]} />;
}

/**
 * "Batalkan DO" on its own: a confirmation naming the DO and its customer; the cancel goes with
 * the version the page showed; a refusal is said in the dialog and changes nothing. DO-000001
 * (Toko Sinar Jaya, PENDING, nothing allocated).
 */
const meta = {
  title: 'DeliveryOrders/Components/CancelDeliveryOrder',
  component: Demo,
  parameters: { router: false },
  args: { id: 1 },
} satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

const CANCEL = '*/api/delivery-orders/:id/cancel';
const open = async () => {
  await userEvent.click(await page().findByRole('button', { name: 'Batalkan DO' }));
  return page().findByRole('alertdialog', { name: 'Batalkan DO-000001?' });
};
const confirm = (dialog: HTMLElement) => userEvent.click(within(dialog).getByRole('button', { name: 'Ya, batalkan' }));
const status = () => deliveryOrderStore.find(1)!.status;

export const Default: Story = {
  name: 'Asks first; "Tidak" changes nothing',
  play: async () => {
    const dialog = await open();
    await expect(dialog).toHaveTextContent('DO-000001 untuk Toko Sinar Jaya akan dibatalkan dan tidak dapat dikirim atau diubah lagi.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Tidak' }));
    await expect(page().queryByRole('alertdialog')).toBeNull();
    await expect(status()).toBe('PENDING');
  },
};

export const Cancelled: Story = {
  name: 'Confirmed: cancelled, said in a toast',
  play: async () => {
    await confirm(await open());
    await expect(await page().findByText('DO-000001 dibatalkan.')).toBeVisible();
    await expect(page().queryByRole('alertdialog')).toBeNull();
    await expect(status()).toBe('BATAL');
  },
};

export const Busy: Story = {
  name: 'Loading: the confirmation busy while it is sent',
  beforeEach({ msw }) {
    msw.use(answersLate('post', CANCEL));
  },
  play: async () => {
    const dialog = await open();
    await confirm(dialog);
    await expect(within(dialog).getByRole('button', { name: /Ya, batalkan/ })).toBeDisabled();
  },
};

export const TakenMeanwhile: Story = {
  name: 'Refused: a shipment took part of it meanwhile',
  play: async () => {
    const dialog = await open();
    deliveryScenarios.allocateRest(1);
    await confirm(dialog);
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent('DO ini sudah masuk pengiriman, jadi tidak dapat dibatalkan');
    await expect(status()).toBe('PROSES');
  },
};

export const ChangedElsewhere: Story = {
  name: 'Refused: changed elsewhere since the page loaded (409)',
  play: async () => {
    const dialog = await open();
    const order = deliveryOrderStore.find(1)!;
    Object.assign(order, { notes: 'Diubah orang lain', version: order.version + 1, updatedAt: nextTime() });
    await confirm(dialog);
    // The refusal names the newer version (the page has it now), not a reload.
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'DO-000001 sudah berubah sejak halaman ini dibuka: versi Anda 1, sekarang versi 2 dengan status Pending. Periksa lagi sebelum membatalkan.',
    );
    await expect(status()).toBe('PENDING');
  },
};

export const Failed: Story = {
  name: 'Error (500): said in the dialog, which stays',
  beforeEach({ msw }) {
    msw.use(http.post(CANCEL, () => apiError(500, 'INTERNAL', 'Internal server error')));
  },
  play: async () => {
    const dialog = await open();
    await confirm(dialog);
    await expect(await within(dialog).findByRole('alert')).not.toBeEmptyDOMElement();
    await expect(dialog).toBeVisible();
    await expect(status()).toBe('PENDING');
  },
};

export const Forbidden: Story = {
  name: 'Forbidden (403): said in the dialog, nothing changes',
  beforeEach({ msw }) {
    msw.use(http.post(CANCEL, () => apiError(403, 'FORBIDDEN', 'Missing permission')));
  },
  play: async () => {
    const dialog = await open();
    await confirm(dialog);
    await expect(await within(dialog).findByRole('alert')).not.toBeEmptyDOMElement();
    await expect(status()).toBe('PENDING');
  },
};

export const LongContent: Story = {
  name: "Long content: a 100-character customer's DO",
  args: { id: 25 },
  beforeEach() {
    deliveryScenarios.longOrder();
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(await page().findByRole('button', { name: 'Batalkan DO' }));
    const dialog = await page().findByRole('alertdialog', { name: 'Batalkan DO-000025?' });
    await expect(dialog).toHaveTextContent(/untuk Perusahaan Dagang Sumber Makmur .* akan dibatalkan/);
    await expectNoSideScroll(canvasElement);
  },
};

export const Dark: Story = { globals: { theme: 'dark' }, play: Default.play };

export const English: Story = {
  globals: { locale: 'en' },
  play: async () => {
    await userEvent.click(await page().findByRole('button', { name: 'Cancel delivery order' }));
    const dialog = await page().findByRole('alertdialog', { name: 'Cancel DO-000001?' });
    await expect(dialog).toHaveTextContent('DO-000001 for Toko Sinar Jaya will be cancelled and can no longer be shipped or edited.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes, cancel it' }));
    await expect(await page().findByText('DO-000001 cancelled.')).toBeVisible();
  },
};
