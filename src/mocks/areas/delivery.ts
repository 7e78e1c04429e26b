import { http, HttpResponse } from 'msw';
import { idParamsSchema } from '../../../contract/api';
import { DELIVERY_ORDERS, SHIPMENTS } from '../../../contract/areas';
import {
  cancelDeliveryOrderSchema,
  createDeliveryOrderSchema,
  deliveryOrderListQuerySchema,
  deliveryOrderNumber,
  deliveryOrderNumberDigits,
  deliveryOrderSnapshot,
  OPEN_DELIVERY_ORDER_STATUSES,
  updateDeliveryOrderSchema,
} from '../../../contract/delivery-orders';
import { deliveryOrderRefusal, lineRefusal, quantityRefusal } from '../../../contract/allocation';
import { writeOffInputSchema } from '../../../contract/receipts';
import {
  cancelShipmentSchema,
  createShipmentSchema,
  PROOF_MAX_BYTES,
  putShipmentDeliveryOrdersSchema,
  shipmentListQuerySchema,
  shipmentNumber,
  shipmentSnapshot,
  updateShipmentSchema,
  type AllocationInput,
} from '../../../contract/shipments';
import { deliveryOrderStore, PLACEHOLDER_PNG, resetDelivery, dropRemovedLines, lineQuantities, lineTotals, nextLineId, orderView, recomputeStatuses, shipmentStore, shipmentView, type StoredAllocation, type StoredOrder, type StoredShipment } from '../db/delivery';
import { nextTime, recordChange } from '../db/logs';
import { deliveryPrintHandlers } from '../handlers/delivery-prints';
import { receiptHandlers, writtenOffLines } from '../handlers/receipts';
import { customerStore, fleetStore, itemStore } from '../db/resources';
import { authorize, idempotentCreate, inDayRange, jsonOf, matchesSearch, multipartOf, parse, pictureKindRefusal, readInStory } from '../handlers/helpers';
import { callerOf, versionedUpdate, type MockResource } from '../handlers/resource';
import { apiError, ok } from '../handlers/respond';

/**
 * Delivery orders and shipments on the mock kit, with the server's rules in the
 * server's order (server/areas/delivery-orders.ts, shipments.ts, services/allocation.ts), so the
 * shared contract suite holds for both.
 */
const fieldError = (status: number, code: Parameters<typeof apiError>[1], message: string, fields?: Record<string, string>) => apiError(status, code, message, fields ? { fields } : {});
// What a shipment shipped, even a note that received none of it, keeps its DO's customer and lines.
const allocatedOn = (order: StoredOrder) => order.lines.some((line) => lineTotals(line.id).shipped > 0);

type LineInput = { itemId: number; quantity: number };
type WriteOff = { reason: string; lines: { deliveryOrderLineId: number; quantity: number }[] };

/** As the server: every line's item exists, and one the DO did not have before is active (decision 330). */
function checkItems(order: StoredOrder | null, lines: LineInput[]): Response | null {
  const missing = Object.fromEntries(lines.flatMap((line, index) => (itemStore.find(line.itemId) ? [] : [[`lines.${index}.itemId`, 'NOT_FOUND']])));
  if (Object.keys(missing).length > 0) return fieldError(422, 'UNKNOWN_REFERENCE', 'A referenced record does not exist', missing);
  const had = new Set(order?.lines.map((line) => line.itemId));
  const retired = Object.fromEntries(
    lines.flatMap((line, index) => (itemStore.find(line.itemId)?.active === false && !had.has(line.itemId) ? [[`lines.${index}.itemId`, 'INACTIVE']] : [])),
  );
  return Object.keys(retired).length > 0 ? fieldError(422, 'RECORD_INACTIVE', 'A chosen customer or item is inactive', retired) : null;
}

/** A customer a DO is given or moved to: it exists and is active. */
function checkCustomer(customerId: number) {
  const customer = customerStore.find(customerId);
  if (!customer) return fieldError(422, 'UNKNOWN_REFERENCE', 'A referenced record does not exist', { customerId: 'NOT_FOUND' });
  if (!customer.active) return fieldError(422, 'RECORD_INACTIVE', 'A chosen customer or item is inactive', { customerId: 'INACTIVE' });
  return customer;
}

