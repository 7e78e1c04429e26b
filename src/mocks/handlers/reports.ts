import { http, HttpResponse } from 'msw';
import {
  businessDay,
  DASHBOARD_PART_PERMISSIONS,
  DASHBOARD_RECENT_SHIPMENTS,
  DASHBOARD_TOP_ITEMS,
  dashboardDays,
  outgoingSeries,
  type DashboardSummary,
} from '../../../contract/dashboard';
import { defaultCsvSeparator, exportFileName, exportTable, toCsv, xlsxSheet } from '../../../contract/report-export';
import {
  buildOutgoingReport,
  totalsPerUnit,
  outgoingItemsExportQuerySchema,
  outgoingItemsQuerySchema,
  type OutgoingItemsQuery,
  type OutgoingSourceRow,
} from '../../../contract/reports';
import { shipmentNumber, type ShipmentMode } from '../../../contract/shipments';
import { deliveryOrderStore, shipmentStore } from '../db/delivery';
import { nextTime } from '../db/logs';
import { customerStore, fleetStore, itemStore } from '../db/resources';
import { authorize, holds, parse, queryOf, MOCK_TIME_ZONE } from './helpers';
import { apiError, ok } from './respond';
import { DASHBOARD, REPORTS } from '../../../contract/areas';

/**
 * On the mock: the outgoing-items report, its export and the dashboard summary, computed
 * from the mock's shipments with the contract's grouping, totals and file layout, so the shared
 * contract suite (contract/testing/reports-suite.ts) holds for the mock and the server alike.
 */
const ZONE = MOCK_TIME_ZONE;

interface CompletedLine {
  day: string;
  itemId: number;
  customerId: number;
  mode: ShipmentMode;
  quantity: number;
}

/** Every line of every completed shipment, on the business day its shipment completed. */
function completedLines(): CompletedLine[] {
  const lines: CompletedLine[] = [];
  for (const shipment of shipmentStore.rows) {
    if (shipment.status !== 'SELESAI' || !shipment.completedAt) continue;
    const day = businessDay(new Date(shipment.completedAt), ZONE);
    for (const allocation of shipment.deliveryOrders) {
      const order = deliveryOrderStore.find(allocation.deliveryOrderId);
      if (!order) continue;
      for (const line of allocation.lines) {
        const orderLine = order.lines.find((entry) => entry.id === line.deliveryOrderLineId);
        if (orderLine) lines.push({ day, itemId: orderLine.itemId, customerId: order.customerId, mode: shipment.mode, quantity: line.quantity });
      }
    }
  }
  return lines;
}

function reportOf(query: OutgoingItemsQuery): Response | ReturnType<typeof buildOutgoingReport> {
  const customer = query.customerId === undefined ? null : customerStore.find(query.customerId);
  const item = query.itemId === undefined ? null : itemStore.find(query.itemId);
  if (customer === undefined) return apiError(404, 'NOT_FOUND', 'Customer not found');
  if (item === undefined) return apiError(404, 'NOT_FOUND', 'Item not found');
  const sums = new Map<string, OutgoingSourceRow>();
  for (const line of completedLines()) {
    if (line.day < query.startDate || line.day > query.endDate) continue;
    if ((query.customerId !== undefined && line.customerId !== query.customerId) || (query.itemId !== undefined && line.itemId !== query.itemId)) continue;
    if (query.mode !== undefined && line.mode !== query.mode) continue;
    const customerId = query.groupBy === 'customer' ? line.customerId : null;
    const key = `${line.itemId}|${customerId}`;
    const known = sums.get(key);
    if (known) {
      sums.set(key, { ...known, quantity: known.quantity + line.quantity });
      continue;
    }
    const stored = itemStore.find(line.itemId);
    sums.set(key, {
      itemId: line.itemId,
      itemCode: stored?.code ?? null,
      itemName: stored?.name ?? '',
      unit: stored?.unit ?? '',
      customerId,
      customerName: customerId === null ? null : (customerStore.find(customerId)?.name ?? ''),
      quantity: line.quantity,
    });
  }
  return buildOutgoingReport([...sums.values()], query, {
    filters: { customerId: customer?.id ?? null, customerName: customer?.name ?? null, itemId: item?.id ?? null, itemName: item?.name ?? null, mode: query.mode ?? null },
    timeZone: ZONE,
    generatedAt: nextTime(),
  });
}

