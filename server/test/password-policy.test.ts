import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, isCommonPassword, passwordPolicyProblem } from '../auth/password-policy';
import { apiOf, fieldsOf } from './api';
import { createTestApp, TEST_PASSWORD, type SignedIn, type TestApp } from './harness';

/**
 * The server's password policy (decision 295): blanks, the published demo password outside the
 * demo, and the block list wherever a password is set; and failed sign-ins that name no account
 * keep no name.
 */

/** What an outside probe found accepted: blanks, the README's demo password, published passwords. */
const PROBE = [
  ' '.repeat(8),
  '\u3000'.repeat(8),
  'Laju#2025',
  'qwertyui',
  'Passw0rd!',
  'P@ssw0rd1',
  'Admin@123',
  'Qwerty@123',
  'Welcome@123',
  'iloveyou1',
  'Bismillah1',
];
/** Beyond the contract's short list: the block list and its folding. */
const BLOCKED = [...PROBE, 'Sayang2024!', 'J@karta1945', 'M3rdeka45', 'W3lc0me#99', 'LAJU2026', 'Surabaya!!', 'football7', 'Katasandi'];
const STRONG = ['Gudang-Rapi-2025', 'kuda laut berenang 7', 'Tr0ub4dor&3', '9xR!vq2#Lm', 'Sandi-Baru-2025!'];

describe('passwordPolicyProblem', () => {
  const real = { demo: false };

  it("refuses every password the probe found accepted, outside the demo", () => {
    for (const password of PROBE) expect(passwordPolicyProblem(password, 'budi.santoso', real), JSON.stringify(password)).toBe('PASSWORD_TOO_COMMON');
  });

  it('refuses the block list beyond the short list: folded case and width, substitutions, digits and symbols after', () => {
    for (const password of [
      'qwertyui', 'QWERTYUI', 'ｑｗｅｒｔｙｕｉ', 'sunshine1', 'dragon2024', 'Football!', 'iloveyou!!', 'Michael#1990',
      'Bismillah1', 'B1sm1llah!', 'Sayang2024!', 'J@karta1945', 'M3rdeka45', 'Garuda!@#', 'Indonesia2025', 'Rahasia123',
      'Katasandi!', 'Surabaya1', 'Bandung22', 'W3lc0me#99', 'Pa$$w0rd2025', '5ummer77', 'P@55w0rd', 'Laju#2025', 'LAJU2026',
      'laju!!!!', 'Adm1n@2025',
    ]) {
      expect(isCommonPassword(password), password).toBe(true);
    }
  });

  it('accepts strong passwords, and common words that are not the whole stem', () => {
    for (const password of [
      ...STRONG, 'Uji-Sandi-2025!', 'E2e-Sandi-Rahasia-2025', 'correct horse battery staple', 'Sayang-Kucing-Oren-9',
      'pass1word', '2025!Bismillah?x', 'Laju-Kirim-Cepat-88', 'x7Qm!2bZ&rP0',
    ]) {
      expect(passwordPolicyProblem(password, 'budi.santoso', real), password).toBeNull();
    }
  });

  it('allows the demo password only in the demo, and nothing like it', () => {
    expect(DEMO_PASSWORD).toBe('Laju#2025');
    expect(passwordPolicyProblem(DEMO_PASSWORD, 'spv', { demo: true })).toBeNull();
    expect(passwordPolicyProblem(DEMO_PASSWORD, 'spv', real)).toBe('PASSWORD_TOO_COMMON');
    for (const password of ['laju#2025', 'Laju#2026', 'Laju2025!']) expect(passwordPolicyProblem(password, 'spv', { demo: true }), password).toBe('PASSWORD_TOO_COMMON');
  });

  it("keeps the contract's answers first", () => {
    expect(passwordPolicyProblem('Ab1!', 'spv', real)).toBe('PASSWORD_TOO_SHORT');
    expect(passwordPolicyProblem('x'.repeat(129), 'spv', real)).toBe('PASSWORD_TOO_LONG');
    expect(passwordPolicyProblem('Kepala.Gudang', 'kepala.gudang', real)).toBe('PASSWORD_IS_USERNAME');
  });
});

let t: TestApp;
let api: ReturnType<typeof apiOf>;
let admin: SignedIn;
/** The same install with LAJU_DEMO=0. */
let real: TestApp;
let realAdmin: SignedIn;
beforeAll(async () => {
  [t, real] = await Promise.all([createTestApp(), createTestApp({ demo: false })]);
  api = apiOf(t);
  [admin, realAdmin] = await Promise.all([t.login('admin'), real.login('admin')]);
});
afterAll(async () => {
  await Promise.all([t?.close(), real?.close()]);
});

let serial = 0;
const newUser = (app: TestApp, session: SignedIn, password: string) =>
  apiOf(app).post('/api/users', session, { username: `pw.user${(serial += 1)}`, name: 'Budi Santoso', roleId: 6, password });

