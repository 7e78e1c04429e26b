import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businessDay, DASHBOARD_COUNTS, type DashboardSummary } from '../../contract/dashboard';
import { rowsOf } from '../db/client';
import { apiOf } from './api';
import { createDeliveryTestApp, deliveryApiOf } from './delivery-helpers';
import type { SignedIn, TestApp } from './harness';

/** `GET /api/dashboard/summary`: the numbers, and only the parts the caller may see. */
let t: TestApp & { dataDir: string };
let admin: SignedIn;
beforeAll(async () => {
  t = await createDeliveryTestApp();
  admin = await t.login('admin');
});
afterAll(async () => {
  await t?.close();
});

const summaryOf = async (session: SignedIn) => {
  const response = await t.app.inject({ url: '/api/dashboard/summary', headers: session.headers });
  expect(response.statusCode).toBe(200);
  return response.json().data as DashboardSummary;
};
const count = async (query: ReturnType<typeof sql>) => Number(rowsOf<{ n: string }>(await t.database.db.execute(query))[0]!.n);

describe('GET /api/dashboard/summary', () => {
  it('gives a Master every part with the numbers of the database', async () => {
    const summary = await summaryOf(admin);
    const today = businessDay(new Date(), 'Asia/Jakarta');
    expect(summary.today).toBe(today);
    expect(summary.counts).toEqual({
      customers: await count(sql`select count(*) as n from customers`),
      items: await count(sql`select count(*) as n from items`),
      activeFleets: await count(sql`select count(*) as n from fleets where active`),
      openDeliveryOrders: await count(sql`select count(*) as n from delivery_orders where status in ('PENDING', 'PROSES')`),
      shipmentsInProgress: await count(sql`select count(*) as n from shipments where status = 'PENDING'`),
    });
    for (const series of summary.outgoingPerDay!) {
      expect(series.days).toHaveLength(30);
      expect(series.days.at(-1)!.day).toBe(today);
    }
    const chartTotal = summary.outgoingPerDay!.reduce((sum, series) => sum + series.total, 0);
    expect(chartTotal).toBe(
      await count(sql`
        select coalesce(sum(sl.quantity), 0) as n from shipment_lines sl join shipments s on s.id = sl.shipment_id
        where (s.completed_at at time zone 'Asia/Jakarta')::date between ${summary.outgoingPerDay![0]!.days[0]!.day}::date and ${today}::date`),
    );
    expect(summary.topItems!.length).toBeLessThanOrEqual(5);
    const top = summary.topItems!.map((item) => item.quantity);
    expect(top).toEqual([...top].sort((a, b) => b - a));
    expect(summary.recentShipments).toHaveLength(5);
    const created = summary.recentShipments!.map((shipment) => shipment.createdAt);
    expect(created).toEqual([...created].sort().reverse());
  });

  it('moves today’s point and the top items when a shipment completes now', async () => {
    const api = deliveryApiOf(t);
    const before = await summaryOf(admin);
    const order = await api.createOrder(admin, [4321]);
    const shipment = (await api.createShipment(admin, [api.allocationOf(order, [4321])])).json().data as { id: number };
    const pending = await summaryOf(admin);
    expect(pending.counts.shipmentsInProgress).toBe(before.counts.shipmentsInProgress! + 1);
    expect(pending.recentShipments![0]).toMatchObject({ id: shipment.id, status: 'PENDING', totals: [{ quantity: 4321 }] });
    const unit = pending.recentShipments![0]!.totals[0]!.unit;
    const todayOf = (summary: DashboardSummary) => summary.outgoingPerDay!.find((series) => series.unit === unit)?.days.at(-1)!.quantity ?? 0;
    const uploaded = await api.uploadProof(admin, shipment.id);
    expect(uploaded.statusCode).toBe(200);
    const after = await summaryOf(admin);
    expect(todayOf(after)).toBe(todayOf(before) + 4321);
    expect(after.topItems![0]).toMatchObject({ itemId: order.lines[0]!.itemId });
    expect(after.counts.shipmentsInProgress).toBe(before.counts.shipmentsInProgress);
  });

  it('leaves out the list of shipments for a caller who may not read shipments', async () => {
    const viewer = await summaryOf(await t.login('viewer'));
    expect(Object.keys(viewer.counts).sort()).toEqual([...DASHBOARD_COUNTS].sort());
    expect(viewer.recentShipments).toBeUndefined();
    // Admin Surat Jalan has no read-dashboard (docs/product/permissions.md): the route refuses it.
    const refused = await t.app.inject({ url: '/api/dashboard/summary', headers: (await t.login('admin.suratjalan')).headers });
    expect(refused.statusCode).toBe(403);
    const clerkSession = await apiOf(t).userWithRole(admin, 'Dasbor Surat Jalan', ['read-dashboard', 'read-customers', 'read-items', 'read-delivery-orders', 'read-shipments'], 'Dasbor-Surat-2025!');
    const clerk = await summaryOf(clerkSession);
    expect(clerk.recentShipments).toHaveLength(5);
    const anonymous = await t.app.inject({ url: '/api/dashboard/summary' });
    expect(anonymous.statusCode).toBe(401);
  });
});
