import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { StoryScreen } from '../../../../stories/harness/StoryHarness';
import { page } from '../../../lib/testing/story-queries';
import { deliveryOrderStore } from '../../../mocks/db/delivery';
import { deliveryScenarios } from '../../../mocks/scenarios/delivery';
import { storySession } from '../../../mocks/scenarios/resources';
import { useDeliveryOrder } from '../api/delivery-orders-api';
import { WriteOffDialog } from './WriteOffDialog';

/** The dialog open on DO-000014 as its record hook reads it. */
function Open({ onClose }: { onClose(): void }) {
  const order = useDeliveryOrder(14).data;
  return order ? <WriteOffDialog order={order} open onClose={onClose} /> : <p>…</p>;
}

function Demo({ onClose }: { onClose(): void }) {
  return <StoryScreen path="/" session={storySession('Admin Surat Jalan')} routes={[{ path: '/', title: 'Detail DO', element: <Open onClose={onClose} /> }]} />;
}

/**
 * The write-off dialog on its own (the action around it: WriteOff.stories.tsx): DO-000014 went out
 * whole on S-000001 and its receipt found 2 of the 20 KARUNG damaged.
 */
const meta = {
  title: 'DeliveryOrders/Components/WriteOffDialog',
  component: Demo,
  parameters: { router: false },
  args: { onClose: fn() },
  beforeEach() {
    deliveryScenarios.receiveNote({ shipmentId: 1, deliveryOrderId: 14, short: { lineIndex: 0, received: 18, reason: 'RUSAK' } });
  },
} satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

const dialog = () => page().findByRole('dialog', { name: /^(Hapuskan kekurangan|Write off the shortfall of) DO-000014$/ });

export const Default: Story = {
  name: 'The open shortfall per line and a reason to give',
  play: async () => {
    const shown = await dialog();
    await expect(within(shown).getByRole('spinbutton', { name: /Tepung Terigu/ })).toHaveValue(2);
    await expect(within(shown).getByRole('textbox', { name: /^Alasan/ })).toHaveValue('');
    await expect(within(shown).getByRole('button', { name: 'Hapuskan' })).toBeEnabled();
  },
};

export const ReasonRequired: Story = {
  name: 'Without a reason: asked for, nothing written',
  play: async () => {
    const shown = await dialog();
    await userEvent.click(within(shown).getByRole('button', { name: 'Hapuskan' }));
    await expect(await within(shown).findByText('Tulis alasan penghapusannya.')).toBeVisible();
    await expect(deliveryOrderStore.find(14)!.lines[0]!.writtenOff ?? 0).toBe(0);
  },
};

export const Written: Story = {
  name: 'Written off: the dialog closes',
  play: async ({ args }) => {
    const shown = await dialog();
    await userEvent.type(within(shown).getByRole('textbox', { name: /^Alasan/ }), 'Rusak di jalan');
    await userEvent.click(within(shown).getByRole('button', { name: 'Hapuskan' }));
    await waitFor(() => expect(args.onClose).toHaveBeenCalled());
    await expect(deliveryOrderStore.find(14)!.lines[0]!.writtenOff).toBe(2);
  },
};

export const English: Story = {
  name: 'English',
  globals: { locale: 'en' },
  play: async () => {
    const shown = await dialog();
    await expect(within(shown).getByRole('spinbutton', { name: /Tepung Terigu/ })).toHaveValue(2);
  },
};

export const Dark: Story = {
  name: 'Dark',
  globals: { theme: 'dark' },
  play: async () => {
    await expect(await dialog()).toBeVisible();
  },
};
