import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { fieldErrorsFromIssues } from '../../contract/validation';
import { ApiError } from '../errors';

/** A request that failed its zod schema; the error handler renders it as 400 VALIDATION_FAILED. */
export class RequestValidationError extends Error {
  readonly statusCode = 400;
  constructor(
    readonly fields: Record<string, string>,
    readonly part: string,
  ) {
    super('Invalid request');
    this.name = 'RequestValidationError';
  }
}

/** A UTF-16 surrogate without its pair: JSON can carry one (`"\ud800"`), UTF-8 cannot. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * Why text in a request cannot be stored as sent, or undefined: PostgreSQL text cannot hold NUL
 * (it would fail as a 500 deep in a query), and a lone surrogate is not Unicode at all: the
 * driver would store U+FFFD instead, so what was saved (or looked up: a sign-in's throttle key)
 * would not be what was sent. Both are bad input, refused before anything reads them.
 */
export function unstorableText(value: unknown): string | undefined {
  if (typeof value === 'string') {
    if (value.includes('\u0000')) return 'NUL characters are not allowed';
    if (LONE_SURROGATE.test(value)) return 'Text must be well-formed Unicode';
    return undefined;
  }
  if (Array.isArray(value)) {
    for (const item of value) {
      const reason = unstorableText(item);
      if (reason) return reason;
    }
    return undefined;
  }
  if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      const reason = unstorableText(key) ?? unstorableText(item);
      if (reason) return reason;
    }
  }
  return undefined;
}

const prefix = (part: string, fields: Record<string, string>) =>
  part === 'body'
    ? fields
    : Object.fromEntries(Object.entries(fields).map(([key, code]) => [key === '_' ? part : key, code]));

/**
 * Fastify validates and serialises with the contract's zod schemas: the same schemas the forms use
 * decide what the server accepts, and a response that drifts from its schema is a 500 in the log,
 * never silently sent.
 */
export function registerZod(app: FastifyInstance): void {
  app.setValidatorCompiler<z.ZodType>(({ schema, httpPart }) => (data: unknown) => {
    // Text that cannot be stored as sent (NUL, a lone surrogate) anywhere in the query string, the
    // path or the body is bad input (the JSON parser catches bodies first).
    const unstorable = unstorableText(data);
    if (unstorable) return { error: new ApiError(400, 'BAD_REQUEST', unstorable) };
    const result = schema.safeParse(data ?? undefined, { reportInput: true });
    if (result.success) return { value: result.data };
    const part = httpPart ?? 'body';
    return { error: new RequestValidationError(prefix(part, fieldErrorsFromIssues(result.error.issues)), part) };
  });
  app.setSerializerCompiler<z.ZodType>(({ schema }) => (data: unknown) => JSON.stringify(schema.parse(data)));
}
