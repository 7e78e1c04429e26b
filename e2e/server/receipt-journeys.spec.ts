import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import jsQR from 'jsqr';
import sharp from 'sharp';
import { expect, test, apiSignIn, signIn } from './app';

/**
 * The receipt at the customer, as a phone meets it (docs/decisions/339-receipts.md): a two-DO
 * shipment is printed to PDF in Chromium, its first page rasterised (pdftoppm) and the QR code read
 * from the pixels by an independent decoder (jsQR), as a phone's camera would; that link opens on a
 * phone-sized page without a session, 48 of 50 arrive with 2 damaged, signed and sent; the DO is
 * PROSES with 2 pending until the 2 are written off; the code cannot be used again; a note loaded
 * long ago and printed again carries a code that works from that print (decision 363).
 */
type Headers = { authorization: string };
const suffix = Date.now().toString(36).toUpperCase();

async function post(request: APIRequestContext, headers: Headers, url: string, data: unknown) {
  const response = await request.post(url, { headers, data });
  expect(response.ok(), `${url}: ${await response.text()}`).toBe(true);
  return (await response.json()).data;
}

/** The URL in the QR code of the PDF's first page, read from its pixels. */
async function qrOfFirstPage(pdf: string): Promise<string> {
  const prefix = path.join(os.tmpdir(), `laju-receipt-${suffix}`);
  execFileSync('pdftoppm', ['-r', '150', '-f', '1', '-l', '1', '-png', '-singlefile', pdf, prefix]);
  const { data, info } = await sharp(`${prefix}.png`).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  fs.rmSync(`${prefix}.png`, { force: true });
  const code = jsQR(new Uint8ClampedArray(data.buffer, data.byteOffset, data.byteLength), info.width, info.height);
  expect(code, 'a QR code on the printed page').not.toBeNull();
  return code!.data;
}

