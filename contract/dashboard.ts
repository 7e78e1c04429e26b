import { z } from 'zod';
import type { PermissionName } from './permissions';
import { SHIPMENT_MODES, SHIPMENT_STATUSES } from './shipments';
import { DASHBOARD_COUNTS, type DashboardCount } from './dashboard-values';

export { DASHBOARD_COUNTS, type DashboardCount } from './dashboard-values';

/**
 * `GET /api/dashboard/summary` (SPEC §7, issue 14, decision 203): everything the dashboard shows
 * in one answer. The route needs read-dashboard; each part is present only when the caller also
 * holds the permission that reads its data (DASHBOARD_PART_PERMISSIONS), so a Viewer gets `{}`
 * and the screen shows nothing it could not open elsewhere.
 */
export const DASHBOARD_DAYS = 30;
export const DASHBOARD_TOP_ITEMS = 5;
export const DASHBOARD_RECENT_SHIPMENTS = 5;


/** Which permission reveals which part (besides read-dashboard, needed for the route). */
export const DASHBOARD_PART_PERMISSIONS = {
  customers: 'read-customers',
  items: 'read-items',
  activeFleets: 'read-fleets',
  openDeliveryOrders: 'read-delivery-orders',
  shipmentsInProgress: 'read-shipments',
  outgoingPerDay: 'read-reports-outgoing-items',
  topItems: 'read-reports-outgoing-items',
  recentShipments: 'read-shipments',
} as const satisfies Record<DashboardCount | 'outgoingPerDay' | 'topItems' | 'recentShipments', PermissionName>;

export const dashboardSummarySchema = z.object({
  /** The business day the summary was made on (the last day of the chart), `YYYY-MM-DD`. */
  today: z.string(),
  /** Only the counts the caller may see. */
  counts: z.object(Object.fromEntries(DASHBOARD_COUNTS.map((name) => [name, z.number().int().optional()])) as Record<DashboardCount, z.ZodOptional<z.ZodNumber>>),
  /**
   * The last 30 business days, oldest first, every day present (0 when nothing left). The
   * quantity adds all units together: the chart's shape over time, the report has it per unit.
   */
  outgoingPerDay: z.array(z.object({ day: z.string(), quantity: z.number().int() })).optional(),
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
        totalQuantity: z.number().int(),
        createdAt: z.string(),
        completedAt: z.string().nullable(),
      }),
    )
    .optional(),
});
export type DashboardSummary = z.infer<typeof dashboardSummarySchema>;

/** The business days `today - 29 … today`, oldest first. */
export function dashboardDays(today: string, days = DASHBOARD_DAYS): string[] {
  const base = Date.UTC(Number(today.slice(0, 4)), Number(today.slice(5, 7)) - 1, Number(today.slice(8, 10)));
  return Array.from({ length: days }, (_, index) => new Date(base - (days - 1 - index) * 86_400_000).toISOString().slice(0, 10));
}

/** The calendar day of `instant` in `timeZone`, `YYYY-MM-DD`. */
export const businessDay = (instant: Date, timeZone: string) =>
  new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(instant);
