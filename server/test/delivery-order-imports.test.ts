import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readTableFile } from '../../contract/table-file';
import { rowsOf } from '../db/client';
import { createTestApp, type SignedIn, type TestApp } from './harness';
import { csv, importOptions, importSender, resultOf } from './import-helpers';

/**
 * Importing DOs with their lines (docs/decisions/336-delivery-order-import.md): one row per line,
 * grouped by a reference; the customer by name, the item by code or name; the DO form's rules; a
 * DO fails whole with its rows named; only adding is offered.
 */
let t: TestApp;
let admin: SignedIn;
let viewer: SignedIn;
let send: ReturnType<typeof importSender>;

const post = async (url: string, key: string, payload: Record<string, unknown>) => {
  const response = await t.app.inject({ method: 'POST', url, headers: { ...admin.headers, 'idempotency-key': key }, payload });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as { id: number };
};
const query = async (text: string) => rowsOf<Record<string, unknown>>(await t.database.db.execute(sql.raw(text)));

const customers: Record<string, number> = {};
const items: Record<string, number> = {};
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin');
  viewer = await t.login('viewer');
  send = importSender(t);
  customers.satu = (await post('/api/customers', 'do-import-c1', { name: 'Toko DO Impor Satu', address: 'Jl. Satu No. 1' })).id;
  customers.dua = (await post('/api/customers', 'do-import-c2', { name: 'Toko DO Impor Dua', address: 'Jl. Dua No. 2' })).id;
  customers.tutup = (await post('/api/customers', 'do-import-c3', { name: 'Toko DO Impor Tutup', address: 'Jl. Tiga', active: false })).id;
  items.gula = (await post('/api/items', 'do-import-i1', { name: 'Gula DO Impor', code: 'GDI-001', unit: 'KG' })).id;
  items.beras = (await post('/api/items', 'do-import-i2', { name: 'Beras DO Impor', code: 'BDI-001', unit: 'KARUNG' })).id;
  items.kopi = (await post('/api/items', 'do-import-i3', { name: 'Kopi DO Impor', code: 'KDI-001', unit: 'DUS', active: false })).id;
});
afterAll(async () => {
  await t?.close();
});

const HEADER = 'Referensi;Kustomer;Alamat pengiriman;Catatan internal;Barang;Jumlah';
const MAPPING = ['reference', 'customer', 'address', 'notes', 'item', 'quantity'];
const file = csv(
  [
    HEADER,
    'PO-1;Toko DO Impor Satu;;Catatan satu;GDI-001;10', // 2
    'PO-1;;;;Beras DO Impor;5', // 3: the item by its name, the customer given by row 2
    'po-2;toko do impor dua;Jl. Khusus 2;;gdi-001;3', // 4: names and codes case aside
    'PO-3;Toko Tidak Ada;;;GDI-001;1', // 5
    'PO-3;;;;BDI-001;2', // 6: fails with row 5
    'PO-4;Toko DO Impor Satu;;;GDI-001;1', // 7
    'PO-4;Toko DO Impor Dua;;;BDI-001;1', // 8: another customer for the same DO
    'PO-5;Toko DO Impor Tutup;;;KDI-001;1', // 9: both inactive
    'PO-6;Toko DO Impor Satu;;;GDI-001;1', // 10
    'PO-6;;;;gdi-001;2', // 11: the same item twice
    'PO-7;Toko DO Impor Satu;;;GDI-001;1,5', // 12: not a whole quantity
    ';Toko DO Impor Satu;;;GDI-001;1', // 13: no reference
    'PO-8;Toko DO Impor Satu;;;Barang Tidak Ada;', // 14: unknown item, no quantity
  ].join('\n'),
);

