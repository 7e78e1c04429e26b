import { sql } from 'drizzle-orm';
import {
  businessDay,
  DASHBOARD_PART_PERMISSIONS,
  DASHBOARD_RECENT_SHIPMENTS,
  DASHBOARD_TOP_ITEMS,
  dashboardDays,
  outgoingSeries,
  type DashboardSummary,
} from '../../contract/dashboard';
import { totalsPerUnit } from '../../contract/reports';
import { shipmentNumber } from '../../contract/shipments';
import { rowsOf, type Db } from '../db/client';
import { exact } from './delivery';
import { isoOf } from './resource';

type Part = keyof typeof DASHBOARD_PART_PERMISSIONS;
type DashboardShipmentStatus = NonNullable<DashboardSummary['recentShipments']>[number]['status'];

/**
 * `GET /api/dashboard/summary` (decisions 203, 312): only the parts the caller's permissions
 * allow, each from an index or a rollup so the whole answer stays within a few milliseconds:
 * every count from list_counts (0006, 0009; decision 235), the chart per unit from outgoing_daily
 * and the top items from outgoing_item_months (0007). outgoing_days adds all units together, so
 * the chart cannot use it. The reads run side by side (on PostgreSQL each on its own pooled
 * connection).
 */
export async function dashboardSummary(db: Db, permissions: ReadonlySet<string>, timeZone: string, now = new Date()): Promise<DashboardSummary> {
  const may = (part: Part) => permissions.has(DASHBOARD_PART_PERMISSIONS[part]);
  const today = businessDay(now, timeZone);
  const days = dashboardDays(today);
  const monthStart = `${today.slice(0, 8)}01`;
  const summary: DashboardSummary = { today, counts: {} };

  const reads: Promise<void>[] = [];
  // Every count from list_counts (0006, 0009), kept by triggers in each writing transaction:
  // open DOs are the PENDING and PROSES buckets, shipments in progress the PENDING ones of either
  // mode. Counting 17,000 open DOs on their index took 10–20 ms on PGlite at a million lines.
  if (may('customers') || may('items') || may('activeFleets') || may('openDeliveryOrders') || may('shipmentsInProgress')) {
    reads.push(
      db.execute(sql`select entity, bucket, n from list_counts where entity in ('customer', 'item', 'fleet', 'delivery-order', 'shipment')`).then((result) => {
        const rows = rowsOf<{ entity: string; bucket: string; n: unknown }>(result);
        const sum = (filter: (row: { entity: string; bucket: string }) => boolean) => rows.filter(filter).reduce((total, row) => total + exact(row.n), 0);
        if (may('customers')) summary.counts.customers = sum((row) => row.entity === 'customer');
        if (may('items')) summary.counts.items = sum((row) => row.entity === 'item');
        if (may('activeFleets')) summary.counts.activeFleets = sum((row) => row.entity === 'fleet' && row.bucket === 'true');
        if (may('openDeliveryOrders')) summary.counts.openDeliveryOrders = sum((row) => row.entity === 'delivery-order' && (row.bucket === 'PENDING' || row.bucket === 'PROSES'));
        if (may('shipmentsInProgress')) summary.counts.shipmentsInProgress = sum((row) => row.entity === 'shipment' && row.bucket.endsWith(':PENDING'));
      }),
    );
  }
  if (may('outgoingPerDay')) {
    reads.push(
      // The item's current unit, as the report groups it: a unit renamed later moves its history.
      db
        .execute(sql`
          select to_char(o.day, 'YYYY-MM-DD') as day, i.unit, sum(o.quantity) as quantity
          from outgoing_daily o join items i on i.id = o.item_id
          where o.day >= ${days[0]}::date and o.day <= ${today}::date
          group by o.day, i.unit`)
        .then((result) => {
          const sums = rowsOf<{ day: string; unit: string; quantity: unknown }>(result).map((row) => ({ day: row.day, unit: row.unit, quantity: exact(row.quantity) }));
          summary.outgoingPerDay = outgoingSeries(days, sums);
        }),
    );
  }
  if (may('topItems')) {
    reads.push(
      db
        .execute(sql`
          select t.item_id, i.name, i.code, i.unit, t.quantity
          from (select item_id, quantity from outgoing_item_months where month = ${monthStart}::date
                order by quantity desc, item_id limit ${DASHBOARD_TOP_ITEMS}) t
          join items i on i.id = t.item_id
          order by t.quantity desc, t.item_id`)
        .then((result) => {
          summary.topItems = rowsOf<{ item_id: number; name: string; code: string | null; unit: string; quantity: unknown }>(result).map((row) => ({
            itemId: exact(row.item_id),
            itemName: row.name,
            itemCode: row.code,
            unit: row.unit,
            quantity: exact(row.quantity),
          }));
        }),
    );
  }
  if (may('recentShipments')) {
    reads.push(
      (async () => {
        const shipments = rowsOf<{ id: number; mode: 'ANTAR' | 'JEMPUT'; status: DashboardShipmentStatus; plate: string; created_at: unknown; completed_at: unknown }>(
          await db.execute(sql`
            select s.id, s.mode, s.status, coalesce(s.plate, f.plate, '') as plate, s.created_at, s.completed_at
            from (select * from shipments order by created_at desc, id desc limit ${DASHBOARD_RECENT_SHIPMENTS}) s
            left join fleets f on f.id = s.fleet_id
            order by s.created_at desc, s.id desc`),
        );
        const ids = shipments.map((row) => exact(row.id));
        const sums = ids.length === 0 ? [] : rowsOf<{ shipment_id: number; unit: string; quantity: unknown }>(
          await db.execute(sql`
            select sl.shipment_id, i.unit, sum(sl.quantity) as quantity
            from shipment_lines sl
            join delivery_order_lines l on l.id = sl.delivery_order_line_id
            join items i on i.id = l.item_id
            where sl.shipment_id in (${sql.join(ids.map((id) => sql`${id}`), sql`, `)})
            group by sl.shipment_id, i.unit`),
        );
        summary.recentShipments = shipments.map((row) => ({
          id: exact(row.id),
          number: shipmentNumber(exact(row.id)),
          mode: row.mode,
          status: row.status,
          plate: row.plate,
          totals: totalsPerUnit(sums.filter((sum) => exact(sum.shipment_id) === exact(row.id)).map((sum) => ({ unit: sum.unit, quantity: exact(sum.quantity) }))),
          createdAt: isoOf(row.created_at),
          completedAt: row.completed_at === null ? null : isoOf(row.completed_at),
        }));
      })(),
    );
  }
  await Promise.all(reads);
  return summary;
}
