import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../db/client';
import { readTableFile } from '../../contract/table-file';
import { ROWS_PER_BATCH } from '../services/imports/import-job';
import { createTestApp, type SignedIn, type TestApp } from './harness';
import { csv, importOptions, importSender, linesOf, resultOf } from './import-helpers';

/**
 * Importing spreadsheets (docs/decisions/335-import.md): read, check (nothing written), import in
 * one transaction with its record and change-log rows, the failed rows as a file, the template.
 */
let t: TestApp;
let admin: SignedIn;
let viewer: SignedIn;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin');
  viewer = await t.login('viewer');
});
afterAll(async () => {
  await t?.close();
});

const send = (...args: Parameters<ReturnType<typeof importSender>>) => importSender(t)(...args);
const options = importOptions;
const query = async (text: string) => rowsOf<Record<string, unknown>>(await t.database.db.execute(sql.raw(text)));
const count = async (text: string) => Number((await query(text))[0]?.count ?? 0);

describe('reading a file', () => {
  it('answers its headers, first rows and how it was read: a semicolon CSV in UTF-8 with a BOM', async () => {
    const response = await send(admin, '/api/customers/imports/read', csv('\uFEFFNama;Telepon;Email\nToko Baca Satu;0812 1111 2222;\nToko Baca Dua;;dua@contoh.id\n'), 'kustomer.csv');
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      fileName: 'kustomer.csv',
      format: 'csv',
      delimiter: ';',
      encoding: 'utf-8-bom',
      headers: ['Nama', 'Telepon', 'Email'],
      rows: 2,
      preview: [
        { line: 2, cells: ['Toko Baca Satu', '0812 1111 2222', null] },
        { line: 3, cells: ['Toko Baca Dua', null, 'dua@contoh.id'] },
      ],
    });
  });

  it.each([
    ['a renamed PDF', Buffer.from('%PDF-1.7\n%âãÏÓ\n1 0 obj\n'), 'kustomer.xlsx', 422, 'FILE_TYPE'],
    ['an empty file', Buffer.alloc(0), 'kosong.csv', 422, 'FILE_EMPTY'],
    ['a header only', csv('Nama;Telepon\n'), 'header.csv', 422, 'FILE_HEADER_ONLY'],
    ['duplicate headers', csv('Nama;nama\nA;B\n'), 'dup.csv', 422, 'FILE_DUPLICATE_HEADER'],
  ])('refuses %s with its reason, writing nothing', async (_, file, name, status, reason) => {
    const response = await send(admin, '/api/customers/imports/read', file, name);
    expect(response.statusCode).toBe(status);
    expect(response.json().error).toMatchObject({ code: 'IMPORT_FILE_UNREADABLE', fields: { file: reason } });
  });

  it('refuses a file above the size limit before reading it whole (413)', async () => {
    const big = Buffer.alloc(21 * 1024 * 1024, 'a');
    const response = await send(admin, '/api/customers/imports/read', big, 'besar.csv');
    expect(response.statusCode).toBe(413);
    expect(response.json().error).toMatchObject({ code: 'IMPORT_FILE_UNREADABLE', fields: { file: 'FILE_TOO_LARGE' } });
  });

  it('is refused to a user who may neither add nor change the area’s records (403)', async () => {
    const response = await send(viewer, '/api/customers/imports/read', csv('Nama\nA\n'), 'a.csv');
    expect(response.statusCode).toBe(403);
  });
});

