import type { z } from 'zod';
import type { PermissionName } from '../../../contract/permissions';
import { searchFold } from '../../../contract/lists';
import { fieldErrorsFromIssues } from '../../../contract/validation';
import { HttpResponse } from 'msw';
import { accessTokens, findRole, type MockUser } from '../db/auth';
import { mockDbGeneration } from '../db/generation';
import { apiError } from './respond';

/** The signed-in user holding ALL the permissions, or the 401/403 answer (docs/product/api.md). */
export function authorize(request: Request, ...permissions: PermissionName[]): MockUser | Response {
  const user = accessTokens.userOf(request.headers.get('authorization'));
  if (!user || !user.active) return apiError(401, 'UNAUTHENTICATED', 'Not signed in');
  const granted = new Set(findRole(user.roleId)?.permissions ?? []);
  const missing = permissions.filter((name) => !granted.has(name));
  if (missing.length) return apiError(403, 'FORBIDDEN', `Missing permission ${missing.join(', ')}`);
  return user;
}

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

const jakartaDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Jakarta', year: 'numeric', month: '2-digit', day: '2-digit' });
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
