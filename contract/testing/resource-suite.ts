import { describe, expect, it } from 'vitest';

/**
 * The contract of every resource area, as one test suite run against both the MSW mock
 * (src/mocks/handlers/master-data.test.ts) and the real server (server/test/master-data.test.ts),
 * so the two cannot drift. It speaks HTTP only: statuses, bodies and headers.
 */
export interface ContractAnswer {
  readonly status: number;
  readonly body: { data?: unknown; paging?: { totalItems: number }; error?: { code: string; fields?: Record<string, string>; current?: unknown } };
  readonly header: (name: string) => string | null | undefined;
}

export interface ContractClient {
  get(path: string): Promise<ContractAnswer>;
  post(path: string, body: unknown, headers?: Record<string, string>): Promise<ContractAnswer>;
  patch(path: string, body: unknown): Promise<ContractAnswer>;
  put(path: string, body: unknown): Promise<ContractAnswer>;
}

export interface ResourceCase {
  readonly base: string;
  readonly entity: string;
  readonly valid: Record<string, unknown>;
  /** What the created record holds after normalisation. */
  readonly created: Record<string, unknown>;
  /** A second valid record, to edit the first into a clash with. */
  readonly other: Record<string, unknown>;
  readonly uniqueField: string;
  /** The unique field of `valid`, written differently but the same after normalisation. */
  readonly sameAgain: unknown;
  readonly edit: Record<string, unknown>;
  /** The change log's label of a record. */
  readonly label: (record: Record<string, unknown>) => unknown;
  /** A field holding free text, to prove HTML is stored as text. */
  readonly textField: string;
  readonly bad: readonly (readonly [Record<string, unknown>, Record<string, string>])[];
  /** The demo install (docs/product/running.md). */
  readonly demoCount: number;
  /** A new record with an accented name, and a search without the accents that must find it. */
  readonly accented: { readonly body: Record<string, unknown>; readonly term: string };
  /**
   * Where an area has several unique fields: a create taking all of them from `valid` and `other`
   * (both exist by then), and the fields it must name.
   */
  readonly allTaken?: { readonly body: Record<string, unknown>; readonly fields: readonly string[] };
}

export const RESOURCE_CASES: readonly ResourceCase[] = [
  {
    base: '/api/customers',
    entity: 'customer',
    valid: { name: '  Toko   Uji Coba ', phone: '0812-3456-7890', email: 'uji@coba.test', address: 'Jl. Merdeka 1, Bandung' },
    created: { name: 'Toko Uji Coba', phone: '0812-3456-7890', email: 'uji@coba.test', address: 'Jl. Merdeka 1, Bandung', notes: '' },
    other: { name: 'CV Uji Lain' },
    uniqueField: 'name',
    sameAgain: 'toko UJI coba',
    edit: { notes: 'Bayar tempo 30 hari' },
    label: (record) => record.name,
    textField: 'notes',
    bad: [
      [{ name: '' }, { name: 'TOO_SHORT' }],
      [{ name: 'Toko\u202Ebaru' }, { name: 'INVALID_CHARACTERS' }],
      [{ name: 'Toko A', phone: 'bukan nomor' }, { phone: 'INVALID_FORMAT' }],
      [{ name: 'Toko A', email: 'not-an-email' }, { email: 'INVALID_FORMAT' }],
      [{ name: 'Toko A', extra: 1 }, { extra: 'UNKNOWN_FIELD' }],
    ],
    demoCount: 30,
    accented: { body: { name: 'Kafé Crème Tepi Sawah' }, term: 'KAFE CREME' },
  },
  {
    base: '/api/items',
    entity: 'item',
    valid: { name: 'Bawang Uji', code: 'uji-01', unit: 'kg', weightKg: 1 },
    created: { name: 'Bawang Uji', code: 'UJI-01', unit: 'KG', weightKg: 1, notes: '' },
    other: { name: 'Gula Uji', code: 'UJI-02', unit: 'KARUNG', weightKg: 50 },
    uniqueField: 'name',
    sameAgain: 'BAWANG uji',
    edit: { weightKg: 0.25 },
    label: (record) => record.name,
    textField: 'notes',
    bad: [
      [{ name: 'Garam', unit: 'KG', weightKg: 0 }, { weightKg: 'TOO_SMALL' }],
      [{ name: 'Garam', unit: 'KG', weightKg: -1 }, { weightKg: 'TOO_SMALL' }],
      [{ name: 'Garam', unit: 'KG', weightKg: 1e20 }, { weightKg: 'TOO_BIG' }],
      [{ name: 'Garam', unit: 'KG', weightKg: 0.0001 }, { weightKg: 'TOO_PRECISE' }],
      [{ name: 'Garam', unit: 'KG', weightKg: 'berat' }, { weightKg: 'INVALID_TYPE' }],
      [{ name: 'Garam', unit: 'KG', code: 'a b' }, { code: 'INVALID_FORMAT' }],
      [{ name: 'Garam' }, { unit: 'REQUIRED' }],
    ],
    demoCount: 30,
    accented: { body: { name: 'Kopi Kafé Señor', unit: 'DUS' }, term: 'kafe senor' },
    allTaken: { body: { name: 'bawang UJI', code: 'uji-02', unit: 'KG' }, fields: ['name', 'code'] },
  },
  {
    base: '/api/fleets',
    entity: 'fleet',
    valid: { model: 'Hino Dutro', plate: 'd1234abc', capacityKg: 4000 },
    created: { model: 'Hino Dutro', plate: 'D 1234 ABC', capacityKg: 4000, active: true },
    other: { model: 'Isuzu Elf', plate: 'B 9 XY' },
    uniqueField: 'plate',
    sameAgain: 'D  1234  ABC',
    edit: { active: false },
    label: (record) => record.plate,
    textField: 'model',
    bad: [
      [{ model: 'Hino', plate: 'A 12345 BC' }, { plate: 'INVALID_FORMAT' }],
      [{ model: 'Hino', plate: '1234' }, { plate: 'INVALID_FORMAT' }],
      [{ model: 'Hino', plate: 'B 1 A', capacityKg: 1.5 }, { capacityKg: 'NOT_WHOLE' }],
      [{ model: 'Hino', plate: 'B 1 A', capacityKg: 0 }, { capacityKg: 'TOO_SMALL' }],
      [{ model: 'Hino', plate: 'B 1 A', capacityKg: 'besar' }, { capacityKg: 'INVALID_TYPE' }],
    ],
    demoCount: 10,
    accented: { body: { model: 'Citroën Jumpér', plate: 'B 77 KFE' }, term: 'citroen jumper' },
  },
];

