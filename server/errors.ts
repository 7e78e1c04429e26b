import type { ErrorCode, ErrorExtra } from '../contract/api';

/** An answer in the error shape of docs/product/api.md, thrown anywhere and rendered by the one error handler. */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string,
    readonly extra: ErrorExtra = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export const notFound = (what = 'Resource') => new ApiError(404, 'NOT_FOUND', `${what} not found`);
export const unauthenticated = (code: 'UNAUTHENTICATED' | 'TOKEN_EXPIRED' = 'UNAUTHENTICATED') =>
  new ApiError(401, code, code === 'TOKEN_EXPIRED' ? 'Access token expired' : 'Not signed in');
export const forbidden = () => new ApiError(403, 'FORBIDDEN', 'Permission missing');
export const validationFailed = (fields: Record<string, string>) =>
  new ApiError(400, 'VALIDATION_FAILED', 'Invalid request', { fields });
export const versionConflict = (current: unknown) =>
  new ApiError(409, 'VERSION_CONFLICT', 'The record was changed by someone else', { current });

/** 503 while PostgreSQL cannot be reached (decision 122): no driver message in the body. */
export const databaseUnavailable = () =>
  new ApiError(503, 'DATABASE_UNAVAILABLE', 'The database is unavailable; try again shortly', { retryAfterSeconds: 2 });

/** PostgreSQL's unique_violation, so services can answer 409 for races the pre-check missed. */
export const isUniqueViolation = (error: unknown, constraint?: string): boolean => {
  const cause = (error as { cause?: unknown })?.cause ?? error;
  const pgError = cause as { code?: string; constraint?: string };
  return pgError?.code === '23505' && (constraint === undefined || pgError.constraint === constraint);
};

/** What a driver's error says about the failure without quoting data (PostgreSQL's error fields). */
const DESCRIBING_FIELDS = ['code', 'statusCode', 'severity', 'routine', 'schema', 'table', 'column', 'dataType', 'constraint'] as const;
/** Shorter parameters cannot be told from the words of a message, and no credential is that short. */
const SHORTEST_REDACTED = 4;
const CAUSES_FOLLOWED = 5;

const chainOf = (error: unknown): unknown[] => {
  const chain: unknown[] = [];
  for (let current = error; current !== undefined && current !== null && chain.length <= CAUSES_FOLLOWED; current = (current as { cause?: unknown }).cause) {
    chain.push(current);
    if (typeof current !== 'object') break;
  }
  return chain;
};

const textsOf = (value: unknown): string[] =>
  Array.isArray(value) ? value.flatMap(textsOf) : typeof value === 'string' ? [value] : value instanceof Date || value === null || typeof value !== 'object' ? [] : [JSON.stringify(value)];

/**
 * An error as the log writes it (`{ err: loggableError(error) }`): its type, message, stack and the
 * database's code and names, causes included, and never a value bound to the query. Drizzle puts
 * the bound values on its error (`params`) and in its message (`Failed query: … params: …`), PGlite
 * on its own error, and PostgreSQL quotes a value it cannot read (`invalid input syntax for type
 * integer: "…"`): bound for the users or sessions table, that value is a password's or a token's
 * hash. The values are cut out of every message and stack; `detail`, `where`, `hint` and the
 * parameters themselves, which quote rows, are not logged. The object has no prototype, so the
 * logger's error serializer names it by `type` and appends no cause of its own.
 */
export function loggableError(error: unknown): Record<string, unknown> {
  const chain = chainOf(error);
  const bound = [...new Set(chain.flatMap((link) => textsOf((link as { params?: unknown } | null)?.params)))]
    .filter((value) => value.length >= SHORTEST_REDACTED)
    .sort((a, b) => b.length - a.length);
  const redact = (text: string) => bound.reduce((result, value) => result.split(value).join('[parameter]'), text);
  const described = chain.map((link) => {
    if (link === null || typeof link !== 'object') return { type: typeof link, message: redact(String(link)), frames: [] as string[] };
    const { message, stack } = link as { message?: unknown; stack?: unknown };
    return {
      type: (link as object).constructor?.name ?? 'Object',
      message: redact(String(message ?? '').replace(/\nparams: [\s\S]*$/, '')),
      frames: typeof stack === 'string' ? stack.split('\n').filter((line) => /^\s+at /.test(line)).map(redact) : [],
    };
  });
  const logged: Record<string, unknown> = Object.create(null);
  logged.type = described[0]!.type;
  logged.message = described.map((link) => link.message).join(': ');
  logged.stack = described.map((link) => [`${link.type}: ${link.message}`, ...link.frames].join('\n')).join('\ncaused by: ');
  for (const field of DESCRIBING_FIELDS) {
    const value = chain.map((link) => (link as Record<string, unknown> | null)?.[field]).find((item) => typeof item === 'string' || typeof item === 'number');
    if (value !== undefined) logged[field] = typeof value === 'string' ? redact(value) : value;
  }
  return logged;
}
