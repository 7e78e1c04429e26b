import { createHmac } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test, signIn } from './app';

/**
 * What lets another system in, as its administrator meets it in Chromium against `npm start`: an
 * API token made on its settings page and shown once, a webhook to a receiver on this machine
 * (the e2e servers allow 127.0.0.1 only), a DO made with the token that the receiver hears about,
 * signed, and the delivery in the webhook's log; then the token revoked and refused at once. And
 * the API reference, read from the server, names what the token needed.
 */
interface Received {
  event: string;
  delivery: string;
  signature: string;
  body: string;
}

const suffix = () => `${Date.now().toString(36).toUpperCase()}${Math.floor(Math.random() * 1e3)}`;

let receiver: Server;
const received: Received[] = [];

test.beforeAll(async () => {
  receiver = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({
        event: String(request.headers['laju-event']),
        delivery: String(request.headers['laju-delivery']),
        signature: String(request.headers['laju-signature']),
        body: Buffer.concat(chunks).toString('utf8'),
      });
      response.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
});

test.afterAll(async () => {
  await new Promise((resolve) => receiver.close(resolve));
});

/** `t=<unix>,v1=<hex HMAC-SHA256 of "<t>.<body>">` under the secret (docs/webhooks.md). */
const signedWith = (secret: string, { signature, body }: Received) => {
  const parts = Object.fromEntries(signature.split(',').map((part) => part.split('=', 2)));
  return parts.v1 === createHmac('sha256', secret).update(`${parts.t}.${body}`).digest('hex');
};

test.describe('npm start: other systems in the browser', () => {
  test('a token made and shown once makes a DO; the webhook receiver hears it, signed; the token revoked is refused', async ({ page, request }) => {
    const name = `Toko daring ${suffix()}`;
    await signIn(page, 'admin');
    await page.goto('/settings');
    await page.getByRole('link', { name: 'Kelola token API' }).click();
    await expect(page).toHaveURL(/\/settings\/api-tokens$/);
    await page.getByRole('button', { name: 'Buat token' }).click();
    const form = page.getByRole('dialog', { name: 'Buat token API' });
    await form.getByRole('textbox', { name: /^Nama/ }).fill(name);
    await form.getByRole('combobox', { name: /^Peran/ }).selectOption({ label: 'Admin Surat Jalan' });
    await form.getByRole('button', { name: 'Buat token' }).click();
    const shown = page.getByRole('dialog', { name: `Token ${name} dibuat` });
    const token = await shown.getByRole('textbox', { name: 'Token' }).inputValue();
    expect(token).toMatch(/^laju_[\w-]{40,}$/);
    await shown.getByRole('button', { name: 'Sudah saya simpan' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    // Shown once: the page no longer holds it anywhere.
    expect(await page.content()).not.toContain(token);
    const tokens = page.getByRole('table', { name: 'Daftar token API' });
    await expect(tokens.getByRole('row', { name: new RegExp(name) })).toContainText('Aktif');

    const url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/laju`;
    const hook = `Penerima ${suffix()}`;
    await page.goto('/settings/webhooks');
    await page.getByRole('button', { name: 'Tambah webhook' }).click();
    const hookForm = page.getByRole('dialog', { name: 'Webhook baru' });
    await hookForm.getByRole('textbox', { name: /^Nama/ }).fill(hook);
    await hookForm.getByRole('textbox', { name: /^URL tujuan/ }).fill(url);
    await hookForm.getByRole('group', { name: 'DO' }).getByRole('checkbox', { name: 'DO dibuat' }).check();
    await hookForm.getByRole('button', { name: 'Tambah webhook' }).click();
    const secretDialog = page.getByRole('dialog', { name: `Rahasia webhook ${hook}` });
    const secret = await secretDialog.getByRole('textbox', { name: 'Rahasia penanda tangan' }).inputValue();
    await secretDialog.getByRole('button', { name: 'Sudah saya simpan' }).click();

    // The shop, with the token only.
    const asShop = { authorization: `Bearer ${token}` };
    const customer = (await (await request.get('/api/customers?size=1', { headers: asShop })).json()).data[0];
    const item = (await (await request.get('/api/items?status=active&size=1', { headers: asShop })).json()).data[0];
    const key = `e2e-${suffix()}`;
    const made = await request.post('/api/delivery-orders', { headers: { ...asShop, 'idempotency-key': key }, data: { customerId: customer.id, lines: [{ itemId: item.id, quantity: 3 }] } });
    expect(made.status()).toBe(201);
    const order = (await made.json()).data;
    // A token is never a person: it may not make another token.
    const refused = await request.post('/api/api-tokens', { headers: asShop, data: { name: 'Lagi', roleId: 1, expiresInDays: 7 } });
    expect(refused.status()).toBe(403);
    expect((await refused.json()).error.code).toBe('TOKEN_NOT_ALLOWED');

    await expect.poll(() => received.filter((each) => each.event === 'delivery-order.created' && JSON.parse(each.body).record.number === order.number).length, { timeout: 15_000 }).toBe(1);
    const delivery = received.find((each) => JSON.parse(each.body).record.number === order.number)!;
    expect(signedWith(secret, delivery)).toBe(true);
    expect(signedWith('not-the-secret', delivery)).toBe(false);

    await page.getByRole('button', { name: `Aksi untuk ${hook}` }).click();
    await page.getByRole('menuitem', { name: 'Log pengiriman' }).click();
    const log = page.getByRole('table', { name: `Log pengiriman ${hook}` });
    await expect(log.getByRole('row', { name: new RegExp(order.number) })).toContainText('Terkirim');

    // Revoked on its page: refused on the very next call.
    await page.goto('/settings/api-tokens');
    await page.getByRole('button', { name: `Cabut ${name}` }).click();
    await page.getByRole('alertdialog', { name: `Cabut token ${name}?` }).getByRole('button', { name: 'Ya, cabut' }).click();
    await expect(tokens.getByRole('row', { name: new RegExp(name) })).toContainText('Dicabut');
    const after = await request.get('/api/customers?size=1', { headers: asShop });
    expect(after.status()).toBe(401);
    expect((await after.json()).error.code).toBe('API_TOKEN_REVOKED');
  });

  test("the API reference is the server's own document: it names what creating a DO needs", async ({ page }) => {
    await signIn(page, 'admin');
    await page.goto('/settings');
    await page.getByRole('link', { name: 'Buka referensi API' }).click();
    await expect(page).toHaveURL(/\/settings\/api$/);
    await page.getByRole('searchbox', { name: 'Cari operasi' }).fill('POST /api/delivery-orders');
    await page.getByRole('button', { name: /^POST\s*\/api\/delivery-orders\b/ }).first().click();
    await expect(page.getByText('create-delivery-order', { exact: true }).first()).toBeVisible();
  });
});
