import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyLogoUrl, LOGO_MAX_BYTES } from '../../contract/company-profile';
import { companyProfileContractSuite, type CompanyProfileSessions, type PictureFile } from '../../contract/testing/company-profile-suite';
import { pngOf } from '../../contract/testing/pictures';
import { dataOf, signIn } from '../../contract/testing/session-side';
import { rowsOf } from '../db/client';
import { picturesOf, sideOf } from './contract-side';
import { createTestApp, type TestApp } from './harness';

/**
 * The company profile on the real server: the shared contract suite (also run on the mock), then
 * what only the server has: pictures decoded for real, and stored logos that never outlive their row.
 */
let t: TestApp;
let dataDir: string;
let sessions: CompanyProfileSessions;
const side = sideOf(() => t);
const pictures = picturesOf(() => t);

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'laju-company-profile-'));
  t = await createTestApp({ dataDir });
  const [admin, ...others] = await Promise.all(['admin', 'spv', 'kepala.gudang', 'admin.suratjalan', 'admin.gudang', 'viewer'].map((name) => signIn(side, name)));
  sessions = { admin: admin!, others };
});
afterAll(async () => {
  await t?.close();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

companyProfileContractSuite(() => sessions, pictures);

/** The logos in the server's store (the database on PostgreSQL, the data dir on PGlite). */
const storedLogos = () => t.context.files.list('logos');
const upload = (file: PictureFile) => pictures.upload(sessions.admin, 'PUT', '/api/company-profile/logo', file);
const logoOf = (answer: { body: { data?: unknown } }) => (answer.body.data as { logo: { name: string; width: number; height: number } | null }).logo;
const profileRow = async () => rowsOf(await t.database.db.execute(sql`select * from company_profile`))[0];
const logCount = async () => Number(rowsOf<{ n: number }>(await t.database.db.execute(sql`select count(*)::int as n from change_logs where entity = 'company-profile'`))[0]!.n);

/**
 * A whole, valid 30,000 × 30,000 greyscale PNG: every row zero, deflated as it is written, so the
 * file is small while its picture is 900 million pixels.
 */
async function hugePng(): Promise<Buffer> {
  const width = 30_000;
  const height = 30_000;
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (bytes: Buffer) => {
    let c = 0xffffffff;
    for (const byte of bytes) c = crcTable[(c ^ byte) & 0xff]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([length, body, sum]);
  };
  const deflate = zlib.createDeflate({ level: 6 });
  const parts: Buffer[] = [];
  deflate.on('data', (part: Buffer) => parts.push(part));
  const ended = new Promise((resolve) => deflate.on('end', resolve));
  // A hundred rows at a time, each its filter byte (none) and its pixels.
  const rows = Buffer.alloc((width + 1) * 100);
  for (let written = 0; written < height; written += 100) {
    if (!deflate.write(rows)) await new Promise((resolve) => deflate.once('drain', resolve));
  }
  deflate.end();
  await ended;
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 0, 0, 0, 0], 8);
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('IDAT', Buffer.concat(parts)), chunk('IEND', Buffer.alloc(0))]);
}

