// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ImportCheck, ImportOptions, ImportRecord, ImportStreamLine } from '../../../contract/imports';
import { readTableFile } from '../../../contract/table-file';
import { resetMockDb } from '../db';
import { changeLog } from '../db/logs';
import { deliveryOrderStore } from '../db/delivery';
import { customerStore, itemStore } from '../db/resources';
import { server } from '../node';

/** Imports on the MSW mock, answered as server/test/imports.test.ts expects of the server. */
const base = 'http://laju.test';
let admin: Record<string, string>;
let spv: Record<string, string>;

async function tokenOf(username: string) {
  const login = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username, password: 'Laju#2025', remember: false }),
  });
  const { data } = (await login.json()) as { data: { accessToken: string } };
  return { Authorization: `Bearer ${data.accessToken}` };
}

beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' });
  resetMockDb();
  admin = await tokenOf('admin');
  spv = await tokenOf('spv');
});
afterAll(() => server.close());

const upload = (headers: Record<string, string>, path: string, text: string, fileName: string, options?: ImportOptions) => {
  const form = new FormData();
  if (options) form.append('options', JSON.stringify(options));
  form.append('file', new File([text], fileName));
  return fetch(`${base}${path}`, { method: 'POST', headers, body: form });
};
const post = (headers: Record<string, string>, path: string, body: unknown) =>
  fetch(`${base}${path}`, { method: 'POST', headers: { ...headers, 'Content-Type': 'application/json' }, body: JSON.stringify(body) });

const linesOf = async (response: Response) =>
  (await response.text())
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as ImportStreamLine);
const resultOf = async (response: Response) => {
  const last = (await linesOf(response)).at(-1)!;
  if (!('result' in last)) throw new Error(`no result: ${JSON.stringify(last)}`);
  return last.result as ImportCheck & { import?: ImportRecord };
};
const options = (mapping: (string | null)[], extra: Partial<ImportOptions> = {}): ImportOptions => ({ mapping, mode: 'add', decimalMark: ',', atomic: true, ...extra });

const FILE = [
  'Nama;Telepon;Email;Status',
  'Toko Impor Satu;0812 3333 4444;satu@contoh.id;Aktif',
  'Toko Impor Dua;;;Nonaktif',
  'Toko Impor Tiga;bukan telepon;tiga@;Aktif',
  'toko impor satu;;;Aktif',
  ';0812 5555 6666;;Aktif',
  'Toko Impor Empat;;;mungkin',
].join('\n');
const MAPPING = ['name', 'phone', 'email', 'active'];

describe('reading a file', () => {
  it('answers the headers, the first rows and how the file was read', async () => {
    const response = await upload(admin, '/api/customers/imports/read', FILE, 'kustomer.csv');
    expect(response.status).toBe(200);
    const { data } = await response.json();
    expect(data).toMatchObject({ fileName: 'kustomer.csv', format: 'csv', delimiter: ';', headers: ['Nama', 'Telepon', 'Email', 'Status'], rows: 6 });
    expect(data.preview[0]).toEqual({ line: 2, cells: ['Toko Impor Satu', '0812 3333 4444', 'satu@contoh.id', 'Aktif'] });
  });

  it('refuses a file it cannot read with its reason (422)', async () => {
    const response = await upload(admin, '/api/customers/imports/read', 'Nama;Telepon\n', 'kosong.csv');
    expect(response.status).toBe(422);
    expect((await response.json()).error).toMatchObject({ code: 'IMPORT_FILE_UNREADABLE', fields: { file: 'FILE_HEADER_ONLY' } });
    const type = await upload(admin, '/api/customers/imports/read', '%PDF-1.7 ....', 'kustomer.pdf');
    expect((await type.json()).error.fields.file).toBe('FILE_TYPE');
  });

  it('is refused without the create or update permission (403), and unsigned (401)', async () => {
    expect((await upload(spv, '/api/customers/imports/read', FILE, 'kustomer.csv')).status).toBe(403);
    expect((await upload({}, '/api/customers/imports/read', FILE, 'kustomer.csv')).status).toBe(401);
  });
});

