import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { ERROR_CODES, errorBodySchema } from '../../contract/api';
import { PERMISSION_NAMES } from '../../contract/permissions';
import { rowsOf } from '../db/client';
import type { RegisteredRoute } from '../plugins/access';
import { apiOf } from './api';
import { createTestApp, TEST_PASSWORD, type SignedIn } from './harness';

/**
 * Property (docs/decisions/119-property-tests-fast-check.md): for any body sent to any write
 * endpoint, the answer is never a 5xx, and a 4xx has docs/product/api.md's error shape and leaves
 * the database as it was. fast-check generates the bodies; a failure is shrunk and reported with
 * its seed and path. Reproduce one with
 *   LAJU_FUZZ_SEED=<seed> LAJU_FUZZ_PATH=<path> npx vitest run -c vitest.server.config.ts \
 *     server/test/fuzz.test.ts -t '<METHOD> <url>'
 * and hunt longer with LAJU_FUZZ_RUNS=<runs per endpoint>.
 */
const RUNS = Number(process.env.LAJU_FUZZ_RUNS ?? 150);
const SEED = process.env.LAJU_FUZZ_SEED === undefined ? undefined : Number(process.env.LAJU_FUZZ_SEED);
const PATH = process.env.LAJU_FUZZ_PATH;

// The routes are known once the app is built, so it is built while the file is collected: a new
// write route gets its own property without anyone listing it here.
const t = await createTestApp();
let master: SignedIn = await t.login('admin');
afterAll(async () => {
  await t.close();
});
const writes = t.routes.filter((route) => !['GET', 'HEAD', 'OPTIONS'].includes(route.method));

const idsOf = async (table: 'users' | 'roles', except: number) =>
  rowsOf<{ id: number }>(
    await t.database.db.execute(sql`select id from ${sql.identifier(table)} where id <> ${except} order by id limit 5`),
  ).map((row) => String(row.id));
// The signed-in Master's own user and role are never a path id: resetting its password, taking
// its role or emptying Master's permissions would turn every later request into a 401 or 403.
const existingIds = { users: await idsOf('users', master.userId), roles: await idsOf('roles', master.roleId) };

const { fingerprint } = apiOf(t);

// ---- Generated values ----------------------------------------------------------------------

const NASTY = [
  "'", '"', '`', '\\', '%', '_', '*', "'; drop table users; --", "' or '1'='1", '$1', '\u0000', 'a\u0000b',
  '\u0007', '\t\n\r', ' ', '\u00a0', '\u200b', '\u202e', '\ud800', '\udfff', '😀', '👩‍👩‍👧', 'ｅｍａｉｌ', 'аdmin',
  'Ａｄｍｉｎ', 'İ', 'ß', '<script>alert(1)</script>', '../../etc/passwd', '${7*7}', '{{7*7}}', 'null',
  'undefined', 'NaN', '{}', '[]', 'true', '1', '-1', '1e400', '__proto__', 'constructor',
];
const LENGTHS = [0, 1, 2, 3, 7, 8, 50, 51, 100, 101, 128, 129, 200, 201, 254, 255, 500, 501, 1025, 10_000];
const NUMBERS = [
  0, -0, -1, 1, 2, 0.5, -0.5, 2 ** 31 - 1, 2 ** 31, -(2 ** 31), 2 ** 32, 2 ** 53, -(2 ** 53), Number.MAX_SAFE_INTEGER,
  Number.MAX_VALUE, Number.MIN_VALUE, 1e308, -1e308, 1e-300,
];
/** Field names the API knows, then names that break naive object handling. */
const FIELDS = [
  'username', 'password', 'remember', 'version', 'name', 'email', 'roleId', 'currentPassword', 'newPassword',
  'names', 'description',
];
const KEYS = [...FIELDS, '__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty', '', ' ', 'a.b', 'id', 'deactivatedAt', 'passwordHash'];

