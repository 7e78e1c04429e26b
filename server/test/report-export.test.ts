import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businessDay } from '../../contract/dashboard';
import type { OutgoingReport, OutgoingRow } from '../../contract/reports';
import { ExportQueue, ExportWorkers } from '../services/report-export';
import { apiOf } from './api';
import { createTestApp, errorCodeOf, heldExportQueue, type SignedIn, type TestApp } from './harness';

/**
 * The report export: XLSX with numeric cells, a number format, a frozen header and fitted
 * columns; CSV in UTF-8 with a BOM; both with the screen's rows and totals and the period in the
 * file name; permissions; a cancelled export leaves nothing running.
 */
let t: TestApp;
let admin: SignedIn;
const today = businessDay(new Date(), 'Asia/Jakarta');
const start = businessDay(new Date(Date.now() - 200 * 86_400_000), 'Asia/Jakarta');
const period = `startDate=${start}&endDate=${today}`;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin');
});
afterAll(async () => {
  await t?.close();
});

const get = (url: string, session: SignedIn = admin) => t.app.inject({ url, headers: session.headers });
const screen = async (query: string) => (await get(`/api/reports/outgoing-items?${query}`)).json().data as OutgoingReport;

interface SheetCell {
  ref: string;
  numeric: boolean;
  style: number;
  value: string;
}
/** The cells of the first sheet, shared strings resolved, plus the sheet's XML for the view settings. */
function readXlsx(body: Buffer) {
  const files = unzipSync(new Uint8Array(body));
  const text = (name: string) => Buffer.from(files[name]!).toString('utf8');
  const sheet = text('xl/worksheets/sheet1.xml');
  const strings = [...text('xl/sharedStrings.xml').matchAll(/<si><t[^>]*>([\s\S]*?)<\/t><\/si>/g)].map((match) => match[1]!);
  const cells: SheetCell[] = [...sheet.matchAll(/<c r="([A-Z]+\d+)"(?: s="(\d+)")?(?: t="(\w+)")?>(?:<v>([\s\S]*?)<\/v>)?<\/c>/g)].map((match) => ({
    ref: match[1]!,
    style: Number(match[2] ?? 0),
    numeric: match[3] === undefined && match[4] !== undefined,
    value: match[3] === 's' ? strings[Number(match[4])]! : (match[4] ?? ''),
  }));
  return { sheet, cells, styles: text('xl/styles.xml') };
}

