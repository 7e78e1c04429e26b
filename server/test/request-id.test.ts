import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { parseTrustProxy, type TrustProxy } from '../config';
import { openTestDatabase, testConfig } from './harness';

/**
 * The request id a proxy LAJU trusts sends (`X-Request-Id`) is kept: answered back and logged, so a
 * request can be followed from the load balancer into LAJU's logs; from anyone else, or malformed,
 * a new one is made.
 */
type Database = Awaited<ReturnType<typeof openTestDatabase>>;
let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

async function withApp(trust: TrustProxy, run: (app: Awaited<ReturnType<typeof buildApp>>['app'], logged: () => { reqId?: string; msg?: string; url?: string }[]) => Promise<void>) {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      lines.push(chunk.toString());
      callback();
    },
  });
  const built = await buildApp({ db: database, config: testConfig({ trustProxy: trust }), logger: { level: 'info', stream } });
  try {
    await run(built.app, () => lines.map((line) => JSON.parse(line) as { reqId?: string; msg?: string; url?: string }));
  } finally {
    await built.app.close();
  }
}

describe('X-Request-Id', () => {
  it('keeps the id a trusted proxy sends: answered back and on the request’s log line', async () => {
    await withApp(parseTrustProxy('1'), async (app, logged) => {
      const response = await app.inject({ url: '/api/health/live', remoteAddress: '10.0.0.2', headers: { 'x-request-id': 'lb-7f3a.2026-12-05:0001' } });
      expect(response.headers['x-request-id']).toBe('lb-7f3a.2026-12-05:0001');
      expect(logged().find((line) => line.msg === 'request' && line.url === '/api/health/live')?.reqId).toBe('lb-7f3a.2026-12-05:0001');
    });
    await withApp(parseTrustProxy('10.0.0.0/24, 10.0.1.5'), async (app) => {
      const listed = await app.inject({ url: '/api/health/live', remoteAddress: '10.0.1.5', headers: { 'x-request-id': 'from-the-balancer' } });
      expect(listed.headers['x-request-id']).toBe('from-the-balancer');
      const inRange = await app.inject({ url: '/api/health/live', remoteAddress: '::ffff:10.0.0.77', headers: { 'x-request-id': 'from-the-range' } });
      expect(inRange.headers['x-request-id']).toBe('from-the-range');
    });
  });

  it('makes a new one when no proxy is trusted, the peer is not a listed proxy, or the header is malformed', async () => {
    await withApp(false, async (app, logged) => {
      const response = await app.inject({ url: '/api/health/live', headers: { 'x-request-id': 'chosen-by-the-client' } });
      expect(response.headers['x-request-id']).toMatch(UUID);
      expect(logged().some((line) => line.reqId === 'chosen-by-the-client')).toBe(false);
    });
    await withApp(parseTrustProxy('10.0.1.5'), async (app) => {
      const outside = await app.inject({ url: '/api/health/live', remoteAddress: '192.0.2.50', headers: { 'x-request-id': 'from-outside' } });
      expect(outside.headers['x-request-id']).toMatch(UUID);
    });
    await withApp(parseTrustProxy('1'), async (app) => {
      for (const bad of ['a'.repeat(129), 'two words', 'line\\nbreak', 'quote"d', '']) {
        const response = await app.inject({ url: '/api/health/live', remoteAddress: '10.0.0.2', headers: { 'x-request-id': bad } });
        expect(response.headers['x-request-id'], bad).toMatch(UUID);
      }
      const none = await app.inject({ url: '/api/health/live', remoteAddress: '10.0.0.2' });
      expect(none.headers['x-request-id']).toMatch(UUID);
    });
  });
});
