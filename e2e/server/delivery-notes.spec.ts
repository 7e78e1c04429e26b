import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { decodeQr, matrixOfPath } from '../support/qr-decode';
import { expect, test, apiSignIn, signIn } from './app';

/**
 * Printing in Chromium against `npm start`: the printed surat jalan as a PDF (page.pdf with the
 * print CSS), read back with poppler's pdftotext: one note per DO with its quantities, "page x of
 * y" counted within each note (decision 230) over a three-page note and over a batch of two
 * shipments in two copies, and the QR code decoded to the note's receiver link (decision 339).
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

/** A shipment of one DO with `count` lines of new items (a note of several pages). */
async function longShipment(request: APIRequestContext, headers: Headers, count: number, prefix: string) {
  const [customerId] = (await (await request.get('/api/customers?size=1', { headers })).json()).data.map((entry: { id: number }) => entry.id);
  const [fleetId] = (await (await request.get('/api/fleets?status=active&size=1', { headers })).json()).data.map((entry: { id: number }) => entry.id);
  const items = await newItems(request, headers, count, prefix);
  const order = await newOrder(request, headers, customerId, items.map((itemId, index) => ({ itemId, quantity: 100 + index })));
  const shipment = await post(request, headers, '/api/shipments', {
    mode: 'ANTAR',
    fleetId,
    deliveryOrders: [{ deliveryOrderId: order.id, destinationType: 'GUDANG', lines: order.lines.map((line: { id: number }, index: number) => ({ deliveryOrderLineId: line.id, quantity: 1 + index })) }],
  });
  return { shipment, order };
}

/** A JEMPUT shipment of two DOs (two one-page notes). */
async function twoOrderShipment(request: APIRequestContext, headers: Headers, prefix: string) {
  const [customerId] = (await (await request.get('/api/customers?size=1', { headers })).json()).data.map((entry: { id: number }) => entry.id);
  const items = await newItems(request, headers, 2, prefix);
  const first = await newOrder(request, headers, customerId, [{ itemId: items[0]!, quantity: 5 }]);
  const second = await newOrder(request, headers, customerId, [{ itemId: items[1]!, quantity: 6 }]);
  const shipment = await post(request, headers, '/api/shipments', {
    mode: 'JEMPUT',
    plate: 'D 7788 BT',
    driverName: 'Dadang Batch',
    deliveryOrders: [first, second].map((order) => ({ deliveryOrderId: order.id, destinationType: 'GUDANG', lines: [{ deliveryOrderLineId: order.lines[0].id, quantity: 2 }] })),
  });
  return { shipment, orders: [first, second] };
}

const noteNumber = (shipmentId: number, orderId: number) => `SJ-${String(shipmentId).padStart(6, '0')}-${String(orderId).padStart(6, '0')}`;
/** "x/y" of each PDF page's "Halaman x dari y". */
const pageNumbers = (pages: string[]) => pages.map((text) => /Halaman (\d+) dari (\d+)/.exec(text)?.slice(1).join('/'));

