import { describe, expect, it } from 'vitest';
import { LOGO_MAX_BYTES, companyLogoUrl, companyProfileSchema } from '../company-profile';
import type { ChangeLogEntry } from '../change-log';
import type { ContractAnswer } from './resource-suite';
import { FORBIDDEN, UNAUTHENTICATED, dataOf, rowsOf, validation, type Session } from './session-side';
import { pdfBytes, pngHeaderClaiming, pngOf, svgWithScript } from './pictures';

/**
 * The company profile (docs/decisions/337-company-profile.md) as one suite run against the MSW mock
 * (src/mocks/handlers/company-profile.test.ts) and the real server (server/test/company-profile.test.ts):
 * every signed-in user reads it, only update-company-profile (Master) changes it, a stale version
 * and bad input change nothing, every change is in its log, and the logo is a picture by its
 * content, served publicly under a name that changes with every upload.
 */
export interface CompanyProfileSessions {
  /** Master: holds update-company-profile. */
  readonly admin: Session;
  /** The other seeded roles: they read it and change nothing. */
  readonly others: readonly Session[];
}

/** A picture sent as a browser's form sends it: the one file part `file`. */
export interface PictureFile {
  readonly bytes: Uint8Array<ArrayBuffer>;
  readonly name: string;
  readonly type: string;
}

/** A response read as bytes, as an <img> reads it. */
export interface FileAnswer {
  readonly status: number;
  readonly bytes: Uint8Array;
  readonly header: (name: string) => string | null | undefined;
  /** The body as JSON when it is JSON (an error), else null. */
  readonly json: unknown;
}

/** A form as a browser sends it: text parts, then file parts, each under its name. */
export interface FormParts {
  readonly fields?: Readonly<Record<string, string>>;
  readonly files?: Readonly<Record<string, PictureFile>>;
}

/** What the suite needs of a side beyond JSON calls: a multipart upload and a GET without a session. */
export interface PictureCalls {
  upload(session: Session, method: 'PUT' | 'POST', path: string, file: PictureFile): Promise<ContractAnswer>;
  /** multipart/form-data with any parts; without a session it is sent as a stranger would send it. */
  form(session: Session | null, method: 'PUT' | 'POST', path: string, parts: FormParts): Promise<ContractAnswer>;
  fetchFile(path: string): Promise<FileAnswer>;
}

const PATH = '/api/company-profile';
const LOGO = `${PATH}/logo`;
const LOGS = `${PATH}/logs`;
const png = (width: number, height: number, options?: { transparent?: boolean }): PictureFile => ({ bytes: pngOf(width, height, options), name: 'logo.png', type: 'image/png' });

