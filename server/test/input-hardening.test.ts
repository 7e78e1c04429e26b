import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import type { Database } from '../db/client';
import { withoutSecrets } from '../services/change-log';
import { createDeliveryTestApp, deliveryApiOf, type DeliveryOrderBody } from './delivery-helpers';
import { errorCodeOf, testConfig, type SignedIn, type TestApp } from './harness';
import { fieldsOf } from './api';

/**
 * Input an outside probe sent (docs/decisions/294-input-hardening.md): every answer is a 4xx in the
 * error shape or the data as sent, never a 500, a dropped log line or stored replacement characters.
 */
let t: TestApp & { dataDir: string };
let api: ReturnType<typeof deliveryApiOf>;
let admin: SignedIn;
beforeAll(async () => {
  t = await createDeliveryTestApp();
  api = deliveryApiOf(t);
  admin = await t.login('admin');
});
afterAll(async () => {
  await t?.close();
});

const errorBody = (code: string) => ({ error: { code, message: expect.any(String) } });

describe('change logs keep lines whose item names contain a credential word', () => {
  const NAMES = ['Token Listrik', 'Garam Salt', 'Password Safe', 'Hash Brown', 'Secret Sauce', 'Beras Biasa'];

  it('logs every DO line on create and edit, and every allocated line of the shipment', async () => {
    const items: number[] = [];
    for (const name of NAMES) {
      const response = await api.post('/api/items', admin, { name, unit: 'PCS' });
      expect(response.statusCode, name).toBe(201);
      items.push(response.json().data.id);
    }
    const created = await api.post('/api/delivery-orders', admin, {
      customerId: await api.customerId(),
      lines: items.map((itemId, index) => ({ itemId, quantity: index + 1 })),
    });
    expect(created.statusCode).toBe(201);
    const order = created.json().data as DeliveryOrderBody;
    const edited = await api.patch(`/api/delivery-orders/${order.id}`, admin, {
      version: order.version,
      lines: items.map((itemId, index) => ({ itemId, quantity: index + 11 })),
    });
    expect(edited.statusCode).toBe(200);
    const shipment = await api.createShipment(admin, [api.allocationOf(edited.json().data, NAMES.map(() => 2))]);
    expect(shipment.statusCode).toBe(201);

    const orderLogs = (await api.get(`/api/delivery-orders/logs?id=${order.id}`, admin)).json().data as {
      action: string;
      after: Record<string, unknown>;
      changes: { field: string; before: unknown; after: unknown }[];
    }[];
    const create = orderLogs.find((log) => log.action === 'CREATE')!;
    expect(Object.fromEntries(NAMES.map((name) => [`lines.${name}`, create.after[`lines.${name}`]]))).toEqual(
      Object.fromEntries(NAMES.map((name, index) => [`lines.${name}`, index + 1])),
    );
    const update = orderLogs.find((log) => log.action === 'UPDATE' && log.changes.some((change) => change.field.startsWith('lines.')))!;
    const byField = (a: { field: string }, b: { field: string }) => a.field.localeCompare(b.field);
    expect(update.changes.filter((change) => change.field.startsWith('lines.')).sort(byField)).toEqual(
      NAMES.map((name, index) => ({ field: `lines.${name}`, before: index + 1, after: index + 11 })).sort(byField),
    );

    const number = `DO-${String(order.id).padStart(6, '0')}`;
    const [shipmentLog] = (await api.get(`/api/shipments/logs?id=${shipment.json().data.id}&action=CREATE`, admin)).json().data as {
      after: Record<string, unknown>;
    }[];
    for (const name of NAMES) expect(shipmentLog!.after[`deliveryOrders.${number}.lines.${name}`], name).toBe(2);
  });

  it('leaves out the credential columns by name, however deep, and nothing by its content', () => {
    expect(
      withoutSecrets({
        name: 'Password Safe',
        passwordHash: 'x',
        password_hash: 'x',
        nested: { tokenHash: 'x', token_hash: 'x', spentHashes: ['x'], requestHash: 'x', refreshToken: 'x', ok: 'token' },
        list: [{ password: 'x', newPassword: 'x', 'lines.Hash Brown': 2 }],
      }),
    ).toEqual({ name: 'Password Safe', nested: { ok: 'token' }, list: [{ 'lines.Hash Brown': 2 }] });
  });
});