describe('importing delivery orders', () => {
  it('the check groups the rows into DOs, names every failing row of a DO, and writes nothing', async () => {
    const before = Number((await query('select count(*) from delivery_orders'))[0]!.count);
    const response = await send(admin, '/api/delivery-orders/imports/check', file, 'do.csv', importOptions(MAPPING));
    expect(response.statusCode).toBe(200);
    const result = resultOf(response.body);
    expect(result.counts).toEqual({ add: 3, update: 0, unchanged: 0, skip: 0, fail: 10 });
    expect(result.groups).toEqual({ add: 2, fail: 6 });
    expect(result.failed.map((row) => [row.line, row.key, row.problems.map((problem) => [problem.field, problem.code, problem.params ?? null])])).toEqual([
      [5, 'PO-3', [['customer', 'NOT_FOUND', null]]],
      [6, 'PO-3', [[null, 'GROUP_FAILED', { line: 5 }]]],
      [7, 'PO-4', [[null, 'GROUP_FAILED', { line: 8 }]]],
      [8, 'PO-4', [['customer', 'GROUP_DIFFERS', { line: 7 }]]],
      [9, 'PO-5', [['customer', 'INACTIVE', null], ['item', 'INACTIVE', null]]],
      [10, 'PO-6', [[null, 'GROUP_FAILED', { line: 11 }]]],
      [11, 'PO-6', [['item', 'LINE_REPEATED', { line: 10 }]]],
      [12, 'PO-7', [['quantity', 'NOT_WHOLE', null]]],
      [13, null, [[null, 'KEY_MISSING', null]]],
      [14, 'PO-8', [['item', 'NOT_FOUND', null], ['quantity', 'REQUIRED', null]]],
    ]);
    expect(Number((await query('select count(*) from delivery_orders'))[0]!.count)).toBe(before);
  });

  it('an all-or-none import with failing rows writes nothing (422)', async () => {
    const response = await send(admin, '/api/delivery-orders/imports', file, 'do.csv', importOptions(MAPPING));
    expect(response.statusCode).toBe(422);
    expect(response.json().error).toMatchObject({ code: 'IMPORT_HAS_FAILURES' });
    expect(await query(`select id from imports where area = 'deliveryOrders'`)).toEqual([]);
  });

  it('imports the valid DOs as the form creates them, each with its CREATE row marked with the import', async () => {
    const check = resultOf((await send(admin, '/api/delivery-orders/imports/check', file, 'do.csv', importOptions(MAPPING))).body);
    const response = await send(admin, '/api/delivery-orders/imports', file, 'do.csv', importOptions(MAPPING, { atomic: false, expect: check.counts }));
    const result = resultOf(response.body);
    expect(result.import).toMatchObject({ area: 'deliveryOrders', fileName: 'do.csv', mode: 'add', atomic: false, rows: 13, counts: { add: 3, fail: 10 } });
    const orders = await query(
      `select o.id, o.customer_id, o.address, o.notes, o.status, o.created_by,
              (select json_agg(json_build_array(l.item_id, l.quantity) order by l.id) from delivery_order_lines l where l.delivery_order_id = o.id) as lines
         from delivery_orders o join change_logs c on c.entity = 'delivery-order' and c.entity_id = o.id and c.action = 'CREATE'
        where c.import_id = ${result.import!.id} order by o.id`,
    );
    expect(orders.map(({ id: _id, ...order }) => order)).toEqual([
      // The address left empty is the customer's, as the form's.
      { customer_id: customers.satu, address: 'Jl. Satu No. 1', notes: 'Catatan satu', status: 'PENDING', created_by: admin.userId, lines: [[items.gula, 10], [items.beras, 5]] },
      { customer_id: customers.dua, address: 'Jl. Khusus 2', notes: '', status: 'PENDING', created_by: admin.userId, lines: [[items.gula, 3]] },
    ]);
    // Read through the API as any DO: the list holds them with the customer's name.
    const listed = (await t.app.inject({ url: `/api/delivery-orders?customerId=${customers.dua}`, headers: admin.headers })).json();
    expect(listed.data.map((order: { customerName: string; lines: { itemName: string; quantity: number }[] }) => [order.customerName, order.lines.map((line) => [line.itemName, line.quantity])])).toEqual([
      ['Toko DO Impor Dua', [['Gula DO Impor', 3]]],
    ]);
    const failed = await t.app.inject({
      method: 'POST',
      url: `/api/imports/${result.import!.id}/failed-rows`,
      headers: admin.headers,
      payload: { header: 'Alasan', messages: { 'customer:NOT_FOUND': 'Kustomer tidak ada.' } },
    });
    expect(failed.statusCode).toBe(200);
    const back = readTableFile(new Uint8Array(failed.rawPayload), 'gagal.csv');
    expect(back.headers).toEqual([...HEADER.split(';'), 'Alasan']);
    expect(back.rows.map((row) => row.cells[0])).toEqual(['PO-3', 'PO-3', 'PO-4', 'PO-4', 'PO-5', 'PO-6', 'PO-6', 'PO-7', null, 'PO-8']);
    expect(back.rows[0]!.cells.at(-1)).toBe('Kustomer tidak ada.');
  });

  it('offers adding only: another mode is refused before the file is read (400)', async () => {
    const response = await send(admin, '/api/delivery-orders/imports/check', file, 'do.csv', importOptions(MAPPING, { mode: 'update' }));
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({ code: 'VALIDATION_FAILED', fields: { 'options.mode': 'INVALID_VALUE' } });
  });

  it('refuses the lines of a DO beyond the form’s limit', async () => {
    const rows = Array.from({ length: 101 }, (_, index) => `PO-BESAR;Toko DO Impor Satu;;;${index % 2 === 0 ? 'GDI-001' : 'BDI-001'};1`);
    const result = resultOf((await send(admin, '/api/delivery-orders/imports/check', csv([HEADER, ...rows].join('\n')), 'besar.csv', importOptions(MAPPING))).body);
    expect(result.groups).toEqual({ add: 0, fail: 1 });
    expect(result.failed.find((row) => row.line === 102)!.problems).toContainEqual({ field: null, column: null, code: 'TOO_MANY_LINES', params: { max: 100 } });
  });

  it('is refused to a user who may not add DOs (403)', async () => {
    const response = await send(viewer, '/api/delivery-orders/imports/check', file, 'do.csv', importOptions(MAPPING));
    expect(response.statusCode).toBe(403);
  });

  it('gives a template with the headers asked for and one example row', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/delivery-orders/imports/template',
      headers: admin.headers,
      payload: { format: 'xlsx', headers: MAPPING.map((field, index) => ({ field, header: HEADER.split(';')[index]! })) },
    });
    expect(response.statusCode).toBe(200);
    const template = readTableFile(new Uint8Array(response.rawPayload), 'template.xlsx');
    expect(template.headers).toEqual(HEADER.split(';'));
    expect(template.rows.map((row) => row.cells)).toEqual([['PO-2026-001', 'Toko Sinar Jaya', null, null, 'BRS-005', 20]]);
  });
});
