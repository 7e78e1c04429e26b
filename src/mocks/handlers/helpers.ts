import type { z } from 'zod';
import type { PermissionName } from '../../../contract/permissions';
import { searchFold } from '../../../contract/lists';
import { fieldErrorsFromIssues } from '../../../contract/validation';
import { imageKindOf } from '../../../contract/images';
import { HttpResponse } from 'msw';
import { idempotencyStore } from '../db';
import { accessTokens, findRole, type MockUser } from '../db/auth';
import { mockDbGeneration } from '../db/generation';
import { apiError } from './respond';

/** The server's 403, word for word: it names no permission. */
export const forbidden = () => apiError(403, 'FORBIDDEN', 'Permission missing');

/** The signed-in user holding ALL the permissions, or the 401/403 answer (docs/product/api.md). */
export function authorize(request: Request, ...permissions: PermissionName[]): MockUser | Response {
  const user = accessTokens.userOf(request.headers.get('authorization'));
  if (!user || !user.active) return apiError(401, 'UNAUTHENTICATED', 'Not signed in');
  const granted = new Set(findRole(user.roleId)?.permissions ?? []);
  if (permissions.some((name) => !granted.has(name))) return forbidden();
  return user;
}

const IDEMPOTENCY_KEY = /^[\x21-\x7e]{1,200}$/;
const SECRET_FIELD = /pass(word)?|secret|token/i;
/** Sorted keys and no secrets, so `{a,b}` and `{b,a}` are the same request (the server's rule). */
const canonical = (value: unknown): unknown =>
  Array.isArray(value)
    ? value.map(canonical)
    : value !== null && typeof value === 'object'
      ? Object.fromEntries(
          Object.keys(value)
            .filter((key) => !SECRET_FIELD.test(key))
            .sort()
            .map((key) => [key, canonical((value as Record<string, unknown>)[key])]),
        )
      : value;

/**
 * A create's `Idempotency-Key` as the server keeps it (docs/decisions/111-idempotent-creates.md),
 * looked at once the body has passed its schema: the key belongs to the signed-in user; the same
 * endpoint and body (passwords left out) answer the first result again, 201 with
 * `Idempotency-Replayed: true`; anything else under the key is 422; a malformed key is 400.
 * Answers the response to send, or `save` for the new create's answer (without a key, a no-op).
 * A proof photo's upload keeps its key the same way, answering 200 (`status`).
 */
export function idempotentCreate(request: Request, actor: MockUser, data: unknown, status = 201): Response | { save(body: unknown): void } {
  const key = request.headers.get('Idempotency-Key');
  if (key === null) return { save: () => undefined };
  if (!IDEMPOTENCY_KEY.test(key)) return apiError(400, 'VALIDATION_FAILED', 'Invalid request', { fields: { 'Idempotency-Key': 'INVALID_FORMAT' } });
  const stored = `${actor.id} ${key}`;
  const fingerprint = `${request.method} ${new URL(request.url).pathname}\n${JSON.stringify(canonical(data))}`;
  const previous = idempotencyStore.get(stored);
  if (previous) {
    return previous.body === fingerprint
      ? HttpResponse.json(previous.response as Record<string, unknown>, { status, headers: { 'Idempotency-Replayed': 'true' } })
      : apiError(422, 'IDEMPOTENCY_KEY_REUSED', 'This Idempotency-Key was used for a different request');
  }
  return { save: (body) => idempotencyStore.set(stored, fingerprint, body) };
}

/**
 * The server's refusal of a picture that is not one it takes, told by its first bytes
 * (server/services/proof-images.ts): HEIC has its own answer (send a JPEG); null when it is a
 * JPEG, PNG or WebP.
 */
export function pictureKindRefusal(bytes: Uint8Array): Response | null {
  const kind = imageKindOf(bytes);
  if (kind === 'heic') return apiError(415, 'IMAGE_HEIC_UNSUPPORTED', 'HEIC photos are not supported; send a JPEG');
  if (kind === 'other') return apiError(415, 'IMAGE_TYPE_UNSUPPORTED', 'Only JPEG, PNG or WebP photos are accepted');
  return null;
}

