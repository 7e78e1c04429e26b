/**
 * Drizzle table definitions mirroring server/db/migrations/*.sql. The SQL files are the source of
 * truth (indexes and checks live there); these give typed queries.
 */
import {
  bigint,
  bigserial,
  boolean,
  date,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const serverSettings = pgTable('server_settings', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: ts('created_at').notNull().defaultNow(),
});

export const permissions = pgTable('permissions', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  area: text('area').notNull(),
  descriptionId: text('description_id').notNull(),
  descriptionEn: text('description_en').notNull(),
});

export const roles = pgTable('roles', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  version: integer('version').notNull().default(1),
  createdAt: ts('created_at').notNull().defaultNow(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

export const rolePermissions = pgTable(
  'role_permissions',
  {
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
    permissionId: integer('permission_id')
      .notNull()
      .references(() => permissions.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.roleId, table.permissionId] })],
);

export const users = pgTable('users', {
  id: serial('id').primaryKey(),
  username: text('username').notNull(),
  name: text('name').notNull(),
  email: text('email'),
  passwordHash: text('password_hash').notNull(),
  roleId: integer('role_id')
    .notNull()
    .references(() => roles.id),
  deactivatedAt: ts('deactivated_at'),
  version: integer('version').notNull().default(1),
  createdAt: ts('created_at').notNull().defaultNow(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
  /** Sealed (server/auth/secret-box.ts); null while the second factor is off. */
  totpSecret: text('totp_secret'),
  totpEnabledAt: ts('totp_enabled_at'),
  totpLastStep: bigint('totp_last_step', { mode: 'number' }),
});

export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: ts('used_at'),
  },
  (table) => [primaryKey({ columns: [table.userId, table.codeHash] })],
);

export const sessions = pgTable('sessions', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  tokenHash: text('token_hash').notNull(),
  remember: boolean('remember').notNull(),
  ip: text('ip'),
  userAgent: text('user_agent'),
  createdAt: ts('created_at').notNull().defaultNow(),
  lastUsedAt: ts('last_used_at').notNull().defaultNow(),
  expiresAt: ts('expires_at').notNull(),
  revokedAt: ts('revoked_at'),
  revokedReason: text('revoked_reason'),
  spentHashes: text('spent_hashes').array().notNull().default([]),
  rotatedAt: ts('rotated_at'),
});

export const authThrottle = pgTable('auth_throttle', {
  key: text('key').primaryKey(),
  failures: integer('failures').notNull().default(0),
  inflight: integer('inflight').notNull().default(0),
  windowStart: ts('window_start').notNull().defaultNow(),
});

export const activityLogs = pgTable('activity_logs', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
  username: text('username'),
  type: text('type').notNull(),
  ip: text('ip'),
  userAgent: text('user_agent'),
  details: jsonb('details'),
  createdAt: ts('created_at').notNull().defaultNow(),
  /** The API token a machine's request came with (migration 0021), and that request's line. */
  apiTokenId: integer('api_token_id').references(() => apiTokens.id, { onDelete: 'set null' }),
  apiRequest: text('api_request'),
});

export const changeLogs = pgTable('change_logs', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  entity: text('entity').notNull(),
  entityId: integer('entity_id').notNull(),
  action: text('action').notNull(),
  actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
  before: jsonb('before'),
  after: jsonb('after'),
  createdAt: ts('created_at').notNull().defaultNow(),
  /** The import that wrote the change (migration 0017), if one did. */
  importId: integer('import_id'),
});

/** Spreadsheets imported into an area (migration 0017, docs/decisions/335-import.md). */
export const imports = pgTable('imports', {
  id: serial('id').primaryKey(),
  area: text('area').notNull(),
  userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
  fileName: text('file_name').notNull(),
  format: text('format').notNull(),
  mode: text('mode').notNull(),
  atomic: boolean('atomic').notNull(),
  rowCount: integer('row_count').notNull(),
  added: integer('added').notNull(),
  updated: integer('updated').notNull(),
  unchanged: integer('unchanged').notNull(),
  skipped: integer('skipped').notNull(),
  failed: integer('failed').notNull(),
  failedRows: jsonb('failed_rows'),
  createdAt: ts('created_at').notNull().defaultNow(),
});

export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    status: integer('status'),
    response: jsonb('response'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.key] })],
);

