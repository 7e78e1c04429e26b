import { describe, expect, it } from 'vitest';
import type { DashboardSummary } from '../dashboard';
import { outgoingReportSchema, type OutgoingReport } from '../reports';
import type { ContractAnswer } from './resource-suite';

/**
 * The outgoing-items report, its export and the dashboard summary as one suite run
 * against the MSW mock (src/mocks/handlers/reports.test.ts) and the real server
 * (server/test/reports-contract.test.ts), on each one's demo install: totals against the
 * completed shipments, groupings and filters, the files' headers and CSV body, bad input, and
 * which parts of the dashboard each caller gets.
 */
export interface Download {
  readonly status: number;
  readonly header: (name: string) => string | null | undefined;
  readonly bytes: Uint8Array;
}
export interface ReportsClient {
  get(path: string): Promise<ContractAnswer>;
  download(path: string): Promise<Download>;
}

const shiftDays = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const unitTotals = (report: OutgoingReport) => Object.fromEntries(report.totals.map((total) => [total.unit, total.quantity]));
const wholeOf = (report: OutgoingReport) => report.totals.reduce((sum, total) => sum + total.quantity, 0);

export function reportsContractSuite(clients: () => { admin: ReportsClient; viewer: ReportsClient }) {
  describe('/api/reports/outgoing-items and /api/dashboard/summary (shared contract)', () => {
    /** The backend's own business day, so the demo install (dated from "today") falls in the range. */
    const period = async () => {
      const today = ((await clients().admin.get('/api/dashboard/summary')).body.data as DashboardSummary).today;
      return { today, query: `startDate=${shiftDays(today, -365)}&endDate=${today}` };
    };
    const reportOf = async (query: string) => {
      const answer = await clients().admin.get(`/api/reports/outgoing-items?${query}`);
      expect(answer.status).toBe(200);
      return outgoingReportSchema.parse(answer.body.data);
    };

    it('totals the demo install’s completed shipments, per unit; customer subtotals and modes add up to the same', async () => {
      const { query } = await period();
      const completed = (await clients().admin.get('/api/shipments?status=SELESAI&size=100')).body.data as { totalQuantity: number }[];
      const byItem = await reportOf(query);
      expect(byItem.rowCount).toBeGreaterThan(0);
      expect(wholeOf(byItem)).toBe(completed.reduce((sum, shipment) => sum + shipment.totalQuantity, 0));
      expect(byItem.groups).toHaveLength(1);
      expect(byItem.groups[0]).toMatchObject({ customerId: null, customerName: null });
      const byCustomer = await reportOf(`${query}&groupBy=customer&sort=-quantity`);
      expect(unitTotals(byCustomer)).toEqual(unitTotals(byItem));
      const subtotals: Record<string, number> = {};
      for (const group of byCustomer.groups) for (const total of group.subtotals) subtotals[total.unit] = (subtotals[total.unit] ?? 0) + total.quantity;
      expect(subtotals).toEqual(unitTotals(byItem));
      const [antar, jemput] = [await reportOf(`${query}&mode=ANTAR`), await reportOf(`${query}&mode=JEMPUT`)];
      expect(wholeOf(antar) + wholeOf(jemput)).toBe(wholeOf(byItem));
      expect(antar.filters.mode).toBe('ANTAR');
      const item = byItem.groups[0]!.rows[0]!;
      const one = await reportOf(`${query}&itemId=${item.itemId}`);
      expect(one).toMatchObject({ rowCount: 1, filters: { itemId: item.itemId, itemName: item.itemName } });
      expect(one.totals).toEqual([{ unit: item.unit, quantity: item.quantity }]);
    });

    it('gives an empty period no rows and no totals, and a one-day range works', async () => {
      const empty = await reportOf('startDate=2001-01-01&endDate=2001-01-01');
      expect(empty).toMatchObject({ rowCount: 0, totals: [], groups: [] });
    });

    it('refuses bad input with its documented answer', async () => {
      const { admin, viewer } = clients();
      const answerOf = async (path: string) => {
        const answer = await admin.get(path);
        return [answer.status, answer.body.error?.code, answer.body.error?.fields];
      };
      expect(await answerOf('/api/reports/outgoing-items?startDate=2025-03-10&endDate=2025-03-01')).toEqual([400, 'VALIDATION_FAILED', { endDate: 'END_BEFORE_START' }]);
      expect(await answerOf('/api/reports/outgoing-items?startDate=2005-01-01&endDate=2024-12-31')).toEqual([400, 'VALIDATION_FAILED', { endDate: 'RANGE_TOO_LONG' }]);
      expect(await answerOf('/api/reports/outgoing-items?startDate=2025-03-01&endDate=2025-03-02&customerId=999999')).toEqual([404, 'NOT_FOUND', undefined]);
      expect(await answerOf('/api/reports/outgoing-items?startDate=2025-03-01&endDate=2025-03-02&itemId=999999')).toEqual([404, 'NOT_FOUND', undefined]);
      expect(await answerOf('/api/reports/outgoing-items/export?startDate=2025-03-01&endDate=2025-03-02&format=pdf')).toEqual([400, 'VALIDATION_FAILED', { format: 'INVALID_VALUE' }]);
      for (const path of ['/api/reports/outgoing-items?startDate=2025-03-01&endDate=2025-03-02', '/api/reports/outgoing-items/export?startDate=2025-03-01&endDate=2025-03-02&format=csv']) {
        const answer = await viewer.get(path);
        expect([answer.status, answer.body.error?.code]).toEqual([403, 'FORBIDDEN']);
      }
    });

    it('exports CSV (UTF-8 with a BOM, `;` for an Indonesian file, the screen’s totals) and XLSX, each named after the period', async () => {
      const { today, query } = await period();
      const screen = await reportOf(`${query}&groupBy=customer`);
      const csv = await clients().admin.download(`/api/reports/outgoing-items/export?${query}&groupBy=customer&format=csv`);
      expect(csv.status).toBe(200);
      expect(csv.header('content-type')).toBe('text/csv; charset=utf-8');
      expect(csv.header('content-disposition')).toBe(`attachment; filename="laporan-pengeluaran-barang_${shiftDays(today, -365)}_sd_${today}.csv"`);
      expect([...csv.bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      const lines = new TextDecoder().decode(csv.bytes.subarray(3)).split('\r\n');
      expect(lines[0]).toBe('Laporan Pengeluaran Barang;;;;');
      expect(lines[9]).toBe('Kustomer;Kode;Barang;Satuan;Jumlah');
      expect(lines.filter((line) => line.startsWith('Total;'))).toEqual(screen.totals.map((total) => `Total;;;${total.unit};${total.quantity}`));
      const xlsx = await clients().admin.download(`/api/reports/outgoing-items/export?${query}&format=xlsx&lang=en`);
      expect(xlsx.status).toBe(200);
      expect(xlsx.header('content-type')).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
      expect(xlsx.header('content-disposition')).toBe(`attachment; filename="outgoing-items_${shiftDays(today, -365)}_to_${today}.xlsx"`);
      expect([...xlsx.bytes.subarray(0, 2)]).toEqual([0x50, 0x4b]);
    });

    it('sums up the dashboard in one answer, with only the parts the caller may read', async () => {
      const { admin, viewer } = clients();
      const summary = (await admin.get('/api/dashboard/summary')).body.data as DashboardSummary;
      const total = async (path: string) => (await admin.get(path)).body.paging?.totalItems;
      expect(summary.counts).toEqual({
        customers: await total('/api/customers?size=1'),
        items: await total('/api/items?size=1'),
        activeFleets: await total('/api/fleets?status=active&size=1'),
        openDeliveryOrders: await total('/api/delivery-orders?status=OPEN&size=1'),
        shipmentsInProgress: await total('/api/shipments?status=PENDING&size=1'),
      });
      const days = Array.from({ length: 30 }, (_, index) => shiftDays(summary.today, index - 29));
      for (const series of summary.outgoingPerDay!) expect(series.days.map((day) => day.day)).toEqual(days);
      const month = await reportOf(`startDate=${summary.today.slice(0, 8)}01&endDate=${summary.today}&sort=-quantity`);
      const monthRows = month.groups.flatMap((group) => group.rows);
      expect(summary.topItems!.map((item) => item.quantity)).toEqual(monthRows.slice(0, 5).map((row) => row.quantity));
      for (const item of summary.topItems!) expect(monthRows.find((row) => row.itemId === item.itemId)).toMatchObject({ itemName: item.itemName, unit: item.unit, quantity: item.quantity });
      // The chart per unit: each series is the report's total of that unit over the same 30 days.
      const last30 = await reportOf(`startDate=${days[0]}&endDate=${summary.today}`);
      expect(Object.fromEntries(summary.outgoingPerDay!.map((series) => [series.unit, series.total]))).toEqual(unitTotals(last30));
      for (const series of summary.outgoingPerDay!) expect(series.total).toBe(series.days.reduce((sum, day) => sum + day.quantity, 0));
      expect(summary.recentShipments).toHaveLength(5);
      const forViewer = await viewer.get('/api/dashboard/summary');
      expect(forViewer.status).toBe(200);
      // A Viewer (read-dashboard only) gets the aggregates, not the list of shipments.
      const viewerSummary = forViewer.body.data as DashboardSummary;
      expect(viewerSummary).toEqual({ ...summary, recentShipments: undefined });
      expect(viewerSummary).not.toHaveProperty('recentShipments');
    });
  });
}
