import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DASHBOARD_COUNTS, type DashboardSummary } from '../../contract/dashboard';
import { createDeliveryTestApp, deliveryApiOf, type DeliveryOrderBody } from './delivery-helpers';
import type { SignedIn, TestApp } from './harness';

/**
 * `GET /api/dashboard/summary`: what the seeded Viewer (read-dashboard only) sees, and quantities
 * of different units kept apart in the chart and the recent shipments.
 */
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

describe('the dashboard for the Viewer role', () => {
  it('answers the counts, the chart and the top items, and leaves out the list of shipments', async () => {
    const viewer = await summaryOf(await t.login('viewer'));
    const full = await summaryOf(admin);
    expect(Object.keys(viewer.counts).sort()).toEqual([...DASHBOARD_COUNTS].sort());
    expect(viewer.counts).toEqual(full.counts);
    expect(viewer.outgoingPerDay).toEqual(full.outgoingPerDay);
    expect(viewer.outgoingPerDay!.length).toBeGreaterThan(0);
    expect(viewer.topItems).toEqual(full.topItems);
    expect(viewer).not.toHaveProperty('recentShipments');
    expect(full.recentShipments!.length).toBeGreaterThan(0);
  });
});

describe('quantities per unit', () => {
  it('keeps DUS and KG apart in today’s chart and in the shipment’s totals', async () => {
    const api = deliveryApiOf(t);
    const item = async (name: string, unit: string) => {
      const response = await api.post('/api/items', admin, { name, unit });
      expect(response.statusCode).toBe(201);
      return response.json().data.id as number;
    };
    const boxes = await item('Kardus Uji Dasbor', 'DUSUJI');
    const flour = await item('Tepung Uji Dasbor', 'KGUJI');
    const customerId = await api.customerId();
    const created = await api.post('/api/delivery-orders', admin, {
      customerId,
      lines: [
        { itemId: boxes, quantity: 12 },
        { itemId: flour, quantity: 250 },
      ],
    });
    expect(created.statusCode).toBe(201);
    const order = created.json().data as DeliveryOrderBody;
    const shipment = await api.createShipment(admin, [api.allocationOf(order, [12, 250])]);
    expect(shipment.statusCode).toBe(201);
    const shipmentId = shipment.json().data.id as number;

    const pending = await summaryOf(admin);
    expect(pending.recentShipments!.find((entry) => entry.id === shipmentId)!.totals).toEqual([
      { unit: 'DUSUJI', quantity: 12 },
      { unit: 'KGUJI', quantity: 250 },
    ]);

    expect((await api.uploadProof(admin, shipmentId)).statusCode).toBe(200);
    const after = await summaryOf(admin);
    const series = (unit: string) => after.outgoingPerDay!.find((entry) => entry.unit === unit);
    expect(series('DUSUJI')).toMatchObject({ unit: 'DUSUJI', total: 12 });
    expect(series('DUSUJI')!.days.at(-1)).toEqual({ day: after.today, quantity: 12 });
    expect(series('KGUJI')!.days.at(-1)).toEqual({ day: after.today, quantity: 250 });
    expect(series('KGUJI')!.days).toHaveLength(30);
    // The largest total first.
    const totals = after.outgoingPerDay!.map((entry) => entry.total);
    expect(totals).toEqual([...totals].sort((a, b) => b - a));
  });
});