describe('checking and importing customers', () => {
  it('refuses a mapping without the key, or with a field twice (400)', async () => {
    const unkeyed = await upload(admin, '/api/customers/imports/check', FILE, 'impor.csv', options([null, 'phone', 'email', 'active']));
    expect(unkeyed.status).toBe(400);
    expect((await unkeyed.json()).error.fields).toEqual({ 'options.mapping': 'KEY_NOT_MAPPED' });
    const twice = await upload(admin, '/api/customers/imports/check', FILE, 'impor.csv', options(['name', 'phone', 'phone', 'active']));
    expect((await twice.json()).error.fields).toEqual({ 'options.mapping.2': 'DUPLICATE_FIELD' });
  });

  it('the check finds every problem of every row at once and writes nothing', async () => {
    const before = customerStore.rows.length;
    const response = await upload(admin, '/api/customers/imports/check', FILE, 'impor.csv', options(MAPPING));
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toContain('application/x-ndjson');
    const lines = await linesOf(response.clone());
    expect(lines[0]).toEqual({ progress: { phase: 'check', done: 6, total: 6 } });
    const result = await resultOf(response);
    expect(result.counts).toEqual({ add: 2, update: 0, unchanged: 0, skip: 0, fail: 4 });
    expect(result.failed).toEqual([
      { line: 4, key: 'Toko Impor Tiga', problems: [{ field: 'phone', column: 1, code: 'INVALID_FORMAT' }, { field: 'email', column: 2, code: 'INVALID_FORMAT' }] },
      { line: 5, key: 'toko impor satu', problems: [{ field: 'name', column: 0, code: 'DUPLICATE_IN_FILE', params: { line: 2 } }] },
      { line: 6, key: null, problems: [{ field: null, column: null, code: 'KEY_MISSING' }] },
      { line: 7, key: 'Toko Impor Empat', problems: [{ field: 'active', column: 3, code: 'STATUS_VALUE' }] },
    ]);
    expect(customerStore.rows.length).toBe(before);
  });

  it('an all-or-none import of a file with failing rows writes nothing (422)', async () => {
    const before = customerStore.rows.length;
    const response = await upload(admin, '/api/customers/imports', FILE, 'impor.csv', options(MAPPING));
    expect(response.status).toBe(422);
    expect((await response.json()).error.code).toBe('IMPORT_HAS_FAILURES');
    expect(customerStore.rows.length).toBe(before);
  });

  it('refuses counts other than the check found (409) with the check as it is now', async () => {
    const expect_ = { add: 3, update: 0, unchanged: 0, skip: 0, fail: 3 };
    const response = await upload(admin, '/api/customers/imports', FILE, 'impor.csv', options(MAPPING, { atomic: false, expect: expect_ }));
    expect(response.status).toBe(409);
    const { error } = await response.json();
    expect(error.code).toBe('IMPORT_CHANGED');
    expect(error.current.counts).toEqual({ add: 2, update: 0, unchanged: 0, skip: 0, fail: 4 });
  });

  it('imports the valid rows, marks their change-log rows, and keeps the failed ones', async () => {
    const before = customerStore.rows.length;
    const counts = { add: 2, update: 0, unchanged: 0, skip: 0, fail: 4 };
    const response = await upload(admin, '/api/customers/imports', FILE, 'impor.csv', options(MAPPING, { atomic: false, expect: counts }));
    expect(response.status).toBe(200);
    const lines = await linesOf(response.clone());
    expect(lines[0]).toEqual({ progress: { phase: 'write', done: 2, total: 2 } });
    const result = await resultOf(response);
    expect(result.import).toMatchObject({ area: 'customers', fileName: 'impor.csv', format: 'csv', mode: 'add', atomic: false, rows: 6, counts, user: { name: 'Administrator' } });
    expect(customerStore.rows.length).toBe(before + 2);
    const added = customerStore.rows.find((row) => row.name === 'Toko Impor Dua')!;
    expect(added.active).toBe(false);
    expect(changeLog.filter((change) => change.importId === result.import!.id).map((change) => change.action)).toEqual(['CREATE', 'CREATE']);
  });

  it('updates a record, leaves an unchanged one and skips in skip mode', async () => {
    const file = ['Nama;Telepon', 'Toko Impor Satu;0812 9999 0000', 'Toko Impor Dua;'].join('\n');
    const update = await resultOf(await upload(admin, '/api/customers/imports/check', file, 'ubah.csv', options(['name', 'phone'], { mode: 'update' })));
    expect(update.counts).toEqual({ add: 0, update: 1, unchanged: 1, skip: 0, fail: 0 });
    const skip = await resultOf(await upload(admin, '/api/customers/imports/check', file, 'ubah.csv', options(['name', 'phone'], { mode: 'skip' })));
    expect(skip.counts).toEqual({ add: 0, update: 0, unchanged: 0, skip: 2, fail: 0 });
    const done = await resultOf(await upload(admin, '/api/customers/imports', file, 'ubah.csv', options(['name', 'phone'], { mode: 'update', expect: update.counts })));
    expect(done.import?.counts.update).toBe(1);
    const satu = customerStore.rows.find((row) => row.name === 'Toko Impor Satu')!;
    expect(satu.phone).toBe('0812 9999 0000');
    // The log answers name the import each change came from, as the server's join of `imports` does.
    const logs = await (await fetch(`${base}/api/customers/logs?id=${satu.id}`, { headers: admin })).json();
    expect(logs.data.map((entry: { action: string; import: unknown }) => [entry.action, entry.import])).toEqual([
      ['UPDATE', { id: done.import!.id, fileName: 'ubah.csv' }],
      ['CREATE', { id: expect.any(Number), fileName: 'impor.csv' }],
    ]);
    const seeded = await (await fetch(`${base}/api/customers/logs?id=1`, { headers: admin })).json();
    expect(seeded.data.length).toBeGreaterThan(0);
    expect(seeded.data.every((entry: { import: unknown }) => entry.import === null)).toBe(true);
  });

  it('a mode the user may not use is refused (403)', async () => {
    expect((await upload(spv, '/api/customers/imports/check', FILE, 'impor.csv', options(MAPPING))).status).toBe(403);
  });
});

