// @vitest-environment node
import { delay, http } from 'msw';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { resetMockDb } from '../db';
import { mockSessions, refreshCookie } from '../db/auth';
import { activityLog } from '../db/logs';
import { authScenarios } from '../scenarios/auth';
import { server } from '../node';

const base = 'http://laju.test';
async function signIn(username: string) {
  const response = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username, password: 'Laju#2025', remember: false }),
  });
  const { data } = (await response.json()) as { data: { accessToken: string; userId: number } };
  return { userId: data.userId, call: (path: string, init: RequestInit = {}) => fetch(`${base}${path}`, { ...init, headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${data.accessToken}`, ...init.headers } }) };
}

/**
 * What only the mock API has: a story's writes stay in that story when the mock db is seeded
 * again. What it answers, the server answers too: the shared suites of contract/testing hold both
 * to it (accounts.test.ts for users, roles and signing in).
 */
describe('mock API: a write across a new seeding', () => {
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  beforeEach(() => {
    resetMockDb();
  });
  afterAll(() => server.close());

  it("drops a write whose body arrives after the db was seeded again: the next story never sees the old one's change", async () => {
    const admin = await signIn('admin');
    const logOf = async () => (await (await admin.call('/api/users/logs?id=5&size=50')).json()).data as { action: string }[];
    const before = await logOf();
    // The body streams slowly, as a request still in the mock API's hands when a story ends.
    let send: () => void = () => undefined;
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        send = () => {
          controller.enqueue(new TextEncoder().encode('{}'));
          controller.close();
        };
      },
    });
    const pending = admin.call('/api/users/5/deactivate', { method: 'POST', body, duplex: 'half' } as RequestInit);
    await new Promise((resolve) => setTimeout(resolve, 20));
    resetMockDb();
    send();
    await expect(pending).rejects.toThrow();
    const again = await signIn('admin');
    const after = (await (await again.call('/api/users/logs?id=5&size=50')).json()).data as { action: string }[];
    expect(after).toHaveLength(before.length);
    expect(after.map((row) => row.action)).not.toContain('DELETE');
    expect((await (await again.call('/api/users/5')).json()).data.active).toBe(true);
  });

  it('answers a write held back by a scenario past the next seeding with 401 and writes nothing', async () => {
    const admin = await signIn('admin');
    // A "saving…" scenario: the request waits, then the mock API answers it.
    server.use(
      http.put('*/api/roles/:id/permissions', async () => {
        await delay(30);
        return undefined;
      }),
    );
    const pending = admin.call('/api/roles/6/permissions', { method: 'PUT', body: JSON.stringify({ names: ['read-dashboard', 'read-items'], version: 1 }) });
    await new Promise((resolve) => setTimeout(resolve, 5));
    resetMockDb();
    const late = await pending.finally(() => server.resetHandlers());
    expect(late.status).toBe(401);
    const again = await signIn('admin');
    const matrix = (await (await again.call('/api/roles/6/permissions')).json()).data as { version: number; permissions: { name: string; granted: boolean }[] };
    expect(matrix.version).toBe(1);
    expect(matrix.permissions.filter((entry) => entry.granted).map((entry) => entry.name)).toEqual(['read-dashboard']);
  });

  it("drops a sign-out held by a loading scenario past the next seeding: the next story's session and activity stay as they were", async () => {
    server.use(...authScenarios.slow(40));
    const pending = fetch(`${base}/api/auth/logout`, { method: 'DELETE' });
    await new Promise((resolve) => setTimeout(resolve, 5));
    resetMockDb();
    // The next story's app has refreshed its session: the cookie names a session of the new seeding.
    refreshCookie.write(1, false, mockSessions.start(1));
    const activity = activityLog.map((entry) => entry.type);
    await expect(pending.finally(() => server.resetHandlers())).rejects.toThrow();
    expect(activityLog.map((entry) => entry.type)).toEqual(activity);
    expect(refreshCookie.read()).toMatchObject({ userId: 1 });
  });
});