describe('the stored company logo', () => {
  it('refuses a 30,000 × 30,000 PNG by its header (422 IMAGE_TOO_LARGE) and stores nothing', async () => {
    const before = await storedLogos();
    const huge = await hugePng();
    expect(huge.length).toBeLessThan(LOGO_MAX_BYTES);
    expect(await sharp(huge, { limitInputPixels: false }).metadata()).toMatchObject({ width: 30_000, height: 30_000 });
    const answer = await upload({ bytes: new Uint8Array(huge), name: 'besar.png', type: 'image/png' });
    expect([answer.status, answer.body.error]).toEqual([422, { code: 'IMAGE_TOO_LARGE', message: 'The picture has more pixels than the server reads', fields: { file: 'TOO_LARGE' } }]);
    expect(await storedLogos()).toEqual(before);
  });

  it('keeps one file, the current logo’s: a refused upload leaves none, a replaced logo’s and a removed one’s are gone', async () => {
    const first = await upload({ bytes: pngOf(64, 32), name: 'a.png', type: 'image/png' });
    expect(first.status).toBe(200);
    expect(await storedLogos()).toEqual([logoOf(first)!.name]);
    const truncated = pngOf(64, 32).subarray(0, 200);
    const refused: PictureFile[] = [
      { bytes: new TextEncoder().encode('<svg><script>alert(1)</script></svg>'), name: 'a.svg', type: 'image/svg+xml' },
      { bytes: new Uint8Array(truncated), name: 'putus.png', type: 'image/png' },
      { bytes: new Uint8Array(0), name: 'kosong.png', type: 'image/png' },
      { bytes: new Uint8Array(LOGO_MAX_BYTES + 1), name: 'besar.png', type: 'image/png' },
    ];
    const statuses = [];
    for (const file of refused) statuses.push((await upload(file)).status);
    expect(statuses).toEqual([415, 422, 400, 413]);
    expect((await pictures.upload(sessions.others[0]!, 'PUT', '/api/company-profile/logo', { bytes: pngOf(8, 8), name: 'b.png', type: 'image/png' })).status).toBe(403);
    expect(await storedLogos()).toEqual([logoOf(first)!.name]);

    const second = await upload({ bytes: pngOf(80, 40), name: 'b.png', type: 'image/png' });
    expect(await storedLogos()).toEqual([logoOf(second)!.name]);
    expect((await sessions.admin.client.delete('/api/company-profile/logo')).status).toBe(200);
    expect(await storedLogos()).toEqual([]);
  });

  it('stores the logo upright and stripped of EXIF; a transparent logo stays transparent', async () => {
    const photo = await sharp({ create: { width: 40, height: 20, channels: 3, background: '#c03030' } })
      .jpeg()
      .withMetadata({ orientation: 6, exif: { IFD0: { Make: 'KameraUji', Model: 'X1' } } })
      .toBuffer();
    const upright = await upload({ bytes: new Uint8Array(photo), name: 'foto.jpg', type: 'image/jpeg' });
    expect(logoOf(upright)).toMatchObject({ width: 20, height: 40 });
    const served = await pictures.fetchFile(companyLogoUrl(logoOf(upright)!.name));
    const meta = await sharp(Buffer.from(served.bytes)).metadata();
    expect([meta.format, meta.width, meta.height, meta.exif, meta.orientation, meta.icc]).toEqual(['png', 20, 40, undefined, undefined, undefined]);

    const transparent = await upload({ bytes: pngOf(40, 20, { transparent: true }), name: 'logo.png', type: 'image/png' });
    const file = await pictures.fetchFile(companyLogoUrl(logoOf(transparent)!.name));
    const { data, info } = await sharp(Buffer.from(file.bytes)).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
    // The left half was sent transparent, the right half opaque.
    expect([data[info.channels - 1], data[(info.width - 1) * info.channels + info.channels - 1]]).toEqual([0, 255]);
  });

  it('leaves no file and no change when the transaction fails', async () => {
    const before = await upload({ bytes: pngOf(30, 30), name: 'a.png', type: 'image/png' });
    const row = await profileRow();
    const logs = await logCount();
    const files = await storedLogos();
    // Any write to the row fails from here, as a database that refuses the update would.
    await t.database.exec(`
      CREATE FUNCTION company_profile_refuse() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'refused by the test'; END $$;
      CREATE TRIGGER company_profile_refuse BEFORE UPDATE ON company_profile FOR EACH ROW EXECUTE FUNCTION company_profile_refuse();`);
    try {
      const failed = await upload({ bytes: pngOf(50, 50), name: 'b.png', type: 'image/png' });
      expect([failed.status, failed.body]).toEqual([500, { error: { code: 'INTERNAL', message: 'Internal server error' } }]);
      expect((await sessions.admin.client.delete('/api/company-profile/logo')).status).toBe(500);
    } finally {
      await t.database.exec('DROP TRIGGER company_profile_refuse ON company_profile; DROP FUNCTION company_profile_refuse();');
    }
    expect(await storedLogos()).toEqual(files);
    expect(await profileRow()).toEqual(row);
    expect(await logCount()).toBe(logs);
    expect((await pictures.fetchFile(companyLogoUrl(logoOf(before)!.name))).status).toBe(200);
  });

  it('answers the logo to a HEAD without a session too, and to an <img> whatever cookies it carries', async () => {
    const profile = dataOf<{ logo: { name: string } | null }>(await sessions.admin.client.get('/api/company-profile'));
    const url = companyLogoUrl(profile.logo!.name);
    const head = await t.app.inject({ method: 'HEAD', url });
    expect([head.statusCode, head.headers['content-type']]).toEqual([200, 'image/png']);
    const withCookies = await t.app.inject({ method: 'GET', url, headers: { 'sec-fetch-dest': 'image', 'sec-fetch-site': 'same-origin' }, cookies: { refreshToken: 'stale' } });
    expect([withCookies.statusCode, withCookies.headers['content-type']]).toEqual([200, 'image/png']);
  });
});
