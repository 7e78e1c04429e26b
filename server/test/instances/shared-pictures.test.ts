import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pngOf } from '../../../contract/testing/pictures';
import { apiOf, killAll, startServer, type ServerProcess } from '../server-process';
import { TEST_PASSWORD } from '../template';
import { freshDatabase, type FreshDatabase } from './fresh-database';

/**
 * Pictures every instance reaches (docs/decisions/344-pictures-in-postgresql.md): two instances on
 * one PostgreSQL, each with a data dir of its own. A logo an older LAJU left in A's data dir is
 * served by B once A has started; a proof photo and a logo uploaded through A are served by B with
 * the same bytes, also after A is killed (SIGKILL).
 */
const root = fs.mkdtempSync(path.join(os.tmpdir(), 'laju-shared-pictures-'));
let database: FreshDatabase;
let a: ServerProcess;
let b: ServerProcess;
let token: string;
let legacyLogo: { name: string; bytes: Buffer };

async function query<Row>(text: string, params: unknown[] = []): Promise<Row[]> {
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  try {
    return (await client.query(text, params)).rows as Row[];
  } finally {
    await client.end();
  }
}

beforeAll(async () => {
  database = await freshDatabase();
  // The company logo as an older LAJU kept it: a file of A's data dir that the row names.
  legacyLogo = { name: `${randomUUID()}.png`, bytes: Buffer.from(pngOf(12, 6)) };
  fs.mkdirSync(path.join(root, 'a', 'logos'), { recursive: true });
  fs.writeFileSync(path.join(root, 'a', 'logos', legacyLogo.name), legacyLogo.bytes);
  await query('update company_profile set logo_file = $1, logo_width = 12, logo_height = 6', [legacyLogo.name]);
  const env = { DATABASE_URL: database.url, LAJU_LOG_LEVEL: 'error' };
  [a, b] = await Promise.all([startServer({ ...env, LAJU_DATA_DIR: path.join(root, 'a') }), startServer({ ...env, LAJU_DATA_DIR: path.join(root, 'b') })]);
  const signedIn = await apiOf(a.baseUrl)('POST', '/api/auth/login', { body: { username: 'admin', password: TEST_PASSWORD } });
  expect(signedIn.status).toBe(200);
  token = signedIn.body.data!.accessToken!;
}, 120_000);

afterAll(async () => {
  killAll();
  await database?.drop();
  fs.rmSync(root, { recursive: true, force: true });
});

/** The bytes a server answers for `url` (with the admin's token), or its status when not 200. */
async function bytesFrom(server: ServerProcess, url: string): Promise<Buffer | number> {
  const response = await fetch(`${server.baseUrl}${url}`, { headers: { authorization: `Bearer ${token}` } });
  return response.status === 200 ? Buffer.from(await response.arrayBuffer()) : response.status;
}

async function upload(server: ServerProcess, method: string, url: string, file: Buffer, type: string) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(file)], { type }), type === 'image/png' ? 'logo.png' : 'bukti.jpg');
  const response = await fetch(`${server.baseUrl}${url}`, { method, headers: { authorization: `Bearer ${token}` }, body: form });
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json()).data;
}

describe('pictures on one PostgreSQL, instances with data dirs of their own', () => {
  it('B serves what A stored, also after A is killed; the logo A found in its data dir too', async () => {
    const logoUrl = (name: string) => `/api/company-profile/logo/${name}`;
    expect(fs.existsSync(path.join(root, 'b', 'logos'))).toBe(false);
    expect(await bytesFrom(b, logoUrl(legacyLogo.name))).toEqual(legacyLogo.bytes);
    // Copied, not moved: the older file stays where it was.
    expect(fs.existsSync(path.join(root, 'a', 'logos', legacyLogo.name))).toBe(true);

    const [shipment] = await query<{ id: number }>(
      `select s.id from shipments s where s.status = 'PENDING' and exists (select 1 from shipment_delivery_orders d where d.shipment_id = s.id) order by s.id limit 1`,
    );
    const photo = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#3070b0' } }).jpeg().toBuffer();
    expect((await upload(a, 'POST', `/api/shipments/${shipment!.id}/proof`, photo, 'image/jpeg')).status).toBe('SELESAI');
    const logo = (await upload(a, 'PUT', '/api/company-profile/logo', Buffer.from(pngOf(40, 20)), 'image/png')).logo as { name: string };

    const proofUrls = [`/api/shipments/${shipment!.id}/proof`, `/api/shipments/${shipment!.id}/proof?size=thumbnail`];
    const fromA = await Promise.all([...proofUrls, logoUrl(logo.name)].map((url) => bytesFrom(a, url)));
    for (const bytes of fromA) expect(Buffer.isBuffer(bytes) && bytes.length > 0).toBe(true);
    expect(await Promise.all([...proofUrls, logoUrl(logo.name)].map((url) => bytesFrom(b, url)))).toEqual(fromA);
    // A's data dir holds none of them: they are in the database.
    expect(fs.existsSync(path.join(root, 'a', 'proofs'))).toBe(false);
    expect(fs.readdirSync(path.join(root, 'a', 'logos'))).toEqual([legacyLogo.name]);

    a.child.kill('SIGKILL');
    expect(await a.exited).toBe('SIGKILL');
    expect(await Promise.all([...proofUrls, logoUrl(logo.name)].map((url) => bytesFrom(b, url)))).toEqual(fromA);
    // The replaced logo is gone from the database: no instance serves it.
    expect(await bytesFrom(b, logoUrl(legacyLogo.name))).toBe(404);
  }, 60_000);
});