/** Opens a print screen, clicks Cetak (the dialog replaced by a flag), and prints to PDF text. */
async function printToText(page: Page, target: number | string, copies = 1) {
  await page.goto(typeof target === 'number' ? `/shipments/${target}/print` : target);
  await expect(page.getByRole('article').first()).toBeVisible();
  if (copies > 1) await page.getByRole('combobox', { name: 'Jumlah rangkap' }).selectOption(String(copies));
  await page.getByRole('button', { name: 'Cetak' }).click();
  await expect.poll(() => page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
  const file = path.join(os.tmpdir(), `laju-note-${String(target).replace(/\W+/g, '-')}-${suffix}.pdf`);
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

  test('a two-DO shipment prints two notes with the right quantities and remaining; the QR carries the note’s receiver link', async ({ page, request }) => {
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
    // Each note counts its own pages (decision 230).
    expect(pageNumbers(pages)).toEqual(['1/1', '1/1']);
    expect(pages[1]).toContain(number(second.id));
    expect(pages[1]).toContain('Agen Ekspedisi Kopo');
    expect(pages[1]).toMatch(new RegExp(`1\\s+Gula Uji ${suffix} 003\\s+GUL-${suffix}-3\\s+4\\s+DUS\\s+7\\s+3`));
    for (const page of pages) expect(page).not.toMatch(/Menu utama|© 2025 LAJU|Cetak Surat Jalan/);
    // The QR code: the drawn module matrix, decoded: the link the print made for this note.
    const svg = page.locator('svg[data-qr]').first();
    const size = Number((await svg.getAttribute('viewBox'))!.split(' ')[2]);
    const decoded = decodeQr(matrixOfPath((await svg.locator('path').getAttribute('d'))!, size, 2));
    expect(decoded).toMatch(new RegExp(`^${new URL('/r/', page.url()).href}[A-Za-z0-9_-]{22}$`));
    // The print is recorded, by the Admin Surat Jalan.
    const recorded = (await (await request.get(`/api/shipments/${shipment.id}`, { headers })).json()).data.print;
    expect(recorded).toMatchObject({ count: 1, changedSincePrint: false, lastPrintedBy: { name: expect.any(String) } });
  });

  test('a note of many lines runs over three pages: page x of y on each, the header row repeated', async ({ page, request }) => {
    test.setTimeout(90_000);
    const { headers } = await apiSignIn(request, 'admin');
    const { shipment, order } = await longShipment(request, headers, 100, 'Beras Uji');
    await signIn(page, 'admin', { remember: true });
    const { pages, pageCount } = await printToText(page, shipment.id);
    expect(pageCount).toBe(3);
    expect(pageNumbers(pages)).toEqual(['1/3', '2/3', '3/3']);
    pages.forEach((text) => {
      // The repeated header row: the note's number and copy, then the column names.
      expect(text).toContain(`${noteNumber(shipment.id, order.id)} · Asli`);
      expect(text).toMatch(/No\.\s+Barang\s+Kode\s+Jumlah dikirim\s+Satuan\s+Dipesan\s+Sisa setelah ini/);
    });
    expect(pages[2]).toMatch(new RegExp(`100\\s+Beras Uji ${suffix} 100\\s+BER-${suffix}-100\\s+100\\s+DUS\\s+199\\s+99`));
    expect(pages[2]).toMatch(/Hormat kami\s+Pengemudi\s+Penerima/);
    // The signatures once, on the last page; every line once.
    expect(pages.slice(0, 2).join('\n')).not.toMatch(/Hormat kami/);
    for (const position of [1, 37, 64, 100]) expect(pages.join('\n')).toContain(`Beras Uji ${suffix} ${String(position).padStart(3, '0')}`);
  });

  test('a batch of two shipments in two copies: every note, in every copy, counts its own pages', async ({ page, request }) => {
    test.setTimeout(120_000);
    const { headers } = await apiSignIn(request, 'admin');
    const long = await longShipment(request, headers, 100, 'Kopi Uji');
    const pair = await twoOrderShipment(request, headers, 'Teh Uji');
    await signIn(page, 'admin', { remember: true });
    // In the list's order: the two-DO shipment first, then the long note.
    const { pages, pageCount } = await printToText(page, `/shipments/print?ids=${pair.shipment.id},${long.shipment.id}`, 2);
    expect(pageCount).toBe(10);
    expect(pageNumbers(pages)).toEqual(['1/1', '1/1', '1/1', '1/1', '1/3', '2/3', '3/3', '1/3', '2/3', '3/3']);
    const [first, second] = pair.orders.map((order) => noteNumber(pair.shipment.id, order.id));
    const longNumber = noteNumber(long.shipment.id, long.order.id);
    const expected = [`${first} · Asli`, `${first} · Salinan 1`, `${second} · Asli`, `${second} · Salinan 1`, ...['Asli', 'Asli', 'Asli', 'Salinan 1', 'Salinan 1', 'Salinan 1'].map((copy) => `${longNumber} · ${copy}`)];
    pages.forEach((text, index) => expect(text).toContain(expected[index]));
    expect(pages[3]).toContain('JEMPUT D 7788 BT');
    for (const index of [0, 1, 2, 3, 6, 9]) expect(pages[index]).toMatch(/Hormat kami\s+Pengemudi\s+Penerima/);
    // Recorded once per shipment, with the copies.
    for (const id of [pair.shipment.id, long.shipment.id]) {
      const recorded = (await (await request.get(`/api/shipments/${id}`, { headers })).json()).data.print;
      expect(recorded).toMatchObject({ count: 1 });
    }
  });
});