function checkLines(order: StoredOrder | null, lines: LineInput[]): Response | StoredOrder['lines'] {
  const refused = checkItems(order, lines);
  if (refused) return refused;
  const existing = order?.lines ?? [];
  const problems: Record<string, string> = {};
  for (const line of existing) {
    // No line goes below what shipments hold and what was written off; a line a shipment shipped
    // stays, even one its note received none of.
    const { allocated, writtenOff } = lineQuantities(line);
    const index = lines.findIndex((wanted) => wanted.itemId === line.itemId);
    if (index < 0 && lineTotals(line.id).shipped > 0) problems.lines = 'BELOW_ALLOCATED';
    else if (index >= 0 && lines[index]!.quantity < allocated + writtenOff) problems[`lines.${index}.quantity`] = 'BELOW_ALLOCATED';
  }
  if (Object.keys(problems).length > 0) return fieldError(422, 'QUANTITY_BELOW_ALLOCATED', 'A line cannot go below what shipments already took', problems);
  return lines.map((line) => {
    const kept = existing.find((old) => old.itemId === line.itemId);
    return { id: kept?.id ?? nextLineId(), itemId: line.itemId, quantity: line.quantity, ...(kept?.writtenOff ? { writtenOff: kept.writtenOff } : {}) };
  });
}

