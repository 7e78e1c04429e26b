import type { AnyArea } from '../../contract/area';
import { KIT_DECLARATIONS } from '../../contract/areas';
import { bulkActionsOf } from '../../contract/bulk-values';
import { importModesOf } from '../../contract/imports-values';

/**
 * Each route's documented examples: a request and the answer it gets on a freshly seeded server
 * (the demo data of server/db/seed.ts, signed in as `admin`). They go into the document and
 * server/test/openapi-examples.test.ts replays them in this order, so an example may rely on the
 * ones before it (the customer it edits was created above). A refusal is an example too where the
 * success needs a state the seed does not have (a second factor, a printed receipt link).
 */
export interface RouteExample {
  readonly name: string;
  readonly summary: string;
  readonly request: {
    readonly params?: Readonly<Record<string, string | number>>;
    readonly query?: Readonly<Record<string, string | number | boolean>>;
    readonly body?: unknown;
    /** Parts of a multipart/form-data body: text as it is, files as `{ fileName, type, text | base64 }`. */
    readonly multipart?: Readonly<Record<string, string | ExampleFile>>;
    /** Sent without the session's bearer token (public routes, or to show a 401). */
    readonly anonymous?: boolean;
  };
  readonly status: number;
  /** Part of the answer's body, as the example promises it (the whole is checked against the documented schema). */
  readonly response?: unknown;
}

export interface ExampleFile {
  readonly fileName: string;
  readonly type: string;
  readonly text?: string;
  readonly base64?: string;
}

/** A 1×1 PNG: the smallest picture every upload accepts. */
const PIXEL = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';
const picture = (fileName: string): ExampleFile => ({ fileName, type: 'image/png', base64: PIXEL });

type Entry = readonly [key: string, example: RouteExample];
const example = (key: string, name: string, summary: string, request: RouteExample['request'], status: number, response?: unknown): Entry => [
  key,
  { name, summary, request, status, ...(response === undefined ? {} : { response }) },
];

const page = { page: 1, size: 5 };
const paged = { paging: { page: 1, size: 5 } };

/** The record bodies of each kit area: a new record, then a change to a seeded record (1 unless said). */
const RECORDS: Record<string, { create: Record<string, unknown>; update: Record<string, unknown>; id?: number }> = {
  customers: { create: { name: 'Toko Contoh Baru', address: 'Jl. Contoh No. 1, Bandung' }, update: { notes: 'Bongkar muat pagi dan sore.' } },
  items: { create: { name: 'Gula Pasir 1 kg', unit: 'PCS', weightKg: 1 }, update: { notes: 'Simpan di tempat kering.' } },
  fleets: { create: { model: 'Mitsubishi Colt Diesel', plate: 'D 9001 XY', capacityKg: 4000 }, update: { capacityKg: 8500 } },
  deliveryOrders: { create: { customerId: 1, notes: 'Contoh', lines: [{ itemId: 1, quantity: 5 }] }, update: { notes: 'Kirim sebelum jam 10.' } },
  shipments: { create: { mode: 'JEMPUT', plate: 'B 1234 CD', driverName: 'Budi Santoso' }, update: { mode: 'JEMPUT', plate: 'B 1234 CD', driverName: 'Budi Santoso', notes: 'Sopir pengganti.' }, id: 8 },
};

const csvOf = (fields: readonly string[], values: Readonly<Record<string, unknown>>) =>
  `${fields.join(';')}\n${fields.map((field) => String(values[field] ?? '')).join(';')}\n`;