describe('checking and importing customers', () => {
  const file = csv(
    [
      'Nama;Telepon;Email;Status',
      'Toko Impor Satu;0812 3333 4444;satu@contoh.id;Aktif',
      'Toko Impor Dua;;;Nonaktif',
      'Toko Impor Tiga;bukan telepon;tiga@;Aktif',
      'toko impor satu;;;Aktif',
      ';0812 5555 6666;;Aktif',
      'Toko Impor Empat;;;mungkin',
    ].join('\n'),
  );
  const mapping = ['name', 'phone', 'email', 'active'];

  it('the check finds every problem of every row at once and writes nothing', async () => {
    const before = await count('select count(*) from customers');
    const response = await send(admin, '/api/customers/imports/check', file, 'impor.csv', options(mapping));
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/x-ndjson');
    const result = resultOf(response.body);
    expect(result.counts).toEqual({ add: 2, update: 0, unchanged: 0, skip: 0, fail: 4 });
    expect(result.failed).toEqual([
      {
        line: 4,
        key: 'Toko Impor Tiga',
        problems: [
          { field: 'phone', column: 1, code: 'INVALID_FORMAT' },
          { field: 'email', column: 2, code: 'INVALID_FORMAT' },
        ],
      },
      { line: 5, key: 'toko impor satu', problems: [{ field: 'name', column: 0, code: 'DUPLICATE_IN_FILE', params: { line: 2 } }] },
      { line: 6, key: null, problems: [{ field: null, column: null, code: 'KEY_MISSING' }] },
      { line: 7, key: 'Toko Impor Empat', problems: [{ field: 'active', column: 3, code: 'STATUS_VALUE' }] },
    ]);
    expect(await count('select count(*) from customers')).toBe(before);
  });

  it('an all-or-none import of a file with failing rows writes nothing (422)', async () => {
    const response = await send(admin, '/api/customers/imports', file, 'impor.csv', options(mapping, { atomic: true }));
    expect(response.statusCode).toBe(422);
    expect(response.json().error.code).toBe('IMPORT_HAS_FAILURES');
    expect(await count(`select count(*) from customers where name like 'Toko Impor %'`)).toBe(0);
  });

  it('an import whose confirmed counts no longer hold is refused with the check as it is now (409)', async () => {
    const response = await send(admin, '/api/customers/imports', file, 'impor.csv', options(mapping, { atomic: false, expect: { add: 3, update: 0, unchanged: 0, skip: 0, fail: 3 } }));
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toMatchObject({ code: 'IMPORT_CHANGED', current: { counts: { add: 2, fail: 4 } } });
    expect(await count(`select count(*) from customers where name like 'Toko Impor %'`)).toBe(0);
  });

  it('imports the valid rows, records the import with its counts and marks the change log', async () => {
    const response = await send(admin, '/api/customers/imports', file, 'impor.csv', options(mapping, { atomic: false, expect: { add: 2, update: 0, unchanged: 0, skip: 0, fail: 4 } }));
    expect(response.statusCode).toBe(200);
    const lines = linesOf(response.body);
    expect(lines.filter((line) => 'progress' in line).at(-1)).toEqual({ progress: { phase: 'write', done: 2, total: 2 } });
    const result = resultOf(response.body);
    expect(result.import).toMatchObject({ area: 'customers', fileName: 'impor.csv', format: 'csv', mode: 'add', atomic: false, rows: 6, counts: { add: 2, fail: 4 }, user: { name: expect.any(String) } });
    const created = (await t.app.inject({ url: '/api/customers?q=Toko%20Impor&sort=name', headers: admin.headers })).json().data;
    expect(created.map((customer: { name: string; phone: string | null; active: boolean }) => [customer.name, customer.phone, customer.active])).toEqual([
      ['Toko Impor Dua', null, false],
      ['Toko Impor Satu', '0812 3333 4444', true],
    ]);
    const logged = await query(`select action, import_id from change_logs where entity = 'customer' and entity_id = ${created[0].id}`);
    expect(logged).toEqual([{ action: 'CREATE', import_id: result.import!.id }]);
    const answered = (await t.app.inject({ url: `/api/customers/logs?id=${created[0].id}`, headers: admin.headers })).json().data;
    expect(answered).toEqual([expect.objectContaining({ action: 'CREATE', import: { id: result.import!.id, fileName: 'impor.csv' } })]);

    const listed = (await t.app.inject({ url: '/api/customers/imports', headers: admin.headers })).json();
    expect(listed.data[0]).toMatchObject({ id: result.import!.id, fileName: 'impor.csv', counts: { add: 2, fail: 4 } });
    expect(listed.meta.total).toBeGreaterThanOrEqual(1);
  });

  it('the failed rows come back as a file in the import’s format, with a column of reasons in the user’s words', async () => {
    const listed = (await t.app.inject({ url: '/api/customers/imports', headers: admin.headers })).json();
    const id = listed.data[0].id;
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/imports/${id}/failed-rows`,
      headers: admin.headers,
      payload: { header: 'Kesalahan', messages: { 'phone:INVALID_FORMAT': 'Nomor telepon tidak valid.', 'row:KEY_MISSING': 'Nama kosong.' } },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    const back = readTableFile(new Uint8Array(response.rawPayload), 'gagal.csv');
    expect(back.headers).toEqual(['Nama', 'Telepon', 'Email', 'Status', 'Kesalahan']);
    expect(back.rows.map((row) => row.cells[4])).toEqual(['Nomor telepon tidak valid.; INVALID_FORMAT', 'DUPLICATE_IN_FILE', 'Nama kosong.', 'STATUS_VALUE']);
    const forbidden = await t.app.inject({ method: 'POST', url: `/api/imports/${id}/failed-rows`, headers: viewer.headers, payload: { header: 'X', messages: {} } });
    expect(forbidden.statusCode).toBe(403);
  });

  it('mode add refuses rows naming existing records; skip passes them over; update changes only what differs', async () => {
    const again = csv('Nama;Telepon\nToko Impor Satu;0812 3333 4444\nToko Impor Dua;0813 7777 8888\nToko Impor Lima;\n');
    const map = ['name', 'phone'];
    const add = resultOf((await send(admin, '/api/customers/imports/check', again, 'lagi.csv', options(map, { mode: 'add' }))).body);
    expect(add.counts).toEqual({ add: 1, update: 0, unchanged: 0, skip: 0, fail: 2 });
    expect(add.failed[0]!.problems).toEqual([{ field: 'name', column: 0, code: 'EXISTS' }]);
    const skip = resultOf((await send(admin, '/api/customers/imports/check', again, 'lagi.csv', options(map, { mode: 'skip' }))).body);
    expect(skip.counts).toEqual({ add: 1, update: 0, unchanged: 0, skip: 2, fail: 0 });
    const update = await send(admin, '/api/customers/imports', again, 'lagi.csv', options(map, { mode: 'update', expect: { add: 1, update: 1, unchanged: 1, skip: 0, fail: 0 } }));
    expect(update.statusCode).toBe(200);
    expect(resultOf(update.body).import!.counts).toEqual({ add: 1, update: 1, unchanged: 1, skip: 0, fail: 0 });
    const dua = (await t.app.inject({ url: '/api/customers?q=Toko%20Impor%20Dua', headers: admin.headers })).json().data[0];
    expect([dua.phone, dua.active]).toEqual(['0813 7777 8888', false]);
    const log = await query(`select action, before->>'phone' as before, after->>'phone' as after from change_logs where entity = 'customer' and entity_id = ${dua.id} order by id`);
    expect(log).toEqual([
      { action: 'CREATE', before: null, after: null },
      { action: 'UPDATE', before: null, after: '0813 7777 8888' },
    ]);
    const answered = (await t.app.inject({ url: `/api/customers/logs?id=${dua.id}`, headers: admin.headers })).json().data;
    expect(answered.map((entry: { action: string; import: unknown }) => [entry.action, entry.import])).toEqual([
      ['UPDATE', { id: resultOf(update.body).import!.id, fileName: 'lagi.csv' }],
      ['CREATE', { id: expect.any(Number), fileName: 'impor.csv' }],
    ]);
  });
});

describe('a file longer than one batch of the thread’s answer', () => {
  it('keeps every row, in order, with its line: the failing ones are named on either side of a batch’s edge', async () => {
    // Rows go back from the import thread ROWS_PER_BATCH at a time (import-job.ts); these fail at
    // the first and last row of a batch and the first of the next.
    const total = ROWS_PER_BATCH * 2 + 345;
    const failing = new Set([1, ROWS_PER_BATCH, ROWS_PER_BATCH + 1, total]);
    const rows = Array.from({ length: total }, (_, index) => {
      const n = index + 1;
      return `Toko Batas ${String(n).padStart(5, '0')};${failing.has(n) ? 'bukan telepon' : ''}`;
    });
    const file = csv(['Nama;Telepon', ...rows].join('\n'));
    const result = resultOf((await send(admin, '/api/customers/imports/check', file, 'batas.csv', options(['name', 'phone']))).body);
    expect(result.counts).toEqual({ add: total - failing.size, update: 0, unchanged: 0, skip: 0, fail: failing.size });
    expect(result.failed.map((row) => [row.line, row.key])).toEqual(
      [...failing].map((n) => [n + 1, `Toko Batas ${String(n).padStart(5, '0')}`]),
    );
  });
});

describe('empty cells', () => {
  it('are each field’s own none, as the form saves it: an unchanged record stays unchanged, a new one is written', async () => {
    const created = await t.app.inject({ method: 'POST', url: '/api/customers', headers: { ...admin.headers, 'idempotency-key': 'import-empty-1' }, payload: { name: 'Toko Kosong Satu' } });
    expect(created.statusCode).toBe(201);
    const file = csv('Nama;Telepon;Email;Alamat pengiriman utama;Catatan\nToko Kosong Satu;;;;\nToko Kosong Dua;;;;\n');
    const mapping = ['name', 'phone', 'email', 'address', 'notes'];
    const check = resultOf((await send(admin, '/api/customers/imports/check', file, 'kosong.csv', options(mapping, { mode: 'update' }))).body);
    expect(check.counts).toEqual({ add: 1, update: 0, unchanged: 1, skip: 0, fail: 0 });
    const done = await send(admin, '/api/customers/imports', file, 'kosong.csv', options(mapping, { mode: 'update', expect: check.counts }));
    expect(done.statusCode).toBe(200);
    const dua = (await t.app.inject({ url: '/api/customers?q=Toko%20Kosong%20Dua', headers: admin.headers })).json().data[0];
    expect([dua.phone, dua.email, dua.address, dua.notes]).toEqual([null, null, '', '']);
    // A record written by a form names no import; the one the import added names it.
    const logOf = async (id: number) => (await t.app.inject({ url: `/api/customers/logs?id=${id}`, headers: admin.headers })).json().data.map((entry: { import: unknown }) => entry.import);
    expect(await logOf(created.json().data.id)).toEqual([null]);
    expect(await logOf(dua.id)).toEqual([{ id: resultOf(done.body).import!.id, fileName: 'kosong.csv' }]);
  });
});

describe('numbers, keys and the template', () => {
  it('refuses thousands marks and the other decimal mark with their own codes; a comma decimal is read', async () => {
    const file = csv('Nomor polisi;Model;Kapasitas\nB 9101 IMP;Isuzu Elf;2.000\nB 9102 IMP;Isuzu Elf;1500\nB 9103 IMP;Isuzu Elf;1.5\n');
    const result = resultOf((await send(admin, '/api/fleets/imports/check', file, 'armada.csv', options(['plate', 'model', 'capacityKg']))).body);
    expect(result.failed.map((row) => [row.line, row.problems.map((problem) => problem.code)])).toEqual([
      [2, ['NUMBER_GROUPING']],
      [4, ['NUMBER_DECIMAL_MARK']],
    ]);
    expect(result.counts.add).toBe(1);
  });

  it('finds an item by its code, else by its name, and refuses a name another item holds', async () => {
    const created = await t.app.inject({ method: 'POST', url: '/api/items', headers: { ...admin.headers, 'idempotency-key': 'import-item-1' }, payload: { name: 'Gula Impor', code: 'GLI-001', unit: 'KG' } });
    expect(created.statusCode).toBe(201);
    await t.app.inject({ method: 'POST', url: '/api/items', headers: { ...admin.headers, 'idempotency-key': 'import-item-2' }, payload: { name: 'Garam Impor', unit: 'KG' } });
    const file = csv('Kode;Nama;Satuan;Berat\ngli-001;Gula Impor Halus;kg;1,25\n;Garam Impor;DUS;\nGLI-002;Garam Impor;KG;\n');
    const result = resultOf((await send(admin, '/api/items/imports/check', file, 'barang.csv', options(['code', 'name', 'unit', 'weightKg'], { mode: 'update' }))).body);
    expect(result.counts).toEqual({ add: 0, update: 2, unchanged: 0, skip: 0, fail: 1 });
    expect(result.failed).toEqual([{ line: 4, key: 'GLI-002', problems: [{ field: 'name', column: 1, code: 'DUPLICATE_IN_FILE', params: { line: 3 } }, { field: 'name', column: 1, code: 'TAKEN' }] }]);
  });

  it('writes the template in the user’s words with one example row, which reads back as a file to import', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/fleets/imports/template',
      headers: admin.headers,
      payload: { format: 'xlsx', headers: [{ field: 'plate', header: 'Nomor polisi' }, { field: 'model', header: 'Model' }, { field: 'capacityKg', header: 'Kapasitas (kg)' }] },
    });
    expect(response.statusCode).toBe(200);
    const table = readTableFile(new Uint8Array(response.rawPayload), 'template.xlsx');
    expect(table.headers).toEqual(['Nomor polisi', 'Model', 'Kapasitas (kg)']);
    expect(table.rows.map((row) => row.cells)).toEqual([['D 1234 AB', 'Isuzu Elf', 2000]]);
  });

  it('refuses options that map a field twice, or not the key (400, nothing read)', async () => {
    const twice = await send(admin, '/api/customers/imports/check', csv('Nama;Nama lain\nA;B\n'), 'a.csv', options(['name', 'name']));
    expect(twice.statusCode).toBe(400);
    expect(twice.json().error.fields).toMatchObject({ 'options.mapping.1': 'DUPLICATE_FIELD' });
    const noKey = await send(admin, '/api/customers/imports/check', csv('Telepon\n0812\n'), 'a.csv', options(['phone']));
    expect(noKey.statusCode).toBe(400);
    expect(noKey.json().error.fields).toMatchObject({ 'options.mapping': 'KEY_NOT_MAPPED' });
  });
});
