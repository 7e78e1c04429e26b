import { describe, expect, it } from 'vitest';
import { PasswordHasher } from '../auth/passwords';
import { signAccessToken, verifyAccessToken } from '../auth/tokens';
import { loadConfig, OWASP_SCRYPT } from '../config';
import { diffOf, withoutSecrets } from '../services/change-log';
import { containsPattern, dayRange, startOfDay } from '../services/lists';
import { roleNameSchema } from '../../contract/roles';
import { createUserSchema, newUsernameSchema, userListQuerySchema } from '../../contract/users';
import { fieldErrorsFromIssues } from '../../contract/validation';
import { passwordProblem } from '../../contract/password';

const SECRET = 'unit-test-secret-unit-test-secret-unit-test';
const SID = '0b7c1c57-9f9a-4d0e-a2a8-6f2a1b0c9d11';

describe('access tokens', () => {
  it('round-trips and expires', () => {
    const token = signAccessToken({ sub: 7, sid: SID }, SECRET, 900, 1_000);
    expect(verifyAccessToken(token, SECRET, 1_500)).toMatchObject({ ok: true, claims: { sub: 7, sid: SID, exp: 1_900 } });
    expect(verifyAccessToken(token, SECRET, 1_900)).toMatchObject({ ok: false, reason: 'expired', claims: { sub: 7 } });
    expect(verifyAccessToken(token, `${SECRET}x`, 1_500)).toMatchObject({ ok: false, reason: 'signature' });
  });

  it('accepts only the HS256 header', () => {
    const [, payload, signature] = signAccessToken({ sub: 7, sid: SID }, SECRET, 900).split('.');
    for (const header of [{ alg: 'none', typ: 'JWT' }, { alg: 'HS512', typ: 'JWT' }, { alg: 'RS256' }]) {
      const forged = `${Buffer.from(JSON.stringify(header)).toString('base64url')}.${payload}.${signature}`;
      expect(verifyAccessToken(forged, SECRET)).toMatchObject({ ok: false, reason: 'malformed' });
    }
  });
});

describe('passwords', () => {
  it('hashes with salt and parameters in the string, verifies, and spots old parameters', async () => {
    const hasher = new PasswordHasher({ N: 1024, r: 8, p: 1 }, 2);
    const first = await hasher.hash('Kata-Sandi-Bagus');
    const second = await hasher.hash('Kata-Sandi-Bagus');
    expect(first).toMatch(/^scrypt\$1024\$8\$1\$/);
    expect(first).not.toBe(second);
    expect(await hasher.verify('Kata-Sandi-Bagus', first)).toBe(true);
    expect(await hasher.verify('kata-sandi-bagus', first)).toBe(false);
    expect(await hasher.verify('anything', undefined)).toBe(false);
    expect(hasher.needsRehash(first)).toBe(false);
    expect(new PasswordHasher({ N: 2048, r: 8, p: 1 }, 1).needsRehash(first)).toBe(true);
  });

  it('uses OWASP scrypt parameters in production', () => {
    expect(OWASP_SCRYPT).toEqual({ N: 131072, r: 8, p: 1 });
    expect(loadConfig({}).scrypt).toBe(OWASP_SCRYPT);
  });

  it('applies the password policy', () => {
    expect(passwordProblem('short')).toBe('PASSWORD_TOO_SHORT');
    expect(passwordProblem('x'.repeat(129))).toBe('PASSWORD_TOO_LONG');
    expect(passwordProblem('Password123')).toBe('PASSWORD_TOO_COMMON');
    expect(passwordProblem('kepala.gudang', 'Kepala.Gudang')).toBe('PASSWORD_IS_USERNAME');
    expect(passwordProblem('Gudang-Rapi-2025', 'kepala.gudang')).toBeNull();
  });
});

describe('change logs', () => {
  it('never keep secrets, however deep', () => {
    expect(
      withoutSecrets({ name: 'a', passwordHash: 'x', nested: { refreshToken: 't', ok: 1 }, list: [{ password: 'p', id: 2 }] }),
    ).toEqual({ name: 'a', nested: { ok: 1 }, list: [{ id: 2 }] });
  });
});

describe('change-log diffs', () => {
  it('list changed fields in record order, without id, version or timestamps', () => {
    expect(diffOf({ id: 1, name: 'a', email: null, version: 1 }, { id: 1, name: 'b', email: null, version: 2 })).toEqual([
      { field: 'name', before: 'a', after: 'b' },
    ]);
    expect(diffOf(null, { id: 3, username: 'u', roles: ['x'] })).toEqual([
      { field: 'username', before: null, after: 'u' },
      { field: 'roles', before: null, after: ['x'] },
    ]);
    expect(diffOf({ permissions: ['a', 'b'] }, { permissions: ['a', 'b'] })).toEqual([]);
  });
});