/** Registers the suite; `clients` is called inside the tests (after the caller's beforeAll). */
export function resourceContractSuite(clients: () => { admin: ContractClient; viewer: ContractClient }, cases: readonly ResourceCase[] = RESOURCE_CASES) {
  describe.each(cases)('$base (shared contract)', (area) => {
    let created: Record<string, unknown>;
    const totals = async () => {
      const { admin } = clients();
      return [(await admin.get(`${area.base}?size=1`)).body.paging?.totalItems, (await admin.get(`${area.base}/logs?size=1`)).body.paging?.totalItems];
    };

    it('lists the demo install', async () => {
      const list = await clients().admin.get(`${area.base}?size=100`);
      expect(list.status).toBe(200);
      expect(list.body.paging?.totalItems).toBe(area.demoCount);
    });

    it('creates (201, normalised) with a CREATE log row; a repeated Idempotency-Key creates one', async () => {
      const { admin } = clients();
      const key = { 'Idempotency-Key': `buat-${area.entity}-${Date.now()}` };
      const first = await admin.post(area.base, area.valid, key);
      expect(first.status).toBe(201);
      created = first.body.data as Record<string, unknown>;
      expect(created).toMatchObject({ ...area.created, version: 1 });
      const again = await admin.post(area.base, area.valid, key);
      expect(again.status).toBe(201);
      expect(again.header('idempotency-replayed')).toBe('true');
      expect((again.body.data as { id: number }).id).toBe(created.id);
      const other = await admin.post(area.base, { ...area.other, [area.uniqueField]: area.valid[area.uniqueField] }, key);
      expect(other.status).toBe(422);
      expect(other.body.error?.code).toBe('IDEMPOTENCY_KEY_REUSED');
      const logs = await admin.get(`${area.base}/logs?id=${created.id}`);
      expect(logs.body.data).toEqual([expect.objectContaining({ action: 'CREATE', entity: area.entity, entityLabel: area.label(created) })]);
    });

    it('refuses a duplicate (409 CONFLICT, TAKEN) ignoring case and spacing, changing nothing', async () => {
      const before = await totals();
      const duplicate = await clients().admin.post(area.base, { ...area.valid, code: undefined, [area.uniqueField]: area.sameAgain });
      expect(duplicate.status).toBe(409);
      expect(duplicate.body.error).toMatchObject({ code: 'CONFLICT', fields: { [area.uniqueField]: 'TAKEN' } });
      expect(await totals()).toEqual(before);
    });

    it('refuses bad input with field codes and changes nothing', async () => {
      const before = await totals();
      for (const [body, fields] of area.bad) {
        const response = await clients().admin.post(area.base, body);
        expect(response.status, JSON.stringify(body)).toBe(400);
        expect(response.body.error?.fields, JSON.stringify(body)).toEqual(fields);
      }
      expect(await totals()).toEqual(before);
    });

    it('keeps HTML as text', async () => {
      const html = '<img src=x onerror=alert(1)>';
      const updated = await clients().admin.patch(`${area.base}/${created.id}`, { version: 1, [area.textField]: html });
      expect(updated.status).toBe(200);
      expect((updated.body.data as Record<string, unknown>)[area.textField]).toBe(html);
      const back = await clients().admin.patch(`${area.base}/${created.id}`, { version: 2, [area.textField]: area.created[area.textField] ?? area.valid[area.textField] });
      expect(back.status).toBe(200);
    });

    it('searches, reads, and refuses a sort outside the allow-list', async () => {
      const { admin } = clients();
      const term = String(area.label(created)).slice(0, 6).toLowerCase();
      const list = await admin.get(`${area.base}?q=${encodeURIComponent(term)}`);
      expect((list.body.data as { id: number }[]).map((record) => record.id)).toContain(created.id);
      const one = await admin.get(`${area.base}/${created.id}`);
      expect(one.body.data).toMatchObject(area.created);
      const badSort = await admin.get(`${area.base}?sort=password`);
      expect(badSort.status).toBe(400);
      expect(badSort.body.error?.fields).toEqual({ sort: 'INVALID_VALUE' });
    });

    it('updates with the version; an unchanged PATCH writes nothing; a stale version is 409 with the current record', async () => {
      const { admin } = clients();
      const updated = await admin.patch(`${area.base}/${created.id}`, { version: 3, ...area.edit });
      expect(updated.status).toBe(200);
      expect(updated.body.data).toMatchObject({ ...area.edit, version: 4 });
      const unchanged = await admin.patch(`${area.base}/${created.id}`, { version: 4, ...area.edit });
      expect((unchanged.body.data as { version: number }).version).toBe(4);
      const stale = await admin.patch(`${area.base}/${created.id}`, { version: 1, ...area.edit });
      expect(stale.status).toBe(409);
      expect(stale.body.error).toMatchObject({ code: 'VERSION_CONFLICT', current: { id: created.id, version: 4 } });
      const logs = (await admin.get(`${area.base}/logs?id=${created.id}&action=UPDATE`)).body.data as { changes: { field: string }[] }[];
      expect(logs).toHaveLength(3);
      expect(logs[0]!.changes.length).toBeGreaterThan(0);
    });

    it('refuses an edit into another record’s unique value (409 TAKEN)', async () => {
      const { admin } = clients();
      expect((await admin.post(area.base, area.other)).status).toBe(201);
      const clash = await admin.patch(`${area.base}/${created.id}`, { version: 4, [area.uniqueField]: area.other[area.uniqueField] });
      expect(clash.status).toBe(409);
      expect(clash.body.error?.fields).toEqual({ [area.uniqueField]: 'TAKEN' });
    });

    it('searches without accents or case: the term finds the accented record', async () => {
      const { admin } = clients();
      const made = await admin.post(area.base, area.accented.body);
      expect(made.status).toBe(201);
      const id = (made.body.data as { id: number }).id;
      const found = await admin.get(`${area.base}?q=${encodeURIComponent(area.accented.term)}`);
      expect((found.body.data as { id: number }[]).map((record) => record.id)).toEqual([id]);
      const accentedTerm = String(area.label(made.body.data as Record<string, unknown>)).slice(0, 8);
      expect(((await admin.get(`${area.base}?q=${encodeURIComponent(accentedTerm)}`)).body.data as { id: number }[]).map((record) => record.id)).toContain(id);
    });

    // Only an area with more than one unique field has this case: no skipped test for the others.
    if (area.allTaken) {
      const allTaken = area.allTaken;
      it('names every taken field in one 409, on create and on update', async () => {
        const { admin } = clients();
        const taken = Object.fromEntries(allTaken.fields.map((field) => [field, 'TAKEN']));
        const before = await totals();
        const create = await admin.post(area.base, allTaken.body);
        expect(create.status).toBe(409);
        expect(create.body.error).toMatchObject({ code: 'CONFLICT', fields: taken });
        const otherValues = Object.fromEntries(allTaken.fields.map((field) => [field, area.other[field]]));
        const update = await admin.patch(`${area.base}/${created.id}`, { version: 4, ...otherValues });
        expect(update.status).toBe(409);
        expect(update.body.error?.fields).toEqual(taken);
        expect(await totals()).toEqual(before);
      });
    }

    it('answers 404 for an unknown id and 400 for a malformed one', async () => {
      const { admin } = clients();
      expect((await admin.get(`${area.base}/999999`)).body.error?.code).toBe('NOT_FOUND');
      expect((await admin.patch(`${area.base}/999999`, { version: 1, ...area.edit })).status).toBe(404);
      for (const id of ['abc', '0', '-1', '99999999999']) expect((await admin.get(`${area.base}/${id}`)).status, id).toBe(400);
    });

    it('refuses a user without the permission (403) on every endpoint', async () => {
      const { viewer } = clients();
      for (const response of [
        await viewer.get(area.base),
        await viewer.get(`${area.base}/logs`),
        await viewer.get(`${area.base}/${created.id}`),
        await viewer.post(area.base, area.other),
        await viewer.patch(`${area.base}/${created.id}`, { version: 4, ...area.edit }),
      ]) {
        expect(response.status).toBe(403);
        expect(response.body.error?.code).toBe('FORBIDDEN');
      }
    });
  });
}