/** Master data (0004). The generated `search` columns are searched only, not mapped. */
export const customers = pgTable('customers', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  phone: text('phone'),
  email: text('email'),
  address: text('address').notNull().default(''),
  notes: text('notes').notNull().default(''),
  active: boolean('active').notNull().default(true),
  version: integer('version').notNull().default(1),
  createdAt: ts('created_at').notNull().defaultNow(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

export const items = pgTable('items', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  code: text('code'),
  unit: text('unit').notNull(),
  weightKg: numeric('weight_kg', { precision: 12, scale: 3, mode: 'number' }),
  notes: text('notes').notNull().default(''),
  active: boolean('active').notNull().default(true),
  version: integer('version').notNull().default(1),
  createdAt: ts('created_at').notNull().defaultNow(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

export const fleets = pgTable('fleets', {
  id: serial('id').primaryKey(),
  model: text('model').notNull(),
  plate: text('plate').notNull().unique(),
  capacityKg: integer('capacity_kg'),
  active: boolean('active').notNull().default(true),
  version: integer('version').notNull().default(1),
  createdAt: ts('created_at').notNull().defaultNow(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

/**
 * Totals of the lists without a search, per bucket (0006, decision 155; 0009, decision 220): kept
 * by triggers on customers, items, fleets, delivery orders and shipments, read by the resource
 * kit's list query.
 */
export const listCounts = pgTable(
  'list_counts',
  {
    entity: text('entity').notNull(),
    bucket: text('bucket').notNull(),
    n: integer('n').notNull(),
  },
  (table) => [primaryKey({ columns: [table.entity, table.bucket] })],
);

/** Delivery orders and shipments (0005, 0009). `search` columns are searched only, not mapped. */
export const deliveryOrders = pgTable('delivery_orders', {
  id: serial('id').primaryKey(),
  customerId: integer('customer_id')
    .notNull()
    .references(() => customers.id),
  /** The customer's name, kept by triggers (0009): the customer sort and the records' customerName. */
  customerName: text('customer_name').notNull().default(''),
  address: text('address').notNull().default(''),
  notes: text('notes').notNull().default(''),
  status: text('status').notNull().default('PENDING'),
  cancelledAt: ts('cancelled_at'),
  completedAt: ts('completed_at'),
  createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
  version: integer('version').notNull().default(1),
  createdAt: ts('created_at').notNull().defaultNow(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

export const deliveryOrderLines = pgTable('delivery_order_lines', {
  id: serial('id').primaryKey(),
  deliveryOrderId: integer('delivery_order_id')
    .notNull()
    .references(() => deliveryOrders.id, { onDelete: 'cascade' }),
  itemId: integer('item_id')
    .notNull()
    .references(() => items.id),
  quantity: integer('quantity').notNull(),
});

export const shipments = pgTable('shipments', {
  id: serial('id').primaryKey(),
  mode: text('mode').notNull(),
  fleetId: integer('fleet_id').references(() => fleets.id),
  plate: text('plate'),
  driverName: text('driver_name'),
  notes: text('notes').notNull().default(''),
  status: text('status').notNull().default('PENDING'),
  completedAt: ts('completed_at'),
  createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
  version: integer('version').notNull().default(1),
  createdAt: ts('created_at').notNull().defaultNow(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
  // 0008: the printed surat jalan.
  printCount: integer('print_count').notNull().default(0),
  printedAt: ts('printed_at'),
  printedBy: integer('printed_by').references(() => users.id, { onDelete: 'set null' }),
  printedFingerprint: text('printed_fingerprint'),
  // 0012: a cancelled shipment (BATAL) and why.
  cancelledAt: ts('cancelled_at'),
  cancelReason: text('cancel_reason'),
});

export const shipmentDeliveryOrders = pgTable('shipment_delivery_orders', {
  id: serial('id').primaryKey(),
  shipmentId: integer('shipment_id')
    .notNull()
    .references(() => shipments.id, { onDelete: 'cascade' }),
  deliveryOrderId: integer('delivery_order_id')
    .notNull()
    .references(() => deliveryOrders.id),
  destinationType: text('destination_type').notNull(),
  address: text('address').notNull().default(''),
  position: integer('position').notNull().default(0),
  allocatedAt: ts('allocated_at').notNull().defaultNow(),
});

export const shipmentLines = pgTable('shipment_lines', {
  id: serial('id').primaryKey(),
  shipmentDeliveryOrderId: integer('shipment_delivery_order_id')
    .notNull()
    .references(() => shipmentDeliveryOrders.id, { onDelete: 'cascade' }),
  shipmentId: integer('shipment_id')
    .notNull()
    .references(() => shipments.id, { onDelete: 'cascade' }),
  deliveryOrderLineId: integer('delivery_order_line_id')
    .notNull()
    .references(() => deliveryOrderLines.id),
  quantity: integer('quantity').notNull(),
  /** 0019: what arrived, once the note's receipt is in, and why less than shipped. */
  received: integer('received'),
  shortfallReason: text('shortfall_reason'),
});

/** 0019: one receipt per note (docs/decisions/339-receipts.md); its pictures under `receipts`. */
export const shipmentReceipts = pgTable('shipment_receipts', {
  shipmentDeliveryOrderId: integer('shipment_delivery_order_id')
    .primaryKey()
    .references(() => shipmentDeliveryOrders.id, { onDelete: 'cascade' }),
  shipmentId: integer('shipment_id')
    .notNull()
    .references(() => shipments.id, { onDelete: 'cascade' }),
  deliveryOrderId: integer('delivery_order_id')
    .notNull()
    .references(() => deliveryOrders.id),
  receiverName: text('receiver_name').notNull(),
  receivedAt: ts('received_at').notNull(),
  note: text('note').notNull().default(''),
  source: text('source').notNull(),
  enteredBy: integer('entered_by').references(() => users.id, { onDelete: 'set null' }),
  enteredAt: ts('entered_at').notNull().defaultNow(),
  signatureFile: text('signature_file'),
  photoFile: text('photo_file'),
});

/** 0019: the receiver's link on a printed note, kept as its SHA-256 only. */
export const receiptLinks = pgTable('receipt_links', {
  tokenHash: text('token_hash').primaryKey(),
  shipmentId: integer('shipment_id')
    .notNull()
    .references(() => shipments.id, { onDelete: 'cascade' }),
  deliveryOrderId: integer('delivery_order_id')
    .notNull()
    .references(() => deliveryOrders.id),
  fingerprint: text('fingerprint').notNull(),
  createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: ts('created_at').notNull().defaultNow(),
});

/** 0019: a shortfall closed without shipping it again. */
export const deliveryOrderWriteOffs = pgTable('delivery_order_write_offs', {
  id: serial('id').primaryKey(),
  deliveryOrderLineId: integer('delivery_order_line_id')
    .notNull()
    .references(() => deliveryOrderLines.id, { onDelete: 'cascade' }),
  quantity: integer('quantity').notNull(),
  reason: text('reason').notNull(),
  createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: ts('created_at').notNull().defaultNow(),
});

export const shipmentProofs = pgTable('shipment_proofs', {
  shipmentId: integer('shipment_id')
    .primaryKey()
    .references(() => shipments.id, { onDelete: 'cascade' }),
  fileName: text('file_name').notNull(),
  thumbnailName: text('thumbnail_name').notNull(),
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  bytes: integer('bytes').notNull(),
  uploadedBy: integer('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
  uploadedAt: ts('uploaded_at').notNull().defaultNow(),
});

/**
 * 0007: the quantity that left per business day, item, customer and fleet mode, kept
 * by triggers in the transaction that completes a shipment (decision 200). Read by raw SQL.
 */
export const outgoingDaily = pgTable(
  'outgoing_daily',
  {
    day: date('day', { mode: 'string' }).notNull(),
    itemId: integer('item_id')
      .notNull()
      .references(() => items.id),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    mode: text('mode').notNull(),
    quantity: bigint('quantity', { mode: 'number' }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.day, table.itemId, table.customerId, table.mode] })],
);

/** 0007: the dashboard's chart (quantity per business day) and top items (per item and month). */
export const outgoingDays = pgTable('outgoing_days', {
  day: date('day', { mode: 'string' }).primaryKey(),
  quantity: bigint('quantity', { mode: 'number' }).notNull(),
});

export const outgoingItemMonths = pgTable(
  'outgoing_item_months',
  {
    month: date('month', { mode: 'string' }).notNull(),
    itemId: integer('item_id')
      .notNull()
      .references(() => items.id),
    quantity: bigint('quantity', { mode: 'number' }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.month, table.itemId] })],
);

/** 0015: saved list views (decision 334), the owner's or shared with a role. */
export const savedViews = pgTable('saved_views', {
  id: serial('id').primaryKey(),
  ownerId: integer('owner_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  list: text('list').notNull(),
  name: text('name').notNull(),
  search: text('search').notNull().default(''),
  roleId: integer('role_id').references(() => roles.id, { onDelete: 'set null' }),
  position: integer('position').notNull().default(0),
  createdAt: ts('created_at').notNull().defaultNow(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

/**
 * 0018: the company profile (docs/decisions/337-company-profile.md), one row (id 1) made by the
 * migration; the logo is a picture in the store's `logos` folder (services/file-store.ts), by its
 * generated name.
 */
export const companyProfile = pgTable('company_profile', {
  id: smallint('id').primaryKey(),
  name: text('name').notNull().default(''),
  address: text('address').notNull().default(''),
  phone: text('phone'),
  npwp: text('npwp'),
  logoFile: text('logo_file'),
  logoWidth: integer('logo_width'),
  logoHeight: integer('logo_height'),
  version: integer('version').notNull().default(1),
  updatedAt: ts('updated_at'),
  updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
});

/**
 * 0022: webhooks (docs/decisions/348-webhooks.md): subscriptions with their sealed signing secret,
 * the events outbox, one delivery per event and subscription, and every try's log.
 */
export const webhookSubscriptions = pgTable('webhook_subscriptions', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  url: text('url').notNull(),
  events: text('events').array().notNull(),
  active: boolean('active').notNull().default(true),
  secretSealed: text('secret_sealed').notNull(),
  secretHint: text('secret_hint').notNull(),
  version: integer('version').notNull().default(1),
  createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: ts('created_at').notNull().defaultNow(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

export const webhookEvents = pgTable('webhook_events', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  event: text('event').notNull(),
  recordKind: text('record_kind').notNull(),
  recordId: integer('record_id').notNull(),
  recordNumber: text('record_number').notNull(),
  data: jsonb('data').notNull(),
  occurredAt: ts('occurred_at').notNull().defaultNow(),
});

export const webhookDeliveries = pgTable('webhook_deliveries', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  eventId: bigint('event_id', { mode: 'number' }).notNull().references(() => webhookEvents.id, { onDelete: 'cascade' }),
  subscriptionId: integer('subscription_id').notNull().references(() => webhookSubscriptions.id, { onDelete: 'cascade' }),
  recordKind: text('record_kind').notNull(),
  recordId: integer('record_id').notNull(),
  state: text('state').notNull().default('pending'),
  attempts: integer('attempts').notNull().default(0),
  nextAttemptAt: ts('next_attempt_at').notNull().defaultNow(),
  windowStartedAt: ts('window_started_at').notNull().defaultNow(),
  leaseUntil: ts('lease_until'),
  claim: text('claim'),
  createdAt: ts('created_at').notNull().defaultNow(),
  finishedAt: ts('finished_at'),
});

export const webhookAttempts = pgTable('webhook_attempts', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  deliveryId: bigint('delivery_id', { mode: 'number' }).notNull().references(() => webhookDeliveries.id, { onDelete: 'cascade' }),
  at: ts('at').notNull().defaultNow(),
  status: integer('status'),
  durationMs: integer('duration_ms').notNull(),
  excerpt: text('excerpt').notNull().default(''),
});

/** API tokens (0021_api_tokens.sql, docs/decisions/347-api-tokens.md): only the token's SHA-256 is kept. */
export const apiTokens = pgTable('api_tokens', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  tokenHash: text('token_hash').notNull(),
  prefix: text('prefix').notNull(),
  roleId: integer('role_id')
    .notNull()
    .references(() => roles.id),
  createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: ts('created_at').notNull().defaultNow(),
  expiresAt: ts('expires_at').notNull(),
  lastUsedAt: ts('last_used_at'),
  revokedAt: ts('revoked_at'),
  revokedBy: integer('revoked_by').references(() => users.id, { onDelete: 'set null' }),
});

export const schema = {
  serverSettings,
  permissions,
  roles,
  rolePermissions,
  users,
  recoveryCodes,
  sessions,
  authThrottle,
  activityLogs,
  changeLogs,
  idempotencyKeys,
  customers,
  items,
  fleets,
  listCounts,
  deliveryOrders,
  deliveryOrderLines,
  shipments,
  shipmentDeliveryOrders,
  shipmentLines,
  shipmentProofs,
  shipmentReceipts,
  receiptLinks,
  deliveryOrderWriteOffs,
  outgoingDaily,
  outgoingDays,
  outgoingItemMonths,
  savedViews,
  imports,
  companyProfile,
  apiTokens,
  webhookSubscriptions,
  webhookEvents,
  webhookDeliveries,
  webhookAttempts,
};
