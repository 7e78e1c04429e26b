import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiOf, fieldsOf } from './api';
import { createTestApp, errorCodeOf, type SignedIn, type TestApp } from './harness';

/**
 * Customers, items and fleets on the resource kit (issue 12): each endpoint's happy path,
 * validation, permission, duplicate, version conflict and not-found, and the change log.
 */
let t: TestApp;
let api: ReturnType<typeof apiOf>;
let admin: SignedIn;
let viewer: SignedIn;
beforeAll(async () => {
  t = await createTestApp();
  api = apiOf(t);
  admin = await t.login('admin');
  viewer = await t.login('viewer');
});
afterAll(async () => {
  await t?.close();
});

interface Area {
  readonly base: string;
  readonly entity: string;
  readonly valid: Record<string, unknown>;
  /** A second valid record, to edit the first into a clash with. */
  readonly other: Record<string, unknown>;
  readonly uniqueField: string;
  /** The unique field of `valid`, written differently but the same after normalisation. */
  readonly sameAgain: unknown;
  readonly edit: Record<string, unknown>;
  readonly label: (record: Record<string, unknown>) => unknown;
  readonly bad: [Record<string, unknown>, Record<string, string>][];
}

const AREAS: Area[] = [
  {
    base: '/api/customers',
    entity: 'customer',
    valid: { name: 'Toko Uji Coba', phone: '0812-3456-7890', email: 'uji@coba.test', address: 'Jl. Merdeka 1, Bandung' },
    other: { name: 'CV Uji Lain' },
    uniqueField: 'name',
    sameAgain: '  toko UJI   coba ',
    edit: { notes: 'Bayar tempo 30 hari' },
    label: (record) => record.name,
    bad: [
      [{ name: '' }, { name: 'TOO_SHORT' }],
      [{ name: 'Toko\u202Ebaru' }, { name: 'INVALID_CHARACTERS' }],
      [{ name: 'Toko A', phone: 'bukan nomor' }, { phone: 'INVALID_FORMAT' }],
      [{ name: 'Toko A', email: 'not-an-email' }, { email: 'INVALID_FORMAT' }],
      [{ name: 'Toko A', extra: 1 }, { extra: 'UNKNOWN_FIELD' }],
    ],
  },
  {
    base: '/api/items',
    entity: 'item',
    valid: { name: 'Bawang Uji', code: 'uji-01', unit: 'kg', weightKg: 1 },
    other: { name: 'Gula Uji', code: 'UJI-02', unit: 'KARUNG', weightKg: 50 },
    uniqueField: 'name',
    sameAgain: 'BAWANG uji',
    edit: { weightKg: 0.25 },
    label: (record) => record.name,
    bad: [
      [{ name: 'Garam', unit: 'KG', weightKg: 0 }, { weightKg: 'TOO_SMALL' }],
      [{ name: 'Garam', unit: 'KG', weightKg: -1 }, { weightKg: 'TOO_SMALL' }],
      [{ name: 'Garam', unit: 'KG', weightKg: 1e20 }, { weightKg: 'TOO_BIG' }],
      [{ name: 'Garam', unit: 'KG', weightKg: 0.0001 }, { weightKg: 'TOO_PRECISE' }],
      [{ name: 'Garam', unit: 'KG', weightKg: 'berat' }, { weightKg: 'INVALID_TYPE' }],
      [{ name: 'Garam', unit: 'KG', code: 'a b' }, { code: 'INVALID_FORMAT' }],
      [{ name: 'Garam' }, { unit: 'REQUIRED' }],
    ],
  },
  {
    base: '/api/fleets',
    entity: 'fleet',
    valid: { model: 'Hino Dutro', plate: 'd1234abc', capacityKg: 4000 },
    other: { model: 'Isuzu Elf', plate: 'B 9 XY' },
    uniqueField: 'plate',
    sameAgain: 'D  1234  ABC',
    edit: { active: false },
    label: (record) => record.plate,
    bad: [
      [{ model: 'Hino', plate: 'A 12345 BC' }, { plate: 'INVALID_FORMAT' }],
      [{ model: 'Hino', plate: '1234' }, { plate: 'INVALID_FORMAT' }],
      [{ model: 'Hino', plate: 'B 1 A', capacityKg: 1.5 }, { capacityKg: 'NOT_WHOLE' }],
      [{ model: 'Hino', plate: 'B 1 A', capacityKg: 0 }, { capacityKg: 'TOO_SMALL' }],
      [{ model: 'Hino', plate: 'B 1 A', capacityKg: 'besar' }, { capacityKg: 'INVALID_TYPE' }],
    ],
  },
];

describe('demo data (SPEC §10)', () => {
  it('holds about 30 customers, 30 items and 10 fleets, one of them inactive', async () => {
    expect(await api.count('select count(*) from customers')).toBe(30);
    expect(await api.count('select count(*) from items')).toBe(30);
    expect(await api.count('select count(*) from fleets')).toBe(10);
    const inactive = await api.get('/api/fleets?status=inactive', admin);
    expect(inactive.json().data.map((fleet: { plate: string }) => fleet.plate)).toEqual(['D 9369 QR']);
  });
});