const PICTURE_TYPES = { png: 'image/png', jpeg: 'image/jpeg', webp: 'image/webp' } as const;
/** A stored picture's type by its first bytes (PNG, JPEG or WebP: nothing else is stored). */
export const pictureTypeOf = (bytes: Uint8Array) => PICTURE_TYPES[imageKindOf(bytes) as keyof typeof PICTURE_TYPES] ?? 'application/octet-stream';

export const holds = (user: MockUser, permission: PermissionName) => Boolean(findRole(user.roleId)?.permissions.includes(permission));

/** Parses with a contract schema; a failure is the API's 400 with per-field codes. */
export function parse<S extends z.ZodType>(schema: S, input: unknown): { ok: true; data: z.output<S> } | { ok: false; response: Response } {
  // With the input, as the server parses (INVALID_TYPE rather than REQUIRED for text in a number).
  const result = schema.safeParse(input, { reportInput: true });
  if (result.success) return { ok: true, data: result.data };
  return {
    ok: false,
    response: apiError(400, 'VALIDATION_FAILED', 'Invalid request', { fields: fieldErrorsFromIssues(result.error.issues) }),
  };
}

export const queryOf = (request: Request) => Object.fromEntries(new URL(request.url).searchParams);
/**
 * Reads a request's body; a request whose body arrived after the mock db was seeded again (the
 * story that sent it is gone) ends as a network error before its handler writes anything.
 */
export async function readInStory<T>(read: () => Promise<T>): Promise<T> {
  const generation = mockDbGeneration();
  const body = await read();
  // MSW answers a thrown Response: this one is a network error, as if the page had gone.
  if (mockDbGeneration() !== generation) throw HttpResponse.error();
  return body;
}
export const jsonOf = (request: Request): Promise<unknown> => readInStory(() => request.json().catch(() => null));
export const formDataOf = (request: Request): Promise<FormData> => readInStory(() => request.formData());
/**
 * A picture upload's form as the server's upload scope reads it (server/http/upload.ts): a body
 * that is not multipart/form-data 415, one that does not parse as one 400.
 */
export async function multipartOf(request: Request): Promise<FormData | Response> {
  if (!(request.headers.get('content-type') ?? '').startsWith('multipart/form-data')) return apiError(415, 'UNSUPPORTED_MEDIA_TYPE', 'Send the photo as multipart/form-data');
  return readInStory(() => request.formData().catch(() => apiError(400, 'BAD_REQUEST', 'Malformed multipart body')));
}
export const idOf = (value: unknown) => {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : null;
};

export function paginate<T>(rows: readonly T[], page: number, size: number) {
  const totalItems = rows.length;
  return {
    data: rows.slice((page - 1) * size, page * size),
    paging: { page, size, totalItems, totalPages: Math.ceil(totalItems / size) },
  };
}

export function sortRows<T>(rows: T[], sort: string, key: (row: T, field: string) => string | number | null) {
  const descending = sort.startsWith('-');
  const field = descending ? sort.slice(1) : sort;
  const collator = new Intl.Collator('id', { sensitivity: 'base', numeric: true });
  return rows.sort((a, b) => {
    const x = key(a, field);
    const y = key(b, field);
    const order = x === y ? 0 : x === null ? 1 : y === null ? -1 : typeof x === 'number' && typeof y === 'number' ? x - y : collator.compare(String(x), String(y));
    return descending ? -order : order;
  });
}

/** The business time zone of the mock's install, as a demo server's default (docs/product/running.md). */
export const MOCK_TIME_ZONE = 'Asia/Jakarta';
const jakartaDay = new Intl.DateTimeFormat('en-CA', { timeZone: MOCK_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });
/** Inclusive calendar days in the business time zone (docs/product/api.md). */
export function inDayRange(iso: string, startDate?: string, endDate?: string) {
  const day = jakartaDay.format(new Date(iso));
  return (!startDate || day >= startDate) && (!endDate || day <= endDate);
}

/** `q` within any of the values, accents and case ignored (the server's `search_text()`). */
export const matchesSearch = (q: string | undefined, ...values: (string | null)[]) => {
  if (!q) return true;
  const term = searchFold(q);
  return values.some((value) => value !== null && value !== undefined && searchFold(value).includes(term));
};
