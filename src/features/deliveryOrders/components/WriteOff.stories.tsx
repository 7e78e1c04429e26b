import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { SeededRoleName } from '../../../../contract/permissions';
import { StoryScreen } from '../../../../stories/harness/StoryHarness';
import { answersLate, apiError } from '../../../mocks/handlers/respond';
import { expectNoSideScroll, page } from '../../../lib/testing/story-queries';
import { deliveryOrderStore } from '../../../mocks/db/delivery';
import { nextTime } from '../../../mocks/db/logs';
import { deliveryScenarios } from '../../../mocks/scenarios/delivery';
import { storySession } from '../../../mocks/scenarios/resources';
import { useDeliveryOrder } from '../api/delivery-orders-api';
import { openShortfall } from '../../../../contract/receipts-values';
import { WriteOff } from './WriteOff';

/** As the detail page shows it: the DO from its record hook, the action while a shortfall is open. */
function Loaded({ id }: { id: number }) {
  const order = useDeliveryOrder(id).data;
  if (!order) return <p>…</p>;
  return order.lines.some((line) => openShortfall(line) > 0) ? <WriteOff order={order} /> : <p>{`${order.number}: ${order.status}`}</p>;
}

function Demo({ role }: { role?: SeededRoleName }) {
  return <StoryScreen path="/" session={storySession(role)} routes={[{ path: '/', title: 'Detail DO', element: <Loaded id={14} /> }]} />;
}

/**
 * "Hapuskan kekurangan" on its own: DO-000014 went out whole on S-000001, and its receipt found 2
 * of the 20 KARUNG Tepung Terigu damaged; the 2 are pending again until shipped or written off.
 */
const meta = {
  title: 'DeliveryOrders/Components/WriteOff',
  component: Demo,
  parameters: { router: false },
  args: { role: 'Admin Surat Jalan' },
  beforeEach() {
    deliveryScenarios.receiveNote({ shipmentId: 1, deliveryOrderId: 14, short: { lineIndex: 0, received: 18, reason: 'RUSAK' } });
  },
} satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

const WRITE_OFFS = '*/api/delivery-orders/:id/write-offs';
const open = async () => {
  await userEvent.click(await page().findByRole('button', { name: 'Hapuskan kekurangan' }));
  return page().findByRole('dialog', { name: 'Hapuskan kekurangan DO-000014' });
};
const quantity = (dialog: HTMLElement) => within(dialog).getByRole('spinbutton', { name: /^Jumlah dihapuskan Tepung Terigu/ });
const reason = (dialog: HTMLElement) => within(dialog).getByRole('textbox', { name: /^Alasan/ });
const confirm = (dialog: HTMLElement) => userEvent.click(within(dialog).getByRole('button', { name: 'Hapuskan' }));
const written = () => deliveryOrderStore.find(14)!.lines.map((line) => line.writtenOff ?? 0);

export const Default: Story = {
  name: 'Opens with the open shortfall; Batal changes nothing',
  play: async () => {
    const dialog = await open();
    await expect(quantity(dialog)).toHaveValue(2);
    await expect(quantity(dialog)).toHaveFocus();
    await expect(quantity(dialog)).toHaveAccessibleDescription('Kekurangan terbuka: 2 KARUNG. Isi 0 bila barang ini tidak dihapuskan.');
    await expect(within(dialog).queryByRole('spinbutton', { name: /Air Mineral Galon/ })).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Batal' }));
    await waitFor(() => expect(page().queryByRole('dialog')).toBeNull());
    await expect(written()).toEqual([0, 0]);
  },
};

export const WrittenOff: Story = {
  name: 'Written off with a reason: the DO completes, said in a toast',
  play: async () => {
    const dialog = await open();
    await userEvent.type(reason(dialog), 'Rusak kena hujan, kustomer tidak minta kirim ulang');
    await confirm(dialog);
    await expect(await page().findByText('Kekurangan DO-000014 dihapuskan.')).toBeVisible();
    await expect(await page().findByText('DO-000014: SELESAI')).toBeVisible();
    await expect(written()).toEqual([2, 0]);
  },
};

export const Checks: Story = {
  name: 'Checked first: a reason, at most the open shortfall, something to write off',
  play: async () => {
    const dialog = await open();
    await userEvent.clear(quantity(dialog));
    await userEvent.type(quantity(dialog), '3');
    await confirm(dialog);
    await expect(await within(dialog).findByText('Melebihi kekurangan yang masih terbuka.')).toBeVisible();
    await expect(within(dialog).getByText('Tulis alasan penghapusannya.')).toBeVisible();
    await expect(quantity(dialog)).toHaveFocus();
    await userEvent.clear(quantity(dialog));
    await userEvent.type(quantity(dialog), '0');
    await userEvent.type(reason(dialog), 'Rusak');
    await confirm(dialog);
    await expect(await within(dialog).findByText('Isi paling sedikit satu jumlah di atas 0.')).toBeVisible();
    await expect(written()).toEqual([0, 0]);
  },
};

