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

export const hasNullByte = (value: unknown): boolean => {
  if (typeof value === 'string') return value.includes('\u0000');
  if (Array.isArray(value)) return value.some(hasNullByte);
  if (value !== null && typeof value === 'object') return Object.values(value).some(hasNullByte);
  return false;
};

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
    // PostgreSQL text cannot hold NUL (it would fail as a 500 deep in a query): a NUL anywhere in
    // the query string, the path or the body is bad input (the JSON parser catches bodies first).
    if (hasNullByte(data)) return { error: new ApiError(400, 'BAD_REQUEST', 'NUL characters are not allowed') };
    const result = schema.safeParse(data ?? undefined, { reportInput: true });
    if (result.success) return { value: result.data };
    const part = httpPart ?? 'body';
    return { error: new RequestValidationError(prefix(part, fieldErrorsFromIssues(result.error.issues)), part) };
  });
  app.setSerializerCompiler<z.ZodType>(({ schema }) => (data: unknown) => JSON.stringify(schema.parse(data)));
}