describe('where a password is set, a blank or common one answers 400 PASSWORD_TOO_COMMON', () => {
  it('creating a user (outside the demo)', async () => {
    const users = await apiOf(real).count('select count(*) from users');
    for (const password of BLOCKED) {
      const response = await newUser(real, realAdmin, password);
      expect(response.statusCode, JSON.stringify(password)).toBe(400);
      expect(response.json().error).toMatchObject({ code: 'VALIDATION_FAILED', fields: { password: 'PASSWORD_TOO_COMMON' } });
    }
    expect(await apiOf(real).count('select count(*) from users')).toBe(users);
    for (const password of STRONG) expect((await newUser(real, realAdmin, password)).statusCode, password).toBe(201);
  });

  it("an administrator's reset of a user's password", async () => {
    const user = (await newUser(t, admin, 'Gudang-Rapi-2025')).json().data;
    for (const password of BLOCKED.filter((password) => password !== 'Laju#2025')) {
      const response = await api.patch(`/api/users/${user.id}`, admin, { version: 1, password });
      expect(response.statusCode, JSON.stringify(password)).toBe(400);
      expect(fieldsOf(response)).toEqual({ password: 'PASSWORD_TOO_COMMON' });
    }
    expect((await api.patch(`/api/users/${user.id}`, admin, { version: 1, password: 'Tr0ub4dor&3' })).statusCode).toBe(200);
  });

  it('changing the own password (PATCH /api/users/my)', async () => {
    const session = await t.login('viewer');
    const version = (await api.get('/api/users/my', session)).json().data.version;
    for (const newPassword of BLOCKED.filter((password) => password !== 'Laju#2025')) {
      const response = await api.patch('/api/users/my', session, { version, currentPassword: TEST_PASSWORD, newPassword });
      expect(response.statusCode, JSON.stringify(newPassword)).toBe(400);
      expect(fieldsOf(response)).toEqual({ newPassword: 'PASSWORD_TOO_COMMON' });
    }
    expect((await api.get('/api/users/my', session)).json().data.version).toBe(version);
  });

  it('the demo password only in the demo, where the demo users have it', async () => {
    const realUser = (await newUser(real, realAdmin, 'Gudang-Rapi-2025')).json().data;
    const refused = await apiOf(real).patch(`/api/users/${realUser.id}`, realAdmin, { version: 1, password: 'Laju#2025' });
    expect(fieldsOf(refused)).toEqual({ password: 'PASSWORD_TOO_COMMON' });
    const own = await real.login('spv');
    const refusedOwn = await apiOf(real).patch('/api/users/my', own, { version: 1, currentPassword: TEST_PASSWORD, newPassword: 'Laju#2025' });
    expect(fieldsOf(refusedOwn)).toEqual({ newPassword: 'PASSWORD_TOO_COMMON' });

    expect((await newUser(t, admin, 'Laju#2025')).statusCode).toBe(201);
    // Only the demo password itself: the same word with other digits is refused in the demo too.
    expect(fieldsOf(await newUser(t, admin, 'Laju#2026'))).toEqual({ password: 'PASSWORD_TOO_COMMON' });
  });
});

describe('a failed sign-in keeps a name only when it names an account', () => {
  const signIn = (username: string, password: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/login', remoteAddress: '10.29.5.1', payload: { username, password } });
  const failures = async () =>
    (await api.get('/api/users/activities?type=SIGN_IN_FAILURE&size=100', admin)).json().data as { username: string | null; userId: number | null; ip: string }[];

  it('stores and lists no name for an unknown username, and the account’s own for a known one', async () => {
    // A password typed into the username field, and a known username typed in capitals.
    expect((await signIn('Rahasia-Saya-2025', 'wrong-password')).statusCode).toBe(400);
    expect((await signIn('  KEPALA.GUDANG ', 'wrong-password')).statusCode).toBe(400);
    const stored = await api.rows<{ username: string | null }>(`select username from activity_logs where type = 'SIGN_IN_FAILURE' and ip = '10.29.5.1' order by id`);
    expect(stored).toEqual([{ username: null }, { username: 'kepala.gudang' }]);

    const listed = (await failures()).filter((row) => row.ip === '10.29.5.1');
    expect(listed.map((row) => [row.username, row.userId])).toEqual([
      ['kepala.gudang', null],
      [null, null],
    ]);
    expect(JSON.stringify(await failures())).not.toContain('Rahasia-Saya');
    // The user filter still finds the failure typed with the user's name.
    const kepala = await api.get('/api/users/activities?userId=3&type=SIGN_IN_FAILURE', admin);
    expect(kepala.json().data.map((row: { ip: string }) => row.ip)).toContain('10.29.5.1');
  });

  it('lists no name for a failure stored verbatim before, unless it names an account', async () => {
    await t.database.db.execute(sql`insert into activity_logs (type, user_id, username, ip) values
      ('SIGN_IN_FAILURE', null, 'Sandi-Lama-Terketik', '10.29.5.2'), ('SIGN_IN_FAILURE', null, 'SPV', '10.29.5.2')`);
    const listed = (await failures()).filter((row) => row.ip === '10.29.5.2');
    expect(listed.map((row) => row.username)).toEqual(['spv', null]);
    // A user's own list still shows the failure typed with their name, as their name.
    const spv = await t.login('spv');
    const own = (await api.get('/api/users/my/activities?size=100', spv)).json().data as { type: string; username: string | null; ip: string }[];
    expect(own.filter((row) => row.ip === '10.29.5.2')).toEqual([expect.objectContaining({ type: 'SIGN_IN_FAILURE', username: 'spv' })]);
  });
});
