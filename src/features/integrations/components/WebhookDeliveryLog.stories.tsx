import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { StoryScreen } from '../../../../stories/harness/StoryHarness';
import { answersLate, apiError } from '../../../mocks/handlers/respond';
import { dataRows, expectNoSideScroll, loadedTable, page } from '../../../lib/testing/story-queries';
import { addWebhook, webhookDb } from '../../../mocks/handlers/webhooks-store';
import { storySessionOf } from '../../../mocks/scenarios/account';
import { WebhookDeliveryLog } from './WebhookDeliveryLog';

/** The log of the webhook named `name` in the mock, as the screen opens it under the list. */
function Log({ name }: { name: string }) {
  return (
    <StoryScreen
      path="/settings/webhooks"
      session={() => storySessionOf('Master')}
      routes={[{ path: '/settings/webhooks', title: 'Webhook', element: <LogOf name={name} /> }]}
    />
  );
}
function LogOf({ name }: { name: string }) {
  const webhook = webhookDb().webhooks.find((row) => row.name === name);
  return webhook ? <WebhookDeliveryLog webhook={webhook} onClose={() => undefined} /> : <p>—</p>;
}

/**
 * One subscription's deliveries (GET /api/webhooks/:id/deliveries), newest first, filtered by
 * state and paged in the URL (`log.state`, `log.page`); "Kirim ulang" per row. The mock's "Toko
 * daring" has one failed, two waiting (one never tried, one unreachable) and one delivered.
 */
const meta = {
  title: 'Integrations/Components/WebhookDeliveryLog',
  component: Log,
  parameters: { router: false },
  args: { name: 'Toko daring' },
} satisfies Meta<typeof Log>;
export default meta;
type Story = StoryObj<typeof meta>;

const DELIVERIES = '*/api/webhooks/:id/deliveries';
const log = (name = 'Log pengiriman Toko daring') => loadedTable(name);
const rowWith = (table: HTMLElement, text: string) => {
  const row = dataRows(table).find((candidate) => candidate.textContent?.includes(text));
  if (!row) throw new Error(`No row with ${text}`);
  return row;
};

export const WithFailures: Story = {
  name: 'With failures: status, duration, excerpt and next try',
  play: async () => {
    const table = await log();
    await expect(dataRows(table)).toHaveLength(4);
    const failed = rowWith(table, 'SHP-000002');
    await expect(failed).toHaveTextContent('Gagal');
    await expect(failed).toHaveTextContent('HTTP 500');
    await expect(failed).toHaveTextContent('1.204 md');
    await expect(failed).toHaveTextContent('<html><body><h1>500 Internal Server Error</h1></body></html>');
    const unreachable = rowWith(table, 'SHP-000003');
    await expect(unreachable).toHaveTextContent('Tak terjangkau');
    await expect(unreachable).toHaveTextContent('Timed out after 10 s');
    await expect(rowWith(table, 'DO-000004')).toHaveTextContent('Belum dicoba');
    await expect(rowWith(table, 'DO-000001')).toHaveTextContent('HTTP 200');
  },
};

export const FilterByState: Story = {
  name: 'Filter by state: waiting only',
  play: async () => {
    const table = await log();
    await userEvent.selectOptions(page().getByRole('combobox', { name: 'Status' }), 'Menunggu');
    await waitFor(() => expect(dataRows(table)).toHaveLength(2));
    await expect(dataRows(table).every((row) => row.textContent?.includes('Menunggu'))).toBe(true);
  },
};

export const Redeliver: Story = {
  name: 'Redeliver: queued again, the row says so',
  play: async () => {
    const table = await log();
    await userEvent.click(within(table).getByRole('button', { name: 'Kirim ulang SHP-000002' }));
    await waitFor(() => expect(page().getByRole('status', { name: 'Notifikasi' })).toHaveTextContent('Kiriman SHP-000002 dijadwalkan ulang.'));
    await waitFor(() => expect(rowWith(table, 'SHP-000002')).toHaveTextContent('Menunggu'));
  },
};