describe('numbers too precise for their column', () => {
  it('answers 400 with the field code for tiny positive numbers in exponent notation', async () => {
    const post = (url: string, body: string) =>
      t.app.inject({ method: 'POST', url, headers: { ...admin.headers, 'content-type': 'application/json' }, payload: body });
    const cases: [string, string, Record<string, string>][] = [
      ['/api/fleets', '{"model":"Hino Kecil","plate":"B 1 HK","capacityKg":1e-7}', { capacityKg: 'NOT_WHOLE' }],
      ['/api/fleets', '{"model":"Hino Kecil","plate":"B 2 HK","capacityKg":5e-324}', { capacityKg: 'NOT_WHOLE' }],
      ['/api/items', '{"name":"Debu Halus","unit":"KG","weightKg":1e-300}', { weightKg: 'TOO_PRECISE' }],
      ['/api/items', '{"name":"Debu Halus","unit":"KG","weightKg":1e-10}', { weightKg: 'TOO_PRECISE' }],
      ['/api/items', '{"name":"Debu Halus","unit":"KG","weightKg":1.5e-3}', { weightKg: 'TOO_PRECISE' }],
      ['/api/items', '{"name":"Debu Halus","unit":"KG","weightKg":0.0004}', { weightKg: 'TOO_PRECISE' }],
    ];
    for (const [url, body, fields] of cases) {
      const response = await post(url, body);
      expect([response.statusCode, response.json()], body).toEqual([400, { error: { code: 'VALIDATION_FAILED', message: 'Invalid request', fields } }]);
    }
    const item = await post('/api/items', '{"name":"Debu Halus","unit":"KG","weightKg":1e-3}');
    expect([item.statusCode, item.json().data.weightKg]).toEqual([201, 0.001]);
    const patched = await t.app.inject({
      method: 'PATCH',
      url: `/api/items/${item.json().data.id}`,
      headers: { ...admin.headers, 'content-type': 'application/json' },
      payload: '{"version":1,"weightKg":5e-324}',
    });
    expect([patched.statusCode, fieldsOf(patched)]).toEqual([400, { weightKg: 'TOO_PRECISE' }]);
    for (const [weightKg, expected] of [['12.345', 12.345], ['1e2', 100], ['2.5E1', 25]] as const) {
      const ok = await t.app.inject({
        method: 'PATCH',
        url: `/api/items/${item.json().data.id}`,
        headers: { ...admin.headers, 'content-type': 'application/json' },
        payload: `{"version":${(await api.get(`/api/items/${item.json().data.id}`, admin)).json().data.version},"weightKg":${weightKg}}`,
      });
      expect([ok.statusCode, ok.json().data?.weightKg], weightKg).toEqual([200, expected]);
    }
    const fleet = await post('/api/fleets', '{"model":"Hino Besar","plate":"B 3 HK","capacityKg":8e3}');
    expect([fleet.statusCode, fleet.json().data.capacityKg]).toEqual([201, 8000]);
  });
});

