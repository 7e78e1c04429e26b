import type { FastifyInstance } from 'fastify';
import { ApiError } from '../errors';
import { unstorableText } from './zod';

/** Refuses bytes that are not UTF-8 instead of replacing them with U+FFFD. */
const utf8 = new TextDecoder('utf-8', { fatal: true });

/**
 * The API's one body parser (docs/product/api.md: JSON only; other media types answer 415). The
 * body is read as bytes within Fastify's limits and decoded as strict UTF-8: a body that is not
 * UTF-8 (a stray Latin-1 byte, an encoded surrogate, an overlong form, a sequence cut short) is
 * refused with 400 BAD_REQUEST, as a lone surrogate in JSON text is, since what would be stored
 * (U+FFFD) is not what was sent. An empty JSON body is "no body" (a bodiless POST from a client
 * that always sets the header); text that cannot be stored as sent (a NUL, a lone surrogate) is
 * refused here as bad input. Malformed JSON keeps Fastify's own errors (plugins/errors.ts renders
 * them).
 */
export function registerJsonBody(app: FastifyInstance): void {
  const defaultJson = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body, done) => {
    let text: string;
    try {
      text = utf8.decode(body as Buffer);
    } catch {
      return done(new ApiError(400, 'BAD_REQUEST', 'The body must be UTF-8'));
    }
    if (text.trim() === '') return done(null, undefined);
    defaultJson(request, text, (error, parsed) => {
      if (error) return done(error);
      const unstorable = unstorableText(parsed);
      if (unstorable) return done(new ApiError(400, 'BAD_REQUEST', unstorable));
      done(null, parsed);
    });
  });
}
