import { unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { BULK_LIMIT } from '../lists-values';
import type { ContractAnswer } from './resource-suite';
import type { Download } from './reports-suite';

/**
 * A list taken out as a file (docs/decisions/331-list-export.md), as one suite run against the
 * MSW mock (src/mocks/handlers/list-export.test.ts) and the real server
 * (server/test/list-export.test.ts), on each one's demo install: every page in the list's order,
 * the filters at the top in the request's words, CSV and XLSX, the chosen rows, who may, bad
 * input, and the activity log's record.
 */
export interface ExportClient {
  get(path: string): Promise<ContractAnswer>;
  post(path: string, body: unknown): Promise<ContractAnswer>;
  download(path: string, body: unknown): Promise<Download>;
}

type Order = { id: number; number: string; customerId: number; customerName: string; status: string };
const text = (file: Download) => new TextDecoder('utf-8', { ignoreBOM: true }).decode(file.bytes);
const DO_COLUMNS = [
  { field: 'number', header: 'Nomor DO' },
  { field: 'customerName', header: 'Kustomer' },
  { field: 'lines', header: 'Baris' },
  { field: 'status', header: 'Status', values: { PENDING: 'Menunggu', PROSES: 'Proses', SELESAI: 'Selesai', BATAL: 'Batal' } },
  { field: 'createdAt', header: 'Dibuat' },
];

export function listExportContractSuite(clients: () => { admin: ExportClient; spv: ExportClient; warehouse: ExportClient; viewer: ExportClient }) {
  describe('POST /api/{area}/export (shared contract)', () => {
    /** Every record of a list query, page by page, as the screen would page through it. */
    const allOf = async <T>(path: string): Promise<T[]> => {
      const rows: T[] = [];
      for (let page = 1; ; page += 1) {
        const answer = await clients().admin.get(`${path}${path.includes('?') ? '&' : '?'}size=100&page=${page}`);
        rows.push(...(answer.body.data as T[]));
        if (page * 100 >= (answer.body.paging?.totalItems ?? 0)) return rows;
      }
    };

    it('writes every page of the filtered list in its order as CSV, the filters at the top in the request’s words', async () => {
      const [some] = await allOf<Order>('/api/delivery-orders?sort=number');
      const customerId = some!.customerId;
      const expected = await allOf<Order>(`/api/delivery-orders?customerId=${customerId}&sort=-number`);
      expect(expected.length).toBeGreaterThan(0);
      const file = await clients().spv.download('/api/delivery-orders/export', {
        format: 'csv',
        query: { customerId: String(customerId), sort: '-number', page: '3', size: '10' },
        title: 'Daftar DO',
        filters: [
          { param: 'customerId', label: 'Kustomer' },
          { param: 'status', label: 'Status', value: 'Selesai' },
        ],
        columns: DO_COLUMNS,
      });
      expect(file.status).toBe(200);
      expect(file.header('content-type')).toBe('text/csv; charset=utf-8');
      expect(file.header('content-disposition')).toMatch(/^attachment; filename="daftar-do_\d{4}-\d{2}-\d{2}\.csv"$/);
      expect(file.header('x-total-count')).toBe(String(expected.length));
      expect([...file.bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      const lines = text(file).slice(1).split('\r\n');
      expect(lines[0]).toBe('Daftar DO');
      expect(lines[1]).toMatch(/^Dibuat;.+\(.+\)$/);
      expect(lines[2]).toBe(`Jumlah baris;${expected.length}`);
      // The status filter is not in the query: only what the list really holds is written.
      expect(lines[3]).toBe(`Kustomer;${some!.customerName}`);
      expect(lines[4]).toBe('');
      expect(lines[5]).toBe('Nomor DO;Kustomer;Baris;Status;Dibuat');
      const rows = lines.slice(6, -1).map((line) => line.split(';'));
      expect(rows.map((row) => row[0])).toEqual(expected.map((order) => order.number));
      expect(rows[0]![3]).toBe({ PENDING: 'Menunggu', PROSES: 'Proses', SELESAI: 'Selesai', BATAL: 'Batal' }[expected[0]!.status]);
      expect(rows[0]![4]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
      expect(lines.at(-1)).toBe('');
    });

    it('writes XLSX with numbers as numbers, dates as date cells and the header row frozen; English words when asked', async () => {
      const expected = await allOf<{ plate: string }>('/api/fleets?sort=plate');
      const file = await clients().admin.download('/api/fleets/export', {
        format: 'xlsx',
        lang: 'en',
        query: { sort: 'plate' },
        title: 'Fleets',
        columns: [
          { field: 'plate', header: 'Plate' },
          { field: 'capacityKg', header: 'Capacity (kg)' },
          { field: 'active', header: 'Status', values: { true: 'Active', false: 'Inactive' } },
          { field: 'createdAt', header: 'Created' },
        ],
      });
      expect(file.status).toBe(200);
      expect(file.header('content-type')).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
      expect(file.header('content-disposition')).toMatch(/^attachment; filename="fleets_\d{4}-\d{2}-\d{2}\.xlsx"$/);
      const files = unzipSync(file.bytes);
      expect(Object.keys(files).sort()).toEqual(['[Content_Types].xml', '_rels/.rels', 'xl/_rels/workbook.xml.rels', 'xl/styles.xml', 'xl/workbook.xml', 'xl/worksheets/sheet1.xml']);
      const sheet = new TextDecoder().decode(files['xl/worksheets/sheet1.xml']);
      expect(sheet).toContain('<pane ySplit="6" topLeftCell="A7" activePane="bottomLeft" state="frozen"/>');
      expect(sheet).toContain('<t xml:space="preserve">Rows</t>');
      expect(sheet).toContain('<t xml:space="preserve">Filter</t></is></c><c r="B4" t="inlineStr" s="0"><is><t xml:space="preserve">None</t>');
      const rows = [...sheet.matchAll(/<row r="(\d+)">(.*?)<\/row>/g)];
      expect(rows).toHaveLength(6 + expected.length);
      const first = rows[6]![2];
      expect(first).toContain(`<c r="A7" t="inlineStr" s="0"><is><t xml:space="preserve">${expected[0]!.plate}</t></is></c>`);
      expect(first).toMatch(/<c r="D7" s="6"><v>\d{5}\.\d+<\/v><\/c>/);
      expect(sheet).toMatch(/<c r="B\d+" s="4"><v>\d+<\/v><\/c>/);
      expect(sheet).toMatch(/<t xml:space="preserve">(Active|Inactive)<\/t>/);
    });

    it('neutralises formulas in CSV cells, and writes the chosen rows only, in the list’s order, leaving out ids that do not exist', async () => {
      const { admin } = clients();
      const created = (await admin.post('/api/customers', { name: '=HYPERLINK("http://x","Ekspor Uji")' })).body.data as { id: number };
      const other = (await allOf<{ id: number; name: string }>('/api/customers?sort=-name')).find((customer) => customer.id !== created.id)!;
      const chosen = [created.id, other.id, 999_999];
      const file = await admin.download('/api/customers/export', {
        format: 'csv',
        separator: 'comma',
        query: { sort: 'name' },
        ids: chosen,
        title: 'Kustomer',
        columns: [{ field: 'name', header: 'Nama' }],
      });
      expect(file.status).toBe(200);
      expect(file.header('x-total-count')).toBe('2');
      const lines = text(file).slice(1).split('\r\n');
      expect(lines[2]).toBe('Baris terpilih,2');
      const names = lines.slice(6, -1);
      const sorted = [other.name, '=HYPERLINK("http://x","Ekspor Uji")'].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase()));
      expect(names).toHaveLength(2);
      expect(names).toContain(`"'=HYPERLINK(""http://x"",""Ekspor Uji"")"`);
      expect(names.map((name) => (name.startsWith('"') ? '=HYPERLINK("http://x","Ekspor Uji")' : name))).toEqual(sorted);
    });

    it('exports the users list too, with their role’s name, under the users’ own rule for deactivated accounts', async () => {
      const expected = await allOf<{ username: string; roleName: string }>('/api/users?sort=username');
      const file = await clients().admin.download('/api/users/export', {
        format: 'csv',
        query: { sort: 'username' },
        title: 'Pengguna',
        columns: [
          { field: 'username', header: 'Nama pengguna' },
          { field: 'roleName', header: 'Peran' },
          { field: 'active', header: 'Status', values: { true: 'Aktif', false: 'Nonaktif' } },
        ],
      });
      expect(file.status).toBe(200);
      const lines = text(file).slice(1).split('\r\n');
      expect(lines[5]).toBe('Nama pengguna;Peran;Status');
      expect(lines.slice(6, -1)).toEqual(expected.map((user) => `${user.username};${user.roleName};Aktif`));
      const refused = await clients().warehouse.download('/api/users/export', { format: 'csv', query: {}, title: 'Pengguna', columns: [{ field: 'username', header: 'Nama' }] });
      expect(refused.status).toBe(403);
    });

    it('needs export-lists and the list’s own read permission: 403 and nothing recorded otherwise', async () => {
      const body = { format: 'csv', query: {}, title: 'DO', columns: [{ field: 'number', header: 'Nomor' }] };
      const warehouse = await clients().warehouse.download('/api/delivery-orders/export', body);
      const viewer = await clients().viewer.download('/api/delivery-orders/export', body);
      expect([warehouse.status, viewer.status]).toEqual([403, 403]);
      expect(JSON.parse(text(warehouse)).error.code).toBe('FORBIDDEN');
      const own = (await clients().warehouse.get('/api/users/my/activities?size=100')).body.data as { type: string }[];
      expect(own.map((activity) => activity.type)).not.toContain('LIST_EXPORTED');
    });

    it('refuses an unknown filter, an undeclared column, more than the limit of ids and bad words, with field errors', async () => {
      const { admin } = clients();
      const base = { format: 'csv', query: {}, title: 'DO', columns: [{ field: 'number', header: 'Nomor' }] };
      const cases: [unknown, Record<string, string>][] = [
        [{ ...base, query: { warehouse: '3' } }, { 'query.warehouse': 'UNKNOWN_FIELD' }],
        [{ ...base, columns: [{ field: 'secret', header: 'X' }] }, { 'columns.0.field': 'INVALID_VALUE' }],
        [{ ...base, ids: Array.from({ length: BULK_LIMIT + 1 }, (_, index) => index + 1) }, { ids: 'TOO_LONG' }],
        [{ ...base, title: 'x'.repeat(201) }, { title: 'TOO_LONG' }],
        [{ ...base, format: 'pdf' }, { format: 'INVALID_VALUE' }],
      ];
      for (const [body, fields] of cases) {
        const answer = await admin.post('/api/delivery-orders/export', body);
        expect([answer.status, answer.body.error?.code, answer.body.error?.fields]).toEqual([400, 'VALIDATION_FAILED', fields]);
      }
    });

    it('records each export in the exporter’s activity log: which list, its query, the format and the rows', async () => {
      const { spv } = clients();
      const total = (await spv.get('/api/items?unit=DUS')).body.paging!.totalItems;
      const file = await spv.download('/api/items/export', { format: 'xlsx', query: { unit: 'DUS' }, title: 'Barang', columns: [{ field: 'name', header: 'Nama' }] });
      expect(file.status).toBe(200);
      const [latest] = (await spv.get('/api/users/my/activities')).body.data as { type: string; details: unknown }[];
      expect(latest).toMatchObject({ type: 'LIST_EXPORTED', details: { list: 'items', format: 'xlsx', rows: total, query: { unit: 'DUS', sort: 'name', status: 'all' } } });
    });
  });
}