describe('GET /api/reports/outgoing-items/export', () => {
  it('writes XLSX: title, filters, period and time on top, frozen header, numeric quantities with a number format, the screen totals', async () => {
    const response = await get(`/api/reports/outgoing-items/export?${period}&groupBy=customer&format=xlsx`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="laporan-pengeluaran-barang_${start}_sd_${today}.xlsx"`);
    const { sheet, cells, styles } = readXlsx(response.rawPayload);
    expect(cells.find((cell) => cell.ref === 'A1')?.value).toBe('Laporan Pengeluaran Barang');
    expect(cells.filter((cell) => cell.ref.startsWith('A') && Number(cell.ref.slice(1)) <= 8).map((cell) => cell.value)).toEqual([
      'Laporan Pengeluaran Barang',
      'Periode',
      'Kustomer',
      'Barang',
      'Mode armada',
      'Dikelompokkan per',
      'Urutan',
      'Dibuat',
    ]);
    expect(cells.find((cell) => cell.ref === 'B8')?.value).toMatch(/\(Asia\/Jakarta\)$/);
    expect(cells.filter((cell) => /^[A-E]10$/.test(cell.ref)).map((cell) => cell.value)).toEqual(['Kustomer', 'Kode', 'Barang', 'Satuan', 'Jumlah']);
    expect(sheet).toMatch(/<pane ySplit="10"[^>]*state="frozen"/);
    expect([...sheet.matchAll(/<col [^>]*width="(\d+(?:\.\d+)?)"/g)]).toHaveLength(5);
    const quantities = cells.filter((cell) => cell.ref.startsWith('E') && Number(cell.ref.slice(1)) > 10);
    expect(quantities.length).toBeGreaterThan(0);
    expect(quantities.every((cell) => cell.numeric)).toBe(true);
    expect(styles).toContain('formatCode="#,##0"');
    const data = await screen(`${period}&groupBy=customer`);
    const totalRows = cells.filter((cell) => cell.ref.startsWith('A') && cell.value === 'Total').map((cell) => cell.ref.slice(1));
    const fileTotals = Object.fromEntries(
      totalRows.map((row) => [cells.find((cell) => cell.ref === `D${row}`)!.value, Number(cells.find((cell) => cell.ref === `E${row}`)!.value)]),
    );
    expect(fileTotals).toEqual(Object.fromEntries(data.totals.map((total) => [total.unit, total.quantity])));
    const rowCount = cells.filter((cell) => cell.ref.startsWith('C') && Number(cell.ref.slice(1)) > 10 && cell.value !== 'Subtotal').length;
    expect(rowCount).toBe(data.rowCount);
  });

  it('writes CSV in UTF-8 with a BOM: the same rows and totals, numbers without grouping, formulas defused, English on request', async () => {
    const response = await get(`/api/reports/outgoing-items/export?${period}&format=csv&lang=en&sort=-quantity`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="outgoing-items_${start}_to_${today}.csv"`);
    const bytes = response.rawPayload;
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.subarray(3).toString('utf8').split('\r\n');
    expect(lines[0]).toBe('Outgoing items report,,,');
    expect(lines[9]).toBe('Code,Item,Unit,Quantity');
    const data = await screen(`${period}&sort=-quantity`);
    const body = lines.slice(10, 10 + data.rowCount);
    expect(body.map((line) => Number(line.split(',').at(-1)))).toEqual(data.groups[0]!.rows.map((row) => row.quantity));
    const totals = lines.filter((line) => line.startsWith('Total,'));
    expect(totals).toEqual(data.totals.map((total) => `Total,,${total.unit},${total.quantity}`));
  });

  it('refuses an unknown format (400), a missing one, unknown ids (404), and callers without the download permission (403)', async () => {
    const bad = await get(`/api/reports/outgoing-items/export?${period}&format=pdf`);
    expect([bad.statusCode, errorCodeOf(bad), bad.json().error.fields]).toEqual([400, 'VALIDATION_FAILED', { format: 'INVALID_VALUE' }]);
    const missing = await get(`/api/reports/outgoing-items/export?${period}`);
    expect(missing.json().error.fields).toEqual({ format: 'INVALID_VALUE' });
    const unknown = await get(`/api/reports/outgoing-items/export?${period}&format=csv&itemId=987654`);
    expect([unknown.statusCode, errorCodeOf(unknown)]).toEqual([404, 'NOT_FOUND']);
    const reader = await apiOf(t).userWithRole(admin, 'Pembaca Laporan', ['read-reports-outgoing-items'], 'Pembaca-Laporan-2025!');
    expect((await get(`/api/reports/outgoing-items?${period}`, reader)).statusCode).toBe(200);
    const forbidden = await get(`/api/reports/outgoing-items/export?${period}&format=csv`, reader);
    expect([forbidden.statusCode, errorCodeOf(forbidden)]).toEqual([403, 'FORBIDDEN']);
    const viewer = await get(`/api/reports/outgoing-items/export?${period}&format=xlsx`, await t.login('viewer'));
    expect(viewer.statusCode).toBe(403);
  });

  it('stops an export whose client went away: it leaves the queue, nothing is left running, the server answers the next one', async () => {
    // Two long exports hold the queue, so the request below waits its turn when its client leaves.
    const { port, queue, cancelledBefore, release } = await heldExportQueue(t);
    const request = http.get({ host: '127.0.0.1', port, path: `/api/reports/outgoing-items/export?${period}&groupBy=customer&format=xlsx`, headers: admin.headers });
    request.on('error', () => undefined);
    await expect.poll(() => queue.active, { timeout: 5000 }).toBe(3);
    request.destroy();
    await expect.poll(() => queue.active, { timeout: 5000 }).toBe(2);
    expect(queue.cancelled).toBe(cancelledBefore + 1);
    await release();
    expect(queue.active).toBe(0);
    const after = await get(`/api/reports/outgoing-items/export?${period}&format=csv`);
    expect(after.statusCode).toBe(200);
  });

  it('ends the thread that is writing the file when the client goes away: no thread left, nothing sent, the next export works', async () => {
    if (!t.app.server.listening) await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const original = t.context.exportWorkers;
    const stalled = new ExportWorkers(2, { url: new URL('./workers/stalled-export-worker.mjs', import.meta.url) });
    t.context.exportWorkers = stalled;
    try {
      let answered = false;
      const request = http.get({ host: '127.0.0.1', port, path: `/api/reports/outgoing-items/export?${period}&format=xlsx`, headers: admin.headers }, () => {
        answered = true;
      });
      request.on('error', () => undefined);
      await expect.poll(() => [stalled.busy, stalled.live], { timeout: 10_000 }).toEqual([1, 1]);
      request.destroy();
      await expect.poll(() => [stalled.busy, stalled.live, t.context.exportQueue.active], { timeout: 10_000 }).toEqual([0, 0, 0]);
      expect(answered).toBe(false);
    } finally {
      t.context.exportWorkers = original;
      await stalled.close();
    }
    const after = await get(`/api/reports/outgoing-items/export?${period}&format=xlsx`);
    expect(after.statusCode).toBe(200);
    expect(readXlsx(after.rawPayload).cells.find((cell) => cell.ref === 'A1')?.value).toBe('Laporan Pengeluaran Barang');
  });
});