const orderArea: MockResource<StoredOrder> = {
  // The DOs and shipments as the server's demo step makes them, with their CREATE (and CANCEL) rows.
  seed: () => {
    resetDelivery();
    for (const order of deliveryOrderStore.rows) {
      const created = { ...deliveryOrderSnapshot(orderView(order)), status: 'PENDING' };
      recordChange({ entity: DELIVERY_ORDERS.changeEntity, entityId: order.id, action: 'CREATE', actorId: 1, before: null, after: created, createdAt: order.createdAt });
      if (order.cancelledAt) recordChange({ entity: DELIVERY_ORDERS.changeEntity, entityId: order.id, action: 'CANCEL', actorId: 1, before: created, after: { ...created, status: 'BATAL' }, createdAt: order.cancelledAt });
    }
  },
  declaration: DELIVERY_ORDERS,
  store: deliveryOrderStore,
  schemas: { listQuery: deliveryOrderListQuerySchema, create: createDeliveryOrderSchema, update: updateDeliveryOrderSchema },
  snapshot: deliveryOrderSnapshot as never,
  // As the server (decision 289): a number's digits in the number or the address, other text in
  // the address or the customer's name.
  searchText: (order) => [order.address, customerStore.find(order.customerId)?.name ?? null],
  matches: (order, q) => {
    const digits = deliveryOrderNumberDigits(q);
    return digits === undefined ? undefined : matchesSearch(digits, String(order.id).padStart(6, '0'), order.address);
  },
  sortKeys: {
    number: (order) => order.id,
    customer: (order) => customerStore.find(order.customerId)?.name.toLowerCase() ?? '',
    status: (order) => `${order.status} ${order.createdAt}`,
  },
  filter: (order, query) =>
    (query.status === undefined || (query.status === 'OPEN' ? OPEN_DELIVERY_ORDER_STATUSES.includes(order.status) : order.status === query.status)) &&
    (query.customerId === undefined || order.customerId === query.customerId) &&
    (query.itemId === undefined || order.lines.some((line) => line.itemId === query.itemId)) &&
    inDayRange(order.createdAt, query.startDate as string | undefined, query.endDate as string | undefined),
  defaults: {},
  label: (order) => deliveryOrderNumber(order.id),
  view: orderView as never,
  writes: {
    editable: (order) => (order.status === 'BATAL' ? apiError(409, 'DELIVERY_ORDER_CANCELLED', 'The delivery order is cancelled') : null),
    inputOf: (order) => ({ customerId: order.customerId, address: order.address, notes: order.notes, lines: order.lines.map((line) => ({ itemId: line.itemId, quantity: line.quantity })) }),
    create: (values, actorId) => {
      const lines = checkLines(null, values.lines as LineInput[]);
      if (lines instanceof Response) return lines;
      const customer = checkCustomer(values.customerId as number);
      if (customer instanceof Response) return customer;
      return { customerId: customer.id, address: (values.address as string) || customer.address, notes: (values.notes as string | undefined) ?? '', status: 'PENDING', cancelledAt: null, completedAt: null, createdById: actorId, lines };
    },
    update: (order, changes) => {
      // A write-off (POST …/write-offs) is an update of its own: the lines' written-off quantities.
      if (changes.writeOff !== undefined) {
        const lines = writtenOffLines(order, (changes.writeOff as WriteOff).lines);
        return lines instanceof Response ? lines : { lines };
      }
      const refused = changes.lines === undefined ? null : checkItems(order, changes.lines as LineInput[]);
      if (refused) return refused;
      const applied: Partial<StoredOrder> = {};
      if (changes.customerId !== undefined) {
        const customer = checkCustomer(changes.customerId as number);
        if (customer instanceof Response) return customer;
        if (allocatedOn(order)) return fieldError(409, 'DELIVERY_ORDER_ALLOCATED', 'Shipments already hold part of this delivery order', { customerId: 'BELOW_ALLOCATED' });
        applied.customerId = customer.id;
        if (!changes.address) applied.address = customer.address;
      }
      if (changes.address !== undefined && !(changes.address === '' && applied.address !== undefined)) applied.address = changes.address as string;
      if (changes.notes !== undefined) applied.notes = changes.notes as string;
      if (changes.lines !== undefined) {
        const lines = checkLines(order, changes.lines as LineInput[]);
        if (lines instanceof Response) return lines;
        applied.lines = lines;
      }
      return applied;
    },
    loggedFacts: (changes) => (changes.writeOff === undefined ? {} : { writeOffReason: (changes.writeOff as WriteOff).reason }),
    written: (order) => {
      dropRemovedLines(order);
      recomputeStatuses([order.id]);
    },
  },
  bulk: { cancel: (order, actor) => cancelOrder(order, actor.id) },
  more: () => [
    http.post(`*${DELIVERY_ORDERS.api}/:id/cancel`, async ({ request, params: rawParams }) => {
      const actor = authorize(request, DELIVERY_ORDERS.permission.cancel);
      if (actor instanceof Response) return actor;
      const params = parse(idParamsSchema, { id: rawParams.id });
      if (!params.ok) return params.response;
      const input = parse(cancelDeliveryOrderSchema, await jsonOf(request));
      if (!input.ok) return input.response;
      const order = deliveryOrderStore.find(params.data.id);
      if (!order) return apiError(404, 'NOT_FOUND', 'Delivery order not found');
      if (order.status !== 'BATAL' && order.version !== input.data.version) return apiError(409, 'VERSION_CONFLICT', 'The record was changed by someone else', { current: orderView(order) });
      return cancelOrder(order, actor.id) ?? ok(orderView(order));
    }),
    // Under the DO's version, as its edits: one UPDATE row with the written-off lines and the reason.
    http.post(`*${DELIVERY_ORDERS.api}/:id/write-offs`, async ({ request, params: rawParams }) => {
      const actor = authorize(request, DELIVERY_ORDERS.permission.update);
      if (actor instanceof Response) return actor;
      const params = parse(idParamsSchema, { id: rawParams.id });
      if (!params.ok) return params.response;
      const input = parse(writeOffInputSchema, await jsonOf(request));
      if (!input.ok) return input.response;
      const { version, ...writeOff } = input.data;
      return versionedUpdate(orderArea, actor.id, params.data.id, { version, writeOff }, callerOf(request, actor).session);
    }),
  ],
};

/** The server's replaceAllocation checks, in its order; the stored allocation when nothing refuses. */
function allocation(shipment: StoredShipment | null, orders: AllocationInput): Response | StoredAllocation[] {
  const previous = shipment?.deliveryOrders.map((entry) => entry.deliveryOrderId) ?? [];
  const refusedOrder = deliveryOrderRefusal(orders, previous, (id) => deliveryOrderStore.find(id)?.status);
  if (refusedOrder) return fieldError(422, refusedOrder.code, refusedOrder.message, refusedOrder.fields);
  // The lines of the listed DOs, as the server locks them.
  const lines = new Map(orders.flatMap((entry) => deliveryOrderStore.find(entry.deliveryOrderId)!.lines.map((line) => [line.id, { deliveryOrderId: entry.deliveryOrderId, line }] as const)));
  const refusedLine =
    lineRefusal(orders, (id) => lines.get(id)?.deliveryOrderId) ??
    quantityRefusal(orders, (id) => {
      const { line } = lines.get(id)!;
      return line.quantity - lineTotals(line.id, shipment?.id).allocated - (line.writtenOff ?? 0);
    });
  if (refusedLine) return fieldError(422, refusedLine.code, refusedLine.message, refusedLine.fields);
  return orders.map((entry) => ({
    deliveryOrderId: entry.deliveryOrderId,
    destinationType: entry.destinationType,
    address: entry.address || deliveryOrderStore.find(entry.deliveryOrderId)!.address,
    allocatedAt: shipment?.deliveryOrders.find((old) => old.deliveryOrderId === entry.deliveryOrderId)?.allocatedAt ?? nextTime(),
    lines: entry.lines.map((line) => ({ deliveryOrderLineId: line.deliveryOrderLineId, quantity: line.quantity as number })),
  }));
}

