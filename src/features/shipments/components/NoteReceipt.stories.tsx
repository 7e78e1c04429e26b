import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { SeededRoleName } from '../../../../contract/permissions';
import { answersLate, apiError } from '../../../mocks/handlers/respond';
import { drawOn } from '../../../lib/testing/signature-stories';
import { page } from '../../../lib/testing/story-queries';
import { deliveryOrderStore, shipmentStore } from '../../../mocks/db/delivery';
import { deliveryScenarios } from '../../../mocks/scenarios/delivery';
import { storySession } from '../../../mocks/scenarios/resources';
import { ShipmentPart } from '../testing/ShipmentPart';
import { ShipmentOrders } from './ShipmentOrders';

function Demo({ role, permissions }: { role?: SeededRoleName; permissions?: string[] }) {
  return (
    <ShipmentPart
      id={1}
      title="Penerimaan"
      session={storySession(role, permissions)}
      render={(shipment) => <ShipmentOrders shipment={shipment} />}
    />
  );
}

/**
 * NoteReceipt: each note's receipt on the loaded S-000001 (DO-000013, DO-000014) as the shipment's
 * DOs show it: its state, the receipt as entered, or "Catat penerimaan" opening the form in place
 * for someone with receive-shipment.
 */
const meta = {
  title: 'Shipments/Components/NoteReceipt',
  component: Demo,
  parameters: { router: false },
  args: { role: 'Admin Gudang' },
} satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

const RECEIPT = '*/api/shipments/:id/receipts/:deliveryOrderId';
/** A DO's part of the shipment, the note's receipt in it. */
const note = (number: string) => page().findByRole('region', { name: number });
const openForm = async (number = 'DO-000014') => {
  await userEvent.click(await page().findByRole('button', { name: `Catat penerimaan ${number}` }));
  const name = await page().findByRole('textbox', { name: /^Nama penerima/ });
  await waitFor(() => expect(name).toHaveFocus());
  return name;
};
const fillIn = async (name: HTMLElement) => {
  await userEvent.type(name, 'Ibu Sari');
  const flour = page().getByRole('spinbutton', { name: /^Diterima Tepung Terigu/ });
  await userEvent.clear(flour);
  await userEvent.type(flour, '18');
  await userEvent.selectOptions(page().getByRole('combobox', { name: /^Alasan Tepung Terigu/ }), 'Rusak');
  drawOn(page().getByRole('img', { name: 'Tanda tangan: belum ada' }));
  await page().findByRole('img', { name: 'Tanda tangan: sudah digambar' });
};
const save = () => userEvent.click(page().getByRole('button', { name: 'Simpan penerimaan' }));

export const Record: Story = {
  name: 'Not received: recorded from the paper, then shown (Admin Gudang)',
  play: async () => {
    await expect(await page().findAllByText('Belum diterima')).toHaveLength(2);
    await fillIn(await openForm());
    await save();
    await expect(await page().findByText('Penerimaan DO-000014 dicatat.')).toBeVisible();
    const table = await page().findByRole('table', { name: 'Barang diterima dari DO-000014' });
    await expect(within(table).getByRole('row', { name: /Tepung Terigu 20 KARUNG 18 KARUNG Rusak/ })).toBeVisible();
    await expect(within(await note('DO-000014')).getByText('Diterima sebagian')).toBeVisible();
    await expect(await page().findByRole('img', { name: 'Tanda tangan Ibu Sari untuk DO-000014' })).toBeVisible();
    // The shortfall is pending on the DO again.
    await expect(deliveryOrderStore.find(14)!.status).toBe('PROSES');
    await expect(page().getByRole('button', { name: 'Catat penerimaan DO-000013' })).toBeVisible();
  },
};

