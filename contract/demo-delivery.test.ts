import { describe, expect, it } from 'vitest';
import { DEMO_CUSTOMERS, DEMO_FLEETS, DEMO_ITEMS, demoCreatedAt } from './demo-data';
import { DEMO_DELIVERY_ORDERS, DEMO_SHIPMENTS, demoOrderCreatedAt, demoShipmentTimes } from './demo-delivery';

const today = new Date('2026-12-07T00:00:00Z');
const DAY_MS = 86_400_000;
const masterTimes = [DEMO_CUSTOMERS, DEMO_ITEMS, DEMO_FLEETS].flatMap((rows) => rows.map((_, index) => demoCreatedAt(today, index, rows.length).getTime()));
const orderTimes = DEMO_DELIVERY_ORDERS.map((_, index) => demoOrderCreatedAt(today, index).getTime());
const shipmentTimes = DEMO_SHIPMENTS.map((_, index) => demoShipmentTimes(today, index));

describe('the demo timeline', () => {
  it('dates nothing on or after the install day, and nothing before its 90 days', () => {
    const all = [...masterTimes, ...orderTimes, ...shipmentTimes.flatMap(({ loadedAt, completedAt }) => [loadedAt.getTime(), completedAt?.getTime() ?? loadedAt.getTime()])];
    expect(Math.max(...all)).toBeLessThan(today.getTime());
    expect(Math.min(...all)).toBeGreaterThanOrEqual(today.getTime() - 90 * DAY_MS);
  });

  it('makes the master data before the first DO that names it', () => {
    expect(Math.max(...masterTimes)).toBeLessThan(Math.min(...orderTimes));
  });

  it('loads a shipment after each of its DOs was made, and completes it after loading', () => {
    DEMO_SHIPMENTS.forEach((shipment, index) => {
      const { loadedAt, completedAt } = shipmentTimes[index]!;
      for (const { orderIndex } of shipment.orders) expect(loadedAt.getTime(), `shipment ${index}, DO ${orderIndex}`).toBeGreaterThan(orderTimes[orderIndex]!);
      if (completedAt) expect(completedAt.getTime()).toBeGreaterThan(loadedAt.getTime());
      else expect(shipment.completed).toBe(false);
    });
  });

  it('numbers DOs and shipments in the order they were made and loaded', () => {
    const ascending = (times: number[]) => times.every((time, index) => index === 0 || time > times[index - 1]!);
    expect(ascending(orderTimes)).toBe(true);
    expect(ascending(shipmentTimes.map(({ loadedAt }) => loadedAt.getTime()))).toBe(true);
  });

  it('completes deliveries two days before the install and through the last 30 days', () => {
    const completedDaysAgo = shipmentTimes.flatMap(({ completedAt }) => (completedAt ? [Math.ceil((today.getTime() - completedAt.getTime()) / DAY_MS)] : []));
    expect(Math.min(...completedDaysAgo)).toBe(2);
    expect(completedDaysAgo.filter((days) => days <= 30).length).toBeGreaterThanOrEqual(4);
  });
});
