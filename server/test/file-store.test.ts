import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pngOf } from '../../contract/testing/pictures';
import { rowsOf } from '../db/client';
import { cachedStore, copyPicturesFromDataDir, databaseStore, dataDirStore, type FileStore } from '../services/file-store';
import { createDeliveryTestApp, deliveryApiOf } from './delivery-helpers';
import { errorCodeOf, type SignedIn, type TestApp } from './harness';

/**
 * The picture store (docs/decisions/344-pictures-in-postgresql.md): both stores keep the same
 * promises, on the engine of the run; the pictures an older LAJU left in a data dir move into the
 * database; and a store that cannot be reached mid-request answers 503 with nothing half-written.
 */
let t: TestApp & { dataDir: string };
let admin: SignedIn;
let api: ReturnType<typeof deliveryApiOf>;
let root: string;
beforeAll(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'laju-file-store-'));
  t = await createDeliveryTestApp();
  admin = await t.login('admin');
  api = deliveryApiOf(t);
});
afterAll(async () => {
  await t?.close();
  if (root) fs.rmSync(root, { recursive: true, force: true });
});

const bytesOf = (text: string) => Buffer.from(text);

describe.each([
  ['the data dir', () => dataDirStore(path.join(root, 'store'))],
  ['the database', () => databaseStore(t.database.db)],
  ['the database, small pictures kept in memory', () => cachedStore(databaseStore(t.database.db))],
])('the store in %s', (_label, storeOf: () => FileStore) => {
  it('stores, reads, lists and removes; a missing name reads null; a put is all or nothing', async () => {
    const store = storeOf();
    const [a, b, c] = [`${randomUUID()}.png`, `${randomUUID()}.png`, `${randomUUID()}.png`];
    await store.put('signatures', [
      { name: a, bytes: bytesOf('first') },
      { name: b, bytes: bytesOf('second') },
    ]);
    expect(await store.list('signatures')).toEqual([a, b].sort());
    expect((await store.get('signatures', b))?.toString()).toBe('second');
    expect(await store.get('signatures', c)).toBeNull();
    expect(await store.get('logos', a)).toBeNull();
    // A name taken refuses the whole put: the new name beside it is not stored either.
    await expect(store.put('signatures', [{ name: c, bytes: bytesOf('third') }, { name: a, bytes: bytesOf('again') }])).rejects.toThrow();
    expect(await store.list('signatures')).toEqual([a, b].sort());
    expect((await store.get('signatures', a))?.toString()).toBe('first');
    await expect(store.get('signatures', '../pgdata')).rejects.toThrow(/Not a stored file name/);
    await store.remove('signatures', [a, c]);
    expect(await store.list('signatures')).toEqual([b]);
    await store.remove('signatures', [b]);
    expect(await store.list('signatures')).toEqual([]);
  });
});

describe('small pictures kept in memory', () => {
  it('reads a small picture from the store once, keeps the most recently read within its bytes, never a big one, and forgets a removed one', async () => {
    const inner = dataDirStore(path.join(root, 'kept'));
    const reads: string[] = [];
    const counting: FileStore = { ...inner, get: (folder, name) => (reads.push(name), inner.get(folder, name)) };
    const store = cachedStore(counting, { maxBytes: 10, maxFileBytes: 6 });
    await store.put('proofs', [
      { name: 'a.webp', bytes: bytesOf('aaaa') },
      { name: 'b.webp', bytes: bytesOf('bbbb') },
      { name: 'c.webp', bytes: bytesOf('cccc') },
      { name: 'big.jpg', bytes: bytesOf('bigger than six') },
    ]);
    expect((await store.get('proofs', 'a.webp'))?.toString()).toBe('aaaa');
    expect((await store.get('proofs', 'a.webp'))?.toString()).toBe('aaaa');
    expect(reads).toEqual(['a.webp']);
    // Two of four bytes fit in ten: reading c pushes out b, the one read longest ago (a was read again).
    await store.get('proofs', 'b.webp');
    await store.get('proofs', 'a.webp');
    await store.get('proofs', 'c.webp');
    await store.get('proofs', 'a.webp');
    await store.get('proofs', 'b.webp');
    expect(reads).toEqual(['a.webp', 'b.webp', 'c.webp', 'b.webp']);
    // A big picture is read from the store every time.
    expect((await store.get('proofs', 'big.jpg'))?.toString()).toBe('bigger than six');
    await store.get('proofs', 'big.jpg');
    expect(reads.filter((name) => name === 'big.jpg')).toHaveLength(2);
    // Removed here: gone from memory as from the store.
    await store.remove('proofs', ['a.webp']);
    expect(await store.get('proofs', 'a.webp')).toBeNull();
  });
});