export const Received: Story = {
  name: 'Received: the receipt, no action',
  beforeEach() {
    deliveryScenarios.receiveNote({ shipmentId: 1, deliveryOrderId: 13 });
    deliveryScenarios.receiveNote({ shipmentId: 1, deliveryOrderId: 14, short: { lineIndex: 1, received: 45, reason: 'DITOLAK' } });
  },
  play: async () => {
    await expect(within(await note('DO-000013')).getByText('Diterima', { selector: '[data-tone]' })).toBeVisible();
    await expect(within(await note('DO-000014')).getByText('Diterima sebagian')).toBeVisible();
    const table = await page().findByRole('table', { name: 'Barang diterima dari DO-000014' });
    await expect(within(table).getByRole('row', { name: /Air Mineral Galon 50 PCS 45 PCS Ditolak/ })).toBeVisible();
    await expect(page().queryByRole('button', { name: /^Catat penerimaan/ })).toBeNull();
  },
};

export const WithoutPermission: Story = {
  name: 'Without receive-shipment: the state, no action',
  args: { role: 'Admin Surat Jalan' },
  play: async () => {
    await expect(await page().findAllByText('Belum ada penerimaan yang dicatat.')).toHaveLength(2);
    await expect(page().queryByRole('button', { name: /^Catat penerimaan/ })).toBeNull();
  },
};

export const Cancelled: Story = {
  name: 'Batal closes the form; the focus goes back to its button',
  play: async () => {
    await openForm();
    await userEvent.click(page().getByRole('button', { name: 'Batal' }));
    await waitFor(() => expect(page().getByRole('button', { name: 'Catat penerimaan DO-000014' })).toHaveFocus());
  },
};

export const Saving: Story = {
  name: 'Submitting: busy while it is sent',
  beforeEach({ msw }) {
    msw.use(answersLate('post', RECEIPT));
  },
  play: async () => {
    await fillIn(await openForm());
    await save();
    await expect(await page().findByRole('button', { name: 'Menyimpan…' })).toBeDisabled();
  },
};

export const Failed: Story = {
  name: 'Error (500): said in the form, the input kept, then saved',
  beforeEach({ msw }) {
    let calls = 0;
    msw.use(http.post(RECEIPT, () => ((calls += 1) === 1 ? apiError(500, 'INTERNAL', 'Internal server error') : undefined)));
  },
  play: async () => {
    const name = await openForm();
    await fillIn(name);
    await save();
    await expect(await page().findByRole('alert')).toHaveTextContent('Gagal menyimpan. Silakan coba lagi.');
    await expect(name).toHaveValue('Ibu Sari');
    await expect(page().getByRole('img', { name: 'Tanda tangan: sudah digambar' })).toBeVisible();
    await save();
    await expect(await page().findByText('Penerimaan DO-000014 dicatat.')).toBeVisible();
  },
};

export const TakenMeanwhile: Story = {
  name: 'Received by someone else meanwhile (409): the stored receipt, said so',
  play: async () => {
    await fillIn(await openForm());
    deliveryScenarios.receiveNote({ shipmentId: 1, deliveryOrderId: 14, receiverName: 'Pak Joko' });
    await save();
    await expect(await page().findByText('Penerimaan DO-000014 sudah dicatat orang lain saat Anda mengisinya; yang tersimpan ditampilkan di bawah.')).toBeVisible();
    await expect(await page().findByText('Pak Joko')).toBeVisible();
    await expect(shipmentStore.find(1)!.deliveryOrders.find((entry) => entry.deliveryOrderId === 14)!.receipt!.receiverName).toBe('Pak Joko');
  },
};

export const Dark: Story = { globals: { theme: 'dark' }, play: Record.play };

export const English: Story = {
  globals: { locale: 'en' },
  play: async () => {
    await expect(await page().findAllByText('Not received')).toHaveLength(2);
    await userEvent.click(page().getByRole('button', { name: 'Record receipt of DO-000013' }));
    await expect(await page().findByRole('textbox', { name: /^Receiver's name/ })).toHaveFocus();
    await expect(page().getByRole('button', { name: 'Save receipt' })).toBeVisible();
  },
};