describe('the log of a 500', () => {
  it('carries the error message, code and stack but no SQL parameters', async () => {
    const LEAKED = 'scrypt$16384$8$1$c2VjcmV0LWhhc2gtdmFsdWU';
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, callback) {
        lines.push(chunk.toString());
        callback();
      },
    });
    // Every query of this app is a real one that fails in the database with a parameter bound.
    const realDb = t.database.db;
    const failing = new Proxy(realDb, {
      get: (target, key, receiver) =>
        key === 'execute' ? () => target.execute(sql`select ${LEAKED}::int as n`) : Reflect.get(target, key, receiver),
    });
    const built = await buildApp({ db: { ...t.database, db: failing } as Database, config: testConfig(), logger: { level: 'info', stream } });
    try {
      const response = await built.app.inject({ url: '/api/health' });
      expect([response.statusCode, response.json()]).toEqual([500, { error: { code: 'INTERNAL', message: 'Internal server error' } }]);
    } finally {
      await built.app.close();
    }
    const logged = lines.map((line) => JSON.parse(line) as { level: number; msg: string; err?: { message?: string; stack?: string; code?: string } });
    const entry = logged.find((line) => line.msg === 'unhandled error');
    expect(entry).toMatchObject({
      level: 50,
      err: { type: 'DrizzleQueryError', message: expect.stringMatching(/^Failed query: select \$1::int as n: invalid input syntax/), stack: expect.stringContaining('    at '), code: '22P02' },
    });
    expect(lines.join('\n')).not.toContain(LEAKED);
    expect(lines.join('\n')).not.toMatch(/"params"/);
  });
});

describe('multipart bodies', () => {
  const jpeg = () => sharp({ create: { width: 8, height: 8, channels: 3, background: '#208040' } }).jpeg().toBuffer();

  it('answers a malformed upload 400 BAD_REQUEST and stores nothing', async () => {
    const order = await api.createOrder(admin, [1]);
    const shipment = (await api.createShipment(admin, [api.allocationOf(order, [1])])).json().data as { id: number };
    const file = await jpeg();
    const head = (boundary: string) =>
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="f.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`);
    const whole = (boundary: string) => Buffer.concat([head(boundary), file, Buffer.from(`\r\n--${boundary}--\r\n`)]);
    const cases: [string, string, Buffer][] = [
      ['no boundary', 'multipart/form-data', whole('abc')],
      ['a boundary absent from the body', 'multipart/form-data; boundary=nowhere', whole('abc')],
      ['a body cut in half', 'multipart/form-data; boundary=abc', whole('abc').subarray(0, Math.floor(whole('abc').length / 2))],
      ['only the opening boundary', 'multipart/form-data; boundary=abc', Buffer.from('--abc\r\n')],
      [
        'garbage after a good header',
        'multipart/form-data; boundary=abc',
        Buffer.concat([Buffer.from('--abc\r\nContent-Disposition: form-data; name="file"; filename="f.jpg"\r\n'), Buffer.from([0, 1, 2, 0xff, 0xfe, 13, 10, 0x41])]),
      ],
    ];
    const stored = () => t.context.files.list('proofs');
    const before = await stored();
    for (const [label, contentType, payload] of cases) {
      const response = await t.app.inject({
        method: 'POST',
        url: `/api/shipments/${shipment.id}/proof`,
        headers: { ...admin.headers, 'content-type': contentType },
        payload,
      });
      expect([response.statusCode, response.json()], label).toEqual([400, errorBody('BAD_REQUEST')]);
    }
    expect(await stored()).toEqual(before);
    expect((await api.get(`/api/shipments/${shipment.id}`, admin)).json().data).toMatchObject({ status: 'PENDING', proof: null });
    // The route still takes a well-formed upload afterwards.
    const good = await t.app.inject({
      method: 'POST',
      url: `/api/shipments/${shipment.id}/proof`,
      headers: { ...admin.headers, 'content-type': 'multipart/form-data; boundary=abc' },
      payload: whole('abc'),
    });
    expect([good.statusCode, good.json().data.status]).toEqual([200, 'SELESAI']);
  });

  it('is refused with 415 by the JSON routes, those with an optional body included', async () => {
    const user = await api.post('/api/users', admin, { username: 'budi.multipart', name: 'Budi Multipart', roleId: 5, password: 'Sandi-Uji-2025!' });
    expect(user.statusCode).toBe(201);
    const form = { 'content-type': 'multipart/form-data; boundary=abc' };
    const body = '--abc\r\nContent-Disposition: form-data; name="version"\r\n\r\n1\r\n--abc--\r\n';
    const refreshed = await t.app.inject({ method: 'POST', url: '/api/auth/refresh', headers: form, cookies: { refreshToken: admin.refreshToken }, payload: body });
    expect([refreshed.statusCode, refreshed.json()]).toEqual([415, errorBody('UNSUPPORTED_MEDIA_TYPE')]);
    for (const action of ['deactivate', 'restore']) {
      const response = await t.app.inject({ method: 'POST', url: `/api/users/${user.json().data.id}/${action}`, headers: { ...admin.headers, ...form }, payload: body });
      expect([response.statusCode, response.json()], action).toEqual([415, errorBody('UNSUPPORTED_MEDIA_TYPE')]);
    }
    const created = await t.app.inject({ method: 'POST', url: '/api/customers', headers: { ...admin.headers, ...form }, payload: body });
    expect([created.statusCode, created.json()]).toEqual([415, errorBody('UNSUPPORTED_MEDIA_TYPE')]);
    expect((await api.get(`/api/users/${user.json().data.id}`, admin)).json().data.active).toBe(true);
  });
});