describe('pictures an older LAJU left in a data dir', () => {
  it('are copied into the database once when a row names them; the files stay, a replaced one is not brought back', async () => {
    const order = await api.createOrder(admin, [1]);
    const shipment = (await api.createShipment(admin, [api.allocationOf(order, [1])])).json().data as { id: number };
    expect((await api.uploadProof(admin, shipment.id)).statusCode).toBe(200);
    const [proof] = rowsOf<{ file_name: string; thumbnail_name: string }>(
      await t.database.db.execute(sql`select file_name, thumbnail_name from shipment_proofs where shipment_id = ${shipment.id}`),
    );
    const names = [proof!.file_name, proof!.thumbnail_name];
    // The data dir of an older LAJU: the photo the row names, and one it replaced long ago.
    const legacy = dataDirStore(path.join(root, 'legacy'));
    const replaced = `${randomUUID()}.jpg`;
    const photos = await Promise.all(names.map(async (name) => ({ name, bytes: (await t.context.files.get('proofs', name))! })));
    await legacy.put('proofs', [...photos, { name: replaced, bytes: bytesOf('replaced long ago') }]);
    const table = databaseStore(t.database.db);
    await table.remove('proofs', names);

    // Two instances starting at once copy the same rows: each picture once, no failure.
    const counts = await Promise.all([copyPicturesFromDataDir(t.database.db, path.join(root, 'legacy')), copyPicturesFromDataDir(t.database.db, path.join(root, 'legacy'))]);
    expect(counts[0]! + counts[1]!).toBe(2);
    expect(await copyPicturesFromDataDir(t.database.db, path.join(root, 'legacy'))).toBe(0);
    for (const photo of photos) expect((await table.get('proofs', photo.name))?.equals(photo.bytes)).toBe(true);
    expect(await table.get('proofs', replaced)).toBeNull();
    expect((await legacy.list('proofs')).sort()).toEqual([...names, replaced].sort());

    // Served from the table.
    const store = t.context.files;
    t.context.files = table;
    try {
      const served = await t.app.inject({ url: `/api/shipments/${shipment.id}/proof?size=thumbnail`, headers: admin.headers });
      expect(served.statusCode).toBe(200);
      expect(served.rawPayload.equals(photos[1]!.bytes)).toBe(true);
    } finally {
      t.context.files = store;
    }
  });
});

describe('a store that cannot be reached mid-request', () => {
  /** node-postgres's error for a refused connection, wrapped the way Drizzle wraps it. */
  const refused = () =>
    Object.assign(new Error('Failed query: insert into stored_files'), { cause: Object.assign(new Error('connect ECONNREFUSED 10.0.0.7:5432'), { code: 'ECONNREFUSED' }) });
  const unreachable: FileStore = {
    put: () => Promise.reject(refused()),
    get: () => Promise.reject(refused()),
    remove: () => Promise.reject(refused()),
    list: () => Promise.reject(refused()),
  };

  it('answers 503 DATABASE_UNAVAILABLE in the error shape, stores nothing and changes nothing', async () => {
    const order = await api.createOrder(admin, [1]);
    const shipment = (await api.createShipment(admin, [api.allocationOf(order, [1])])).json().data as { id: number };
    const done = (await api.createShipment(admin, [api.allocationOf(await api.createOrder(admin, [1]), [1])])).json().data as { id: number };
    expect((await api.uploadProof(admin, done.id)).statusCode).toBe(200);
    const profile = (await api.get('/api/company-profile', admin)).json().data;
    const proofs = await t.context.files.list('proofs');
    const store = t.context.files;
    t.context.files = unreachable;
    try {
      const unavailable = { error: { code: 'DATABASE_UNAVAILABLE', message: 'The database is unavailable; try again shortly', retryAfterSeconds: 2 } };
      const upload = await api.uploadProof(admin, shipment.id);
      expect([upload.statusCode, upload.json()]).toEqual([503, unavailable]);
      const read = await t.app.inject({ url: `/api/shipments/${done.id}/proof`, headers: admin.headers });
      expect([read.statusCode, errorCodeOf(read)]).toEqual([503, 'DATABASE_UNAVAILABLE']);
      const boundary = 'logo-boundary';
      const logo = await t.app.inject({
        method: 'PUT',
        url: '/api/company-profile/logo',
        headers: { ...admin.headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
        payload: Buffer.concat([
          Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="logo.png"\r\nContent-Type: image/png\r\n\r\n`),
          Buffer.from(pngOf(16, 16)),
          Buffer.from(`\r\n--${boundary}--\r\n`),
        ]),
      });
      expect([logo.statusCode, errorCodeOf(logo)]).toEqual([503, 'DATABASE_UNAVAILABLE']);
    } finally {
      t.context.files = store;
    }
    expect(await t.context.files.list('proofs')).toEqual(proofs);
    expect((await api.get(`/api/shipments/${shipment.id}`, admin)).json().data).toMatchObject({ status: 'PENDING', proof: null });
    expect((await api.get('/api/company-profile', admin)).json().data).toEqual(profile);
  });
});