describe('list helpers', () => {
  it('escape LIKE wildcards in a search term', () => {
    expect(containsPattern('Budi')).toBe('%budi%');
    expect(containsPattern('50%_off\\')).toBe('%50\\%\\_off\\\\%');
  });

  it('turn inclusive calendar days into instants of the business time zone', () => {
    expect(startOfDay('2025-03-01', 'Asia/Jakarta').toISOString()).toBe('2025-02-28T17:00:00.000Z');
    expect(startOfDay('2025-03-30', 'Europe/Amsterdam').toISOString()).toBe('2025-03-29T23:00:00.000Z');
    expect(startOfDay('2025-03-31', 'Europe/Amsterdam').toISOString()).toBe('2025-03-30T22:00:00.000Z');
    const oneDay = dayRange({ startDate: '2025-12-31', endDate: '2025-12-31' }, 'Asia/Jakarta');
    expect([oneDay.from?.toISOString(), oneDay.to?.toISOString()]).toEqual(['2025-12-30T17:00:00.000Z', '2025-12-31T17:00:00.000Z']);
    expect(dayRange({}, 'Asia/Jakarta')).toEqual({ from: undefined, to: undefined });
  });
});

describe('contract schemas of users and roles', () => {
  const fields = (result: { success: boolean; error?: { issues: Parameters<typeof fieldErrorsFromIssues>[0] } }) =>
    result.success ? {} : fieldErrorsFromIssues(result.error!.issues);

  it('give usernames specific codes: spaces, look-alikes, length', () => {
    expect(newUsernameSchema.parse('  Budi.S_1-2 ')).toBe('Budi.S_1-2');
    expect(fields(newUsernameSchema.safeParse('budi santoso'))).toEqual({ _: 'INVALID_FORMAT' });
    expect(fields(newUsernameSchema.safeParse('\u0430dmin'))).toEqual({ _: 'INVALID_FORMAT' });
    expect(fields(newUsernameSchema.safeParse('x'.repeat(10_000)))).toEqual({ _: 'TOO_LONG' });
    expect(fields(newUsernameSchema.safeParse('ab'))).toEqual({ _: 'TOO_SHORT' });
  });

  it('normalise role names and refuse blanks', () => {
    expect(roleNameSchema.parse('  Tim   Gudang ')).toBe('Tim Gudang');
    expect(fields(roleNameSchema.safeParse('    '))).toEqual({ _: 'BLANK' });
    expect(fields(roleNameSchema.safeParse(' a   '))).toEqual({ _: 'TOO_SHORT' });
    expect(roleNameSchema.parse(' a  b ')).toBe('a b');
  });

  it('check the password against the username in the form too', () => {
    const result = createUserSchema.safeParse({ username: 'gudang.satu', name: 'G', roleId: 2, password: 'GUDANG.SATU' });
    expect(fields(result)).toEqual({ password: 'PASSWORD_IS_USERNAME' });
    expect(createUserSchema.parse({ username: 'g.s', name: 'G', roleId: 2, password: 'Aman-Sekali-1', email: '' }).email).toBeNull();
  });

  it('default the users list query and keep sorts to the allow-list', () => {
    expect(userListQuerySchema.parse({})).toEqual({ page: 1, size: 10, status: 'active', sort: '-createdAt' });
    expect(userListQuerySchema.parse({ q: '   ', sort: '-role' })).toEqual({ page: 1, size: 10, status: 'active', sort: '-role' });
    expect(fields(userListQuerySchema.safeParse({ sort: 'password_hash' }))).toEqual({ sort: 'INVALID_VALUE' });
  });
});

describe('config', () => {
  it('reads the environment settings with their defaults', () => {
    const config = loadConfig({}, '/srv/laju');
    expect(config).toMatchObject({ host: '127.0.0.1', port: 3000, dataDir: '/srv/laju/data', demo: true, timeZone: 'Asia/Jakarta' });
    expect(config.corsOrigins).toEqual([]);
    const custom = loadConfig(
      { PORT: '8080', HOST: '0.0.0.0', LAJU_DEMO: '0', LAJU_CORS_ORIGINS: 'https://a.test, https://b.test', LAJU_DATA_DIR: '/var/laju' },
      '/srv/laju',
    );
    expect(custom).toMatchObject({ port: 8080, host: '0.0.0.0', demo: false, dataDir: '/var/laju' });
    expect(custom.corsOrigins).toEqual(['https://a.test', 'https://b.test']);
  });

  it('refuses bad values instead of guessing', () => {
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(/PORT/);
    expect(() => loadConfig({ LAJU_TOKEN_SECRET: 'short' })).toThrow(/LAJU_TOKEN_SECRET/);
    expect(() => loadConfig({ LAJU_TIME_ZONE: 'Mars/Olympus' })).toThrow(/LAJU_TIME_ZONE/);
    expect(() => loadConfig({ VITE_API_BASE_URL: 'api.laju.test' })).toThrow(/VITE_API_BASE_URL/);
    expect(() => loadConfig({ VITE_API_BASE_URL: 'javascript:alert(1)' })).toThrow(/VITE_API_BASE_URL/);
  });

  it('takes the origin of the API host the SPA was built for, for the CSP', () => {
    expect(loadConfig({}).apiOrigin).toBeUndefined();
    expect(loadConfig({ VITE_API_BASE_URL: '/gateway' }).apiOrigin).toBeUndefined();
    expect(loadConfig({ VITE_API_BASE_URL: 'https://api.laju.test:8443/v1/' }).apiOrigin).toBe('https://api.laju.test:8443');
  });
});
