import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { StoryScreen } from '../../../../stories/harness/StoryHarness';
import { answersLate, apiError } from '../../../mocks/handlers/respond';
import { page } from '../../../lib/testing/story-queries';
import { addWebhook, webhookDb } from '../../../mocks/handlers/webhooks-store';
import { storySessionOf } from '../../../mocks/scenarios/account';
import { useWebhooks } from '../api/get-webhooks';
import { WebhookForm } from './WebhookForm';

/** The form as the screen opens it: a new webhook, or the mock's webhook named `edit`. What it saved is printed. */
function Host({ edit }: { edit?: string }) {
  const [result, setResult] = useState<string | null>(null);
  const answer = useWebhooks('page=1&size=100');
  const webhook = edit === undefined ? undefined : answer.data?.data.find((row) => row.name === edit);
  if (edit !== undefined && !webhook) return null;
  if (result) return <p>{result}</p>;
  return <WebhookForm webhook={webhook} onSaved={(saved, secret) => setResult(`Tersimpan: ${saved.name}${secret ? `, rahasia ${secret}` : ''}`)} onClose={() => setResult('Ditutup')} />;
}

function Form({ edit }: { edit?: string }) {
  return <StoryScreen path="/settings/webhooks" session={() => storySessionOf('Master')} routes={[{ path: '/settings/webhooks', title: 'Webhook', element: <Host edit={edit} /> }]} />;
}

/**
 * Adding or changing a webhook (POST and PATCH /api/webhooks): the contract's checks in the browser,
 * the server's refusals at their fields (an internal target at the URL, an unknown event at the
 * events), a 409 beside the kept input, and a refusal that belongs to no field above them.
 */
const meta = {
  title: 'Integrations/Components/WebhookForm',
  component: Form,
  parameters: { router: false },
} satisfies Meta<typeof Form>;
export default meta;
type Story = StoryObj<typeof meta>;

const dialog = async (name: string) => within(await page().findByRole('dialog', { name }));
type Scope = Awaited<ReturnType<typeof dialog>>;
const nameBox = (form: Scope) => form.getByRole('textbox', { name: /^Nama/ });
const urlBox = (form: Scope) => form.getByRole('textbox', { name: /^URL tujuan/ });
const fill = async (form: Scope, url = 'https://mitra.example.com/laju') => {
  await userEvent.type(nameBox(form), 'Gudang mitra');
  await userEvent.type(urlBox(form), url);
  await userEvent.click(form.getByRole('checkbox', { name: 'Pengiriman dibuat' }));
};

export const Create: Story = {
  name: 'Create: events grouped DO and shipment, active by default',
  play: async () => {
    const form = await dialog('Webhook baru');
    await expect(within(form.getByRole('group', { name: 'DO' })).getAllByRole('checkbox').map((box) => box.getAttribute('value'))).toEqual([
      'delivery-order.created',
      'delivery-order.updated',
      'delivery-order.cancelled',
      'delivery-order.completed',
    ]);
    await expect(within(form.getByRole('group', { name: 'Pengiriman' })).getAllByRole('checkbox')).toHaveLength(4);
    await expect(form.getByRole('switch', { name: 'Aktif' })).toBeChecked();
    await fill(form);
    await userEvent.click(form.getByRole('button', { name: 'Tambah webhook' }));
    await expect(await page().findByText(/^Tersimpan: Gudang mitra, rahasia whsec_/)).toHaveTextContent(`rahasia ${webhookDb().webhooks.at(-1)!.secret}`);
    await expect(webhookDb().webhooks.at(-1)).toMatchObject({ events: ['shipment.created'], active: true });
  },
};

export const Required: Story = {
  name: 'Required: nothing typed, every field says so',
  play: async () => {
    const form = await dialog('Webhook baru');
    await userEvent.click(form.getByRole('button', { name: 'Tambah webhook' }));
    await waitFor(() => expect(nameBox(form)).toHaveAccessibleDescription(/^Nama wajib diisi\./));
    await expect(urlBox(form)).toHaveAccessibleDescription(/^URL tujuan wajib diisi\./);
    await expect(form.getByRole('group', { name: 'Peristiwa yang dikirim' })).toHaveAccessibleDescription(/^Pilih paling sedikit satu peristiwa\./);
    await expect(nameBox(form)).toHaveFocus();
  },
};

export const RefusedUrl: Story = {
  name: 'Refused URL: loopback, private, link-local and local names, each at the field',
  play: async () => {
    const form = await dialog('Webhook baru');
    await fill(form, 'http://10.0.0.1/');
    for (const url of ['http://10.0.0.1/', 'http://localhost:1/', 'http://169.254.169.254/', 'https://erp.internal/hook']) {
      await userEvent.clear(urlBox(form));
      await userEvent.type(urlBox(form), url);
      await userEvent.click(form.getByRole('button', { name: 'Tambah webhook' }));
      await waitFor(() => expect(urlBox(form)).toHaveAccessibleDescription(/^Alamat ini mengarah ke jaringan internal/));
      await expect(urlBox(form)).toHaveValue(url);
    }
    await expect(nameBox(form)).toHaveValue('Gudang mitra');
    await expect(webhookDb().webhooks).toHaveLength(2);
  },
};