describe('JSON bodies that are not valid UTF-8', () => {
  const raw = (url: string, bytes: Buffer, method: 'POST' | 'PATCH' = 'POST') =>
    t.app.inject({ method, url, headers: { ...admin.headers, 'content-type': 'application/json' }, payload: bytes });

  it('answer 400 BAD_REQUEST and store nothing', async () => {
    const customers = await api.count('select count(*) from customers');
    const bodies = [
      Buffer.concat([Buffer.from('{"name":"Bytes '), Buffer.from([0xc3, 0x28, 0xff]), Buffer.from('"}')]),
      Buffer.concat([Buffer.from('{"name":"Toko '), Buffer.from([0xed, 0xa0, 0x80]), Buffer.from('"}')]), // an encoded surrogate
      Buffer.concat([Buffer.from('{"name":"Toko '), Buffer.from([0xc0, 0xaf]), Buffer.from('"}')]), // an overlong "/"
      Buffer.concat([Buffer.from('{"name":"Toko A","notes":"'), Buffer.from([0xe2, 0x82]), Buffer.from('"}')]), // a cut sequence
    ];
    for (const body of bodies) {
      const response = await raw('/api/customers', body);
      expect([response.statusCode, response.json()], body.toString('hex')).toEqual([400, errorBody('BAD_REQUEST')]);
    }
    expect(await api.count('select count(*) from customers')).toBe(customers);
  });

  it('keep well-formed text, the limits and the other answers as they were', async () => {
    const ok = await raw('/api/customers', Buffer.from('\uFEFF{"name":"Toko Ümit 😀 Jaya","address":"Jl. Cempaka № 5"}', 'utf8'));
    expect([ok.statusCode, ok.json().data?.name, ok.json().data?.address]).toEqual([201, 'Toko Ümit 😀 Jaya', 'Jl. Cempaka № 5']);
    const big = await raw('/api/customers', Buffer.from(`{"name":"${'a'.repeat(1024 * 1024)}"}`));
    expect([big.statusCode, errorCodeOf(big)]).toEqual([413, 'PAYLOAD_TOO_LARGE']);
    const broken = await raw('/api/customers', Buffer.from('{"name": '));
    expect([broken.statusCode, broken.json()]).toEqual([400, { error: { code: 'BAD_REQUEST', message: 'Malformed JSON' } }]);
    const empty = await t.app.inject({ method: 'POST', url: '/api/auth/refresh', headers: { 'content-type': 'application/json' }, payload: '' });
    expect(errorCodeOf(empty)).not.toBe('BAD_REQUEST');
  });
});

