import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { decodeQr, matrixOfPath } from '../support/qr-decode';
import { apiSignIn, signIn } from './app';

/**
 * Issue 15 in Chromium against `npm start`: the printed surat jalan as a PDF (page.pdf with the
 * print CSS), read back with poppler's pdftotext: one note per DO with its quantities, page x of y
 * over a three-page note, and the QR code decoded to the shipment's URL (decision 213).
 */
type Headers = { authorization: string };
const suffix = `${Date.now().toString(36).toUpperCase()}`;

async function post(request: APIRequestContext, headers: Headers, url: string, data: unknown) {
  const response = await request.post(url, { headers, data });
  expect(response.ok(), `${url}: ${await response.text()}`).toBe(true);
  return (await response.json()).data;
}

async function newItems(request: APIRequestContext, headers: Headers, count: number, prefix: string): Promise<number[]> {
  const ids: number[] = [];
  for (let index = 1; index <= count; index++) {
    const item = await post(request, headers, '/api/items', { name: `${prefix} ${suffix} ${String(index).padStart(3, '0')}`, code: `${prefix.slice(0, 3).toUpperCase()}-${suffix}-${index}`, unit: 'DUS' });
    ids.push(item.id);
  }
  return ids;
}

async function newOrder(request: APIRequestContext, headers: Headers, customerId: number, lines: { itemId: number; quantity: number }[]) {
  return post(request, headers, '/api/delivery-orders', { customerId, lines });
}

