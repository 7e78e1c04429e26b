import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { useTranslation } from 'react-i18next';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { rememberSessionOf } from '../../../../stories/app/session';
import { AppHarness, StoryScreen } from '../../../../stories/harness/StoryHarness';
import { routes } from '../../../lib/routes/routes';
import { answersLate, apiError } from '../../../mocks/handlers/respond';
import { dataRows, expectNoSideScroll, loadedTable, page, rowHeaders } from '../../../lib/testing/story-queries';
import { addWebhook, emptyWebhooks, webhookDb } from '../../../mocks/handlers/webhooks-store';
import { storySessionOf } from '../../../mocks/scenarios/account';
import WebhooksScreen from './WebhooksScreen';

function Screen() {
  const { t } = useTranslation('common');
  return (
    <StoryScreen
      path={routes.account.webhooks.path}
      session={() => storySessionOf('Master')}
      routes={[{ path: routes.account.webhooks.path, title: t('routes.webhooks'), element: <WebhooksScreen /> }]}
    />
  );
}

/**
 * /settings/webhooks (manage-webhooks): the subscriptions with their queues, adding one (its secret
 * shown once), the mock's refusal of an internal target at the URL, a version conflict, the
 * secret rotated, a subscription deleted, and one subscription's delivery log with "Kirim ulang".
 * The mock seeds "Toko daring" (one failed, two waiting) and "Akuntansi" (inactive, delivered).
 */
const meta = {
  title: 'Integrations/Screens/WebhooksScreen',
  component: Screen,
  parameters: { router: false },
} satisfies Meta<typeof Screen>;
export default meta;
type Story = StoryObj<typeof meta>;

const LIST = '*/api/webhooks';
const list = () => loadedTable('Daftar webhook');
const toast = () => page().getByRole('status', { name: 'Notifikasi' });
const rowOf = (table: HTMLElement, name: string) => {
  const row = dataRows(table).find((candidate) => within(candidate).getByRole('rowheader').textContent?.startsWith(name));
  if (!row) throw new Error(`No row ${name}`);
  return row;
};
const rowAction = async (name: string, action: string) => {
  await userEvent.click(page().getByRole('button', { name: `Aksi untuk ${name}` }));
  await userEvent.click(await page().findByRole('menuitem', { name: action }));
};
const formDialog = async (name: string | RegExp) => within(await page().findByRole('dialog', { name }));

export const Default: Story = {
  name: 'List: queues, status and last delivery',
  play: async () => {
    const table = await list();
    await expect(rowHeaders(table).map((text) => text.split('Rahasia')[0])).toEqual(['Toko daring', 'Akuntansi']);
    const shop = rowOf(table, 'Toko daring');
    await expect(shop).toHaveTextContent('https://toko.example.com/hooks/laju');
    await expect(shop).toHaveTextContent('DO dibuat, DO selesai, Pengiriman dimuat (foto bukti), Pengiriman diterima');
    await expect(within(shop).getByText('1 gagal')).toBeVisible();
    await expect(within(shop).getByText('2 menunggu')).toBeVisible();
    await expect(within(shop).getByText('Aktif')).toBeVisible();
    const accounting = rowOf(table, 'Akuntansi');
    await expect(within(accounting).getByText('Nonaktif')).toBeVisible();
    await expect(within(accounting).getByText('Tidak ada')).toBeVisible();
    await expect(within(accounting).getByText(`Rahasia berakhiran ${webhookDb().webhooks[1]!.secret.slice(-4)}`)).toBeVisible();
    await expect(page().getByRole('button', { name: 'Tambah webhook' })).toBeVisible();
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(answersLate('get', LIST));
  },
  play: async () => {
    await expect(await page().findByRole('table', { name: 'Daftar webhook' })).toHaveAttribute('aria-busy', 'true');
  },
};

export const Empty: Story = {
  name: 'Empty: none yet, and the way to add one',
  beforeEach: () => emptyWebhooks(),
  play: async () => {
    await expect(await page().findByText('Belum ada webhook')).toBeVisible();
    await userEvent.click(page().getByRole('button', { name: 'Tambah webhook' }));
    await expect(await page().findByRole('dialog', { name: 'Webhook baru' })).toBeVisible();
  },
};