export function companyProfileContractSuite(sessions: () => CompanyProfileSessions, pictures: PictureCalls) {
  describe('the company profile (shared contract)', () => {
    const read = async (session = sessions().admin) => {
      const answer = await session.client.get(PATH);
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      return companyProfileSchema.parse(dataOf(answer));
    };
    const save = async (body: Record<string, unknown>) => {
      const answer = await sessions().admin.client.put(PATH, { version: (await read()).version, ...body });
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      return companyProfileSchema.parse(dataOf(answer));
    };
    const logs = async () => {
      const answer = await sessions().admin.client.get(`${LOGS}?size=100`);
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      return rowsOf<ChangeLogEntry>(answer);
    };
    const upload = (file: PictureFile, session = sessions().admin) => pictures.upload(session, 'PUT', LOGO, file);
    const refusal = (answer: ContractAnswer) => [answer.status, answer.body];

    it('is read by every signed-in user, the same for all; not without a session', async () => {
      const { admin, others } = sessions();
      const profile = await read(admin);
      for (const session of others) expect(await read(session)).toEqual(profile);
      const anonymous = await admin.browser.call('GET', PATH);
      expect(refusal(anonymous)).toEqual([401, UNAUTHENTICATED]);
    });

    it('saves the whole text: NPWP as its digits, an address left out empty, a phone or NPWP left out none; logged with before and after', async () => {
      const { admin } = sessions();
      const saved = await save({ name: '  PT Laju Sejahtera Abadi ', address: 'Jl. Gunung Sahari Raya No. 18\nJakarta Utara 14420', phone: '(021) 6401 2345', npwp: '01.234.567.8-901.000' });
      expect(saved).toMatchObject({
        name: 'PT Laju Sejahtera Abadi',
        address: 'Jl. Gunung Sahari Raya No. 18\nJakarta Utara 14420',
        phone: '(021) 6401 2345',
        npwp: '012345678901000',
        updatedBy: { id: admin.userId, name: 'Administrator' },
      });
      expect(saved.updatedAt).not.toBeNull();
      expect(await read()).toEqual(saved);

      const sixteen = await save({ name: 'PT Laju Sejahtera Abadi', npwp: '3171 0123 4567 8901' });
      expect(sixteen).toMatchObject({ address: '', phone: null, npwp: '3171012345678901', version: saved.version + 1 });
      const [entry] = await logs();
      expect(entry).toMatchObject({
        entity: 'company-profile',
        entityId: 1,
        entityLabel: 'PT Laju Sejahtera Abadi',
        action: 'UPDATE',
        actor: { id: admin.userId, username: 'admin', name: 'Administrator' },
        before: { name: 'PT Laju Sejahtera Abadi', address: 'Jl. Gunung Sahari Raya No. 18\nJakarta Utara 14420', phone: '(021) 6401 2345', npwp: '012345678901000' },
        after: { name: 'PT Laju Sejahtera Abadi', address: '', phone: null, npwp: '3171012345678901' },
      });
      expect(entry!.changes.map((change) => change.field).sort()).toEqual(['address', 'npwp', 'phone']);
    });

    it('answers a save that changes nothing with the profile as it is: no new version, no log row', async () => {
      const before = await save({ name: 'PT Tetap Sama', address: 'Jakarta', phone: '021 555 1234', npwp: '012345678901000' });
      const logged = (await logs()).length;
      const again = await sessions().admin.client.put(PATH, { version: before.version, name: 'PT Tetap Sama ', address: 'Jakarta', phone: '021 555 1234', npwp: '01.234.567.8-901.000' });
      expect([again.status, dataOf(again)]).toEqual([200, before]);
      expect((await logs()).length).toBe(logged);
    });

    it('refuses a stale version with 409 and the profile as it is now, changing nothing', async () => {
      const current = await save({ name: 'PT Versi Baru' });
      const logged = (await logs()).length;
      const stale = await sessions().admin.client.put(PATH, { version: current.version - 1, name: 'PT Menimpa' });
      expect(refusal(stale)).toEqual([409, { error: { code: 'VERSION_CONFLICT', message: 'The record was changed by someone else', current } }]);
      expect(await read()).toEqual(current);
      expect((await logs()).length).toBe(logged);
    });

    it('refuses bad input field by field, changing nothing', async () => {
      const current = await save({ name: 'PT Masukan Benar', npwp: '012345678901000' });
      const logged = (await logs()).length;
      const version = current.version;
      const cases: [Record<string, unknown>, Record<string, string>][] = [
        [{ version, name: '' }, { name: 'TOO_SHORT' }],
        [{ version, name: 'x'.repeat(101) }, { name: 'TOO_LONG' }],
        [{ version, name: 'PT A', address: 'x'.repeat(301) }, { address: 'TOO_LONG' }],
        [{ version, name: 'PT A', npwp: '01234567890123' }, { npwp: 'INVALID_FORMAT' }],
        [{ version, name: 'PT A', npwp: 'abcdefghijklmno' }, { npwp: 'INVALID_FORMAT' }],
        [{ version, name: 'PT A', phone: 'nomor kantor' }, { phone: 'INVALID_FORMAT' }],
        [{ version, name: 'PT A', logo: null }, { logo: 'UNKNOWN_FIELD' }],
        [{ name: 'PT A' }, { version: 'REQUIRED' }],
      ];
      for (const [body, fields] of cases) {
        const answer = await sessions().admin.client.put(PATH, body);
        expect(refusal(answer), JSON.stringify(body).slice(0, 60)).toEqual([400, validation(fields)]);
      }
      expect(await read()).toEqual(current);
      expect((await logs()).length).toBe(logged);
    });

    it('lets only update-company-profile change it or read its log: the others 403, nothing changed', async () => {
      const { others } = sessions();
      const current = await read();
      const logged = (await logs()).length;
      for (const session of others) {
        expect(refusal(await session.client.put(PATH, { version: current.version, name: 'PT Bukan Master' }))).toEqual([403, FORBIDDEN]);
        expect(refusal(await upload(png(40, 20), session))).toEqual([403, FORBIDDEN]);
        expect(refusal(await session.client.delete(LOGO))).toEqual([403, FORBIDDEN]);
        expect(refusal(await session.client.get(LOGS))).toEqual([403, FORBIDDEN]);
      }
      expect(await read()).toEqual(current);
      expect((await logs()).length).toBe(logged);
    });

    it('takes a PNG logo, bounded to 600 px a side, served publicly; a replaced logo’s address answers 404; DELETE removes it', async () => {
      const before = await read();
      const first = await upload(png(720, 240, { transparent: true }));
      expect(first.status, JSON.stringify(first.body)).toBe(200);
      const withLogo = companyProfileSchema.parse(dataOf(first));
      const logo = withLogo.logo!;
      expect(logo).toEqual({ name: expect.any(String), width: expect.any(Number), height: expect.any(Number) });
      expect(Math.max(logo.width, logo.height)).toBeLessThanOrEqual(600);
      expect(logo.width / logo.height).toBeCloseTo(3, 1);
      expect(withLogo.version).toBe(before.version + 1);
      expect(await read()).toEqual(withLogo);

      const served = await pictures.fetchFile(companyLogoUrl(logo.name));
      expect([served.status, served.header('content-type'), served.header('cache-control'), served.header('x-content-type-options')]).toEqual([
        200,
        'image/png',
        'public, max-age=31536000, immutable',
        'nosniff',
      ]);
      expect([...served.bytes.subarray(0, 4)]).toEqual([0x89, 0x50, 0x4e, 0x47]);

      const [logged] = await logs();
      expect(logged).toMatchObject({ action: 'UPDATE', before: { logo: before.logo ? `${before.logo.width} × ${before.logo.height} (${before.logo.name.slice(0, 8)})` : null }, after: { logo: `${logo.width} × ${logo.height} (${logo.name.slice(0, 8)})` } });

      const second = await upload(png(100, 50));
      expect(second.status, JSON.stringify(second.body)).toBe(200);
      const replaced = companyProfileSchema.parse(dataOf(second));
      expect(replaced.logo).toMatchObject({ width: 100, height: 50 });
      expect(replaced.logo!.name).not.toBe(logo.name);
      expect((await pictures.fetchFile(companyLogoUrl(replaced.logo!.name))).status).toBe(200);
      const old = await pictures.fetchFile(companyLogoUrl(logo.name));
      expect([old.status, old.json]).toEqual([404, { error: { code: 'NOT_FOUND', message: 'Logo not found' } }]);
      for (const name of ['../../etc/passwd', 'x.png', `${replaced.logo!.name}.bak`]) {
        expect((await pictures.fetchFile(companyLogoUrl(name))).status, name).toBe(404);
      }

      const removed = await sessions().admin.client.delete(LOGO);
      expect(removed.status).toBe(200);
      const without = companyProfileSchema.parse(dataOf(removed));
      expect([without.logo, without.version]).toEqual([null, replaced.version + 1]);
      expect((await pictures.fetchFile(companyLogoUrl(replaced.logo!.name))).status).toBe(404);
      const [deletion] = await logs();
      expect(deletion).toMatchObject({ before: { logo: `100 × 50 (${replaced.logo!.name.slice(0, 8)})` }, after: { logo: null } });

      // Nothing to remove: the profile as it is, no new version, no log row.
      const logCount = (await logs()).length;
      const again = await sessions().admin.client.delete(LOGO);
      expect([again.status, dataOf(again)]).toEqual([200, without]);
      expect((await logs()).length).toBe(logCount);
    });

    it('refuses an SVG with a script, a renamed PDF, an empty file, a file past 5 MiB and a picture of too many pixels, changing nothing', async () => {
      const current = await read();
      const logged = (await logs()).length;
      const cases: [PictureFile, number, Record<string, unknown>][] = [
        [{ bytes: svgWithScript(), name: 'logo.svg', type: 'image/svg+xml' }, 415, { code: 'IMAGE_TYPE_UNSUPPORTED', message: 'Only JPEG, PNG or WebP photos are accepted' }],
        [{ bytes: pdfBytes(), name: 'logo.png', type: 'image/png' }, 415, { code: 'IMAGE_TYPE_UNSUPPORTED', message: 'Only JPEG, PNG or WebP photos are accepted' }],
        [{ bytes: new Uint8Array(0), name: 'kosong.png', type: 'image/png' }, 400, { code: 'IMAGE_MISSING', message: 'The photo is empty', fields: { file: 'REQUIRED' } }],
        [
          { bytes: new Uint8Array(LOGO_MAX_BYTES + 1).fill(0x20).fill(0x89, 0, 1), name: 'besar.png', type: 'image/png' },
          413,
          { code: 'PAYLOAD_TOO_LARGE', message: 'The logo is larger than 5 MB' },
        ],
        [
          { bytes: pngHeaderClaiming(30_000, 30_000), name: 'bom.png', type: 'image/png' },
          422,
          { code: 'IMAGE_TOO_LARGE', message: 'The picture has more pixels than the server reads', fields: { file: 'TOO_LARGE' } },
        ],
      ];
      for (const [file, status, error] of cases) {
        const answer = await upload(file);
        expect(refusal(answer), file.name).toEqual([status, { error }]);
      }
      const json = await sessions().admin.client.put(LOGO, { file: 'logo.png' });
      expect(refusal(json)).toEqual([415, { error: { code: 'UNSUPPORTED_MEDIA_TYPE', message: 'Send the photo as multipart/form-data' } }]);
      expect(await read()).toEqual(current);
      expect((await logs()).length).toBe(logged);
    });
  });
}