describe('free text refuses characters that reorder or hide what is printed', () => {
  it('answers 400 INVALID_CHARACTERS for bidi and control characters in addresses, notes and descriptions', async () => {
    const order = await api.createOrder(admin, [1]);
    const cases: [string, 'POST' | 'PATCH', Record<string, unknown>, Record<string, string>][] = [
      ['/api/customers', 'POST', { name: 'Toko Bidi', address: 'Jl. Melati \u202E5 oN' }, { address: 'INVALID_CHARACTERS' }],
      ['/api/customers', 'POST', { name: 'Toko Bidi', notes: 'isolat \u2066x\u2069' }, { notes: 'INVALID_CHARACTERS' }],
      ['/api/customers', 'POST', { name: 'Toko Bidi', notes: 'tanda \u200F' }, { notes: 'INVALID_CHARACTERS' }],
      ['/api/customers', 'POST', { name: 'Toko Bidi', notes: 'bel \u0007' }, { notes: 'INVALID_CHARACTERS' }],
      ['/api/customers', 'POST', { name: 'Toko Bidi', address: 'escape \u001B[2J' }, { address: 'INVALID_CHARACTERS' }],
      ['/api/customers', 'POST', { name: 'Toko Bidi', address: 'C1 \u0085 \u009B' }, { address: 'INVALID_CHARACTERS' }],
      ['/api/customers', 'POST', { name: 'Toko Bidi', address: 'baris\rtimpa' }, { address: 'INVALID_CHARACTERS' }],
      ['/api/items', 'POST', { name: 'Barang Bidi', unit: 'PCS', notes: '\u202Dkiri' }, { notes: 'INVALID_CHARACTERS' }],
      ['/api/delivery-orders', 'POST', { customerId: await api.customerId(), address: 'Gudang \u202E', lines: [{ itemId: order.lines[0]!.itemId, quantity: 1 }] }, { address: 'INVALID_CHARACTERS' }],
      [`/api/delivery-orders/${order.id}`, 'PATCH', { version: order.version, notes: 'DEL \u007F' }, { notes: 'INVALID_CHARACTERS' }],
      ['/api/shipments', 'POST', { mode: 'ANTAR', fleetId: await api.activeFleetId(), notes: '\u061Cx', deliveryOrders: [api.allocationOf(order, [1])] }, { notes: 'INVALID_CHARACTERS' }],
      ['/api/shipments', 'POST', { mode: 'ANTAR', fleetId: await api.activeFleetId(), deliveryOrders: [{ ...api.allocationOf(order, [1]), address: 'Ke \u202E' }] }, { 'deliveryOrders.0.address': 'INVALID_CHARACTERS' }],
      ['/api/roles', 'POST', { name: 'Peran Bidi', description: 'peran \u202E' }, { description: 'INVALID_CHARACTERS' }],
    ];
    const before = await api.fingerprint();
    const counts = await api.count('select (select count(*) from customers) + (select count(*) from items) + (select count(*) from shipments)');
    for (const [url, method, body, fields] of cases) {
      const response = await t.app.inject({ method, url, headers: admin.headers, payload: body });
      expect([response.statusCode, response.json()], JSON.stringify(body)).toEqual([400, { error: { code: 'VALIDATION_FAILED', message: 'Invalid request', fields } }]);
    }
    expect(await api.fingerprint()).toBe(before);
    expect(await api.count('select (select count(*) from customers) + (select count(*) from items) + (select count(*) from shipments)')).toBe(counts);
  });

  it('keeps ordinary Indonesian text, line breaks and tabs', async () => {
    const address = 'Jl. Jend. Sudirman Kav. 52–53, RT 001/RW 002\r\nKel. Senayan, Kec. Kebayoran Baru\nJakarta Selatan 12190';
    const notes = 'Antar sebelum pukul 10.00 — hubungi Bu Siti (0812-3456-7890).\n\tPintu belakang; «hati-hati» anjing 🐕‍🦺, café ½ kg';
    const created = await api.post('/api/customers', admin, { name: 'Toko Sentosa Abadi', address: `  ${address}  `, notes });
    expect([created.statusCode, created.json().data?.address, created.json().data?.notes]).toEqual([201, address, notes]);
    const role = await api.post('/api/roles', admin, { name: 'Peran Catatan', description: 'Baris satu\nbaris dua' });
    expect([role.statusCode, role.json().data?.description]).toEqual([201, 'Baris satu\nbaris dua']);
  });
});