export const LoadError: Story = {
  name: 'Load error, then "Coba lagi"',
  beforeEach({ msw }) {
    msw.use(http.get(LIST, () => apiError(500, 'INTERNAL', 'Internal server error'), { once: true }));
  },
  play: async () => {
    const alert = await page().findByRole('alert');
    await expect(alert).toHaveTextContent('Data gagal dimuat');
    await userEvent.click(within(alert).getByRole('button', { name: 'Coba lagi' }));
    await expect(rowHeaders(await list())).toHaveLength(2);
  },
};

export const Forbidden: Story = {
  name: 'Forbidden: a role without manage-webhooks is turned away by the route',
  beforeEach: () => rememberSessionOf('Admin Gudang'),
  render: () => <AppHarness path="/settings/webhooks" />,
  play: async () => {
    await expect(await page().findByRole('heading', { level: 1, name: 'Halaman tidak ditemukan' }, { timeout: 10_000 })).toBeVisible();
    await expect(page().queryByRole('table', { name: 'Daftar webhook' })).toBeNull();
  },
};

const LONG_NAME = 'Sinkronisasi gudang mitra PT Lintas Antar Jaya Utama Nusant'.slice(0, 60);
const LONG_URL = `https://integrasi-sistem-gudang-mitra.example.co.id/api/v2/webhooks/laju/${'penerima-peristiwa-'.repeat(8)}akhir?token=abc`;

export const LongContent: Story = {
  name: 'Long content: a 60-character name and a long URL wrap',
  beforeEach: () => void addWebhook({ name: LONG_NAME, url: LONG_URL, events: ['delivery-order.created', 'delivery-order.updated', 'delivery-order.cancelled', 'delivery-order.completed', 'shipment.created', 'shipment.loaded', 'shipment.received', 'shipment.cancelled'] }),
  play: async ({ canvasElement }) => {
    const table = await list();
    await expect(rowOf(table, LONG_NAME)).toHaveTextContent(LONG_URL);
    await expectNoSideScroll(canvasElement);
  },
};

export const Phone: Story = {
  name: 'Phone: cards, the log and the form without sideways scrolling',
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvasElement }) => {
    await list();
    await rowAction('Toko daring', 'Log pengiriman');
    await expect(dataRows(await loadedTable('Log pengiriman Toko daring'))).toHaveLength(4);
    await expectNoSideScroll(canvasElement);
    await userEvent.click(page().getAllByRole('button', { name: 'Tambah webhook' })[0]!);
    await expect(await page().findByRole('dialog', { name: 'Webhook baru' })).toBeVisible();
    await expectNoSideScroll(canvasElement);
  },
};

export const CreateShowsSecretOnce: Story = {
  name: 'Create: the secret shown once, with copy and a warning',
  play: async () => {
    await list();
    await userEvent.click(page().getByRole('button', { name: 'Tambah webhook' }));
    const form = await formDialog('Webhook baru');
    await userEvent.type(form.getByRole('textbox', { name: /^Nama/ }), 'Gudang mitra');
    await userEvent.type(form.getByRole('textbox', { name: /^URL tujuan/ }), 'https://mitra.example.com/laju');
    const shipments = within(form.getByRole('group', { name: 'Pengiriman' }));
    await userEvent.click(shipments.getByRole('checkbox', { name: 'Pengiriman diterima' }));
    await userEvent.click(within(form.getByRole('group', { name: 'DO' })).getByRole('checkbox', { name: 'DO dibuat' }));
    await userEvent.click(form.getByRole('button', { name: 'Tambah webhook' }));

    const secretDialog = within(await page().findByRole('dialog', { name: 'Rahasia webhook Gudang mitra' }));
    const secret = webhookDb().webhooks.find((webhook) => webhook.name === 'Gudang mitra')!.secret;
    await expect(secretDialog.getByRole('textbox', { name: 'Rahasia penanda tangan' })).toHaveValue(secret);
    await expect(secretDialog.getByText(/LAJU tidak akan menampilkannya lagi/)).toBeVisible();
    await expect(secretDialog.getByRole('button', { name: 'Salin rahasia' })).toBeVisible();
    await expect(toast()).toHaveTextContent('Webhook Gudang mitra ditambahkan.');
    await userEvent.click(secretDialog.getByRole('button', { name: 'Sudah saya simpan' }));
    await waitFor(() => expect(page().queryByRole('dialog')).toBeNull());
    // Gone for good: the list shows its last four characters only.
    await expect(page().queryByDisplayValue(secret)).toBeNull();
    const row = await waitFor(() => rowOf(page().getByRole('table', { name: 'Daftar webhook' }), 'Gudang mitra'));
    await expect(row).toHaveTextContent(`Rahasia berakhiran ${secret.slice(-4)}`);
    await expect(row).toHaveTextContent('DO dibuat, Pengiriman diterima');
  },
};

