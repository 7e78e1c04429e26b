import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PasswordCommandError, setPasswordFromCommandLine } from '../admin-password';
import { DEMO_PASSWORD } from '../auth/password-policy';
import { rowsOf } from '../db/client';
import { createTestApp, type TestApp } from './harness';

/** `npm run admin:password -- <username>`: the app's password policy, and the user's sessions end. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const NEW_PASSWORD = 'Gudang-Timur-Baru-2027';
const hashOf = async (username: string) =>
  rowsOf<{ password_hash: string }>(await t.database.db.execute(sql`select password_hash from users where username = ${username}`))[0]!.password_hash;
const set = (username: string, password: string) => setPasswordFromCommandLine(t.database, t.context.hasher, { username, password, demo: false });

describe('setting a password from the command line', () => {
  it('refuses what the app refuses, and changes nothing then', async () => {
    const before = await hashOf('spv');
    await expect(set('spv', 'pendek')).rejects.toThrow(new PasswordCommandError('The password needs at least 8 characters.'));
    await expect(set('spv', 'spv')).rejects.toThrow('at least 8 characters');
    await expect(set('spv', 'password123')).rejects.toThrow('too common');
    // Published in the README: refused outside the demo.
    await expect(set('spv', DEMO_PASSWORD)).rejects.toThrow('too common');
    await expect(set('nobody.here', NEW_PASSWORD)).rejects.toThrow('No user is named "nobody.here".');
    expect(await hashOf('spv')).toBe(before);
  });

  it('sets the password, ends every session of the user and records it', async () => {
    const first = await t.login('spv');
    const second = await t.login('spv');
    const me = () => t.app.inject({ url: '/api/users/my', headers: first.headers });
    expect((await me()).statusCode).toBe(200);

    const result = await set('SPV', NEW_PASSWORD);
    expect(result).toMatchObject({ username: 'spv', deactivated: false });
    expect(result.endedSessions).toBeGreaterThanOrEqual(2);

    expect((await me()).statusCode).toBe(401);
    const refresh = await t.app.inject({ method: 'POST', url: '/api/auth/refresh', cookies: { refreshToken: second.refreshToken } });
    expect(refresh.statusCode).not.toBe(200);
    await expect(t.login('spv')).rejects.toThrow(/login spv: 400/);
    expect((await t.login('spv', { password: NEW_PASSWORD })).userId).toBe(first.userId);
    const [activity] = rowsOf<{ type: string; ip: string }>(
      await t.database.db.execute(sql`select type, ip from activity_logs where user_id = ${first.userId} order by id desc offset 1 limit 1`),
    );
    expect(activity).toEqual({ type: 'PASSWORD_CHANGED', ip: 'command line' });
  });
});