const nastyString = fc.oneof(
  fc.tuple(fc.constantFrom(...NASTY), fc.integer({ min: 1, max: 3 })).map(([text, times]) => text.repeat(times)),
  fc.constantFrom(...LENGTHS).map((length) => 'x'.repeat(length)),
  fc.tuple(fc.constantFrom(...NASTY), fc.constantFrom('admin', 'Master', 'a@b.co')).map(([nasty, text]) => `${text}${nasty}`),
  fc.string({ unit: 'grapheme', maxLength: 30 }),
  fc.string({ unit: 'binary', maxLength: 30 }),
  fc.string({ maxLength: 30 }),
);
const number = fc.oneof(fc.constantFrom(...NUMBERS), fc.integer(), fc.double());
const scalar = fc.oneof(fc.constant(null), fc.boolean(), number, nastyString);
const key = fc.oneof({ arbitrary: fc.constantFrom(...KEYS), weight: 4 }, { arbitrary: fc.string({ maxLength: 10 }), weight: 1 });
/** Objects are built with Object.fromEntries so `__proto__` is an own key and reaches the JSON. */
const { json } = fc.letrec<{ json: unknown; array: unknown[]; object: Record<string, unknown> }>((tie) => ({
  json: fc.oneof({ maxDepth: 3, depthIdentifier: 'json' }, scalar, tie('array'), tie('object')),
  array: fc.array(tie('json'), { maxLength: 4, depthIdentifier: 'json' }),
  object: fc.array(fc.tuple(key, tie('json')), { maxLength: 5, depthIdentifier: 'json' }).map((entries) => Object.fromEntries(entries)),
}));

/** Bodies that are not plain JSON objects: malformed text, odd numbers, duplicate and prototype keys. */
const rawText = fc.oneof(
  fc.constantFrom(
    '', ' ', '{', '}', '{"username": "admin", ', '{"a":}', '[1,', 'nul', 'undefined', "{'a': 1}", '{"a": 1,}', '0x10',
    '{"version": 1e400}', '{"version": -1e400}', '{"roleId": 123456789012345678901234567890}', '{"version": 2147483648}',
    '{"version": 1, "version": "x"}', '{"name": "a", "name": {"x": 1}}', '{"__proto__": {"admin": true}}',
    '{"constructor": {"prototype": {"admin": true}}}', '"\\ud800"', '"\\u0000"', '{"name": "\\u0000"}', '[]', 'null', 'true',
    '1', '"x"', '\ufeff{}',
  ),
  fc.string({ unit: 'binary', maxLength: 40 }),
  json.map((value) => `${JSON.stringify(value) ?? ''} trailing`),
);

/** Pieces of text a schema lets through that are hostile to naive SQL, LIKE patterns, HTML or Unicode handling. */
const TRICKY = [
  "'", '"', '\\', '%', '_', "'; drop table users; --", "' or '1'='1", '$1', '😀', '👩‍👩‍👧', 'ｅｍａｉｌ', 'аdmin', 'İß',
  '\u200b', '\u202e', '<b>x</b>', '${7*7}', '  ',
];
const trickyText = fc
  .tuple(fc.constantFrom('Budi', 'Gudang Timur', 'a'), fc.array(fc.constantFrom(...TRICKY), { minLength: 1, maxLength: 3 }))
  .map(([word, parts]) => `${word}${parts.join('')}`);
