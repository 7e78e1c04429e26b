import { delay, http, HttpResponse } from 'msw';
import { buildOutgoingReport, outgoingItemsQuerySchema, type OutgoingSourceRow } from '../../../../contract/reports';

/** Stories only: answers of the report and its export put in front of the mock's own. */
const REPORT = '*/api/reports/outgoing-items';
const EXPORT = '*/api/reports/outgoing-items/export';

const error = (status: number, code: string) => HttpResponse.json({ error: { code, message: code } }, { status });

export const LONG_NAME = 'Semen Portland Komposit Tiga Roda Kemasan Karung Kertas Empat Puluh Kilogram Tahan Lembap Ekstra Kuat';
export const LONG_CUSTOMER = 'Perusahaan Dagang Sumber Makmur Sentosa Abadi Jaya Sejahtera Bersama Nusantara Raya Indonesia Timur';

/** `customers` × `items` rows, units alternating SAK and KG. */
export function manyRows(customers: number, items: number): OutgoingSourceRow[] {
  const rows: OutgoingSourceRow[] = [];
  for (let c = 1; c <= customers; c += 1) {
    for (let i = 1; i <= items; i += 1) {
      rows.push({
        itemId: i,
        itemCode: `BRG-${String(i).padStart(4, '0')}`,
        itemName: `Barang ${String(i).padStart(4, '0')}`,
        unit: i % 2 ? 'SAK' : 'KG',
        customerId: c,
        customerName: `Kustomer ${String(c).padStart(3, '0')}`,
        quantity: (c * 7 + i * 3) % 50 + 1,
      });
    }
  }
  return rows;
}

/** The report built by the contract from `rows`, with the request's own period, grouping and order. */
export const answerWith = (rows: readonly OutgoingSourceRow[]) => [
  http.get(REPORT, ({ request }) => {
    const parsed = outgoingItemsQuerySchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
    if (!parsed.success) return error(400, 'VALIDATION_FAILED');
    const query = parsed.data;
    const source = rows.map((row) => (query.groupBy === 'customer' ? row : { ...row, customerId: null, customerName: null }));
    const merged = new Map<string, OutgoingSourceRow>();
    for (const row of source) {
      const key = `${row.itemId}|${row.customerId}`;
      const known = merged.get(key);
      merged.set(key, known ? { ...known, quantity: known.quantity + row.quantity } : row);
    }
    return HttpResponse.json({
      data: buildOutgoingReport([...merged.values()], query, {
        filters: { customerId: null, customerName: null, itemId: null, itemName: null, mode: query.mode ?? null },
        timeZone: 'Asia/Jakarta',
        generatedAt: '2026-11-25T03:00:00.000Z',
      }),
    });
  }),
];

export const reportScenarios = {
  slow: (ms = 60_000) => [
    http.get(REPORT, async () => {
      await delay(ms);
      return undefined;
    }),
  ],
  error(times = Number.POSITIVE_INFINITY) {
    let left = times;
    return [
      http.get(REPORT, () => {
        if (left <= 0) return undefined;
        left -= 1;
        return error(500, 'INTERNAL');
      }),
    ];
  },
  forbidden: () => [http.get(REPORT, () => error(403, 'FORBIDDEN'))],
  /** The export waits this long before it answers (progress and cancel). */
  slowExport: (ms = 60_000) => [
    http.get(EXPORT, async () => {
      await delay(ms);
      return undefined;
    }),
  ],
};
