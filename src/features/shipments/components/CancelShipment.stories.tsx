import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { SeededRoleName } from '../../../../contract/permissions';
import { page } from '../../../lib/testing/story-queries';
import { StoryScreen } from '../../../../stories/harness/StoryHarness';
import { shipmentStore, shipmentView } from '../../../mocks/db/delivery';
import { storySession } from '../../../mocks/scenarios/resources';
import { CancelShipment } from './CancelShipment';
import { CancelShipmentDialog } from './CancelShipmentDialog';

/** Shipment `id` of the mock as the detail screen passes it (read at render time, after the preview's reset). */
function Demo({ id, role }: { id: number; role?: SeededRoleName }) {
  const action = <CancelShipment shipment={shipmentView(shipmentStore.find(id)!)} />;
  return <StoryScreen path="/" session={storySession(role)} routes={[{ path: '/', title: 'Detail Pengiriman', element: action }]} />;
}

/**
 * "Batalkan pengiriman" on its own: the button, and the dialog (loaded on the first click) that
 * requires a reason before the cancel is sent. The detail screen's stories show what follows.
 */
const meta = {
  title: 'Shipments/Components/CancelShipment',
  component: Demo,
  subcomponents: { CancelShipmentDialog },
  parameters: { router: false },
  args: { id: 9 },
} satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

const openDialog = async (action: string, title: string) => {
  await userEvent.click(await page().findByRole('button', { name: action }));
  return page().findByRole('alertdialog', { name: title });
};

export const Default: Story = {
  name: 'Closed: only the button',
  play: async () => {
    await expect(await page().findByRole('button', { name: 'Batalkan pengiriman' })).toBeVisible();
    await expect(page().queryByRole('alertdialog')).toBeNull();
  },
};

export const ReasonRequired: Story = {
  name: 'Open: no reason, nothing sent; Jangan batalkan keeps what was typed',
  play: async () => {
    let dialog = await openDialog('Batalkan pengiriman', 'Batalkan S-000009?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ya, batalkan' }));
    const reason = within(dialog).getByRole('textbox', { name: /Alasan pembatalan/ });
    await expect(reason).toHaveAccessibleDescription(/Tulis alasan pembatalan\./);
    await waitFor(() => expect(reason).toHaveFocus());
    await expect(shipmentStore.find(9)!.status).toBe('PENDING');
    await userEvent.type(reason, 'Salah pilih armada');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Jangan batalkan' }));
    await waitFor(() => expect(page().queryByRole('alertdialog')).toBeNull());
    dialog = await openDialog('Batalkan pengiriman', 'Batalkan S-000009?');
    await expect(within(dialog).getByRole('textbox', { name: /Alasan pembatalan/ })).toHaveValue('Salah pilih armada');
    await expect(shipmentStore.find(9)!.status).toBe('PENDING');
  },
};

export const Confirmed: Story = {
  name: 'With a reason: cancelled, toast',
  play: async () => {
    const dialog = await openDialog('Batalkan pengiriman', 'Batalkan S-000009?');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Alasan pembatalan/ }), 'Dobel input');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ya, batalkan' }));
    await expect(await page().findByText('Pengiriman S-000009 dibatalkan.')).toBeVisible();
    await waitFor(() => expect(page().queryByRole('alertdialog')).toBeNull());
    await expect(shipmentStore.find(9)).toEqual(expect.objectContaining({ status: 'BATAL', cancelReason: 'Dobel input' }));
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async () => {
    const dialog = await openDialog('Batalkan pengiriman', 'Batalkan S-000009?');
    await expect(within(dialog).getByRole('button', { name: 'Ya, batalkan' })).toBeVisible();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async () => {
    const dialog = await openDialog('Cancel shipment', 'Cancel S-000009?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes, cancel it' }));
    await expect(within(dialog).getByRole('textbox', { name: /Reason for cancelling/ })).toHaveAccessibleDescription(/Write why the shipment is cancelled\./);
  },
};