export const RefusedUrl: Story = {
  name: 'Refused URL: an internal address, told at the field, the typing kept',
  play: async () => {
    await list();
    await userEvent.click(page().getByRole('button', { name: 'Tambah webhook' }));
    const form = await formDialog('Webhook baru');
    const name = form.getByRole('textbox', { name: /^Nama/ });
    const url = form.getByRole('textbox', { name: /^URL tujuan/ });
    // Not an http address at all: the contract's own check, in the browser.
    await userEvent.type(name, 'Metadata');
    await userEvent.type(url, 'file:///etc/passwd');
    await userEvent.click(form.getByRole('button', { name: 'Tambah webhook' }));
    await waitFor(() => expect(url).toHaveAccessibleDescription(/^Bukan URL yang bisa dipakai/));
    await expect(form.getByRole('group', { name: /^Peristiwa yang dikirim/ })).toHaveAccessibleDescription(/Pilih paling sedikit satu peristiwa\./);
    // The server's refusal of an address it may not reach.
    await userEvent.clear(url);
    await userEvent.type(url, 'http://169.254.169.254/');
    await userEvent.click(form.getByRole('checkbox', { name: 'DO selesai' }));
    await userEvent.click(form.getByRole('button', { name: 'Tambah webhook' }));
    await waitFor(() => expect(url).toHaveAccessibleDescription(/^Alamat ini mengarah ke jaringan internal/));
    await expect(url).toHaveFocus();
    await expect(url).toHaveValue('http://169.254.169.254/');
    await expect(name).toHaveValue('Metadata');
    await expect(form.getByRole('checkbox', { name: 'DO selesai' })).toBeChecked();
    await expect(webhookDb().webhooks).toHaveLength(2);
  },
};

export const VersionConflict: Story = {
  name: 'Version conflict: changed elsewhere, the input kept, "keep mine"',
  play: async () => {
    await list();
    await rowAction('Toko daring', 'Ubah');
    const form = await formDialog('Ubah webhook Toko daring');
    // Someone else renames it meanwhile.
    Object.assign(webhookDb().webhooks[0]!, { name: 'Toko daring (lama)', version: 2 });
    const name = form.getByRole('textbox', { name: /^Nama/ });
    await userEvent.clear(name);
    await userEvent.type(name, 'Toko daring utama');
    await userEvent.click(form.getByRole('button', { name: 'Simpan' }));
    const notice = await page().findByRole('region', { name: 'Data ini baru saja diubah orang lain' });
    await expect(notice).toHaveTextContent('Toko daring (lama)');
    await expect(name).toHaveValue('Toko daring utama');
    await expect(name).toHaveAccessibleDescription(/Nilai terbaru di server: Toko daring \(lama\)/);
    await userEvent.click(within(notice).getByRole('button', { name: 'Simpan isian saya' }));
    await waitFor(() => expect(toast()).toHaveTextContent('Webhook Toko daring utama disimpan.'));
    await expect(webhookDb().webhooks[0]).toMatchObject({ name: 'Toko daring utama', version: 3 });
  },
};

export const DeliveryLogWithFailures: Story = {
  name: 'Delivery log: failures, filtered by state',
  play: async () => {
    await list();
    await rowAction('Toko daring', 'Log pengiriman');
    const log = await loadedTable('Log pengiriman Toko daring');
    await expect(page().getByRole('heading', { level: 2, name: 'Log pengiriman: Toko daring' })).toBeVisible();
    await expect(dataRows(log)).toHaveLength(4);
    await userEvent.selectOptions(page().getByRole('combobox', { name: 'Status' }), 'Gagal');
    await waitFor(() => expect(dataRows(log)).toHaveLength(1));
    const failed = dataRows(log)[0]!;
    await expect(failed).toHaveTextContent('Pengiriman dimuat (foto bukti)');
    await expect(failed).toHaveTextContent('SHP-000002');
    await expect(failed).toHaveTextContent('HTTP 500');
    await expect(failed).toHaveTextContent('8 kali dicoba');
    await expect(failed).toHaveTextContent('500 Internal Server Error');
    await userEvent.click(page().getByRole('button', { name: 'Tutup log' }));
    await waitFor(() => expect(page().queryByRole('table', { name: 'Log pengiriman Toko daring' })).toBeNull());
  },
};

