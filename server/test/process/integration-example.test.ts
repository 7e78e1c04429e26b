import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { TEST_PASSWORD } from '../template';
import { apiOf, freePort, killAll, pgliteDataDirFromTemplate, startServer, within, type ServerProcess } from '../server-process';

/**
 * The worked example of docs/integrations/README.md, as a reader runs it: LAJU started as
 * `npm start` starts it (allowing targets on this machine), a role and an API token for the shop, a
 * webhook to the example receiver, then the shop script sent twice. The shop's orders become DOs
 * once, and the receiver verifies and prints each created DO's event once.
 */
const root = fs.mkdtempSync(path.join(os.tmpdir(), 'laju-example-'));
const children: ChildProcess[] = [];
let server: ServerProcess;
let api: ReturnType<typeof apiOf>;
let admin: string;

beforeAll(async () => {
  const dataDir = path.join(root, 'data');
  await pgliteDataDirFromTemplate(inject('pgliteTemplate'), dataDir);
  server = await startServer({ LAJU_DATA_DIR: dataDir, LAJU_WEBHOOK_ALLOW: '127.0.0.1' });
  api = apiOf(server.baseUrl);
  const signedIn = await api('POST', '/api/auth/login', { body: { username: 'admin', password: TEST_PASSWORD } });
  expect(signedIn.status).toBe(200);
  admin = signedIn.body.data!.accessToken!;
}, 120_000);

afterAll(() => {
  for (const child of children) child.kill('SIGKILL');
  killAll();
  fs.rmSync(root, { recursive: true, force: true });
});

/** Runs one of the example's scripts; resolves its exit code and what it printed. */
function script(name: string, env: NodeJS.ProcessEnv) {
  const child = spawn(process.execPath, [path.join('docs/integrations', name)], { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  children.push(child);
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { output: () => output, exited };
}

const SHOP_PERMISSIONS = ['read-customers', 'create-customer', 'read-items', 'create-item', 'create-delivery-order'];

describe('the worked example: a shop with an API token, a receiver of signed webhooks', () => {
  it('makes each order a DO once, however often the shop runs, and the receiver hears each once', async () => {
    const as = { token: admin };
    const role = await api('POST', '/api/roles', { ...as, body: { name: 'Toko daring', description: 'Toko daring lewat API' } });
    expect(role.status).toBe(201);
    const roleId = role.body.data!.id as number;
    const granted = await api('PUT', `/api/roles/${roleId}/permissions`, { ...as, body: { names: SHOP_PERMISSIONS, version: role.body.data!.version } });
    expect(granted.status).toBe(200);
    const token = await api('POST', '/api/api-tokens', { ...as, body: { name: 'Toko daring', roleId, expiresInDays: 30 } });
    expect(token.status).toBe(201);

    const port = await freePort();
    const webhook = await api('POST', '/api/webhooks', {
      ...as,
      body: { name: 'Contoh penerima', url: `http://127.0.0.1:${port}/laju`, events: ['delivery-order.created'] },
    });
    expect(webhook.status).toBe(201);
    const receiver = script('receiver.mjs', { LAJU_WEBHOOK_SECRET: (webhook.body as { secret: string }).secret, PORT: String(port) });
    expect(await within(10_000, async () => receiver.output().includes('Listening'))).toBe(true);

    const shopEnv = { LAJU_URL: server.baseUrl, LAJU_TOKEN: (token.body as { token: string }).token };
    const countOrders = async () => ((await api('GET', '/api/delivery-orders?size=1', as)).body as { paging: { totalItems: number } }).paging.totalItems;
    const before = await countOrders();
    const first = script('shop.mjs', shopEnv);
    expect(await first.exited).toBe(0);
    const numbers = [...first.output().matchAll(/^(WEB-\d+) → (DO-\d+) \(PENDING\)$/gm)].map((match) => [match[1], match[2]]);
    expect(numbers.map(([order]) => order)).toEqual(['WEB-1001', 'WEB-1002']);

    // Sent again: LAJU answers each repeated Idempotency-Key with the first DO.
    const again = script('shop.mjs', shopEnv);
    expect(await again.exited).toBe(0);
    expect([...again.output().matchAll(/^(WEB-\d+) → (DO-\d+) \(PENDING\)$/gm)].map((match) => [match[1], match[2]])).toEqual(numbers);
    expect(await countOrders()).toBe(before + 2);

    const heard = () => receiver.output().split('\n').filter((line) => line.startsWith('delivery-order.created '));
    expect(await within(20_000, async () => heard().length >= 2)).toBe(true);
    expect(heard()).toHaveLength(2);
  }, 120_000);
});