/**
 * The vehicle as a whole, as the server writes it: `values` holds only what changed (a PATCH that
 * keeps the mode has no `mode`), so each field comes from `values` or else as stored.
 */
function vehicle(values: Record<string, unknown>, current: StoredShipment | null): Response | Partial<StoredShipment> {
  if (!['mode', 'fleetId', 'plate', 'driverName'].some((field) => values[field] !== undefined)) return {};
  const given = (field: string, stored: unknown) => (values[field] !== undefined ? values[field] : stored);
  const mode = given('mode', current?.mode) as StoredShipment['mode'];
  const fleetId = mode === 'ANTAR' ? (given('fleetId', current?.fleetId ?? null) as number) : null;
  if (mode === 'ANTAR') {
    const fleet = fleetStore.find(fleetId as number);
    if (!fleet) return fieldError(422, 'UNKNOWN_REFERENCE', 'The fleet does not exist', { fleetId: 'NOT_FOUND' });
    if (!fleet.active && fleet.id !== current?.fleetId) return fieldError(422, 'FLEET_INACTIVE', 'The fleet is inactive', { fleetId: 'INACTIVE' });
  }
  return {
    mode,
    fleetId,
    plate: mode === 'JEMPUT' ? (given('plate', current?.mode === 'JEMPUT' ? current.plate : null) as string) : null,
    driverName: (given('driverName', current?.driverName ?? null) as string | null) ?? null,
  };
}

const everyOrder = () => deliveryOrderStore.rows.map((order) => order.id);