test('a printed note’s QR code, scanned from the paper, takes the receiver’s receipt on a phone; the shortfall is written off', async ({ page, browser, request }) => {
  test.setTimeout(120_000);
  const { headers } = await apiSignIn(request, 'admin');
  const ids = async (url: string) => ((await (await request.get(url, { headers })).json()).data as { id: number }[]).map((row) => row.id);
  const [customerA, customerB] = await ids('/api/customers?status=active&size=2');
  const [fleetId] = await ids('/api/fleets?status=active&size=1');
  const item = await post(request, headers, '/api/items', { name: `Semen Terima ${suffix}`, code: `SMN-${suffix}`, unit: 'SAK' });
  const first = await post(request, headers, '/api/delivery-orders', { customerId: customerA, lines: [{ itemId: item.id, quantity: 50 }] });
  const second = await post(request, headers, '/api/delivery-orders', { customerId: customerB, lines: [{ itemId: item.id, quantity: 7 }] });
  const shipment = await post(request, headers, '/api/shipments', {
    mode: 'ANTAR',
    fleetId,
    deliveryOrders: [first, second].map((order, index) => ({ deliveryOrderId: order.id, destinationType: 'KANTOR', lines: [{ deliveryOrderLineId: order.lines[0].id, quantity: [50, 7][index] }] })),
  });

  let link = '';
  await test.step('printed to PDF; the code read from the first page’s pixels is that note’s receiver link', async () => {
    await page.addInitScript(() => {
      window.print = () => {
        (window as unknown as { printed: boolean }).printed = true;
      };
    });
    await signIn(page, 'admin.gudang', { remember: true });
    await page.goto(`/shipments/${shipment.id}/print`);
    await expect(page.getByRole('article')).toHaveCount(2);
    await page.getByRole('button', { name: 'Cetak' }).click();
    await expect.poll(() => page.evaluate(() => (window as unknown as { printed?: boolean }).printed === true)).toBe(true);
    const pdf = path.join(os.tmpdir(), `laju-receipt-${suffix}.pdf`);
    await page.pdf({ path: pdf, preferCSSPageSize: true, printBackground: true });
    link = await qrOfFirstPage(pdf);
    fs.rmSync(pdf, { force: true });
    expect(link).toMatch(new RegExp(`^${new URL('/r/', page.url()).href}[A-Za-z0-9_-]{22}$`));
    expect(link).not.toContain(String(shipment.id).padStart(6, '0'));
  });

  await test.step('loaded: the proof photo completes the shipment', async () => {
    const upload = await request.post(`/api/shipments/${shipment.id}/proof`, {
      headers,
      multipart: { file: { name: 'muat.png', mimeType: 'image/png', buffer: await sharp({ create: { width: 64, height: 48, channels: 3, background: '#8a6' } }).png().toBuffer() } },
    });
    expect(upload.status()).toBe(200);
  });

  const phone = await browser.newContext({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true, locale: 'id-ID' });
  const receiver = await phone.newPage();
  await test.step('the receiver opens the link without a session: this note only; 48 of 50 with 2 damaged, signed and sent', async () => {
    await receiver.goto(link);
    await expect(receiver.getByRole('heading', { name: `Surat jalan DO-${String(first.id).padStart(6, '0')}` })).toBeVisible();
    await expect(receiver.getByText(`DO-${String(second.id).padStart(6, '0')}`)).toHaveCount(0);
    await expect(receiver.getByText('Dikirim: 50 SAK')).toBeVisible();
    const received = receiver.getByRole('textbox', { name: 'Diterima (SAK)' });
    await received.fill('48');
    await receiver.getByRole('combobox', { name: 'Alasan kurang' }).selectOption('RUSAK');
    await receiver.getByRole('textbox', { name: 'Nama penerima' }).fill('Bu Rina');
    const pad = receiver.getByRole('img', { name: 'Kotak tanda tangan, masih kosong' });
    // A finger's stroke across the pad, as the touch screen reports it.
    const box = (await pad.boundingBox())!;
    const at = (x: number, y: number) => ({ clientX: box.x + box.width * x, clientY: box.y + box.height * y, pointerId: 7, pointerType: 'touch', isPrimary: true, bubbles: true });
    await pad.dispatchEvent('pointerdown', at(0.1, 0.6));
    for (const [x, y] of [[0.3, 0.4], [0.5, 0.3], [0.7, 0.5], [0.9, 0.7]] as const) await pad.dispatchEvent('pointermove', at(x, y));
    await pad.dispatchEvent('pointerup', at(0.9, 0.7));
    await expect(receiver.getByRole('img', { name: 'Tanda tangan sudah digambar' })).toBeVisible();
    // Nothing wider than the phone.
    expect(await receiver.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await receiver.getByRole('button', { name: 'Kirim penerimaan' }).click();
    // The server makes the signature into stored pictures (sharp) before it answers; beside the
    // other worker's journeys on two cores that took longer than the default 5 s, still sending.
    await expect(receiver.getByRole('heading', { name: 'Terima kasih. Penerimaan sudah dicatat.' })).toBeVisible({ timeout: 30_000 });
    await expect(receiver.getByText(/^Diterima oleh Bu Rina, /)).toBeVisible();
  });

  await test.step('the DO is PROSES with 2 pending; Admin Surat Jalan writes the 2 off with a reason and it is SELESAI', async () => {
    const order = (await (await request.get(`/api/delivery-orders/${first.id}`, { headers })).json()).data;
    expect([order.status, order.lines[0].pending, order.lines[0].shortfall]).toEqual(['PROSES', 2, 2]);
    const receipt = (await (await request.get(`/api/shipments/${shipment.id}`, { headers })).json()).data.deliveryOrders[0].receipt;
    expect(receipt).toMatchObject({ receiverName: 'Bu Rina', source: 'RECEIVER', signature: true, lines: [{ shipped: 50, received: 48, reason: 'RUSAK' }] });
    const office = await browser.newContext();
    const staff = await office.newPage();
    await signIn(staff, 'admin.suratjalan');
    await staff.goto(`/delivery-orders/${first.id}/detail`);
    await staff.getByRole('button', { name: 'Hapuskan kekurangan' }).click();
    const dialog = staff.getByRole('dialog', { name: `Hapuskan kekurangan DO-${String(first.id).padStart(6, '0')}` });
    await expect(dialog.getByRole('spinbutton', { name: `Jumlah dihapuskan Semen Terima ${suffix}` })).toHaveValue('2');
    await dialog.getByRole('textbox', { name: /^Alasan/ }).fill('Rusak dalam perjalanan');
    await dialog.getByRole('button', { name: 'Hapuskan' }).click();
    await expect(dialog).toBeHidden();
    await expect.poll(async () => (await (await request.get(`/api/delivery-orders/${first.id}`, { headers })).json()).data.status).toBe('SELESAI');
    const written = (await (await request.get(`/api/delivery-orders/${first.id}`, { headers })).json()).data;
    expect([written.lines[0].pending, written.lines[0].writtenOff]).toEqual([0, 2]);
    await office.close();
  });

  await test.step('the same code cannot be used again: it says who received the goods', async () => {
    await receiver.goto(link);
    await expect(receiver.getByRole('alert')).toContainText('Surat jalan ini sudah diterima.');
    await expect(receiver.getByText(/^Diterima oleh Bu Rina, /)).toBeVisible();
    await expect(receiver.getByRole('button', { name: 'Kirim penerimaan' })).toHaveCount(0);
  });

  await test.step('a note loaded more than 14 days ago and printed again today: its code works from that print', async () => {
    const old = ((await (await request.get('/api/shipments?status=SELESAI&sort=completedAt&size=1', { headers })).json()).data as { id: number; completedAt: string }[])[0]!;
    expect(Date.now() - Date.parse(old.completedAt)).toBeGreaterThan(14 * 86_400_000);
    const printed = await request.post(`/api/shipments/${old.id}/prints`, { headers, data: { copies: 1 } });
    const [fresh] = (await printed.json()).receiptLinks as { token: string }[];
    await receiver.goto(`/r/${fresh!.token}`);
    await expect(receiver.getByRole('heading', { name: /^Surat jalan DO-\d{6}$/ })).toBeVisible();
    await expect(receiver.getByRole('button', { name: 'Kirim penerimaan' })).toBeVisible();
  });
  await phone.close();
});
