import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { Webhook } from '../../../../contract/webhooks';
import { ApiError } from '../../../lib/api/errors';
import { dataRows, expectNoSideScroll, page } from '../../../lib/testing/story-queries';
import { WebhookList } from './WebhookList';

const webhook = (overrides: Partial<Webhook>): Webhook => ({
  id: 1,
  name: 'Toko daring',
  url: 'https://toko.example.com/hooks/laju',
  events: ['delivery-order.created', 'shipment.loaded'],
  active: true,
  secretHint: 'x7k2',
  pending: 2,
  failed: 1,
  lastDeliveryAt: '2025-03-04T05:06:00.000Z',
  version: 1,
  createdAt: '2025-03-01T00:00:00.000Z',
  updatedAt: '2025-03-01T00:00:00.000Z',
  ...overrides,
});

const ROWS = [webhook({}), webhook({ id: 2, name: 'Akuntansi', url: 'https://akuntansi.example.co.id/webhook', active: false, pending: 0, failed: 0, lastDeliveryAt: null, events: ['delivery-order.completed'] })];

/** The subscriptions with their queues; each row's log, edit, secret and delete in one menu. */
const meta = {
  title: 'Integrations/Components/WebhookList',
  component: WebhookList,
  args: { rows: ROWS, state: 'ready', onAction: fn(), onRetry: fn() },
} satisfies Meta<typeof WebhookList>;
export default meta;
type Story = StoryObj<typeof meta>;

const table = (name = 'Daftar webhook') => page().getByRole('table', { name });

export const Default: Story = {
  play: async ({ args }) => {
    const [shop, accounting] = dataRows(table());
    await expect(shop).toHaveTextContent('Rahasia berakhiran x7k2');
    await expect(shop).toHaveTextContent('DO dibuat, Pengiriman dimuat (foto bukti)');
    await expect(within(shop!).getByText('1 gagal')).toBeVisible();
    await expect(within(shop!).getByText('2 menunggu')).toBeVisible();
    await expect(within(accounting!).getByText('Nonaktif')).toBeVisible();
    await expect(within(accounting!).getByText('Belum pernah')).toBeVisible();
    await userEvent.click(page().getByRole('button', { name: 'Aksi untuk Akuntansi' }));
    await userEvent.click(await page().findByRole('menuitem', { name: 'Ganti rahasia' }));
    await expect(args.onAction).toHaveBeenCalledWith('rotate', ROWS[1]);
  },
};

export const Loading: Story = {
  args: { rows: undefined, state: 'loading' },
  play: async () => {
    await expect(table()).toHaveAttribute('aria-busy', 'true');
  },
};

export const Empty: Story = {
  args: { rows: [] },
  play: async () => {
    await expect(page().getByText('Belum ada webhook')).toBeVisible();
  },
};

export const LoadError: Story = {
  name: 'Load error, with "Coba lagi"',
  args: { rows: undefined, state: 'error', error: new ApiError(500, 'INTERNAL', 'Internal') },
  play: async ({ args }) => {
    const alert = page().getByRole('alert');
    await expect(alert).toHaveTextContent('Data gagal dimuat');
    await userEvent.click(within(alert).getByRole('button', { name: 'Coba lagi' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const Forbidden: Story = {
  name: 'Forbidden: the permission was taken away meanwhile',
  args: { rows: undefined, state: 'error', error: new ApiError(403, 'FORBIDDEN', 'Permission missing') },
  play: async () => {
    await expect(page().getByRole('alert')).toHaveTextContent('Anda tidak memiliki izin untuk melihat data ini.');
  },
};

export const LongContent: Story = {
  args: {
    rows: [
      webhook({
        name: 'Sinkronisasi gudang mitra PT Lintas Antar Jaya Utama Nusantara',
        url: `https://integrasi-sistem-gudang-mitra.example.co.id/api/v2/webhooks/laju/${'penerima-peristiwa-'.repeat(8)}akhir`,
        events: ['delivery-order.created', 'delivery-order.updated', 'delivery-order.cancelled', 'delivery-order.completed', 'shipment.created', 'shipment.loaded', 'shipment.received', 'shipment.cancelled'],
        pending: 1234,
        failed: 987,
      }),
    ],
  },
  play: async ({ canvasElement }) => {
    await expect(page().getByText('1234 menunggu')).toBeVisible();
    await expectNoSideScroll(canvasElement);
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async () => {
    await expect(dataRows(table())).toHaveLength(2);
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async () => {
    const [shop] = dataRows(table('Webhooks'));
    await expect(within(shop!).getByText('1 failed')).toBeVisible();
    await expect(within(shop!).getByText('2 waiting')).toBeVisible();
    await expect(shop).toHaveTextContent('Secret ending in x7k2');
    await expect(page().getByRole('columnheader', { name: 'Last delivery' })).toBeVisible();
  },
};