describe('the list, the failed rows and the template', () => {
  it("lists the area's imports, newest first, to its readers", async () => {
    const response = await fetch(`${base}/api/customers/imports?page=1&pageSize=10`, { headers: spv });
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body.meta).toEqual({ page: 1, pageSize: 10, total: 2 });
    expect(body.data.map((entry: ImportRecord) => entry.fileName)).toEqual(['ubah.csv', 'impor.csv']);
    const items = await (await fetch(`${base}/api/items/imports`, { headers: spv })).json();
    expect(items.meta.total).toBe(0);
  });

  it('writes the failed rows as a file with their reasons in the words sent', async () => {
    const list = await (await fetch(`${base}/api/customers/imports`, { headers: admin })).json();
    const partial = (list.data as ImportRecord[]).find((entry) => entry.fileName === 'impor.csv')!;
    const response = await post(admin, `/api/imports/${partial.id}/failed-rows`, {
      header: 'Alasan',
      messages: { 'phone:INVALID_FORMAT': 'Nomor telepon tidak valid', 'row:KEY_MISSING': 'Nama kosong' },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Disposition')).toContain(`customers-import-${partial.id}-failed.csv`);
    const file = readTableFile(new Uint8Array(await response.arrayBuffer()), 'gagal.csv');
    expect(file.headers).toEqual(['Nama', 'Telepon', 'Email', 'Status', 'Alasan']);
    // A problem without a message sent reads as its code.
    expect(file.rows.map((row) => row.cells[4])).toEqual(['Nomor telepon tidak valid; INVALID_FORMAT', 'DUPLICATE_IN_FILE', 'Nama kosong', 'STATUS_VALUE']);
    const updated = (list.data as ImportRecord[]).find((entry) => entry.fileName === 'ubah.csv')!;
    expect((await post(admin, `/api/imports/${updated.id}/failed-rows`, { header: 'Alasan', messages: {} })).status).toBe(404);
  });

  it('builds the template with the headers sent and an example row', async () => {
    const response = await post(admin, '/api/customers/imports/template', { format: 'csv', headers: [{ field: 'name', header: 'Nama' }, { field: 'active', header: 'Status' }] });
    expect(response.status).toBe(200);
    const file = readTableFile(new Uint8Array(await response.arrayBuffer()), 'template.csv');
    expect(file.headers).toEqual(['Nama', 'Status']);
    expect(file.rows[0]?.cells[1]).toBe('Aktif');
    expect((await post(spv, '/api/customers/imports/template', { format: 'xlsx', headers: [{ field: 'name', header: 'Nama' }] })).status).toBe(403);
    expect((await post(admin, '/api/customers/imports/template', { format: 'csv', headers: [{ field: 'password', header: 'X' }] })).status).toBe(400);
  });
});

describe('importing delivery orders', () => {
  it('groups the rows into DOs by their reference, names every failing row of a DO, and adds the valid ones', async () => {
    const [satu, dua] = customerStore.rows;
    const [gula, beras] = itemStore.rows.filter((item) => item.code !== null);
    const text = [
      'Referensi;Kustomer;Alamat pengiriman;Barang;Jumlah',
      `PO-1;${satu!.name};;${gula!.code};10`,
      `PO-1;;;${beras!.name.toUpperCase()};5`,
      `PO-2;${dua!.name};Jl. Khusus 2;${gula!.code!.toLowerCase()};3`,
      `PO-3;Toko Tidak Ada;;${gula!.code};1`,
      `PO-3;;;${beras!.code};2`,
      `PO-4;${satu!.name};;${gula!.code};1`,
      `PO-4;;;${gula!.code};2`,
    ].join('\n');
    const mapping = ['reference', 'customer', 'address', 'item', 'quantity'];
    const check = await resultOf(await upload(admin, '/api/delivery-orders/imports/check', text, 'do.csv', options(mapping)));
    expect(check.counts).toEqual({ add: 3, update: 0, unchanged: 0, skip: 0, fail: 4 });
    expect(check.groups).toEqual({ add: 2, fail: 2 });
    expect(check.failed.map((row) => [row.line, row.key, row.problems.map((problem) => [problem.field, problem.code, problem.params ?? null])])).toEqual([
      [5, 'PO-3', [['customer', 'NOT_FOUND', null]]],
      [6, 'PO-3', [[null, 'GROUP_FAILED', { line: 5 }]]],
      [7, 'PO-4', [[null, 'GROUP_FAILED', { line: 8 }]]],
      [8, 'PO-4', [['item', 'LINE_REPEATED', { line: 7 }]]],
    ]);
    expect((await upload(admin, '/api/delivery-orders/imports/check', text, 'do.csv', options(mapping, { mode: 'update' }))).status).toBe(400);

    const before = deliveryOrderStore.rows.length;
    const done = await resultOf(await upload(admin, '/api/delivery-orders/imports', text, 'do.csv', options(mapping, { atomic: false, expect: check.counts })));
    expect(done.import).toMatchObject({ area: 'deliveryOrders', counts: { add: 3, fail: 4 } });
    const added = deliveryOrderStore.rows.slice(before);
    expect(added.map((order) => [order.customerId, order.address, order.lines.map((line) => [line.itemId, line.quantity])])).toEqual([
      [satu!.id, satu!.address, [[gula!.id, 10], [beras!.id, 5]]],
      [dua!.id, 'Jl. Khusus 2', [[gula!.id, 3]]],
    ]);
    expect(changeLog.filter((entry) => entry.entity === 'delivery-order' && entry.action === 'CREATE' && entry.importId === done.import!.id).map((entry) => entry.entityId)).toEqual(added.map((order) => order.id));
  });
});
