import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ErrorBody, ErrorCode } from '../../contract/api';
import { ApiError } from '../errors';
import { RequestValidationError } from '../http/zod';

const send = (reply: FastifyReply, status: number, code: ErrorCode, message: string, extra: ApiError['extra'] = {}) => {
  const body: ErrorBody = {
    error: {
      code,
      message,
      ...(extra.fields ? { fields: extra.fields } : {}),
      ...(extra.retryAfterSeconds !== undefined ? { retryAfterSeconds: extra.retryAfterSeconds } : {}),
      ...(extra.current !== undefined ? { current: extra.current } : {}),
    },
  };
  if (extra.retryAfterSeconds !== undefined) reply.header('retry-after', String(extra.retryAfterSeconds));
  return reply.code(status).type('application/json; charset=utf-8').send(body);
};

/** Fastify's own 4xx errors by code; their messages are replaced by fixed ones (no internals). */
const FRAMEWORK_ERRORS: Record<string, [number, ErrorCode, string]> = {
  FST_ERR_CTP_BODY_TOO_LARGE: [413, 'PAYLOAD_TOO_LARGE', 'Request body too large'],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, 'UNSUPPORTED_MEDIA_TYPE', 'Unsupported media type'],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [400, 'BAD_REQUEST', 'Invalid content length'],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, 'BAD_REQUEST', 'Empty JSON body'],
  FST_ERR_CTP_INVALID_JSON_BODY: [400, 'BAD_REQUEST', 'Malformed JSON'],
};

/** The one error handler: SPEC §5's shape, never a stack trace or SQL in a body. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | ApiError | RequestValidationError, request: FastifyRequest, reply) => {
    if (error instanceof ApiError) return send(reply, error.statusCode, error.code, error.message, error.extra);
    if (error instanceof RequestValidationError) {
      return send(reply, 400, 'VALIDATION_FAILED', 'Invalid request', { fields: error.fields });
    }
    const known = FRAMEWORK_ERRORS[(error as FastifyError).code];
    if (known) return send(reply, known[0], known[1], known[2]);
    if (error instanceof SyntaxError && (error as FastifyError).statusCode === 400) {
      return send(reply, 400, 'BAD_REQUEST', 'Malformed JSON');
    }
    const status = (error as FastifyError).statusCode ?? 500;
    if (status >= 400 && status < 500) {
      request.log.info({ err: error }, 'client error');
      if (status === 413) return send(reply, 413, 'PAYLOAD_TOO_LARGE', 'Request body too large');
      if (status === 415) return send(reply, 415, 'UNSUPPORTED_MEDIA_TYPE', 'Unsupported media type');
      return send(reply, 400, 'BAD_REQUEST', 'Bad request');
    }
    request.log.error({ err: error }, 'unhandled error');
    return send(reply, 500, 'INTERNAL', 'Internal server error');
  });
}

/** An unknown path under /api answers 404 in the error shape (SPEC §5). */
export function sendApiNotFound(reply: FastifyReply) {
  return send(reply, 404, 'NOT_FOUND', 'No such API endpoint');
}
