import { http, HttpResponse } from 'msw';
import { idParamsSchema } from '../../../contract/api';
import { INTEGRATIONS } from '../../../contract/areas';
import { createApiTokenSchema, isApiToken, API_TOKEN_HINT_LENGTH, API_TOKEN_PREFIX, type ApiToken } from '../../../contract/api-tokens';
import { findRole, findUser, type MockUser } from '../db/auth';
import { mockDbGeneration } from '../db/generation';
import { BASE64URL_ALPHABET, sequenceText } from '../db/sequence';
import { authorize, jsonOf, parse } from './helpers';
import { apiError, NO_STORE, ok } from './respond';

/**
 * API tokens on the mock, answering as server/services/api-tokens.ts does (the shared suite
 * contract/testing/api-tokens-suite.ts holds both to it). The mock keeps the token itself only to
 * refuse it on these endpoints; the list never shows it.
 */
interface MockApiToken {
  id: number;
  token: string;
  name: string;
  roleId: number;
  createdBy: number;
  createdAt: string;
  expiresAt: string;
  lastUsedAt: string | null;
  revokedAt: string | null;
}

/** The store of the current mock db: a reset (a new story) starts empty, as a new install does. */
const store = { generation: -1, rows: [] as MockApiToken[] };
const rowsNow = () => {
  if (store.generation !== mockDbGeneration()) store.rows = [];
  store.generation = mockDbGeneration();
  return store.rows;
};

/** Seeds the current mock db with tokens (stories: a list, long names). */
export function seedApiTokens(rows: readonly Omit<MockApiToken, 'id' | 'token'>[]): void {
  for (const row of rows) {
    const id = Math.max(0, ...rowsNow().map((entry) => entry.id)) + 1;
    rowsNow().push({ ...row, id, token: `${API_TOKEN_PREFIX}seeded${String(id).padStart(37, '0')}` });
  }
}

/**
 * Stories: one token of each state, made by the administrator (user 1): "Toko daring" (active,
 * used an hour ago, role Admin Surat Jalan), "Akuntansi lama" (expired, never used) and "Uji
 * coba" (revoked). Dated from the real clock, since the state compares the expiry with now.
 */
export function seedSampleApiTokens(): void {
  const daysFromNow = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();
  seedApiTokens([
    { name: 'Uji coba', roleId: 6, createdBy: 1, createdAt: daysFromNow(-20), expiresAt: daysFromNow(10), lastUsedAt: daysFromNow(-19), revokedAt: daysFromNow(-18) },
    { name: 'Akuntansi lama', roleId: 2, createdBy: 1, createdAt: daysFromNow(-40), expiresAt: daysFromNow(-10), lastUsedAt: null, revokedAt: null },
    { name: 'Toko daring', roleId: 4, createdBy: 1, createdAt: daysFromNow(-5), expiresAt: daysFromNow(85), lastUsedAt: daysFromNow(-1 / 24), revokedAt: null },
  ]);
}

/** `laju_` and 43 base64url characters (256 bits), as the server's, from the mock's sequence: the n-th token of a story is the same on every run. */
const tokenOf = (id: number) => API_TOKEN_PREFIX + sequenceText(id, 43, BASE64URL_ALPHABET);

const toApiToken = (row: MockApiToken): ApiToken => {
  const creator = findUser(row.createdBy);
  return {
    id: row.id,
    name: row.name,
    prefix: row.token.slice(0, API_TOKEN_PREFIX.length + API_TOKEN_HINT_LENGTH),
    role: { id: row.roleId, name: findRole(row.roleId)?.name ?? '' },
    createdBy: creator ? { id: creator.id, name: creator.name } : null,
    createdAt: row.createdAt,
    expiresAt: row.expiresAt,
    lastUsedAt: row.lastUsedAt,
    revokedAt: row.revokedAt,
    state: row.revokedAt !== null ? 'revoked' : Date.parse(row.expiresAt) <= Date.now() ? 'expired' : 'active',
  };
};

const newestFirst = (a: MockApiToken, b: MockApiToken) => (a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : b.id - a.id);

/** A token on these endpoints is refused before anything else, as the server's people-only rule does. */
function person(request: Request): MockUser | Response {
  const bearer = request.headers.get('authorization')?.replace(/^Bearer /, '').trim() ?? '';
  if (isApiToken(bearer)) return apiError(403, 'TOKEN_NOT_ALLOWED', 'An API token cannot do this; a person must sign in');
  return authorize(request, INTEGRATIONS.permission.apiTokens);
}

export const apiTokensHandlers = () => [
  http.get('*/api/api-tokens', ({ request }) => {
    const user = person(request);
    if (user instanceof Response) return user;
    return ok([...rowsNow()].sort(newestFirst).map(toApiToken));
  }),

  http.post('*/api/api-tokens', async ({ request }) => {
    const user = person(request);
    if (user instanceof Response) return user;
    const body = parse(createApiTokenSchema, await jsonOf(request));
    if (!body.ok) return body.response;
    const role = findRole(body.data.roleId);
    if (!role) return apiError(400, 'VALIDATION_FAILED', 'Invalid request', { fields: { roleId: 'NOT_FOUND' } });
    const own = new Set(findRole(user.roleId)?.permissions ?? []);
    if (role.permissions.some((name) => !own.has(name))) return apiError(422, 'PERMISSIONS_EXCEED_OWN', 'That role holds permissions you do not have');
    // Real time, not the mock clock: the state compares the expiry with now, as the server does.
    const createdAt = new Date().toISOString();
    const id = Math.max(0, ...rowsNow().map((entry) => entry.id)) + 1;
    const row: MockApiToken = {
      id,
      token: tokenOf(id),
      name: body.data.name,
      roleId: role.id,
      createdBy: user.id,
      createdAt,
      expiresAt: new Date(Date.parse(createdAt) + body.data.expiresInDays * 86_400_000).toISOString(),
      lastUsedAt: null,
      revokedAt: null,
    };
    rowsNow().push(row);
    return HttpResponse.json({ data: toApiToken(row), token: row.token }, { status: 201, ...NO_STORE });
  }),

  http.post('*/api/api-tokens/:id/revoke', ({ request, params }) => {
    const user = person(request);
    if (user instanceof Response) return user;
    const id = parse(idParamsSchema, { id: params.id });
    if (!id.ok) return id.response;
    const row = rowsNow().find((entry) => entry.id === id.data.id);
    if (!row) return apiError(404, 'NOT_FOUND', 'API token not found');
    row.revokedAt ??= new Date().toISOString();
    return ok(toApiToken(row));
  }),
];
