import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../db/client';
import { createTestApp, errorCodeOf, TEST_PASSWORD, type TestApp } from './harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const me = (headers: Record<string, string>) => t.app.inject({ url: '/api/users/my', headers });
const patch = (headers: Record<string, string>, payload: object) => t.app.inject({ method: 'PATCH', url: '/api/users/my', headers, payload });

describe('GET /api/users/my', () => {
  it('answers the signed-in user without any secret', async () => {
    const session = await t.login('spv');
    const response = await me(session.headers);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ id: session.userId, username: 'spv', roleName: 'Spv', active: true, version: 1 });
    expect(response.body).not.toMatch(/hash|scrypt/i);
  });

  it('answers 401 without a token', async () => {
    expect((await t.app.inject({ url: '/api/users/my' })).statusCode).toBe(401);
  });
});

describe('PATCH /api/users/my', () => {
  it('changes name and email, bumps the version and writes a change log without secrets', async () => {
    const session = await t.login('kepala.gudang');
    const response = await patch(session.headers, { version: 1, name: 'Kepala Gudang Baru', email: 'kg@laju.test' });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ name: 'Kepala Gudang Baru', email: 'kg@laju.test', version: 2 });
    const logs = rowsOf<{ action: string; before: unknown; after: { name: string }; actor_id: number }>(
      await t.database.db.execute(sql`select * from change_logs where entity = 'user' and entity_id = ${session.userId} and action = 'UPDATE'`),
    );
    expect(logs).toHaveLength(1);
    expect(logs[0]).toMatchObject({ action: 'UPDATE', actor_id: session.userId, after: { name: 'Kepala Gudang Baru' } });
    // The same record the users area logs: the role by name, the status; no ids, versions or times.
    expect(logs[0]!.after).toEqual({ username: 'kepala.gudang', name: 'Kepala Gudang Baru', email: 'kg@laju.test', role: 'Kepala Gudang', status: 'active' });
    expect(JSON.stringify(logs)).not.toMatch(/password|scrypt|roleId|version|deactivatedAt/i);
  });

  it('answers 409 VERSION_CONFLICT with the current record on a stale version', async () => {
    const session = await t.login('admin.gudang');
    expect((await patch(session.headers, { version: 1, name: 'First' })).statusCode).toBe(200);
    const stale = await patch(session.headers, { version: 1, name: 'Second' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error).toMatchObject({ code: 'VERSION_CONFLICT', current: { name: 'First', version: 2 } });
  });

  it('answers 409 CONFLICT when the email belongs to someone else', async () => {
    const first = await t.login('viewer');
    const second = await t.login('admin.suratjalan');
    expect((await patch(first.headers, { version: 1, email: 'Shared@laju.test' })).statusCode).toBe(200);
    const taken = await patch(second.headers, { version: 1, email: 'shared@laju.test' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error).toMatchObject({ code: 'CONFLICT', fields: { email: 'TAKEN' } });
  });

  it('validates: unknown fields, bad email, weak password, password without the current one', async () => {
    const session = await t.login('admin');
    const cases: [object, Record<string, string>][] = [
      [{ version: 1, role: 1 }, { role: 'UNKNOWN_FIELD' }],
      [{ version: 1, email: 'not-an-email' }, { email: 'INVALID_FORMAT' }],
      [{ version: 1, currentPassword: TEST_PASSWORD, newPassword: 'password123' }, { newPassword: 'PASSWORD_TOO_COMMON' }],
      [{ version: 1, newPassword: 'Strong-Enough-1' }, { currentPassword: 'REQUIRED' }],
      [{ name: 'x' }, { version: 'REQUIRED' }],
      [{ version: 1, name: `${"'; drop table users; --".repeat(10)}` }, { name: 'TOO_LONG' }],
    ];
    for (const [payload, fields] of cases) {
      const response = await patch(session.headers, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().error).toMatchObject({ code: 'VALIDATION_FAILED', fields });
    }
    const samePassword = await patch(session.headers, { version: 1, currentPassword: TEST_PASSWORD, newPassword: 'ADMIN' });
    expect(samePassword.json().error.fields.newPassword).toBe('PASSWORD_TOO_SHORT');
    expect((await me(session.headers)).json().data.version).toBe(1);
    const long = await t.login('admin.suratjalan');
    const { version } = (await me(long.headers)).json().data;
    const isUsername = await patch(long.headers, { version, currentPassword: TEST_PASSWORD, newPassword: 'Admin.SuratJalan' });
    expect(isUsername.statusCode).toBe(400);
    expect(isUsername.json().error.fields).toEqual({ newPassword: 'PASSWORD_IS_USERNAME' });
  });

  it('changes the password with the current one and ends the other sessions, keeping this one', async () => {
    const here = await t.login('spv');
    const elsewhere = await t.login('spv');
    const wrong = await patch(here.headers, { version: 1, currentPassword: 'wrong', newPassword: 'Baru-Sekali-2025' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.fields).toEqual({ currentPassword: 'WRONG_PASSWORD' });

    const response = await patch(here.headers, { version: 1, currentPassword: TEST_PASSWORD, newPassword: 'Baru-Sekali-2025' });
    expect(response.statusCode).toBe(200);
    expect((await me(here.headers)).statusCode).toBe(200);
    expect((await me(elsewhere.headers)).statusCode).toBe(401);
    const oldRefresh = await t.app.inject({ method: 'POST', url: '/api/auth/refresh', cookies: { refreshToken: elsewhere.refreshToken } });
    expect(oldRefresh.statusCode).toBe(400);
    const signIn = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: 'spv', password: 'Baru-Sekali-2025' } });
    expect(signIn.statusCode).toBe(200);
    const activities = await t.app.inject({ url: '/api/users/my/activities?size=50', headers: here.headers });
    expect(activities.json().data.map((row: { type: string }) => row.type)).toContain('PASSWORD_CHANGED');
    // The change log holds the fact, never the secret (decision 118).
    const logs = rowsOf<{ before: Record<string, unknown>; after: Record<string, unknown> }>(
      await t.database.db.execute(sql`select before, after from change_logs where entity = 'user' and entity_id = ${here.userId} and action = 'UPDATE'`),
    );
    expect(logs).toHaveLength(1);
    expect(logs[0]!.after).toMatchObject({ username: 'spv', credential: 'CHANGED' });
    expect(logs[0]!.before).not.toHaveProperty('credential');
    expect(JSON.stringify(logs)).not.toMatch(/password|scrypt|Baru-Sekali/i);
  });
});