/** The routes every kit area serves, from its declaration. */
function areaExamples(): Entry[] {
  return KIT_DECLARATIONS.flatMap((area) => {
    const base = area.api;
    const records = RECORDS[area.key]!;
    const edited = records.id ?? 1;
    const entries: Entry[] = [
      example(`GET ${base}`, 'firstPage', 'The first five, in the default order', { query: page }, 200, paged),
      example(`GET ${base}/:id`, 'one', 'Record 1', { params: { id: 1 } }, 200, { data: { id: 1 } }),
      example(`GET ${base}/:id`, 'unknown', 'A record that does not exist', { params: { id: 999999 } }, 404, { error: { code: 'NOT_FOUND' } }),
      example(`POST ${base}`, 'create', 'A new record', { body: records.create }, 201, { data: { version: 1 } }),
      example(`POST ${base}`, 'invalid', 'A body that fails its schema changes nothing', { body: { unknownField: true } }, 400, { error: { code: 'VALIDATION_FAILED' } }),
      example(`PATCH ${base}/:id`, 'update', 'A change at the version the record was read at', { params: { id: edited }, body: { version: 1, ...records.update } }, 200, { data: { id: edited, version: 2 } }),
      example(`PATCH ${base}/:id`, 'stale', 'The same version again: someone changed it since', { params: { id: edited }, body: { version: 1, ...records.update } }, 409, { error: { code: 'VERSION_CONFLICT' } }),
      example(`GET ${base}/logs`, 'recent', 'The latest changes', { query: page }, 200, paged),
    ];
    const actions = bulkActionsOf(area as never);
    if (actions.length > 0) {
      entries.push(example(`POST ${base}/bulk`, 'unknownRecord', 'A bulk action over a record that does not exist: refused one by one', { body: { action: actions[0], ids: [999999] } }, 200, { data: { done: [], refused: [{ id: 999999, code: 'NOT_FOUND' }] } }));
    }
    const columns = Object.keys(area.list.columns ?? {});
    if (columns.length > 0) {
      entries.push(
        example(`POST ${base}/export`, 'csv', 'The list as CSV', { body: { format: 'csv', title: area.key, query: {}, columns: [{ field: columns[0], header: columns[0] }] } }, 200),
      );
    }
    const declared = (area as AnyArea).import;
    if (declared) {
      const fields = Object.keys(declared.fields);
      const file: ExampleFile = { fileName: `${area.segment}.csv`, type: 'text/csv', text: csvOf(fields, declared.example as Readonly<Record<string, unknown>>) };
      // Rows naming a record that exists are skipped where the area allows it (the seed has the example's customer).
      const options = JSON.stringify({ mapping: fields, mode: importModesOf(declared).includes('skip') ? 'skip' : 'add', decimalMark: ',' });
      entries.push(
        example(`GET ${base}/imports`, 'recent', 'The latest imports', { query: { page: 1, pageSize: 5 } }, 200),
        example(`POST ${base}/imports/template`, 'csv', 'The template as CSV', { body: { format: 'csv', headers: [{ field: fields[0], header: fields[0] }] } }, 200),
        example(`POST ${base}/imports/read`, 'csv', 'A CSV file read back', { multipart: { file } }, 200),
        example(`POST ${base}/imports/check`, 'csv', 'The check of its one row', { multipart: { file, options } }, 200),
        example(`POST ${base}/imports`, 'csv', 'The import of its one row', { multipart: { file, options } }, 200),
      );
    }
    return entries;
  });
}

const adminOnly = (key: string, summary: string, request: RouteExample['request'] = {}): Entry =>
  example(key, 'signedOut', summary, { ...request, anonymous: true }, 401, { error: { code: 'UNAUTHENTICATED' } });

