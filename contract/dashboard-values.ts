// The plain values of the dashboard contract: constants and pure helpers with no zod, so a screen
// that only shows or filters (not a form) never downloads the validation library for them
// (decision 260). `contract/dashboard.ts` re-exports them beside its schemas.
export const DASHBOARD_COUNTS = ['customers', 'items', 'activeFleets', 'openDeliveryOrders', 'shipmentsInProgress'] as const;
export type DashboardCount = (typeof DASHBOARD_COUNTS)[number];