describe('GET /api/users/my/activities', () => {
  it('pages the own activity newest first, including failed sign-ins with the own username', async () => {
    await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: 'VIEWER', password: 'bad-password' } });
    const session = await t.login('viewer');
    await t.login('viewer');
    const response = await t.app.inject({ url: '/api/users/my/activities?page=1&size=2', headers: session.headers });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.data).toHaveLength(2);
    expect(body.paging).toMatchObject({ page: 1, size: 2 });
    expect(body.paging.totalItems).toBeGreaterThanOrEqual(3);
    expect(body.data[0].type).toBe('SIGN_IN_SUCCESS');
    const all = await t.app.inject({ url: '/api/users/my/activities?size=100', headers: session.headers });
    expect(all.json().data.map((row: { type: string }) => row.type)).toContain('SIGN_IN_FAILURE');
  });

  it('rejects page sizes outside 1–100 and unknown parameters', async () => {
    const session = await t.login('viewer');
    for (const query of ['size=1000000', 'size=0', 'page=0', 'page=abc', 'sort=id']) {
      const response = await t.app.inject({ url: `/api/users/my/activities?${query}`, headers: session.headers });
      expect(response.statusCode, query).toBe(400);
      expect(errorCodeOf(response)).toBe('VALIDATION_FAILED');
    }
  });
});

describe('DELETE /api/users/my/sessions', () => {
  it('signs out everywhere', async () => {
    const one = await t.login('admin.suratjalan');
    const two = await t.login('admin.suratjalan');
    const response = await t.app.inject({ method: 'DELETE', url: '/api/users/my/sessions', headers: one.headers });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.endedSessions).toBeGreaterThanOrEqual(2);
    expect((await me(one.headers)).statusCode).toBe(401);
    expect((await me(two.headers)).statusCode).toBe(401);
    const refresh = await t.app.inject({ method: 'POST', url: '/api/auth/refresh', cookies: { refreshToken: two.refreshToken } });
    expect(refresh.statusCode).toBe(400);
  });
});