const shipmentArea: MockResource<StoredShipment> = {
  // Seeded with the DOs (resetDelivery); here only their CREATE rows.
  seed: () => {
    for (const shipment of shipmentStore.rows) {
      const after = { ...shipmentSnapshot(shipmentView(shipment)), status: 'PENDING', proofUploadedAt: null };
      recordChange({ entity: SHIPMENTS.changeEntity, entityId: shipment.id, action: 'CREATE', actorId: 1, before: null, after, createdAt: shipment.createdAt });
    }
  },
  declaration: SHIPMENTS,
  store: shipmentStore,
  schemas: { listQuery: shipmentListQuerySchema, create: createShipmentSchema, update: updateShipmentSchema },
  snapshot: shipmentSnapshot as never,
  searchText: (shipment) => [shipmentNumber(shipment.id), shipment.plate, shipment.driverName, fleetStore.find(shipment.fleetId ?? 0)?.plate ?? null],
  sortKeys: { number: (shipment) => shipment.id },
  filter: (shipment, query) =>
    (query.ids === undefined || (query.ids as number[]).includes(shipment.id)) &&
    (query.mode === undefined || shipment.mode === query.mode) &&
    (query.status === undefined || shipment.status === query.status) &&
    (query.plate === undefined || matchesSearch(query.plate as string, shipment.plate, fleetStore.find(shipment.fleetId ?? 0)?.plate ?? null)) &&
    (query.deliveryOrderId === undefined || shipment.deliveryOrders.some((entry) => entry.deliveryOrderId === query.deliveryOrderId)) &&
    (query.customerId === undefined || shipment.deliveryOrders.some((entry) => deliveryOrderStore.find(entry.deliveryOrderId)?.customerId === query.customerId)) &&
    inDayRange(shipment.createdAt, query.startDate as string | undefined, query.endDate as string | undefined),
  defaults: {},
  label: (shipment) => shipmentNumber(shipment.id),
  view: shipmentView as never,
  writes: {
    editable: (shipment) =>
      shipment.status === 'SELESAI'
        ? apiError(409, 'SHIPMENT_COMPLETED', 'A completed shipment can no longer be edited')
        : shipment.status === 'BATAL'
          ? apiError(409, 'SHIPMENT_CANCELLED', 'A cancelled shipment can no longer be changed')
          : null,
    inputOf: (shipment) => {
      const { plate, deliveryOrders } = shipmentView(shipment);
      return {
        mode: shipment.mode,
        fleetId: shipment.fleetId,
        plate: shipment.mode === 'JEMPUT' ? plate : null,
        driverName: shipment.driverName,
        notes: shipment.notes,
        deliveryOrders: deliveryOrders.map((entry) => ({
          deliveryOrderId: entry.deliveryOrderId,
          destinationType: entry.destinationType,
          address: entry.address,
          lines: entry.lines.map((line) => ({ deliveryOrderLineId: line.deliveryOrderLineId, quantity: line.quantity })),
        })),
      };
    },
    create: (values, actorId) => {
      const car = vehicle(values, null);
      if (car instanceof Response) return car;
      const allocated = allocation(null, (values.deliveryOrders as AllocationInput | undefined) ?? []);
      if (allocated instanceof Response) return allocated;
      return { ...car, notes: (values.notes as string | undefined) ?? '', status: 'PENDING', completedAt: null, createdById: actorId, proof: null, deliveryOrders: allocated };
    },
    update: (shipment, changes) => {
      const car = vehicle(changes, shipment);
      if (car instanceof Response) return car;
      const applied: Partial<StoredShipment> = { ...car };
      if (changes.notes !== undefined) applied.notes = changes.notes as string;
      if (changes.deliveryOrders !== undefined) {
        const allocated = allocation(shipment, changes.deliveryOrders as AllocationInput);
        if (allocated instanceof Response) return allocated;
        applied.deliveryOrders = allocated;
      }
      return applied;
    },
    written: (_shipment, _input, caller) => recomputeStatuses(everyOrder(), caller.id),
  },
  more: () => [
    ...deliveryPrintHandlers(),
    ...receiptHandlers(),
    http.put(`*${SHIPMENTS.api}/:id/delivery-orders`, async ({ request, params: rawParams }) => {
      const actor = authorize(request, SHIPMENTS.permission.update);
      if (actor instanceof Response) return actor;
      const params = parse(idParamsSchema, { id: rawParams.id });
      if (!params.ok) return params.response;
      const input = parse(putShipmentDeliveryOrdersSchema, await jsonOf(request));
      if (!input.ok) return input.response;
      return versionedUpdate(shipmentArea, actor.id, params.data.id, input.data);
    }),
    // As the server's cancelShipment: refusals with the current record, then BATAL in one step.
    http.post(`*${SHIPMENTS.api}/:id/cancel`, async ({ request, params: rawParams }) => {
      const actor = authorize(request, SHIPMENTS.permission.update);
      if (actor instanceof Response) return actor;
      const params = parse(idParamsSchema, { id: rawParams.id });
      if (!params.ok) return params.response;
      const input = parse(cancelShipmentSchema, await jsonOf(request));
      if (!input.ok) return input.response;
      const shipment = shipmentStore.find(params.data.id);
      if (!shipment) return apiError(404, 'NOT_FOUND', 'Shipment not found');
      const current = shipmentView(shipment);
      if (shipment.status === 'SELESAI') return apiError(409, 'SHIPMENT_COMPLETED', 'A completed shipment cannot be cancelled', { current });
      if (shipment.status === 'BATAL') return apiError(409, 'SHIPMENT_CANCELLED', 'The shipment is already cancelled', { current });
      if (shipment.version !== input.data.version) return apiError(409, 'VERSION_CONFLICT', 'The record was changed by someone else', { current });
      const before = shipmentSnapshot(current);
      const now = nextTime();
      Object.assign(shipment, { status: 'BATAL', cancelledAt: now, cancelReason: input.data.reason, version: shipment.version + 1, updatedAt: now });
      recomputeStatuses(shipment.deliveryOrders.map((entry) => entry.deliveryOrderId), actor.id);
      recordChange({ entity: SHIPMENTS.changeEntity, entityId: shipment.id, action: 'CANCEL', actorId: actor.id, before, after: shipmentSnapshot(shipmentView(shipment)) });
      return ok(shipmentView(shipment));
    }),
    http.post(`*${SHIPMENTS.api}/:id/proof`, async ({ request, params: rawParams }) => {
      const actor = authorize(request, SHIPMENTS.permission.uploadProof);
      if (actor instanceof Response) return actor;
      const params = parse(idParamsSchema, { id: rawParams.id });
      if (!params.ok) return params.response;
      const shipment = shipmentStore.find(params.data.id);
      if (!shipment) return apiError(404, 'NOT_FOUND', 'Shipment not found');
      if (shipment.status === 'BATAL') return apiError(409, 'SHIPMENT_CANCELLED', 'A cancelled shipment can no longer be changed');
      if (shipment.deliveryOrders.length === 0) return apiError(409, 'SHIPMENT_WITHOUT_DELIVERY_ORDERS', 'A shipment without delivery orders cannot be completed');
      const form = await multipartOf(request);
      if (form instanceof Response) return form;
      const file = form.get('file');
      if (!file || typeof file === 'string' || file.size === 0) return fieldError(400, 'IMAGE_MISSING', 'No photo in the upload', { file: 'REQUIRED' });
      if (file.size > PROOF_MAX_BYTES) return apiError(413, 'PAYLOAD_TOO_LARGE', 'The photo is larger than 10 MB');
      const bytes = new Uint8Array(await readInStory(() => file.arrayBuffer()));
      const refused = pictureKindRefusal(bytes);
      if (refused) return refused;
      const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', bytes));
      const idempotent = idempotentCreate(request, actor, { shipmentId: shipment.id, photo: Array.from(digest, (byte) => byte.toString(16).padStart(2, '0')).join('') }, 200);
      if (idempotent instanceof Response) return idempotent;
      const before = shipmentSnapshot(shipmentView(shipment));
      const now = nextTime();
      // The mock keeps no pixels: a fixed size stands for the bounded, re-encoded photo.
      Object.assign(shipment, {
        status: 'SELESAI',
        completedAt: shipment.completedAt ?? now,
        version: shipment.version + 1,
        updatedAt: now,
        proof: { uploadedAt: now, uploadedById: actor.id, width: 1600, height: 1200, bytes: file.size },
      });
      recomputeStatuses(everyOrder(), actor.id);
      recordChange({ entity: SHIPMENTS.changeEntity, entityId: shipment.id, action: 'UPDATE', actorId: actor.id, before, after: shipmentSnapshot(shipmentView(shipment)) });
      idempotent.save({ data: shipmentView(shipment) });
      return ok(shipmentView(shipment));
    }),
    http.get(`*${SHIPMENTS.api}/:id/proof`, ({ request, params: rawParams }) => {
      const actor = authorize(request, SHIPMENTS.permission.showProof);
      if (actor instanceof Response) return actor;
      const params = parse(idParamsSchema, { id: rawParams.id });
      if (!params.ok) return params.response;
      if (!shipmentStore.find(params.data.id)?.proof) return apiError(404, 'NOT_FOUND', 'Proof photo not found');
      return new HttpResponse(PLACEHOLDER_PNG, { headers: { 'Content-Type': 'image/png', 'Cache-Control': 'private, max-age=300' } });
    }),
  ],
};

/** Delivery orders and shipments: one module, as their rules read each other's rows. */
export const resources = [orderArea, shipmentArea];

/** The server's cancel of one DO (server/areas/delivery-orders.ts): refused when cancelled or allocated; null when done. */
function cancelOrder(order: StoredOrder, actorId: number): Response | null {
  if (order.status === 'BATAL') return apiError(409, 'DELIVERY_ORDER_CANCELLED', 'The delivery order is cancelled');
  if (allocatedOn(order)) return apiError(409, 'DELIVERY_ORDER_ALLOCATED', 'Shipments already hold part of this delivery order');
  const before = deliveryOrderSnapshot(orderView(order));
  const now = nextTime();
  Object.assign(order, { status: 'BATAL', cancelledAt: now, completedAt: null, version: order.version + 1, updatedAt: now });
  recordChange({ entity: DELIVERY_ORDERS.changeEntity, entityId: order.id, action: 'CANCEL', actorId, before, after: deliveryOrderSnapshot(orderView(order)) });
  return null;
}
