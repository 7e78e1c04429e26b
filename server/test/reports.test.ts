import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businessDay } from '../../contract/dashboard';
import { outgoingItemsQuerySchema, outgoingReportSchema, type OutgoingReport } from '../../contract/reports';
import { rowsOf } from '../db/client';
import { syncOutgoingRollupZone } from '../services/outgoing-rollup';
import { dayRange } from '../services/lists';
import { outgoingReport } from '../services/reports';
import { createDeliveryTestApp, deliveryApiOf, type DeliveryOrderBody } from './delivery-helpers';
import { errorCodeOf, type SignedIn, type TestApp } from './harness';

/**
 * The outgoing-items report on the server: it equals the completed shipment lines of its range
 * (inclusive business days, midnight in the business time zone), the daily rollup equals a
 * recomputation after random completions, changed completion times and re-openings, and bad
 * input gets its documented answer.
 */
let t: TestApp & { dataDir: string };
let api: ReturnType<typeof deliveryApiOf>;
let admin: SignedIn;
const ZONE = 'Asia/Jakarta';
beforeAll(async () => {
  t = await createDeliveryTestApp();
  api = deliveryApiOf(t);
  admin = await t.login('admin');
});
afterAll(async () => {
  await t?.close();
});

const db = () => t.database.db;
async function complete(shipmentId: number) {
  const response = await api.uploadProof(admin, shipmentId);
  expect(response.statusCode).toBe(200);
}
async function newShipment(order: DeliveryOrderBody, quantities: number[], vehicle?: Record<string, unknown>) {
  const response = await api.createShipment(admin, [api.allocationOf(order, quantities)], vehicle);
  expect(response.statusCode).toBe(201);
  return response.json().data.id as number;
}
const report = async (query: string, session = admin) => t.app.inject({ url: `/api/reports/outgoing-items?${query}`, headers: session.headers });
const reportOf = async (query: string) => {
  const response = await report(query);
  expect(response.statusCode, response.body).toBe(200);
  // The route sends the report without parsing it on the way out (decision 201): the schema is checked here.
  return outgoingReportSchema.parse(response.json().data);
};

type Totals = Record<string, number>;
/** Sum per unit of completed shipment lines completed in [startDate, endDate] (business days), straight from the lines. */
async function fromLines(startDate: string, endDate: string, where = sql``): Promise<Totals> {
  const { from, to } = dayRange({ startDate, endDate }, ZONE);
  const rows = rowsOf<{ unit: string; quantity: string }>(
    await db().execute(sql`
      select i.unit, sum(sl.quantity) as quantity
      from shipment_lines sl join shipments s on s.id = sl.shipment_id
      join delivery_order_lines l on l.id = sl.delivery_order_line_id join items i on i.id = l.item_id
      join delivery_orders d on d.id = l.delivery_order_id
      where s.completed_at >= ${from!.toISOString()}::timestamptz and s.completed_at < ${to!.toISOString()}::timestamptz ${where}
      group by i.unit`),
  );
  return Object.fromEntries(rows.map((row) => [row.unit, Number(row.quantity)]));
}
const totalsOf = (data: OutgoingReport): Totals => Object.fromEntries(data.totals.map((total) => [total.unit, total.quantity]));

/** The three rollups as kept, and as computed again from every completed line, in one comparable form. */
async function rollupAndRecomputation() {
  const keys = async (query: ReturnType<typeof sql>) => rowsOf<{ key: string }>(await db().execute(query)).map((row) => row.key);
  const recomputation = sql`
    select (s.completed_at at time zone (select value from server_settings where name = 'outgoing_rollup_time_zone'))::date as day,
           l.item_id, d.customer_id, s.mode, sl.quantity
    from shipment_lines sl join shipments s on s.id = sl.shipment_id
    join delivery_order_lines l on l.id = sl.delivery_order_line_id join delivery_orders d on d.id = l.delivery_order_id
    where s.completed_at is not null`;
  const kept = [
    ...(await keys(sql`select 'daily|' || day || '|' || item_id || '|' || customer_id || '|' || mode || '|' || quantity as key from outgoing_daily`)),
    ...(await keys(sql`select 'days|' || day || '|' || quantity as key from outgoing_days`)),
    ...(await keys(sql`select 'months|' || month || '|' || item_id || '|' || quantity as key from outgoing_item_months`)),
  ].sort();
  const recomputed = [
    ...(await keys(sql`select 'daily|' || day || '|' || item_id || '|' || customer_id || '|' || mode || '|' || sum(quantity) as key from (${recomputation}) r group by day, item_id, customer_id, mode`)),
    ...(await keys(sql`select 'days|' || day || '|' || sum(quantity) as key from (${recomputation}) r group by day`)),
    ...(await keys(sql`select 'months|' || month || '|' || item_id || '|' || quantity as key from (
      select date_trunc('month', day)::date as month, item_id, sum(quantity) as quantity from (${recomputation}) r group by 1, 2) m`)),
  ].sort();
  return { kept, recomputed };
}

