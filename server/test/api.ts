import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { rowsOf } from '../db/client';
import type { SignedIn, TestApp } from './harness';

/** Small request helpers for the area tests (users, roles, lists). */
export function apiOf(t: TestApp) {
  const call = (
    method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
    url: string,
    session: SignedIn | undefined,
    payload?: unknown,
    headers: Record<string, string> = {},
  ): Promise<LightMyRequestResponse> =>
    t.app.inject({
      method,
      url,
      headers: { ...(session?.headers ?? {}), ...headers },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  return {
    get: (url: string, session?: SignedIn) => call('GET', url, session),
    post: (url: string, session: SignedIn | undefined, payload?: unknown, headers?: Record<string, string>) =>
      call('POST', url, session, payload, headers),
    patch: (url: string, session: SignedIn | undefined, payload: unknown) => call('PATCH', url, session, payload),
    put: (url: string, session: SignedIn | undefined, payload: unknown) => call('PUT', url, session, payload),
    /**
     * A role named `name` with exactly these permissions, made by `admin`, and a signed-in user
     * holding it (username from the name, the given password).
     */
    userWithRole: async (admin: SignedIn, name: string, permissions: string[], password: string) => {
      const role = await call('POST', '/api/roles', admin, { name });
      if (role.statusCode !== 201) throw new Error(`role ${name}: ${role.statusCode} ${role.body}`);
      const roleId = role.json().data.id as number;
      const granted = await call('PUT', `/api/roles/${roleId}/permissions`, admin, { names: permissions, version: 1 });
      if (granted.statusCode !== 200) throw new Error(`grant ${name}: ${granted.statusCode} ${granted.body}`);
      const username = name.toLowerCase().replace(/\W+/g, '.');
      const user = await call('POST', '/api/users', admin, { username, name, roleId, password });
      if (user.statusCode !== 201) throw new Error(`user ${username}: ${user.statusCode} ${user.body}`);
      return { ...(await t.login(username, { password })), roleId, username };
    },
    /** One number from SQL (`select count(*) …`). */
    count: async (query: string): Promise<number> =>
      Number(Object.values(rowsOf<Record<string, unknown>>(await t.database.db.execute(sql.raw(query)))[0] ?? { n: 0 })[0]),
    rows: async <T = Record<string, unknown>>(query: string): Promise<T[]> =>
      rowsOf<T>(await t.database.db.execute(sql.raw(query))),
    /** Everything a refused write must leave as it was (activity logs aside: a failed sign-in is logged by design). */
    fingerprint: async (): Promise<string> => {
      const [row] = rowsOf<Record<string, string>>(
        await t.database.db.execute(sql`select
          (select md5(coalesce(string_agg(concat_ws('|', id, username, name, email, password_hash, role_id, deactivated_at, version), ',' order by id), '')) from users) as users,
          (select md5(coalesce(string_agg(concat_ws('|', id, name, description, version), ',' order by id), '')) from roles) as roles,
          (select md5(coalesce(string_agg(concat_ws('|', role_id, permission_id), ',' order by role_id, permission_id), '')) from role_permissions) as grants,
          (select md5(coalesce(string_agg(concat_ws('|', id, token_hash, revoked_at), ',' order by id), '')) from sessions) as sessions,
          (select md5(coalesce(string_agg(concat_ws('|', user_id, key, request_hash, status), ',' order by user_id, key), '')) from idempotency_keys) as idempotency,
          (select count(*)::text from change_logs) as changes`),
      );
      return JSON.stringify(row);
    },
  };
}

export const fieldsOf = (response: LightMyRequestResponse) =>
  (response.json() as { error?: { fields?: Record<string, string> } }).error?.fields;
