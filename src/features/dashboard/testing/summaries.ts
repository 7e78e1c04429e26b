import { delay, http, HttpResponse } from 'msw';
import { dashboardDays, type DashboardSummary, type OutgoingSeries } from '../../../../contract/dashboard';

/** Stories only: answers of GET /api/dashboard/summary put in front of the mock's own. */
const PATH = '*/api/dashboard/summary';
const TODAY = '2026-11-25';

export const LONG_NAME = 'Semen Portland Komposit Tiga Roda Kemasan Karung Kertas Empat Puluh Kilogram Tahan Lembap Ekstra';

/** One unit's 30 days ending on the stories' today. */
export const seriesOf = (unit: string, quantity: (index: number) => number): OutgoingSeries => {
  const days = dashboardDays(TODAY).map((day, index) => ({ day, quantity: quantity(index) }));
  return { unit, total: days.reduce((sum, day) => sum + day.quantity, 0), days };
};

/** A full summary: a busy month, quantities in the thousands, in sacks and in kilograms. */
export const fullSummary = (): DashboardSummary => ({
  today: TODAY,
  counts: { customers: 1234, items: 87, activeFleets: 9, openDeliveryOrders: 12, shipmentsInProgress: 3 },
  outgoingPerDay: [
    seriesOf('SAK', (index) => (index === 29 ? 4200 : index % 7 === 6 ? 0 : 300 + ((index * 137) % 900))),
    seriesOf('KG', (index) => (index === 3 ? 950 : index % 5 === 0 ? 120 : 0)),
  ],
  topItems: [
    { itemId: 1, itemName: 'Semen Tiga Roda 40 kg', itemCode: 'SMN-40', unit: 'SAK', quantity: 5400 },
    { itemId: 2, itemName: 'Besi Beton 10 mm', itemCode: 'BB-10', unit: 'BATANG', quantity: 2100 },
    { itemId: 3, itemName: 'Pasir Cor', itemCode: null, unit: 'M3', quantity: 320 },
  ],
  recentShipments: [
    { id: 12, number: 'S-000012', mode: 'ANTAR', status: 'PENDING', plate: 'D 8123 AB', totals: [{ unit: 'DUS', quantity: 1500 }, { unit: 'KG', quantity: 80 }], createdAt: '2026-11-25T02:00:00.000Z', completedAt: null },
    { id: 11, number: 'S-000011', mode: 'JEMPUT', status: 'SELESAI', plate: 'F 2210 QS', totals: [{ unit: 'KARUNG', quantity: 80 }], createdAt: '2026-11-24T02:00:00.000Z', completedAt: '2026-11-24T09:00:00.000Z' },
  ],
});

export const summaryScenarios = {
  answer: (summary: DashboardSummary) => [http.get(PATH, () => HttpResponse.json({ data: summary }))],
  slow: (ms = 60_000) => [
    http.get(PATH, async () => {
      await delay(ms);
      return undefined;
    }),
  ],
  /** 500 the first `times` calls, then the mock's answer. */
  error(times = Number.POSITIVE_INFINITY) {
    let left = times;
    return [
      http.get(PATH, () => {
        if (left <= 0) return undefined;
        left -= 1;
        return HttpResponse.json({ error: { code: 'INTERNAL', message: 'Internal server error' } }, { status: 500 });
      }),
    ];
  },
  forbidden: () => [http.get(PATH, () => HttpResponse.json({ error: { code: 'FORBIDDEN', message: 'Missing permission' } }, { status: 403 }))],
};