const strongPassword = fc.oneof(
  { arbitrary: fc.stringMatching(/^[A-Za-z0-9!?#-]{12,24}$/), weight: 2 },
  { arbitrary: trickyText.map((text) => `${text}-Kuat-2025`), weight: 1 },
);
/**
 * Valid-looking values per field. `currentPassword` is never the real one: a password change of
 * the signed-in Master would lock the test out (its failure path, WRONG_PASSWORD, is still run).
 */
const VALID: Record<string, fc.Arbitrary<unknown>> = {
  username: fc.oneof(
    { arbitrary: fc.constantFrom('admin', 'spv', 'viewer', ' Admin ', 'new.user'), weight: 2 },
    { arbitrary: fc.stringMatching(/^[a-z0-9._-]{3,20}$/), weight: 2 },
    { arbitrary: trickyText, weight: 1 },
  ),
  password: fc.oneof(fc.constant(TEST_PASSWORD), strongPassword),
  remember: fc.boolean(),
  version: fc.integer({ min: 1, max: 6 }),
  name: fc.oneof(
    { arbitrary: fc.constantFrom('Budi Santoso', 'Gudang Timur', 'Master', 'spv'), weight: 1 },
    { arbitrary: fc.stringMatching(/^[A-Za-z][A-Za-z ]{2,40}$/), weight: 1 },
    { arbitrary: trickyText, weight: 3 },
  ),
  email: fc.oneof(
    { arbitrary: fc.constantFrom('', null, 'admin@laju.test', 'budi@example.com'), weight: 2 },
    { arbitrary: fc.stringMatching(/^[a-z0-9._-]{1,12}@[a-z0-9-]{1,12}\.(com|id|test)$/), weight: 3 },
    { arbitrary: fc.emailAddress(), weight: 1 },
  ),
  roleId: fc.oneof(fc.constantFrom(...existingIds.roles.map(Number), master.roleId), fc.constant(999_999)),
  currentPassword: fc.oneof(fc.string({ minLength: 1, maxLength: 20 }), trickyText),
  newPassword: strongPassword,
  names: fc.subarray([...PERMISSION_NAMES]),
  description: fc.oneof({ arbitrary: fc.string({ maxLength: 60 }), weight: 1 }, { arbitrary: trickyText, weight: 3 }),
};

interface Shape {
  /** Fields of VALID the body schema accepts. */
  readonly accepted: readonly string[];
  /** Fields the schema requires (some may be unknown to VALID: they get any value). */
  readonly required: readonly string[];
}

const send = (route: RegisteredRoute, id: string, payload: string, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: route.method as InjectOptions['method'],
    url: route.url.replace(/:[A-Za-z]+/g, id),
    headers: { ...master.headers, 'content-type': 'application/json', ...headers },
    payload,
  });

/**
 * What a route's body looks like, learned from its own validation errors (on a nonexistent id, so
 * a body that passes changes nothing): `{}` names the required fields, and a body with every
 * field of VALID set to an object names the unknown ones. A route without a body schema, or one
 * answering something else, gets no valid-looking bodies (only the others).
 */
async function shapeOf(route: RegisteredRoute): Promise<Shape> {
  const fields = async (body: unknown): Promise<Record<string, string> | undefined> => {
    const response = await send(route, '999999', JSON.stringify(body));
    await keepSignedIn(response.statusCode);
    const error = response.statusCode === 400 ? response.json().error : undefined;
    return error?.code === 'VALIDATION_FAILED' ? (error.fields as Record<string, string>) : undefined;
  };
  const empty = (await fields({})) ?? {};
  const unknown = await fields(Object.fromEntries(Object.keys(VALID).map((field) => [field, { probe: true }])));
  const required = Object.keys(empty).filter((field) => empty[field] === 'REQUIRED' && field !== '_');
  const accepted = unknown ? Object.keys(VALID).filter((field) => unknown[field] !== 'UNKNOWN_FIELD') : [];
  return { accepted, required: accepted.length > 0 ? required : [] };
}

/** A body the schema would take, then maybe one field wrong, missing, or one field too many. */
function validLooking(shape: Shape): fc.Arbitrary<unknown> {
  const fields = [...new Set([...shape.accepted, ...shape.required])];
  const model = Object.fromEntries(fields.map((field) => [field, VALID[field] ?? scalar]));
  // Half the bodies carry every field, so optional ones are exercised as often as required ones.
  const body = fc.oneof(fc.record(model), fc.record(model, { requiredKeys: [...shape.required] }));
  const change = fc.option(
    fc.oneof(
      fc.tuple(fc.constant('set' as const), fc.constantFrom(...fields), fc.oneof(scalar, json)),
      fc.tuple(fc.constant('drop' as const), fc.constantFrom(...fields), fc.constant(null)),
      fc.tuple(fc.constant('add' as const), key, fc.oneof(scalar, json)),
    ),
    { freq: 2 },
  );
  return fc.tuple(body, change).map(([base, step]) => {
    const entries = Object.entries(base);
    if (!step) return Object.fromEntries(entries);
    const [kind, field, value] = step;
    if (kind === 'drop') return Object.fromEntries(entries.filter(([name]) => name !== field));
    return Object.fromEntries([...entries.filter(([name]) => kind === 'add' || name !== field), [field, value]]);
  });
}

/** Existing ids (never the signed-in Master's own), nonexistent ones and malformed ones. */
function pathIds(route: RegisteredRoute): fc.Arbitrary<string> {
  if (!route.url.includes(':')) return fc.constant('-');
  const area = route.url.split('/')[2] as keyof typeof existingIds;
  const existing = existingIds[area] ?? ['1', '2'];
  return fc.oneof(
    { arbitrary: fc.constantFrom(...existing), weight: 6 },
    { arbitrary: fc.constantFrom('999999', '2147483647'), weight: 2 },
    { arbitrary: fc.constantFrom('0', '-1', 'abc', '2147483648', '99999999999', '1e3', '1.5', '0x10', '%00', '%F0%9F%98%80'), weight: 1 },
  );
}

/** Creates take an Idempotency-Key (docs/decisions/111-idempotent-creates.md): none, reused, fresh or malformed. */
const idempotencyKey = fc.option(
  fc.oneof(
    { arbitrary: fc.constantFrom('fuzz-1', 'fuzz-2'), weight: 2 },
    { arbitrary: fc.uuid(), weight: 2 },
    { arbitrary: fc.constantFrom('', ' ', 'has space', 'x'.repeat(201), 'ü'), weight: 1 },
  ),
  { freq: 2 },
);

/** After a write that went through, sign in again if it ended the Master's session (logout, "end all sessions"). */
async function keepSignedIn(status: number): Promise<boolean> {
  if (status >= 300) return false;
  const check = await t.app.inject({ url: '/api/users/my', headers: master.headers });
  if (check.statusCode === 200) return false;
  master = await t.login('admin');
  return true;
}

// ---- The property --------------------------------------------------------------------------

describe('generated bodies on every write endpoint', () => {
  it('finds the write endpoints in the registered routes', () => {
    expect(writes.map((route) => `${route.method} ${route.url}`)).toEqual(
      expect.arrayContaining(['POST /api/auth/login', 'POST /api/users', 'PATCH /api/users/:id', 'PUT /api/roles/:id/permissions']),
    );
    expect(writes.length).toBeGreaterThanOrEqual(12);
  });

  it.each(writes.map((route) => [`${route.method} ${route.url}`, route] as const))(
    '%s never answers 5xx and changes nothing when it refuses',
    async (_label, route) => {
      const shape = await shapeOf(route);
      const body = shape.accepted.length > 0
        ? fc.oneof(
            { arbitrary: validLooking(shape).map((value) => JSON.stringify(value)), weight: 6 },
            { arbitrary: json.map((value) => JSON.stringify(value) ?? ''), weight: 2 },
            { arbitrary: rawText, weight: 1 },
          )
        : fc.oneof({ arbitrary: json.map((value) => JSON.stringify(value) ?? ''), weight: 3 }, { arbitrary: rawText, weight: 1 });
      let before = await fingerprint();
      let refused = 0;
      await fc.assert(
        fc.asyncProperty(pathIds(route), body, idempotencyKey, async (id, payload, idempotency) => {
          const response = await send(route, id, payload, idempotency === null ? {} : { 'idempotency-key': idempotency });
          const status = response.statusCode;
          // The state to compare with moves on even when a check fails, so shrinking compares
          // each smaller body with the state right before it, not with the one before the failure.
          const previous = before;
          before = await fingerprint();
          try {
            expect(status, response.body).toBeLessThan(500);
            if (status < 400) {
              expect(response.headers['content-type']).toMatch(/^application\/json/);
              return;
            }
            refused += 1;
            const answer = response.json();
            expect(Object.keys(answer)).toEqual(['error']);
            expect(errorBodySchema.safeParse(answer).success, response.body).toBe(true);
            expect(ERROR_CODES).toContain(answer.error.code);
            // Signed in as Master: a refusal is about the input, never about who asks.
            expect(['UNAUTHENTICATED', 'TOKEN_EXPIRED', 'FORBIDDEN']).not.toContain(answer.error.code);
            expect(before, `${status} ${response.body}`).toBe(previous);
          } finally {
            if (await keepSignedIn(status)) before = await fingerprint();
          }
        }),
        { numRuns: RUNS, ...(SEED === undefined ? {} : { seed: SEED }), ...(PATH === undefined ? {} : { path: PATH }) },
      );
      // A run that never saw a refusal would have checked nothing but the status.
      expect(refused).toBeGreaterThan(0);
    },
    60_000,
  );
});