export const RedeliverFails: Story = {
  name: 'Redeliver refused: the reason in a toast, the row unchanged',
  beforeEach({ msw }) {
    msw.use(http.post('*/api/webhooks/deliveries/:id/redeliver', () => apiError(404, 'NOT_FOUND', 'Delivery not found')));
  },
  play: async () => {
    const table = await log();
    await userEvent.click(within(table).getByRole('button', { name: 'Kirim ulang SHP-000002' }));
    await waitFor(() => expect(page().getByRole('status', { name: 'Notifikasi' })).toHaveTextContent('Webhook ini sudah dihapus orang lain.'));
    await expect(rowWith(table, 'SHP-000002')).toHaveTextContent('Gagal');
  },
};

export const Paged: Story = {
  name: 'Paged: 25 failures, ten a page',
  args: { name: 'Gudang mitra' },
  beforeEach: () => void addWebhook({ name: 'Gudang mitra', url: 'https://mitra.example.com/laju' }, 25),
  play: async () => {
    const table = await log('Log pengiriman Gudang mitra');
    await expect(page().getByText('1–10 dari 25')).toBeVisible();
    await userEvent.click(page().getByRole('button', { name: 'Halaman berikutnya' }));
    await expect(await page().findByText('11–20 dari 25')).toBeVisible();
    await expect(dataRows(table)).toHaveLength(10);
  },
};

export const Empty: Story = {
  args: { name: 'Kosong' },
  beforeEach: () => void addWebhook({ name: 'Kosong', url: 'https://kosong.example.com/' }),
  play: async () => {
    await expect(await page().findByText('Belum ada kiriman')).toBeVisible();
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(answersLate('get', DELIVERIES));
  },
  play: async () => {
    await expect(await page().findByRole('table', { name: 'Log pengiriman Toko daring' })).toHaveAttribute('aria-busy', 'true');
  },
};

export const LoadError: Story = {
  name: 'Load error, then "Coba lagi"',
  beforeEach({ msw }) {
    msw.use(http.get(DELIVERIES, () => apiError(500, 'INTERNAL', 'Internal server error'), { once: true }));
  },
  play: async () => {
    const alert = await page().findByRole('alert');
    await userEvent.click(within(alert).getByRole('button', { name: 'Coba lagi' }));
    await expect(dataRows(await log())).toHaveLength(4);
  },
};

export const Forbidden: Story = {
  name: 'Forbidden: the permission was taken away meanwhile',
  beforeEach({ msw }) {
    msw.use(http.get(DELIVERIES, () => apiError(403, 'FORBIDDEN', 'Permission missing')));
  },
  play: async () => {
    await expect(await page().findByRole('alert')).toHaveTextContent('Anda tidak memiliki izin untuk melihat data ini.');
  },
};

export const LongContent: Story = {
  name: 'Long content: a long answer excerpt wraps',
  beforeEach: () => {
    const delivery = webhookDb().deliveries.find((row) => row.record.number === 'SHP-000002')!;
    delivery.lastAttempt = { ...delivery.lastAttempt!, excerpt: `{"error":"${'validation_failed_for_field_'.repeat(12)}"}` };
  },
  play: async ({ canvasElement }) => {
    await expect(rowWith(await log(), 'SHP-000002')).toHaveTextContent('validation_failed_for_field_');
    await expectNoSideScroll(canvasElement);
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async () => {
    await expect(dataRows(await log())).toHaveLength(4);
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async () => {
    const table = await log('Delivery log of Toko daring');
    await expect(page().getByRole('heading', { level: 2, name: 'Delivery log: Toko daring' })).toBeVisible();
    await expect(rowWith(table, 'SHP-000003')).toHaveTextContent('Unreachable');
    await expect(within(table).getByRole('button', { name: 'Redeliver SHP-000002' })).toBeVisible();
  },
};