const MEDIA_TYPES = { xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', csv: 'text/csv; charset=utf-8' } as const;

export const reportsHandlers = () => [
  http.get('*/api/reports/outgoing-items', ({ request }) => {
    const actor = authorize(request, REPORTS.permission.outgoingItems);
    if (actor instanceof Response) return actor;
    const query = parse(outgoingItemsQuerySchema, queryOf(request));
    if (!query.ok) return query.response;
    const report = reportOf(query.data);
    return report instanceof Response ? report : ok(report);
  }),

  http.get('*/api/reports/outgoing-items/export', async ({ request }) => {
    const actor = authorize(request, REPORTS.permission.outgoingItems, REPORTS.permission.downloadOutgoingItems);
    if (actor instanceof Response) return actor;
    const query = parse(outgoingItemsExportQuerySchema, queryOf(request));
    if (!query.ok) return query.response;
    const report = reportOf(query.data);
    if (report instanceof Response) return report;
    const table = exportTable(report, query.data.lang);
    const headers = {
      'Content-Type': MEDIA_TYPES[query.data.format],
      'Content-Disposition': `attachment; filename="${exportFileName(report, query.data.format, query.data.lang)}"`,
      'Cache-Control': 'no-store',
    };
    if (query.data.format === 'csv') return new HttpResponse(new TextEncoder().encode(toCsv(table, query.data.separator ?? defaultCsvSeparator(query.data.lang))), { headers });
    // Only the mock loads the writer in the browser (demo mode); the app never does.
    const { default: writeXlsxFile } = await import('write-excel-file/universal');
    const { data, options } = xlsxSheet(table);
    return new HttpResponse(await writeXlsxFile(data, options).toBlob(), { headers });
  }),

  http.get('*/api/dashboard/summary', ({ request }) => {
    const actor = authorize(request, DASHBOARD.permission.view);
    if (actor instanceof Response) return actor;
    const may = (part: keyof typeof DASHBOARD_PART_PERMISSIONS) => holds(actor, DASHBOARD_PART_PERMISSIONS[part]);
    const today = businessDay(new Date(nextTime()), ZONE);
    const summary: DashboardSummary = { today, counts: {} };
    if (may('customers')) summary.counts.customers = customerStore.rows.length;
    if (may('items')) summary.counts.items = itemStore.rows.length;
    if (may('activeFleets')) summary.counts.activeFleets = fleetStore.rows.filter((fleet) => fleet.active).length;
    if (may('openDeliveryOrders')) summary.counts.openDeliveryOrders = deliveryOrderStore.rows.filter((order) => order.status === 'PENDING' || order.status === 'PROSES').length;
    if (may('shipmentsInProgress')) summary.counts.shipmentsInProgress = shipmentStore.rows.filter((shipment) => shipment.status === 'PENDING').length;
    const lines = may('outgoingPerDay') || may('topItems') ? completedLines() : [];
    if (may('outgoingPerDay')) {
      const days = dashboardDays(today);
      summary.outgoingPerDay = outgoingSeries(
        days,
        lines.filter((line) => line.day >= days[0]! && line.day <= today).map((line) => ({ day: line.day, unit: itemStore.find(line.itemId)?.unit ?? '', quantity: line.quantity })),
      );
    }
    if (may('topItems')) {
      const perItem = new Map<number, number>();
      for (const line of lines) if (line.day >= `${today.slice(0, 8)}01` && line.day <= today) perItem.set(line.itemId, (perItem.get(line.itemId) ?? 0) + line.quantity);
      summary.topItems = [...perItem]
        .map(([itemId, quantity]) => {
          const item = itemStore.find(itemId);
          return { itemId, itemName: item?.name ?? '', itemCode: item?.code ?? null, unit: item?.unit ?? '', quantity };
        })
        .sort((a, b) => b.quantity - a.quantity || a.itemId - b.itemId)
        .slice(0, DASHBOARD_TOP_ITEMS);
    }
    if (may('recentShipments')) {
      summary.recentShipments = [...shipmentStore.rows]
        .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id)
        .slice(0, DASHBOARD_RECENT_SHIPMENTS)
        .map((shipment) => ({
          id: shipment.id,
          number: shipmentNumber(shipment.id),
          mode: shipment.mode,
          status: shipment.status,
          plate: shipment.plate ?? fleetStore.find(shipment.fleetId ?? 0)?.plate ?? '',
          totals: totalsPerUnit(
            shipment.deliveryOrders.flatMap((entry) => {
              const order = deliveryOrderStore.find(entry.deliveryOrderId);
              return entry.lines.map((line) => {
                const itemId = order?.lines.find((orderLine) => orderLine.id === line.deliveryOrderLineId)?.itemId;
                return { unit: itemStore.find(itemId ?? 0)?.unit ?? '', quantity: line.quantity };
              });
            }),
          ),
          createdAt: shipment.createdAt,
          completedAt: shipment.completedAt,
        }));
    }
    return ok(summary);
  }),
];