export const Redeliver: Story = {
  name: 'Redeliver: "Kirim ulang" queues a failed delivery again',
  play: async () => {
    await list();
    await rowAction('Toko daring', 'Log pengiriman');
    const log = await loadedTable('Log pengiriman Toko daring');
    const unreachable = dataRows(log).find((row) => row.textContent?.includes('SHP-000003'))!;
    await expect(unreachable).toHaveTextContent('Tak terjangkau');
    // By keyboard: the button keeps the focus, shown, while its row is read again.
    within(log).getByRole('button', { name: 'Kirim ulang SHP-000002' }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(toast()).toHaveTextContent('Kiriman SHP-000002 dijadwalkan ulang.'));
    await waitFor(() => expect(dataRows(log).find((row) => row.textContent?.includes('SHP-000002'))).toHaveTextContent('Menunggu'));
    // The list's queue follows: nothing failed any more, three waiting.
    await waitFor(() => expect(rowOf(page().getByRole('table', { name: 'Daftar webhook' }), 'Toko daring')).toHaveTextContent('3 menunggu'));
    await expect(within(log).getByRole('button', { name: 'Kirim ulang SHP-000002' })).toHaveFocus();
  },
};

export const RotateAndDelete: Story = {
  name: 'Rotate the secret, then delete after a question',
  play: async () => {
    await list();
    const before = webhookDb().webhooks[1]!.secret;
    await rowAction('Akuntansi', 'Ganti rahasia');
    const question = await page().findByRole('alertdialog', { name: 'Ganti rahasia Akuntansi?' });
    await expect(within(question).getByRole('button', { name: 'Batal' })).toHaveFocus();
    await userEvent.click(within(question).getByRole('button', { name: 'Ya, ganti rahasia' }));
    const secretDialog = within(await page().findByRole('dialog', { name: 'Rahasia baru webhook Akuntansi' }));
    const after = webhookDb().webhooks[1]!.secret;
    await expect(after).not.toBe(before);
    await expect(secretDialog.getByRole('textbox', { name: 'Rahasia penanda tangan' })).toHaveValue(after);
    await userEvent.click(secretDialog.getByRole('button', { name: 'Sudah saya simpan' }));

    await rowAction('Akuntansi', 'Hapus');
    const remove = await page().findByRole('alertdialog', { name: 'Hapus webhook Akuntansi?' });
    await expect(remove).toHaveTextContent('Tidak ada lagi kiriman ke https://akuntansi.example.co.id/webhook');
    await userEvent.click(within(remove).getByRole('button', { name: 'Ya, hapus' }));
    await waitFor(() => expect(toast()).toHaveTextContent('Webhook Akuntansi dihapus.'));
    await waitFor(() => expect(rowHeaders(page().getByRole('table', { name: 'Daftar webhook' }))).toHaveLength(1));
  },
};

export const Dark: Story = {
  name: 'Dark: the list and an open log',
  globals: { theme: 'dark' },
  play: async () => {
    await list();
    await rowAction('Toko daring', 'Log pengiriman');
    await expect(dataRows(await loadedTable('Log pengiriman Toko daring'))).toHaveLength(4);
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async () => {
    const table = await loadedTable('Webhooks');
    await expect(page().getByRole('heading', { level: 1, name: 'Webhooks' })).toBeVisible();
    await expect(within(rowOf(table, 'Toko daring')).getByText('1 failed')).toBeVisible();
    await userEvent.click(page().getByRole('button', { name: 'Add a webhook' }));
    const form = await formDialog('New webhook');
    await userEvent.type(form.getByRole('textbox', { name: /^Target URL/ }), 'http://localhost:1/');
    await userEvent.type(form.getByRole('textbox', { name: /^Name/ }), 'Local');
    await userEvent.click(form.getByRole('checkbox', { name: 'Shipment cancelled' }));
    await userEvent.click(form.getByRole('button', { name: 'Add webhook' }));
    await waitFor(() => expect(form.getByRole('textbox', { name: /^Target URL/ })).toHaveAccessibleDescription(/^This address points into an internal network/));
  },
};
