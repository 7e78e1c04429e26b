import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { createTestApp, type TestApp } from './harness';

/**
 * `GET /metrics` (docs/decisions/341-metrics-and-request-ids.md): not served without
 * LAJU_METRICS_TOKEN; with it, only to that bearer token; the Prometheus text with requests by
 * route pattern and status, their latency, the caches, the jobs, the process and (PostgreSQL) the
 * pool.
 */
const TOKEN = 'metrics-token-for-the-test-0123456789';
let t: TestApp;
let plain: TestApp;
beforeAll(async () => {
  t = await createTestApp({ metricsToken: TOKEN });
  plain = await createTestApp();
});
afterAll(async () => {
  await t?.close();
  await plain?.close();
});

const scrape = (app: TestApp, authorization?: string) => app.app.inject({ url: '/metrics', headers: authorization ? { authorization } : {} });

describe('GET /metrics', () => {
  it('is not served without a token configured', async () => {
    const response = await scrape(plain, `Bearer ${TOKEN}`);
    expect(response.statusCode).not.toBe(200);
    expect(response.body).not.toContain('laju_http_requests_total');
  });

  it('answers only the configured bearer token, in the error shape otherwise', async () => {
    for (const authorization of [undefined, 'Bearer wrong', `Bearer ${TOKEN}x`, TOKEN]) {
      const response = await scrape(t, authorization);
      expect([response.statusCode, response.json()], String(authorization)).toEqual([401, { error: { code: 'UNAUTHENTICATED', message: 'A metrics token is required' } }]);
    }
    expect(() => loadConfig({ LAJU_METRICS_TOKEN: 'short' })).toThrow('LAJU_METRICS_TOKEN must be at least 32 characters');
  });

  it('counts requests by route pattern and status, with their latency, the caches, jobs and process', async () => {
    const admin = await t.login('admin');
    await t.app.inject({ url: '/api/customers/1', headers: admin.headers });
    await t.app.inject({ url: '/api/customers/2', headers: admin.headers });
    await t.app.inject({ url: '/api/customers/999999', headers: admin.headers });
    await t.app.inject({ url: '/api/nope' });
    const response = await scrape(t, `Bearer ${TOKEN}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = response.body;
    expect(text).toContain('laju_http_requests_total{method="GET",route="/api/customers/:id",status="200"} 2');
    expect(text).toContain('laju_http_requests_total{method="GET",route="/api/customers/:id",status="404"} 1');
    expect(text).toMatch(/laju_http_requests_total\{method="POST",route="\/api\/auth\/login",status="200"\} \d+/);
    expect(text).toMatch(/laju_http_request_duration_seconds_bucket\{le="\+Inf",method="GET",route="\/api\/customers\/:id"\} 3/);
    expect(text).not.toContain('/api/customers/999999');
    expect(text).toMatch(/laju_cache_lookups_total\{cache="auth",result="hit"\} [1-9]/);
    expect(text).toContain('laju_jobs{kind="export"} 0');
    expect(text).toContain('laju_jobs{kind="import"} 0');
    expect(text).toMatch(/laju_process_resident_memory_bytes \d+/);
    if (t.database.kind === 'postgres') expect(text).toMatch(/laju_db_pool_connections\{state="total"\} [1-9]/);
    else expect(text).not.toContain('laju_db_pool_connections');
  });
});
