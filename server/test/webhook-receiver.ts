import { createHmac, timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** One post a test receiver got. */
export interface Received {
  readonly path: string;
  readonly headers: http.IncomingHttpHeaders;
  readonly body: string;
  readonly delivery: string;
  readonly event: string;
  /** The body's event id, read once as it arrives (null when the body is no event). */
  readonly eventId: number | null;
}

const eventIdOf = (body: string): number | null => {
  try {
    return Number((JSON.parse(body) as { id: unknown }).id);
  } catch {
    return null;
  }
};

/** How the receiver answers a post to a path: a status and body, or its own handling. */
export type Answer = (request: http.IncomingMessage, response: http.ServerResponse, body: string, count: number) => void;

/**
 * A webhook receiver on 127.0.0.1 for the tests and the bench: it keeps every post, and answers
 * each path as the test says (200 by default).
 */
export async function startReceiver(answers: Record<string, Answer> = {}) {
  const received: Received[] = [];
  const listeners: ((post: Received) => void)[] = [];
  const counts = new Map<string, number>();
  const sockets = new Set<import('node:net').Socket>();
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const path = (request.url ?? '/').split('?')[0]!;
      const post = { path, headers: request.headers, body, delivery: String(request.headers['laju-delivery'] ?? ''), event: String(request.headers['laju-event'] ?? ''), eventId: eventIdOf(body) };
      received.push(post);
      for (const listener of listeners) listener(post);
      const count = (counts.get(path) ?? 0) + 1;
      counts.set(path, count);
      const answer = answers[path];
      if (answer) answer(request, response, body, count);
      else response.writeHead(200, { 'content-type': 'text/plain' }).end('ok');
    });
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    port,
    url: (path: string) => `http://127.0.0.1:${port}${path}`,
    received,
    onPost: (listener: (post: Received) => void) => void listeners.push(listener),
    at: (path: string) => received.filter((post) => post.path === path),
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/**
 * The receiver's side of docs/webhooks.md: `LAJU-Signature: t=…,v1=…` is the HMAC-SHA256 of
 * "<t>.<body>" under the subscription's secret.
 */
export function verifies(secret: string, header: string | string[] | undefined, body: string): boolean {
  const parts = Object.fromEntries(String(header ?? '').split(',').map((part) => part.split('=', 2) as [string, string]));
  if (!parts.t || !parts.v1) return false;
  const expected = createHmac('sha256', secret).update(`${parts.t}.${body}`).digest();
  const given = Buffer.from(parts.v1, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}