export const UnknownEvent: Story = {
  name: 'Unknown event: the server’s refusal at the events',
  beforeEach({ msw }) {
    msw.use(http.post('*/api/webhooks', () => apiError(400, 'VALIDATION_FAILED', 'Invalid request', { fields: { 'events.0': 'INVALID_VALUE' } })));
  },
  play: async () => {
    const form = await dialog('Webhook baru');
    await fill(form);
    await userEvent.click(form.getByRole('button', { name: 'Tambah webhook' }));
    await waitFor(() => expect(form.getByRole('group', { name: 'Peristiwa yang dikirim' })).toHaveAccessibleDescription(/^Ada peristiwa yang tidak dikenal LAJU/));
    await expect(form.getByRole('checkbox', { name: 'Pengiriman dibuat' })).toBeChecked();
  },
};

export const Edit: Story = {
  name: 'Edit: turned off, saved with its version',
  args: { edit: 'Toko daring' },
  play: async () => {
    const form = await dialog('Ubah webhook Toko daring');
    await expect(nameBox(form)).toHaveValue('Toko daring');
    await expect(form.getByRole('checkbox', { name: 'Pengiriman diterima' })).toBeChecked();
    await expect(form.getByRole('button', { name: 'Simpan' })).toBeDisabled();
    await userEvent.click(form.getByRole('switch', { name: 'Aktif' }));
    await userEvent.click(form.getByRole('button', { name: 'Simpan' }));
    await expect(await page().findByText('Tersimpan: Toko daring')).toBeVisible();
    await expect(webhookDb().webhooks[0]).toMatchObject({ active: false, version: 2 });
  },
};

export const VersionConflict: Story = {
  name: 'Version conflict: the newest beside the kept input, "use the newest"',
  args: { edit: 'Toko daring' },
  play: async () => {
    const form = await dialog('Ubah webhook Toko daring');
    Object.assign(webhookDb().webhooks[0]!, { events: ['shipment.cancelled'], version: 2 });
    await userEvent.click(form.getByRole('checkbox', { name: 'DO dibatalkan' }));
    await userEvent.click(form.getByRole('button', { name: 'Simpan' }));
    const notice = await page().findByRole('region', { name: 'Data ini baru saja diubah orang lain' });
    await expect(notice).toHaveTextContent('Pengiriman dibatalkan');
    await expect(form.getByText('Nilai terbaru di server: Pengiriman dibatalkan')).toBeVisible();
    await expect(form.getByRole('checkbox', { name: 'DO dibatalkan' })).toBeChecked();
    await userEvent.click(within(notice).getByRole('button', { name: 'Pakai nilai terbaru' }));
    await waitFor(() => expect(form.getByRole('checkbox', { name: 'Pengiriman dibatalkan' })).toBeChecked());
    await expect(form.getByRole('checkbox', { name: 'DO dibatalkan' })).not.toBeChecked();
  },
};

export const Saving: Story = {
  name: 'Saving: the button busy, the dialog stays',
  beforeEach({ msw }) {
    msw.use(answersLate('post', '*/api/webhooks'));
  },
  play: async () => {
    const form = await dialog('Webhook baru');
    await fill(form);
    await userEvent.click(form.getByRole('button', { name: 'Tambah webhook' }));
    await expect(await form.findByRole('button', { name: 'Menyimpan…' })).toBeDisabled();
    await expect(form.getByRole('button', { name: 'Batal' })).toBeDisabled();
  },
};

export const Forbidden: Story = {
  name: 'Forbidden: the permission was taken away meanwhile, said above the fields',
  beforeEach({ msw }) {
    msw.use(http.post('*/api/webhooks', () => apiError(403, 'FORBIDDEN', 'Permission missing')));
  },
  play: async () => {
    const form = await dialog('Webhook baru');
    await fill(form);
    await userEvent.click(form.getByRole('button', { name: 'Tambah webhook' }));
    await expect(await form.findByRole('alert')).toHaveTextContent(/izin/);
    await expect(nameBox(form)).toHaveValue('Gudang mitra');
  },
};

export const LongContent: Story = {
  name: 'Long content: a 60-character name and a long URL',
  args: { edit: 'Sinkronisasi gudang mitra PT Lintas Antar Jaya Utama Nusant' },
  beforeEach: () =>
    void addWebhook({ name: 'Sinkronisasi gudang mitra PT Lintas Antar Jaya Utama Nusant', url: `https://integrasi.example.co.id/${'penerima-peristiwa/'.repeat(10)}akhir` }),
  play: async () => {
    const form = await dialog('Ubah webhook Sinkronisasi gudang mitra PT Lintas Antar Jaya Utama Nusant');
    await expect(urlBox(form)).toHaveValue(`https://integrasi.example.co.id/${'penerima-peristiwa/'.repeat(10)}akhir`);
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async () => {
    const form = await dialog('Webhook baru');
    await userEvent.click(form.getByRole('button', { name: 'Tambah webhook' }));
    await waitFor(() => expect(nameBox(form)).toHaveAccessibleDescription(/^Nama wajib diisi\./));
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async () => {
    const form = await dialog('New webhook');
    await expect(form.getByRole('group', { name: 'Shipments' })).toBeVisible();
    await userEvent.type(form.getByRole('textbox', { name: /^Target URL/ }), 'ftp://example.com/');
    await userEvent.click(form.getByRole('button', { name: 'Add webhook' }));
    await waitFor(() => expect(form.getByRole('textbox', { name: /^Target URL/ })).toHaveAccessibleDescription(/^Not a usable URL/));
    await expect(form.getByRole('group', { name: 'Events to send' })).toHaveAccessibleDescription(/^Choose at least one event\./);
  },
};
