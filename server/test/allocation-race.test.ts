import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDeliveryTestApp, deliveryApiOf } from './delivery-helpers';
import type { SignedIn, TestApp } from './harness';

/**
 * Concurrent writes over the same units. Meaningful on the PostgreSQL run only: PGlite runs one
 * transaction at a time, so a missing `FOR UPDATE` never shows there, while PostgreSQL without the
 * lock over-allocates. Each race runs many rounds, each on a fresh DO, and after every round no line may be
 * allocated above its ordered quantity.
 */
const ROUNDS = Number(process.env.LAJU_RACE_ROUNDS ?? 10);
const CONCURRENT = 20;

let t: TestApp;
let api: ReturnType<typeof deliveryApiOf>;
let admin: SignedIn;
beforeAll(async () => {
  t = await createDeliveryTestApp();
  api = deliveryApiOf(t);
  admin = await t.login('admin');
});
afterAll(async () => {
  await t?.close();
});

const overAllocatedLines = () =>
  api.count(`select count(*) from delivery_order_lines l
             where l.quantity < (select coalesce(sum(s.quantity), 0) from shipment_lines s where s.delivery_order_line_id = l.id)`);
const allocatedOf = (lineId: number) => api.count(`select coalesce(sum(quantity), 0) from shipment_lines where delivery_order_line_id = ${lineId}`);
const statusesOf = (responses: { statusCode: number }[]) => responses.map((response) => response.statusCode).sort();

describe(`allocation races (${ROUNDS} rounds of ${CONCURRENT} concurrent requests)`, () => {
  it('20 new shipments each wanting the last 10 units: exactly one wins, the others get 422, never over-allocated', { timeout: 120_000 }, async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const order = await api.createOrder(admin, [15]);
      expect((await api.createShipment(admin, [api.allocationOf(order, [5])])).statusCode).toBe(201);
      const responses = await Promise.all(Array.from({ length: CONCURRENT }, () => api.createShipment(admin, [api.allocationOf(order, [10])])));
      expect(statusesOf(responses), `round ${round}`).toEqual([201, ...Array<number>(CONCURRENT - 1).fill(422)]);
      expect(await allocatedOf(order.lines[0]!.id)).toBe(15);
      expect((await api.getOrder(admin, order.id)).lines[0]).toMatchObject({ allocated: 15, pending: 0 });
    }
    expect(await overAllocatedLines()).toBe(0);
  });

  it('20 new shipments each wanting 1 of the last 10 units: exactly ten win', { timeout: 120_000 }, async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const order = await api.createOrder(admin, [10]);
      const responses = await Promise.all(Array.from({ length: CONCURRENT }, () => api.createShipment(admin, [api.allocationOf(order, [1])])));
      expect(statusesOf(responses).filter((status) => status === 201), `round ${round}`).toHaveLength(10);
      expect(await allocatedOf(order.lines[0]!.id)).toBe(10);
    }
    expect(await overAllocatedLines()).toBe(0);
  });

  it('20 existing shipments re-allocated at once (PUT) for the same 10 units: one wins', { timeout: 120_000 }, async () => {
    for (let round = 0; round < Math.max(3, Math.ceil(ROUNDS / 2)); round += 1) {
      const order = await api.createOrder(admin, [10]);
      const shipments = await Promise.all(Array.from({ length: CONCURRENT }, async () => (await api.createShipment(admin, [])).json().data as { id: number; version: number }));
      const responses = await Promise.all(
        shipments.map((shipment) => api.put(`/api/shipments/${shipment.id}/delivery-orders`, admin, { version: shipment.version, deliveryOrders: [api.allocationOf(order, [10])] })),
      );
      expect(statusesOf(responses), `round ${round}`).toEqual([200, ...Array<number>(CONCURRENT - 1).fill(422)]);
      expect(await allocatedOf(order.lines[0]!.id)).toBe(10);
    }
    expect(await overAllocatedLines()).toBe(0);
  });

  it('a DO edit lowering a line and a cancel race allocations: the line never ends below what is taken, a BATAL DO holds nothing', { timeout: 120_000 }, async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const order = await api.createOrder(admin, [10]);
      const itemId = order.lines[0]!.itemId;
      const responses = await Promise.all([
        ...Array.from({ length: 6 }, () => api.createShipment(admin, [api.allocationOf(order, [2])])),
        api.patch(`/api/delivery-orders/${order.id}`, admin, { version: 1, lines: [{ itemId, quantity: 3 }] }),
        api.post(`/api/delivery-orders/${order.id}/cancel`, admin, { version: 1 }),
      ]);
      for (const response of responses) expect([200, 201, 409, 422], response.body).toContain(response.statusCode);
      const after = await api.getOrder(admin, order.id);
      expect(after.lines[0]!.allocated).toBeLessThanOrEqual(after.lines[0]!.quantity);
      if (after.status === 'BATAL') expect(after.lines[0]!.allocated).toBe(0);
      else expect(after.status).toBe(after.lines[0]!.allocated > 0 ? 'PROSES' : 'PENDING');
    }
    expect(await overAllocatedLines()).toBe(0);
  });
});