/** Opens the print screen, clicks Cetak (the dialog replaced by a flag), and prints to PDF text. */
async function printToText(page: Page, shipmentId: number) {
  await page.goto(`/shipments/${shipmentId}/print`);
  await expect(page.getByRole('article').first()).toBeVisible();
  await page.getByRole('button', { name: 'Cetak' }).click();
  await expect.poll(() => page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
  const file = path.join(os.tmpdir(), `laju-note-${shipmentId}-${suffix}.pdf`);
  await page.pdf({ path: file, preferCSSPageSize: true, printBackground: true });
  const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
  const pages = Number(/Pages:\s+(\d+)/.exec(execFileSync('pdfinfo', [file], { encoding: 'utf8' }))![1]);
  if (process.env.KEEP_PDF) fs.copyFileSync(file, path.join(process.env.KEEP_PDF, path.basename(file)));
  fs.rmSync(file, { force: true });
  return { text, pages: text.split('\f').filter((page) => page.trim()), pageCount: pages };
}

test.describe('npm start: the printed surat jalan', () => {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => {
      (window as unknown as { printed: number }).printed = 0;
      window.print = () => {
        (window as unknown as { printed: number }).printed += 1;
      };
    });
  });

  test('a two-DO shipment prints two notes with the right quantities and remaining; the QR opens the shipment', async ({ page, request }) => {
    const { headers } = await apiSignIn(request, 'admin');
    const [customerId] = (await (await request.get('/api/customers?size=1', { headers })).json()).data.map((entry: { id: number }) => entry.id);
    const [fleetId] = (await (await request.get('/api/fleets?status=active&size=1', { headers })).json()).data.map((entry: { id: number }) => entry.id);
    const items = await newItems(request, headers, 3, 'Gula Uji');
    const first = await newOrder(request, headers, customerId, [{ itemId: items[0]!, quantity: 50 }, { itemId: items[1]!, quantity: 20 }]);
    const second = await newOrder(request, headers, customerId, [{ itemId: items[2]!, quantity: 7 }]);
    // An earlier shipment takes 10 of the first line: this note's remaining counts it.
    await post(request, headers, '/api/shipments', { mode: 'ANTAR', fleetId, deliveryOrders: [{ deliveryOrderId: first.id, destinationType: 'GUDANG', lines: [{ deliveryOrderLineId: first.lines[0].id, quantity: 10 }] }] });
    const shipment = await post(request, headers, '/api/shipments', {
      mode: 'JEMPUT',
      plate: 'D 4455 QR',
      driverName: 'Asep Cetak',
      deliveryOrders: [
        { deliveryOrderId: first.id, destinationType: 'RUMAH', lines: [{ deliveryOrderLineId: first.lines[0].id, quantity: 30 }, { deliveryOrderLineId: first.lines[1].id, quantity: 20 }] },
        { deliveryOrderId: second.id, destinationType: 'EKSPEDISI', address: 'Agen Ekspedisi Kopo', lines: [{ deliveryOrderLineId: second.lines[0].id, quantity: 4 }] },
      ],
    });
    await signIn(page, 'admin.suratjalan', { remember: true });
    const { pages } = await printToText(page, shipment.id);
    const number = (orderId: number) => `SJ-${String(shipment.id).padStart(6, '0')}-${String(orderId).padStart(6, '0')}`;
    expect(pages).toHaveLength(2);
    expect(pages[0]).toContain('SURAT JALAN');
    expect(pages[0]).toContain(number(first.id));
    expect(pages[0]).toContain('JEMPUT D 4455 QR');
    expect(pages[0]).toMatch(new RegExp(`1\\s+Gula Uji ${suffix} 001\\s+GUL-${suffix}-1\\s+30\\s+DUS\\s+50\\s+10`));
    expect(pages[0]).toMatch(new RegExp(`2\\s+Gula Uji ${suffix} 002\\s+GUL-${suffix}-2\\s+20\\s+DUS\\s+20\\s+0`));
    expect(pages[0]).toMatch(/Hormat kami\s+Pengemudi\s+Penerima/);
    expect(pages[0]).toContain('Halaman 1 dari 2');
    expect(pages[1]).toContain(number(second.id));
    expect(pages[1]).toContain('Agen Ekspedisi Kopo');
    expect(pages[1]).toMatch(new RegExp(`1\\s+Gula Uji ${suffix} 003\\s+GUL-${suffix}-3\\s+4\\s+DUS\\s+7\\s+3`));
    expect(pages[1]).toContain('Halaman 2 dari 2');
    for (const page of pages) expect(page).not.toMatch(/Menu utama|© 2025 LAJU|Cetak Surat Jalan/);
    // The QR code: the drawn module matrix, decoded.
    const svg = page.locator('svg[data-qr]').first();
    const size = Number((await svg.getAttribute('viewBox'))!.split(' ')[2]);
    const decoded = decodeQr(matrixOfPath((await svg.locator('path').getAttribute('d'))!, size, 2));
    expect(decoded).toBe(new URL(`/shipments/${shipment.id}/detail`, page.url()).href);
    // The print is recorded, by the Admin Surat Jalan.
    const recorded = (await (await request.get(`/api/shipments/${shipment.id}`, { headers })).json()).data.print;
    expect(recorded).toMatchObject({ count: 1, changedSincePrint: false, lastPrintedBy: { name: expect.any(String) } });
  });

  test('a note of many lines runs over three pages: page x of y on each, the header row repeated', async ({ page, request }) => {
    test.setTimeout(90_000);
    const { headers } = await apiSignIn(request, 'admin');
    const [customerId] = (await (await request.get('/api/customers?size=1', { headers })).json()).data.map((entry: { id: number }) => entry.id);
    const [fleetId] = (await (await request.get('/api/fleets?status=active&size=1', { headers })).json()).data.map((entry: { id: number }) => entry.id);
    const LINES = 100;
    const items = await newItems(request, headers, LINES, 'Beras Uji');
    const order = await newOrder(request, headers, customerId, items.map((itemId, index) => ({ itemId, quantity: 100 + index })));
    const shipment = await post(request, headers, '/api/shipments', {
      mode: 'ANTAR',
      fleetId,
      deliveryOrders: [{ deliveryOrderId: order.id, destinationType: 'GUDANG', lines: order.lines.map((line: { id: number }, index: number) => ({ deliveryOrderLineId: line.id, quantity: 1 + index })) }],
    });
    await signIn(page, 'admin', { remember: true });
    const { pages, pageCount } = await printToText(page, shipment.id);
    expect(pageCount).toBe(3);
    pages.forEach((text, index) => {
      expect(text).toContain(`Halaman ${index + 1} dari 3`);
      // The repeated header row: the note's number and copy, then the column names.
      expect(text).toContain(`SJ-${String(shipment.id).padStart(6, '0')}-${String(order.id).padStart(6, '0')} · Asli`);
      expect(text).toMatch(/No\.\s+Barang\s+Kode\s+Jumlah dikirim\s+Satuan\s+Dipesan\s+Sisa setelah ini/);
    });
    expect(pages[2]).toMatch(new RegExp(`100\\s+Beras Uji ${suffix} 100\\s+BER-${suffix}-100\\s+100\\s+DUS\\s+199\\s+99`));
    expect(pages[2]).toMatch(/Hormat kami\s+Pengemudi\s+Penerima/);
  });
});
