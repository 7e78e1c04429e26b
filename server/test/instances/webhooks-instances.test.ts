import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_PASSWORD } from '../template';
import { verifies } from '../webhook-receiver';
import { freshDatabase, type FreshDatabase } from './fresh-database';
import { startFleet, subscribe, tally, waitUntil, writeBacklog, type Fleet } from './webhooks-fleet';

/**
 * Webhooks with two instances on one PostgreSQL (docs/decisions/348-webhooks.md): each event is
 * posted once between them, and after one is killed (SIGKILL) in the middle of a backlog nothing
 * is lost; what it had claimed comes back when its lease ends (a post it sent but could not
 * record may come twice: at least once).
 */
let database: FreshDatabase;
let fleet: Fleet;

beforeAll(async () => {
  database = await freshDatabase();
  fleet = await startFleet(database.url, TEST_PASSWORD);
}, 180_000);
afterAll(async () => {
  await fleet?.close();
  await database?.drop();
});

describe('webhooks on two instances', () => {
  it('posts each event once between them, changes made through either', async () => {
    const { secret } = await subscribe(fleet, '/once');
    const [customer] = await fleet.query<{ id: number }>('select id from customers order by id limit 1');
    const [item] = await fleet.query<{ id: number }>('select id from items order by id limit 1');
    const created: number[] = [];
    for (let index = 0; index < 20; index += 1) {
      const instance = fleet.instances[index % 2]!;
      const answer = await fetch(`${instance.baseUrl}/api/delivery-orders`, {
        method: 'POST',
        headers: { authorization: `Bearer ${fleet.token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ customerId: customer!.id, lines: [{ itemId: item!.id, quantity: 1 + index }] }),
      });
      expect(answer.status).toBe(201);
      created.push(((await answer.json()) as { data: { id: number } }).data.id);
    }
    const events = (await fleet.query<{ id: string }>("select id from webhook_events where event = 'delivery-order.created' order by id")).map((row) => Number(row.id));
    expect(events).toHaveLength(20);
    expect(await waitUntil(() => tally(fleet, '/once', events).received === 20, 30_000)).toBe(true);
    // The two instances' claims never overlap.
    expect(tally(fleet, '/once', events)).toEqual({ received: 20, lost: 0, twice: 0 });
    for (const post of fleet.receiver.at('/once')) expect(verifies(secret, post.headers['laju-signature'], post.body)).toBe(true);
    const records = fleet.receiver.at('/once').map((post) => (JSON.parse(post.body) as { record: { id: number } }).record.id);
    expect(new Set(records)).toEqual(new Set(created));
    // An instance records a delivery once the receiver's answer is back, a moment after the
    // receiver has counted the post.
    const states = () => fleet.query<{ state: string; n: number }>('select state, count(*)::int as n from webhook_deliveries group by state');
    await waitUntil(async () => (await states()).every((row) => row.state === 'delivered'), 10_000);
    expect(await states()).toEqual([{ state: 'delivered', n: 20 }]);
  }, 60_000);

  it('loses nothing when an instance is killed in the middle of a backlog', async () => {
    await fleet.query('update webhook_subscriptions set active = false');
    await subscribe(fleet, '/killed');
    const { eventIds } = await writeBacklog(fleet, 1_000, 200, 1_000_000);
    expect(eventIds).toHaveLength(1_000);
    expect(await waitUntil(() => tally(fleet, '/killed', eventIds).received >= 200, 60_000)).toBe(true);
    await fleet.killAndRestart(0);
    expect(await waitUntil(() => tally(fleet, '/killed', eventIds).received === 1_000, 90_000)).toBe(true);
    const result = tally(fleet, '/killed', eventIds);
    expect(result.lost).toBe(0);
    // At most what was in flight at the kill comes twice.
    expect(result.twice).toBeLessThanOrEqual(16);
    // The last posts' results are recorded just after the receiver has them.
    const open = async () => (await fleet.query<{ n: number }>("select count(*)::int as n from webhook_deliveries where state <> 'delivered'"))[0]!.n;
    await waitUntil(async () => (await open()) === 0, 10_000);
    expect(await open()).toBe(0);
  }, 180_000);
});
