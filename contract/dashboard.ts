import { z } from 'zod';
import type { PermissionName } from './permissions';
import { unitTotalSchema } from './reports';
import { SHIPMENT_MODES, SHIPMENT_STATUSES } from './shipments';
import { DASHBOARD_COUNTS, type DashboardCount } from './dashboard-values';
import { DASHBOARD, SHIPMENTS } from './areas';

export { DASHBOARD_COUNTS, dashboardDays, outgoingSeries, type DashboardCount, type OutgoingSeries } from './dashboard-values';

/**
 * `GET /api/dashboard/summary` (docs/product/business-rules.md, decision 203): everything the
 * dashboard shows in one answer. The route needs read-dashboard. The counts, the chart and the top
 * items are aggregates that read-dashboard alone reveals; a part that lists records (recent
 * shipments) is present only when the caller also holds that area's read permission
 * (DASHBOARD_PART_PERMISSIONS). Quantities are never added across units: every total is per unit.
 */
export { DASHBOARD_DAYS } from './dashboard-values';
export const DASHBOARD_TOP_ITEMS = 5;
export const DASHBOARD_RECENT_SHIPMENTS = 5;


/** Which permission reveals which part (read-dashboard is also the route's). */
export const DASHBOARD_PART_PERMISSIONS = {
  customers: DASHBOARD.permission.view,
  items: DASHBOARD.permission.view,
  activeFleets: DASHBOARD.permission.view,
  openDeliveryOrders: DASHBOARD.permission.view,
  shipmentsInProgress: DASHBOARD.permission.view,
  outgoingPerDay: DASHBOARD.permission.view,
  topItems: DASHBOARD.permission.view,
  recentShipments: SHIPMENTS.permission.list,
} as const satisfies Record<DashboardCount | 'outgoingPerDay' | 'topItems' | 'recentShipments', PermissionName>;

export const dashboardSummarySchema = z.object({
  /** The business day the summary was made on (the last day of the chart), `YYYY-MM-DD`. */
  today: z.string(),
  /** Only the counts the caller may see. */
  counts: z.object(Object.fromEntries(DASHBOARD_COUNTS.map((name) => [name, z.number().int().optional()])) as Record<DashboardCount, z.ZodOptional<z.ZodNumber>>),
  /**
   * One series per unit that left in the last 30 business days (none when nothing did), the
   * largest total first (ties by unit); each has every day, oldest first, 0 when nothing left.
   * Units are the items' current ones, as in the report.
   */
  outgoingPerDay: z
    .array(z.object({ unit: z.string(), total: z.number().int(), days: z.array(z.object({ day: z.string(), quantity: z.number().int() })) }))
    .optional(),
  /** This calendar month up to today, the largest quantity first (ties by item id). */
  topItems: z
    .array(z.object({ itemId: z.number().int(), itemName: z.string(), itemCode: z.string().nullable(), unit: z.string(), quantity: z.number().int() }))
    .optional(),
  /** The newest shipments first. */
  recentShipments: z
    .array(
      z.object({
        id: z.number().int(),
        number: z.string(),
        mode: z.enum(SHIPMENT_MODES),
        status: z.enum(SHIPMENT_STATUSES),
        plate: z.string(),
        /** What it carries, per unit in unit order. */
        totals: z.array(unitTotalSchema),
        createdAt: z.string(),
        completedAt: z.string().nullable(),
      }),
    )
    .optional(),
});
export type DashboardSummary = z.infer<typeof dashboardSummarySchema>;

/** The calendar day of `instant` in `timeZone`, `YYYY-MM-DD`. */
export const businessDay = (instant: Date, timeZone: string) =>
  new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(instant);