export const Busy: Story = {
  name: 'Submitting: busy while it is sent, not dismissed',
  beforeEach({ msw }) {
    msw.use(answersLate('post', WRITE_OFFS));
  },
  play: async () => {
    const dialog = await open();
    await userEvent.type(reason(dialog), 'Rusak');
    await confirm(dialog);
    await expect(within(dialog).getByRole('button', { name: /Hapuskan/ })).toBeDisabled();
    await expect(within(dialog).getByRole('button', { name: 'Batal' })).toBeDisabled();
  },
};

export const ShippedAgainMeanwhile: Story = {
  name: 'Refused: more than is open now (422), said on the line and above it',
  beforeEach({ msw }) {
    msw.use(http.post(WRITE_OFFS, () => apiError(422, 'WRITE_OFF_TOO_BIG', 'More than the shortfall still open', { fields: { 'lines.0.quantity': 'TOO_BIG' } })));
  },
  play: async () => {
    const dialog = await open();
    await userEvent.type(reason(dialog), 'Rusak');
    await confirm(dialog);
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent('Jumlah yang dihapuskan melebihi kekurangan yang masih terbuka.');
    await expect(quantity(dialog)).toHaveAccessibleDescription(/Melebihi kekurangan yang masih terbuka\./);
    await expect(reason(dialog)).toHaveValue('Rusak');
  },
};

export const ChangedElsewhere: Story = {
  name: 'Refused: changed since the page loaded (409), both versions said, the input kept; then written off',
  play: async () => {
    const dialog = await open();
    const order = deliveryOrderStore.find(14)!;
    const yours = order.version;
    Object.assign(order, { notes: 'Diubah orang lain', version: order.version + 1, updatedAt: nextTime() });
    await userEvent.type(reason(dialog), 'Rusak');
    await confirm(dialog);
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      `DO-000014 sudah berubah sejak halaman ini dibuka: versi Anda ${yours}, sekarang versi ${yours + 1}. Periksa jumlahnya, lalu hapuskan lagi.`,
    );
    await expect(reason(dialog)).toHaveValue('Rusak');
    await expect(written()).toEqual([0, 0]);
    // The page holds the newest version once it has revalidated: the same input goes through.
    await waitFor(async () => {
      await confirm(dialog);
      await expect(written()).toEqual([2, 0]);
    });
  },
};

export const Failed: Story = {
  name: 'Error (500): said in the dialog, which stays',
  beforeEach({ msw }) {
    msw.use(http.post(WRITE_OFFS, () => apiError(500, 'INTERNAL', 'Internal server error')));
  },
  play: async () => {
    const dialog = await open();
    await userEvent.type(reason(dialog), 'Rusak');
    await confirm(dialog);
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent('Gagal menyimpan. Silakan coba lagi.');
    await expect(dialog).toBeVisible();
  },
};

export const LongContent: Story = {
  name: 'Long content on a phone: a long reason wraps',
  decorators: [(Story) => <div style={{ maxWidth: 360 }}><Story /></div>],
  play: async ({ canvasElement }) => {
    const dialog = await open();
    await userEvent.type(reason(dialog), 'Karung robek di bak truk karena hujan deras sepanjang jalan tol; kustomer tidak meminta pengiriman ulang. '.repeat(3));
    await expect(dialog.getBoundingClientRect().width).toBeLessThanOrEqual(window.innerWidth);
    await expectNoSideScroll(canvasElement);
  },
};

export const Dark: Story = { globals: { theme: 'dark' }, play: Default.play };

export const English: Story = {
  globals: { locale: 'en' },
  play: async () => {
    await userEvent.click(await page().findByRole('button', { name: 'Write off shortfall' }));
    const dialog = await page().findByRole('dialog', { name: 'Write off the shortfall of DO-000014' });
    await expect(within(dialog).getByRole('spinbutton', { name: /^Write off Tepung Terigu/ })).toHaveAccessibleDescription('Open shortfall: 2 KARUNG. Enter 0 to leave this item out.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Write off' }));
    await expect(await within(dialog).findByText('Enter why it is written off.')).toBeVisible();
  },
};
