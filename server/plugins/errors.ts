import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest, FastifyServerOptions } from 'fastify';
import { errorBody, type ErrorCode, type ErrorExtra } from '../../contract/api';
import { ApiError, loggableError } from '../errors';
import { RequestValidationError } from '../http/zod';

const send = (reply: FastifyReply, status: number, code: ErrorCode, message: string, extra: ErrorExtra = {}) => {
  if (extra.retryAfterSeconds !== undefined) reply.header('retry-after', String(extra.retryAfterSeconds));
  return reply.code(status).type('application/json; charset=utf-8').send(errorBody(code, message, extra));
};

/** Fastify's own 4xx errors by code; their messages are replaced by fixed ones (no internals). */
const FRAMEWORK_ERRORS: Record<string, [number, ErrorCode, string]> = {
  FST_ERR_CTP_BODY_TOO_LARGE: [413, 'PAYLOAD_TOO_LARGE', 'Request body too large'],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, 'UNSUPPORTED_MEDIA_TYPE', 'Unsupported media type'],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [400, 'BAD_REQUEST', 'Invalid content length'],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, 'BAD_REQUEST', 'Empty JSON body'],
  FST_ERR_CTP_INVALID_JSON_BODY: [400, 'BAD_REQUEST', 'Malformed JSON'],
};

/** The one error handler: docs/product/api.md's shape, never a stack trace or SQL in a body. */
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
      request.log.info({ err: loggableError(error) }, 'client error');
      if (status === 413) return send(reply, 413, 'PAYLOAD_TOO_LARGE', 'Request body too large');
      if (status === 415) return send(reply, 415, 'UNSUPPORTED_MEDIA_TYPE', 'Unsupported media type');
      return send(reply, 400, 'BAD_REQUEST', 'Bad request');
    }
    request.log.error({ err: loggableError(error) }, 'unhandled error');
    return send(reply, 500, 'INTERNAL', 'Internal server error');
  });
}

/** An unknown path under /api answers 404 in the error shape (docs/product/api.md). */
export function sendApiNotFound(reply: FastifyReply, message = 'No such API endpoint') {
  return send(reply, 404, 'NOT_FOUND', message);
}

/**
 * Errors Fastify answers before any route or hook runs (a URL that does not decode, `GET /api/%`):
 * the contract's error shape, not Fastify's `{"error":"Bad Request",…}`.
 */
export const frameworkErrors: FastifyServerOptions['frameworkErrors'] = (error, _request, reply) => {
  const code = (error as FastifyError).code;
  if (code === 'FST_ERR_BAD_URL') return send(reply, 400, 'BAD_REQUEST', 'Malformed URL');
  return send(reply, 400, 'BAD_REQUEST', 'Bad request');
};

const REASONS: Record<number, string> = { 400: 'Bad Request', 408: 'Request Timeout', 431: 'Request Header Fields Too Large' };

/**
 * Requests Node's HTTP parser refuses (malformed, oversized headers, a slow client) never reach
 * Fastify; the socket gets a plain HTTP answer written here, in the error shape.
 */
export function clientErrorHandler(error: Error & { code?: string }, socket: Socket): void {
  if (!socket.writable) {
    socket.destroy();
    return;
  }
  const status = error.code === 'HPE_HEADER_OVERFLOW' ? 431 : error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400;
  const message = status === 431 ? 'Request headers too large' : status === 408 ? 'Request timeout' : 'Malformed request';
  const body = JSON.stringify(errorBody('BAD_REQUEST', message));
  socket.end(
    `HTTP/1.1 ${status} ${REASONS[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
}