/** In replay order: reads, then writes, then what ends the session. */
export const EXAMPLES: readonly Entry[] = [
  example('GET /api/openapi.json', 'document', 'This document', { anonymous: true }, 200, { openapi: '3.1.1' }),
  example('GET /api/health', 'ready', 'Ready to serve', { anonymous: true }, 200, { status: 'ok' }),
  example('GET /api/health/live', 'live', 'The process is up', { anonymous: true }, 200, { status: 'ok', live: true }),
  example('POST /api/auth/login', 'wrongPassword', 'A wrong password', { anonymous: true, body: { username: 'admin', password: 'not the password' } }, 400, { error: { code: 'INVALID_CREDENTIALS' } }),
  example('POST /api/auth/login/second-factor', 'badChallenge', 'A challenge that no sign-in made', { anonymous: true, body: { challenge: 'not-a-challenge', code: '123456' } }, 400, { error: { code: 'INVALID_CHALLENGE' } }),
  example('POST /api/auth/login/enrol', 'badChallenge', 'A challenge that no sign-in made', { anonymous: true, body: { challenge: 'not-a-challenge' } }, 400, { error: { code: 'INVALID_CHALLENGE' } }),
  example('POST /api/auth/login/enrol/confirm', 'badChallenge', 'A challenge that no sign-in made', { anonymous: true, body: { challenge: 'not-a-challenge', enrolmentToken: 'x', code: '123456' } }, 400, { error: { code: 'INVALID_CHALLENGE' } }),
  example('POST /api/auth/refresh', 'noCookie', 'Without the refresh cookie', { anonymous: true }, 400, { error: { code: 'INVALID_REFRESH_TOKEN' } }),
  example('GET /api/roles/my/permissions', 'mine', "The signed-in user's permissions", {}, 200),
  adminOnly('GET /api/roles/my/permissions', 'Without a token'),
  example('GET /api/users/my', 'me', 'The signed-in user', {}, 200, { data: { username: 'admin' } }),
  example('GET /api/users/my/activities', 'recent', 'My latest activity', { query: page }, 200, paged),
  example('GET /api/users/my/second-factor', 'status', 'Whether my second factor is on', {}, 200),
  example('POST /api/users/my/second-factor/recovery-codes', 'notEnabled', 'New recovery codes while no second factor is on', { body: { code: '123456' } }, 409, { error: { code: 'SECOND_FACTOR_NOT_ENABLED' } }),
  example('POST /api/users/my/second-factor/disable', 'notEnabled', 'Turning off a second factor that is not on', { body: { code: '123456' } }, 409, { error: { code: 'SECOND_FACTOR_NOT_ENABLED' } }),
  example('POST /api/users/my/second-factor/enrol', 'start', 'Start setting up an authenticator app', { body: { currentPassword: 'wrong password' } }, 400),
  example('POST /api/users/my/second-factor/confirm', 'badToken', 'A confirmation without a started set-up', { body: { enrolmentToken: 'not-a-token', code: '123456' } }, 400),
  example('GET /api/users', 'firstPage', 'The first five users', { query: page }, 200, paged),
  example('GET /api/users/removed', 'removed', 'Deactivated users', { query: page }, 200, paged),
  example('GET /api/users/logs', 'recent', 'The latest changes to users', { query: page }, 200, paged),
  example('GET /api/users/activities', 'recent', "Users' latest activity", { query: page }, 200, paged),
  example('GET /api/users/:id', 'spv', 'The user spv', { params: { id: 2 } }, 200, { data: { id: 2, username: 'spv' } }),
  example('GET /api/users/:id/second-factor', 'spv', "spv's second factor", { params: { id: 2 } }, 200),
  example('POST /api/users', 'create', 'A new user', { body: { username: 'contoh.baru', name: 'Contoh Baru', roleId: 6, password: 'Kuda-Lari-Cepat-2026' } }, 201, { data: { username: 'contoh.baru' } }),
  example('POST /api/users/export', 'csv', 'The users as CSV', { body: { format: 'csv', title: 'Users', query: {}, columns: [{ field: 'username', header: 'Username' }] } }, 200),
  example('PATCH /api/users/:id', 'rename', 'A new name for spv', { params: { id: 2 }, body: { version: 1, name: 'Supervisor Gudang' } }, 200, { data: { id: 2, version: 2 } }),
  example('POST /api/users/:id/second-factor/reset', 'notEnabled', "Resetting spv's second factor, which is not on", { params: { id: 2 } }, 409, { error: { code: 'SECOND_FACTOR_NOT_ENABLED' } }),
  example('POST /api/users/:id/deactivate', 'viewer', 'Deactivate viewer', { params: { id: 6 }, body: { version: 1 } }, 200, { data: { id: 6, active: false } }),
  example('POST /api/users/:id/restore', 'viewer', 'Restore viewer', { params: { id: 6 } }, 200, { data: { id: 6, active: true } }),
  example('GET /api/roles', 'firstPage', 'The first five roles', { query: page }, 200, paged),
  example('GET /api/roles/logs', 'recent', 'The latest changes to roles', { query: page }, 200, paged),
  example('GET /api/roles/:id', 'spv', 'The role Spv', { params: { id: 2 } }, 200, { data: { id: 2, name: 'Spv' } }),
  example('GET /api/roles/:id/permissions', 'spv', "Spv's permissions", { params: { id: 2 } }, 200, { data: { roleId: 2 } }),
  example('POST /api/roles', 'create', 'A new role', { body: { name: 'Kurir', description: 'Mengantar barang' } }, 201, { data: { name: 'Kurir' } }),
  example('PATCH /api/roles/:id', 'describe', "A new description for Viewer", { params: { id: 6 }, body: { version: 1, name: 'Viewer', description: 'Hanya melihat' } }, 200, { data: { id: 6, version: 2 } }),
  example('PUT /api/roles/:id/permissions', 'dashboardOnly', 'Viewer sees the dashboard only', { params: { id: 6 }, body: { version: 2, names: ['read-dashboard'] } }, 200),
  ...areaExamples(),
  example('POST /api/delivery-orders/:id/cancel', 'cancelled', 'Cancelling a cancelled DO', { params: { id: 24 }, body: { version: 1 } }, 409, { error: { code: 'DELIVERY_ORDER_CANCELLED' } }),
  example('POST /api/delivery-orders/:id/write-offs', 'cancelled', 'A write-off on a cancelled DO', { params: { id: 24 }, body: { version: 1, reason: 'Rusak di gudang', lines: [{ deliveryOrderLineId: 46, quantity: 1 }] } }, 409, { error: { code: 'DELIVERY_ORDER_CANCELLED' } }),
  example('PUT /api/shipments/:id/delivery-orders', 'completed', 'Changing the DOs of a completed shipment', { params: { id: 4 }, body: { version: 1, deliveryOrders: [{ deliveryOrderId: 19, destinationType: 'EKSPEDISI', lines: [{ deliveryOrderLineId: 37, quantity: 1 }] }] } }, 409, { error: { code: 'SHIPMENT_COMPLETED' } }),
  example('POST /api/shipments/:id/cancel', 'completed', 'Cancelling a completed shipment', { params: { id: 4 }, body: { version: 1, reason: 'Salah input' } }, 409, { error: { code: 'SHIPMENT_COMPLETED' } }),
  example('POST /api/shipments/:id/prints', 'print', 'Print the surat jalan of shipment 4', { params: { id: 4 }, body: { copies: 1 } }, 200, { data: { id: 4 } }),
  example('POST /api/shipments/prints', 'batch', 'Print two shipments at once', { body: { shipmentIds: [4, 3], copies: 1 } }, 200),
  example('GET /api/shipments/:id/proof', 'none', 'A shipment without a proof photo yet', { params: { id: 3 } }, 404, { error: { code: 'NOT_FOUND' } }),
  example('POST /api/shipments/:id/proof', 'upload', "Shipment 4's proof photo", { params: { id: 4 }, multipart: { file: picture('proof.png') } }, 200, { data: { id: 4 } }),
  example('GET /api/shipments/:id/proof', 'thumbnail', 'Its small WebP', { params: { id: 4 }, query: { size: 'thumbnail' } }, 200),
  example('POST /api/shipments/:id/receipts/:deliveryOrderId', 'unknownNote', 'A receipt for a DO the shipment does not carry', { params: { id: 4, deliveryOrderId: 999999 }, multipart: { receipt: JSON.stringify({ receiverName: 'Ibu Sari', lines: [] }) } }, 404),
  example('GET /api/shipments/:id/receipts/:deliveryOrderId/:picture', 'none', 'A signature that was never taken', { params: { id: 4, deliveryOrderId: 19, picture: 'signature' } }, 404),
  example('GET /api/reports/outgoing-items', 'december', 'December by item', { query: { startDate: '2026-12-01', endDate: '2026-12-31' } }, 200),
  example('GET /api/reports/outgoing-items/export', 'csv', 'December by item as CSV', { query: { startDate: '2026-12-01', endDate: '2026-12-31', format: 'csv' } }, 200),
  example('GET /api/dashboard/summary', 'summary', 'The dashboard', {}, 200),
  example('GET /api/search', 'toko', 'Everything named "toko"', { query: { q: 'toko' } }, 200),
  example('POST /api/imports/:id/failed-rows', 'unknown', 'An import that does not exist', { params: { id: 999999 }, body: { header: 'Alasan', messages: {} } }, 404, { error: { code: 'NOT_FOUND' } }),
  example('GET /api/views', 'customers', 'My saved views of the customer list', { query: { list: 'customers' } }, 200),
  example('POST /api/views', 'create', 'Save a search of the customer list', { body: { list: 'customers', name: 'Toko Bandung', search: 'q=bandung' } }, 201),
  example('PUT /api/views/order', 'order', 'My customer views in this order', { body: { list: 'customers', ids: [1] } }, 200),
  example('PATCH /api/views/:id', 'rename', 'A new name for view 1', { params: { id: 1 }, body: { name: 'Toko di Bandung' } }, 200),
  example('PATCH /api/views/:id', 'unknown', 'A view that does not exist', { params: { id: 999999 }, body: { name: 'Lain' } }, 404),
  example('DELETE /api/views/:id', 'remove', 'Remove view 1', { params: { id: 1 } }, 200),
  example('GET /api/company-profile', 'profile', 'The company profile', {}, 200, { data: { version: 1 } }),
  example('PUT /api/company-profile', 'name', "The company's name and address", { body: { version: 1, name: 'PT Laju Contoh', address: 'Jl. Asia Afrika No. 1, Bandung' } }, 200, { data: { name: 'PT Laju Contoh', version: 2 } }),
  example('PUT /api/company-profile/logo', 'logo', 'A new logo', { multipart: { file: picture('logo.png') } }, 200),
  example('GET /api/company-profile/logs', 'recent', 'The latest changes to the profile', { query: page }, 200, paged),
  example('GET /api/company-profile/logo/:name', 'unknown', 'A logo name that was never given', { anonymous: true, params: { name: 'missing.png' } }, 404),
  example('DELETE /api/company-profile/logo', 'remove', 'Remove the logo', {}, 200, { data: { logo: null } }),
  example('GET /api/api-tokens', 'none', 'The API tokens: none yet on a new install', {}, 200, { data: [] }),
  example('POST /api/api-tokens', 'create', 'A token for an online shop, acting as Viewer for 90 days (the token is in this answer only)', { body: { name: 'Toko daring', roleId: 6, expiresInDays: 90 } }, 201, { data: { id: 1, name: 'Toko daring', role: { id: 6 }, lastUsedAt: null, state: 'active' } }),
  example('POST /api/api-tokens/:id/revoke', 'revoke', 'Revoke that token: refused at once from then on', { params: { id: 1 } }, 200, { data: { id: 1, state: 'revoked' } }),
  // Webhooks last, and made inactive: nothing after them makes an event, and no example posts
  // anywhere (the target is a documentation address, RFC 5737).
  example('GET /api/webhooks', 'none', 'The webhooks: none yet on a new install', {}, 200, { data: [] }),
  example('POST /api/webhooks', 'create', 'Tell an online shop about new DOs (the signing secret is in this answer only)', { body: { name: 'Toko daring', url: 'https://203.0.113.10/laju', events: ['delivery-order.created'], active: false } }, 201, { data: { id: 1, name: 'Toko daring', events: ['delivery-order.created'], active: false, version: 1 } }),
  example('POST /api/webhooks', 'metadata', 'A target on the cloud metadata address is refused', { body: { name: 'Metadata', url: 'http://169.254.169.254/latest', events: ['shipment.loaded'] } }, 422, { error: { code: 'WEBHOOK_TARGET_REFUSED', fields: { url: 'REFUSED' } } }),
  example('PATCH /api/webhooks/:id', 'events', 'Hear about completed DOs too', { params: { id: 1 }, body: { version: 1, events: ['delivery-order.created', 'delivery-order.completed'] } }, 200, { data: { id: 1, version: 2 } }),
  example('POST /api/webhooks/:id/secret', 'rotate', 'A new signing secret (the old one stops at once)', { params: { id: 1 } }, 200, { data: { id: 1 } }),
  example('GET /api/webhooks/:id/deliveries', 'failed', 'Its deliveries that failed for good', { params: { id: 1 }, query: { ...page, state: 'failed' } }, 200, { data: [], ...paged }),
  example('POST /api/webhooks/deliveries/:id/redeliver', 'unknown', 'A delivery that does not exist', { params: { id: 999999 } }, 404, { error: { code: 'NOT_FOUND' } }),
  example('DELETE /api/webhooks/:id', 'remove', 'Remove the webhook and its deliveries', { params: { id: 1 } }, 200),
  example('GET /api/receipts/:token', 'unknown', 'A link that no print made', { anonymous: true, params: { token: 'not-a-printed-link-0000000000000000' } }, 404),
  example('POST /api/receipts/:token', 'unknown', 'A receipt through a link that no print made', { anonymous: true, params: { token: 'not-a-printed-link-0000000000000000' }, multipart: { receipt: JSON.stringify({ receiverName: 'Ibu Sari', lines: [] }) } }, 404),
  example('PATCH /api/users/my', 'rename', 'A new name for me', { body: { version: 1, name: 'Administrator Utama' } }, 200, { data: { name: 'Administrator Utama' } }),
  example('DELETE /api/users/my/sessions', 'others', 'Sign out my other sessions', {}, 200),
  example('DELETE /api/auth/logout', 'signOut', 'Sign out (without the cookie: nothing to end)', { anonymous: true }, 200),
];

export function examplesOf(method: string, url: string): RouteExample[] {
  const key = `${method} ${url}`;
  return EXAMPLES.filter(([entry]) => entry === key).map(([, entry]) => entry);
}
