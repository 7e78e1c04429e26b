// The plain values of the dashboard contract: constants and pure helpers with no zod, so a screen
// that only shows or filters (not a form) never downloads the validation library for them
// (decision 260). `contract/dashboard.ts` re-exports them beside its schemas.
export const DASHBOARD_COUNTS = ['customers', 'items', 'activeFleets', 'openDeliveryOrders', 'shipmentsInProgress'] as const;
export type DashboardCount = (typeof DASHBOARD_COUNTS)[number];

/** The chart's period in business days. */
export const DASHBOARD_DAYS = 30;

/** One unit's outgoing quantity per day (the dashboard chart's series). */
export interface OutgoingSeries {
  unit: string;
  total: number;
  days: { day: string; quantity: number }[];
}

/**
 * Per-day sums per unit as the chart's series: every unit with its 30 days (0 where nothing
 * left), the largest total first, ties by unit. The server and the mock answer with exactly this.
 */
export function outgoingSeries(days: readonly string[], sums: readonly { day: string; unit: string; quantity: number }[]): OutgoingSeries[] {
  const perUnit = new Map<string, Map<string, number>>();
  for (const sum of sums) {
    const perDay = perUnit.get(sum.unit) ?? new Map<string, number>();
    perDay.set(sum.day, (perDay.get(sum.day) ?? 0) + sum.quantity);
    perUnit.set(sum.unit, perDay);
  }
  return [...perUnit]
    .map(([unit, perDay]) => {
      const series = days.map((day) => ({ day, quantity: perDay.get(day) ?? 0 }));
      return { unit, total: series.reduce((total, day) => total + day.quantity, 0), days: series };
    })
    .filter((series) => series.total !== 0)
    .sort((a, b) => b.total - a.total || (a.unit < b.unit ? -1 : a.unit > b.unit ? 1 : 0));
}

/** The business days `today - 29 … today`, oldest first. */
export function dashboardDays(today: string, days = DASHBOARD_DAYS): string[] {
  const base = Date.UTC(Number(today.slice(0, 4)), Number(today.slice(5, 7)) - 1, Number(today.slice(8, 10)));
  return Array.from({ length: days }, (_, index) => new Date(base - (days - 1 - index) * 86_400_000).toISOString().slice(0, 10));
}