describe.each(AREAS)('$base', (area) => {
  let created: Record<string, unknown>;

  it('creates a record (201) with a CREATE log row; a repeated Idempotency-Key creates one', async () => {
    const key = { 'Idempotency-Key': `buat-${area.entity}` };
    const first = await api.post(area.base, admin, area.valid, key);
    expect(first.statusCode).toBe(201);
    created = first.json().data;
    expect(created).toMatchObject({ version: 1 });
    const again = await api.post(area.base, admin, area.valid, key);
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotency-replayed']).toBe('true');
    expect(again.json().data.id).toBe(created.id);
    const logs = await api.get(`${area.base}/logs?id=${created.id}`, admin);
    expect(logs.json().data).toHaveLength(1);
    expect(logs.json().data[0]).toMatchObject({ action: 'CREATE', entity: area.entity, entityLabel: area.label(created) });
  });

  it('normalises as documented', async () => {
    if (area.entity === 'fleet') expect(created.plate).toBe('D 1234 ABC');
    if (area.entity === 'item') expect(created).toMatchObject({ code: 'UJI-01', unit: 'KG', weightKg: 1 });
    if (area.entity === 'customer') expect(created).toMatchObject({ name: 'Toko Uji Coba', notes: '' });
  });

  it('refuses a duplicate (409 CONFLICT, TAKEN) ignoring case and spacing, changing nothing', async () => {
    const before = await api.count(`select count(*) from ${area.base.slice(5)}`);
    const duplicate = await api.post(area.base, admin, { ...area.valid, ...(area.entity === 'item' ? { code: null } : {}), [area.uniqueField]: area.sameAgain });
    expect(duplicate.statusCode).toBe(409);
    expect(errorCodeOf(duplicate)).toBe('CONFLICT');
    expect(fieldsOf(duplicate)).toEqual({ [area.uniqueField]: 'TAKEN' });
    expect(await api.count(`select count(*) from ${area.base.slice(5)}`)).toBe(before);
  });

  it('refuses bad input with field codes and changes nothing', async () => {
    const before = await api.count(`select count(*) from change_logs where entity = '${area.entity}'`);
    for (const [body, fields] of area.bad) {
      const response = await api.post(area.base, admin, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(fieldsOf(response), JSON.stringify(body)).toEqual(fields);
    }
    expect(await api.count(`select count(*) from change_logs where entity = '${area.entity}'`)).toBe(before);
  });

  it('stores HTML as text', async () => {
    const field = area.entity === 'fleet' ? 'model' : 'name';
    const html = await api.post(area.base, admin, { ...area.valid, code: undefined, plate: area.entity === 'fleet' ? 'Z 1 HTM' : undefined, [field]: '<img src=x onerror=alert(1)>' });
    expect(html.statusCode).toBe(201);
    expect(html.json().data[field]).toBe('<img src=x onerror=alert(1)>');
  });

  it('lists, searches and reads', async () => {
    const list = await api.get(`${area.base}?q=${encodeURIComponent(String(area.label(created)).slice(0, 5).toLowerCase())}`, admin);
    expect(list.statusCode).toBe(200);
    expect(list.json().data.map((record: { id: number }) => record.id)).toContain(created.id);
    expect(list.json().paging).toMatchObject({ page: 1, size: 10 });
    const one = await api.get(`${area.base}/${created.id}`, admin);
    expect(one.json().data).toEqual(created);
    const badSort = await api.get(`${area.base}?sort=password`, admin);
    expect(badSort.statusCode).toBe(400);
  });

  it('updates with the version; an unchanged PATCH writes nothing; a stale version is 409 with the current record', async () => {
    const updated = await api.patch(`${area.base}/${created.id}`, admin, { version: 1, ...area.edit });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().data).toMatchObject({ ...area.edit, version: 2 });
    const unchanged = await api.patch(`${area.base}/${created.id}`, admin, { version: 2, ...area.edit });
    expect(unchanged.json().data.version).toBe(2);
    const stale = await api.patch(`${area.base}/${created.id}`, admin, { version: 1, ...area.other });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error).toMatchObject({ code: 'VERSION_CONFLICT', current: { id: created.id, version: 2 } });
    const logs = (await api.get(`${area.base}/logs?id=${created.id}&action=UPDATE`, admin)).json().data;
    expect(logs).toHaveLength(1);
    expect(logs[0].changes.length).toBeGreaterThan(0);
  });

  it('refuses an edit into another record’s unique value (409 TAKEN)', async () => {
    const other = await api.post(area.base, admin, area.other);
    expect(other.statusCode).toBe(201);
    const clash = await api.patch(`${area.base}/${created.id}`, admin, { version: 2, [area.uniqueField]: area.other[area.uniqueField] });
    expect(clash.statusCode).toBe(409);
    expect(fieldsOf(clash)).toEqual({ [area.uniqueField]: 'TAKEN' });
  });

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    expect(errorCodeOf(await api.get(`${area.base}/999999`, admin))).toBe('NOT_FOUND');
    expect((await api.patch(`${area.base}/999999`, admin, { version: 1, ...area.edit })).statusCode).toBe(404);
    for (const id of ['abc', '0', '-1', '99999999999']) expect((await api.get(`${area.base}/${id}`, admin)).statusCode, id).toBe(400);
  });

  it('refuses a user without the permission (403) on every endpoint', async () => {
    for (const response of [
      await api.get(area.base, viewer),
      await api.get(`${area.base}/logs`, viewer),
      await api.get(`${area.base}/${created.id}`, viewer),
      await api.post(area.base, viewer, area.other),
      await api.patch(`${area.base}/${created.id}`, viewer, { version: 2, ...area.edit }),
    ]) {
      expect(response.statusCode).toBe(403);
      expect(errorCodeOf(response)).toBe('FORBIDDEN');
    }
  });
});