describe('GET /api/reports/outgoing-items', () => {
  it('equals the completed shipment lines of the demo install, per unit, in both groupings; subtotals add up to the totals', async () => {
    const today = businessDay(new Date(), ZONE);
    const start = businessDay(new Date(Date.now() - 200 * 86_400_000), ZONE);
    const expected = await fromLines(start, today);
    expect(Object.keys(expected).length).toBeGreaterThan(0);
    const byItem = await reportOf(`startDate=${start}&endDate=${today}`);
    expect(totalsOf(byItem)).toEqual(expected);
    expect(byItem.groups).toHaveLength(1);
    expect(byItem.groups[0]!.rows.map((row) => row.itemName)).toEqual([...byItem.groups[0]!.rows.map((row) => row.itemName)].sort((a, b) => a.localeCompare(b, 'id', { sensitivity: 'base', numeric: true })));
    const byCustomer = await reportOf(`startDate=${start}&endDate=${today}&groupBy=customer&sort=-quantity`);
    expect(totalsOf(byCustomer)).toEqual(expected);
    const fromSubtotals: Totals = {};
    for (const group of byCustomer.groups) {
      expect(group.customerName).toBeTruthy();
      for (const subtotal of group.subtotals) fromSubtotals[subtotal.unit] = (fromSubtotals[subtotal.unit] ?? 0) + subtotal.quantity;
      const quantities = group.rows.map((row) => row.quantity);
      expect(quantities).toEqual([...quantities].sort((a, b) => b - a));
    }
    expect(fromSubtotals).toEqual(expected);
    const [firstCustomer] = byCustomer.groups;
    const filtered = await reportOf(`startDate=${start}&endDate=${today}&customerId=${firstCustomer!.customerId}`);
    expect(totalsOf(filtered)).toEqual(Object.fromEntries(firstCustomer!.subtotals.map((total) => [total.unit, total.quantity])));
    expect(filtered.filters).toMatchObject({ customerId: firstCustomer!.customerId, customerName: firstCustomer!.customerName });
    for (const mode of ['ANTAR', 'JEMPUT'] as const) {
      expect(totalsOf(await reportOf(`startDate=${start}&endDate=${today}&mode=${mode}`))).toEqual(await fromLines(start, today, sql`and s.mode = ${mode}`));
    }
  });

  it('counts a shipment on the business day it completed: 23:59:59.999 and 00:00 in Jakarta fall on two days', async () => {
    const order = await api.createOrder(admin, [7, 11]);
    const late = await newShipment(order, [7, 0]);
    const early = await newShipment(order, [0, 11]);
    await complete(late);
    await complete(early);
    // 2025-03-10 23:59:59.999 and 2025-03-11 00:00:00 in Asia/Jakarta (UTC+7).
    await db().execute(sql`update shipments set completed_at = '2025-03-10T16:59:59.999Z' where id = ${late}`);
    await db().execute(sql`update shipments set completed_at = '2025-03-10T17:00:00Z' where id = ${early}`);
    const day = async (startDate: string, endDate: string) => (await reportOf(`startDate=${startDate}&endDate=${endDate}&itemId=${order.lines[0]!.itemId}`)).rowCount +
      (await reportOf(`startDate=${startDate}&endDate=${endDate}&itemId=${order.lines[1]!.itemId}`)).rowCount;
    expect(await day('2025-03-10', '2025-03-10')).toBe(1);
    expect(totalsOf(await reportOf('startDate=2025-03-10&endDate=2025-03-10'))).toEqual(await fromLines('2025-03-10', '2025-03-10'));
    expect(totalsOf(await reportOf('startDate=2025-03-11&endDate=2025-03-11'))).toEqual(await fromLines('2025-03-11', '2025-03-11'));
    const both = await reportOf('startDate=2025-03-10&endDate=2025-03-11');
    expect(both.groups[0]!.rows.map((row) => row.quantity).sort((a, b) => a - b)).toEqual([7, 11]);
    expect(await reportOf('startDate=2025-03-09&endDate=2025-03-09')).toMatchObject({ rowCount: 0, totals: [] });
    expect(await reportOf('startDate=2025-03-12&endDate=2025-03-12')).toMatchObject({ rowCount: 0, totals: [] });

    // Another business time zone (LAJU_TIME_ZONE=UTC): the start-up rebuilds the rollup; both are on the 10th.
    expect(await syncOutgoingRollupZone(db(), 'UTC')).toBe(true);
    expect(await syncOutgoingRollupZone(db(), 'UTC')).toBe(false);
    expect((await reportOf('startDate=2025-03-10&endDate=2025-03-10')).rowCount).toBe(2);
    expect((await reportOf('startDate=2025-03-11&endDate=2025-03-11')).rowCount).toBe(0);
    const { kept, recomputed } = await rollupAndRecomputation();
    expect(kept).toEqual(recomputed);
    await syncOutgoingRollupZone(db(), ZONE);
    expect((await reportOf('startDate=2025-03-11&endDate=2025-03-11')).rowCount).toBe(1);
  });

  it('keeps the rollup equal to a full recomputation after random completions, moved completion times and re-openings', async () => {
    let seed = 14;
    const random = () => ((seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648);
    const fleetId = await api.activeFleetId();
    const shipments: number[] = [];
    for (let round = 0; round < 6; round += 1) {
      const order = await api.createOrder(admin, [20 + round, 9, 4]);
      const first = [1 + Math.floor(random() * 10), Math.floor(random() * 5), 1];
      shipments.push(await newShipment(order, first, { mode: 'ANTAR', fleetId }));
      shipments.push(await newShipment(order, [3, 1 + Math.floor(random() * 3), 0], { mode: 'JEMPUT', plate: 'D 1234 AB', driverName: 'Ujang' }));
    }
    const completed: number[] = [];
    for (const id of shipments) {
      if (random() < 0.7) {
        await complete(id);
        completed.push(id);
      }
    }
    const afterCompletions = await rollupAndRecomputation();
    expect(afterCompletions.kept).toEqual(afterCompletions.recomputed);
    // Completion times spread over other days, some across midnight; one statement for several shipments.
    for (const id of completed) {
      const at = new Date(Date.UTC(2025, 5, 1) + Math.floor(random() * 5 * 86_400_000));
      await db().execute(sql`update shipments set completed_at = ${at.toISOString()}::timestamptz where id = ${id}`);
    }
    await db().execute(sql`update shipments set completed_at = completed_at + interval '13 hours' where id = any(${`{${completed.slice(0, 3).join(',')}}`}::int[])`);
    // A re-opening (no screen does it yet; a future one, or a repair, writes exactly this).
    const reopened = completed[completed.length - 1]!;
    await db().execute(sql`update shipments set status = 'PENDING', completed_at = null where id = ${reopened}`);
    // A completed shipment's line changed and one removed (no service does it; a repair script might).
    await db().execute(sql`update shipment_lines set quantity = quantity + 1 where shipment_id = ${completed[0]!} and quantity < 4`);
    const { kept, recomputed } = await rollupAndRecomputation();
    expect(kept.length).toBeGreaterThan(0);
    expect(kept).toEqual(recomputed);
    expect(totalsOf(await reportOf('startDate=2025-06-01&endDate=2025-06-07'))).toEqual(await fromLines('2025-06-01', '2025-06-07'));
    const zeroRows = rowsOf<{ n: string }>(
      await db().execute(sql`select (select count(*) from outgoing_daily where quantity = 0) + (select count(*) from outgoing_days where quantity = 0) + (select count(*) from outgoing_item_months where quantity = 0) as n`),
    );
    expect(Number(zeroRows[0]!.n)).toBe(0);
  });

  it('keeps the rollup exact when shipments of the same item, customer and day complete at the same moment (row locks on PostgreSQL)', async () => {
    const order = await api.createOrder(admin, [40, 40]);
    const ids: number[] = [];
    for (let index = 0; index < 8; index += 1) ids.push(await newShipment(order, [5, index % 2 === 0 ? 5 : 0]));
    await Promise.all(ids.map((id) => complete(id)));
    const { kept, recomputed } = await rollupAndRecomputation();
    expect(kept).toEqual(recomputed);
    const today = businessDay(new Date(), ZONE);
    const mine = await reportOf(`startDate=${today}&endDate=${today}&itemId=${order.lines[0]!.itemId}&customerId=${await api.customerId()}`);
    expect(mine.totals.reduce((sum, total) => sum + total.quantity, 0)).toBeGreaterThanOrEqual(40);
  });

  it('gives the same answer read in slices of days (PGlite, decision 235) as in one aggregate, and stops between slices when aborted', async () => {
    const today = businessDay(new Date(), ZONE);
    const start = businessDay(new Date(Date.now() - 200 * 86_400_000), ZONE);
    const now = new Date();
    for (const params of [{ groupBy: 'item' }, { groupBy: 'customer', sort: '-quantity' }, { groupBy: 'item', mode: 'ANTAR' }]) {
      {
        const query = outgoingItemsQuerySchema.parse({ startDate: start, endDate: today, ...params });
        const whole = await outgoingReport(db(), query, ZONE, { sliceMs: 0, now });
        expect(whole.rowCount).toBeGreaterThan(0);
        // A slice budget of a microsecond narrows every slice to one day: the most slices there can be.
        expect(await outgoingReport(db(), query, ZONE, { sliceMs: 0.001, now })).toEqual(whole);
        expect(await outgoingReport(db(), query, ZONE, { sliceMs: 1000, now })).toEqual(whole);
      }
    }
    expect(totalsOf(await outgoingReport(db(), outgoingItemsQuerySchema.parse({ startDate: start, endDate: today }), ZONE, { sliceMs: 0.001 }))).toEqual(await fromLines(start, today));

    // Aborted after the third statement: the read stops there instead of running to its end.
    let statements = 0;
    const controller = new AbortController();
    const counting = new Proxy(db(), {
      get(target, property, receiver) {
        if (property !== 'execute') return Reflect.get(target, property, receiver);
        return async (...args: Parameters<typeof target.execute>) => {
          statements += 1;
          const result = await target.execute(...args);
          if (statements === 3) controller.abort(new Error('The client went away'));
          return result;
        };
      },
    });
    const query = outgoingItemsQuerySchema.parse({ startDate: start, endDate: today });
    await expect(outgoingReport(counting, query, ZONE, { sliceMs: 0.001, signal: controller.signal })).rejects.toThrow('The client went away');
    expect(statements).toBe(3);
    const items = rowsOf<{ n: string }>(await db().execute(sql`select count(*) as n from items`))[0]!;
    expect(Number(items.n)).toBeGreaterThan(3);
  });

  it('answers bad input with its documented code: end before start, a range above 366 days, unknown ids, unknown values, missing dates', async () => {
    const fields = async (query: string) => {
      const response = await report(query);
      return [response.statusCode, errorCodeOf(response), response.json().error?.fields];
    };
    expect(await fields('startDate=2025-03-10&endDate=2025-03-09')).toEqual([400, 'VALIDATION_FAILED', { endDate: 'END_BEFORE_START' }]);
    expect(await fields('startDate=2005-01-01&endDate=2024-12-31')).toEqual([400, 'VALIDATION_FAILED', { endDate: 'RANGE_TOO_LONG' }]);
    expect(await fields('startDate=2024-01-01&endDate=2025-01-01')).toEqual([400, 'VALIDATION_FAILED', { endDate: 'RANGE_TOO_LONG' }]);
    expect((await report('startDate=2024-01-01&endDate=2024-12-31')).statusCode).toBe(200);
    expect(await fields('endDate=2025-03-09')).toEqual([400, 'VALIDATION_FAILED', { startDate: 'REQUIRED' }]);
    expect(await fields('startDate=2025-02-30&endDate=2025-03-09')).toEqual([400, 'VALIDATION_FAILED', { startDate: 'INVALID_DATE' }]);
    expect(await fields('startDate=2025-03-01&endDate=2025-03-09&groupBy=fleet&sort=weight&mode=TERBANG')).toEqual([
      400,
      'VALIDATION_FAILED',
      { groupBy: 'INVALID_VALUE', sort: 'INVALID_VALUE', mode: 'INVALID_VALUE' },
    ]);
    expect(await fields('startDate=2025-03-01&endDate=2025-03-09&customerId=999999')).toEqual([404, 'NOT_FOUND', undefined]);
    expect(await fields('startDate=2025-03-01&endDate=2025-03-09&itemId=999999')).toEqual([404, 'NOT_FOUND', undefined]);
    expect(await fields('startDate=2025-03-01&endDate=2025-03-09&customerId=abc')).toEqual([400, 'VALIDATION_FAILED', { customerId: 'INVALID_TYPE' }]);
    const viewer = await t.login('viewer');
    expect([(await report('startDate=2025-03-01&endDate=2025-03-09', viewer)).statusCode]).toEqual([403]);
  });
});