describe('ExportWorkers', () => {
  const bigReport = (rows: number): OutgoingReport => {
    const items: OutgoingRow[] = Array.from({ length: rows }, (_, index) => ({ itemId: index + 1, itemCode: `SKU-${index + 1}`, itemName: `Barang ${index + 1}`, unit: 'KG', quantity: index + 1 }));
    return {
      startDate: '2026-01-01',
      endDate: '2026-03-31',
      groupBy: 'item',
      sort: 'name',
      filters: { customerId: null, customerName: null, itemId: null, itemName: null, mode: null },
      groups: [{ customerId: null, customerName: null, rows: items, subtotals: [{ unit: 'KG', quantity: (rows * (rows + 1)) / 2 }] }],
      totals: [{ unit: 'KG', quantity: (rows * (rows + 1)) / 2 }],
      rowCount: rows,
      timeZone: 'Asia/Jakarta',
      generatedAt: new Date().toISOString(),
    };
  };

  it('writes the file in a thread: numeric quantities, the total; the thread is reused, and ended by close', async () => {
    const workers = new ExportWorkers(1);
    try {
      const file = await workers.build({ report: bigReport(3), format: 'xlsx', lang: 'en' }, new AbortController().signal);
      const { cells } = readXlsx(file);
      expect(cells.filter((cell) => cell.ref.startsWith('D') && Number(cell.ref.slice(1)) > 10).map((cell) => [cell.numeric, Number(cell.value)])).toEqual([
        [true, 1],
        [true, 2],
        [true, 3],
        [true, 6],
      ]);
      const csv = await workers.build({ report: bigReport(2), format: 'csv', lang: 'en' }, new AbortController().signal);
      expect(csv.toString('utf8').split('\r\n').filter((line) => line.startsWith('Total,'))).toEqual(['Total,,KG,3']);
      expect([workers.busy, workers.live]).toEqual([0, 1]);
    } finally {
      await workers.close();
    }
    await expect.poll(() => workers.live).toBe(0);
  });

  it('with no idle time, hands the file back only after its thread has exited', async () => {
    const workers = new ExportWorkers(1, { idleMs: 0 });
    try {
      const csv = await workers.build({ report: bigReport(2), format: 'csv', lang: 'en' }, new AbortController().signal);
      expect(csv.toString('utf8').split('\r\n').filter((line) => line.startsWith('Total,'))).toEqual(['Total,,KG,3']);
      expect([workers.busy, workers.live]).toEqual([0, 0]);
    } finally {
      await workers.close();
    }
  });

  it("takes only the job's answer as its end: notes a thread posts on the way are not a file or an error", async () => {
    const workers = new ExportWorkers(1, { url: new URL('./workers/noisy-export-worker.mjs', import.meta.url) });
    try {
      const building = workers.build({ report: bigReport(1), format: 'csv', lang: 'en' }, new AbortController().signal);
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(workers.busy).toBe(1); // the notes have come; the answer has not
      expect((await building).toString('utf8')).toBe('the file');
      expect([workers.busy, workers.live]).toEqual([0, 1]);
    } finally {
      await workers.close();
    }
  });

  it('ends a thread halfway through a large XLSX when its signal aborts: the build rejects and no thread is left', async () => {
    const workers = new ExportWorkers(1);
    const controller = new AbortController();
    const building = workers.build({ report: bigReport(200_000), format: 'xlsx', lang: 'id' }, controller.signal);
    expect([workers.busy, workers.live]).toEqual([1, 1]);
    await new Promise((resolve) => setTimeout(resolve, 200));
    controller.abort(new Error('The client went away'));
    await expect(building).rejects.toThrow('The client went away');
    await expect.poll(() => [workers.busy, workers.live], { timeout: 10_000 }).toEqual([0, 0]);
  });
});

describe('ExportQueue', () => {
  it('runs at most its limit at once; a waiting export whose signal aborts leaves the queue and never starts', async () => {
    const queue = new ExportQueue(1);
    let release!: () => void;
    const first = queue.run(new AbortController().signal, () => new Promise<string>((resolve) => (release = () => resolve('first'))));
    const waiting = new AbortController();
    let started = false;
    const second = queue.run(waiting.signal, async () => {
      started = true;
      return 'second';
    });
    const third = queue.run(new AbortController().signal, async () => 'third');
    expect(queue.active).toBe(3);
    waiting.abort(new Error('gone'));
    await expect(second).rejects.toThrow('gone');
    release();
    expect(await first).toBe('first');
    expect(await third).toBe('third');
    expect([started, queue.active, queue.cancelled]).toEqual([false, 0, 1]);
  });
});
