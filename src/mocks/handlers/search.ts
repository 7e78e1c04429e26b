import { http } from 'msw';
import { deliveryOrderNumber } from '../../../contract/delivery-orders-values';
import {
  globalSearchQuerySchema,
  numberTerms,
  SEARCH_GROUP_SIZE,
  SEARCH_KIND_PERMISSIONS,
  SEARCH_KINDS,
  searchesText,
  type GlobalSearchResult,
  type SearchKind,
  type SearchRecord,
} from '../../../contract/search';
import { shipmentNumber } from '../../../contract/shipments-values';
import { mockUsers, type MockUser } from '../db/auth';
import { deliveryOrderStore, shipmentStore } from '../db/delivery';
import { customerStore, fleetStore, itemStore } from '../db/resources';
import { authorize, holds, matchesSearch, parse, queryOf } from './helpers';
import { ok } from './respond';

/**
 * `GET /api/search` on the mock, found in the mock db by the server's rules
 * (server/services/global-search.ts), so the shared suite (contract/testing/search-suite.ts) holds
 * for both: a group per kind the caller may list, the exact number first, then each kind's order.
 */
const joined = (...parts: (string | null | undefined)[]) => parts.filter((part) => part !== null && part !== undefined && part !== '').join(' · ') || null;
const byText = <T extends { id: number }>(key: (row: T) => string) => (a: T, b: T) => {
  const [x, y] = [key(a), key(b)];
  return x < y ? -1 : x > y ? 1 : a.id - b.id;
};
const newest = (a: { id: number }, b: { id: number }) => b.id - a.id;

/** The exact record first (when it exists), then the others in their order, cut to a group. */
function firstExact<T extends { id: number }>(rows: readonly T[], exactId: number | undefined, matches: (row: T) => boolean, order: (a: T, b: T) => number) {
  const exact = exactId === undefined ? [] : rows.filter((row) => row.id === exactId);
  const others = rows.filter((row) => row.id !== exactId && matches(row)).sort(order);
  return [...exact, ...others].slice(0, SEARCH_GROUP_SIZE);
}

function find(kind: SearchKind, term: string): SearchRecord[] {
  const { deliveryOrder, shipment } = numberTerms(term);
  const text = searchesText(term);
  const fleetPlate = (fleetId: number | null) => (fleetId === null ? null : (fleetStore.find(fleetId)?.plate ?? null));
  /** Text shorter than the server looks up finds nothing but an exact number. */
  const textual = <T extends { id: number }>(rows: readonly T[], matches: (row: T) => boolean, order: (a: T, b: T) => number) =>
    text ? firstExact(rows, undefined, matches, order) : [];
  switch (kind) {
    case 'deliveryOrders':
      return firstExact(
        deliveryOrderStore.rows,
        deliveryOrder?.id,
        (order) => deliveryOrder?.digits !== undefined && matchesSearch(deliveryOrder.digits, String(order.id).padStart(6, '0'), order.address),
        newest,
      ).map((order) => ({ id: order.id, label: deliveryOrderNumber(order.id), secondary: customerStore.find(order.customerId)?.name || null }));
    case 'shipments':
      return firstExact(
        shipmentStore.rows,
        shipment?.id,
        (found) => shipment?.digits !== undefined && matchesSearch(shipment.digits, shipmentNumber(found.id), found.plate, found.driverName),
        newest,
      ).map((found) => ({ id: found.id, label: shipmentNumber(found.id), secondary: joined(fleetPlate(found.fleetId) ?? found.plate, found.driverName) }));
    case 'customers':
      return textual(customerStore.rows, (customer) => matchesSearch(term, customer.name, customer.phone, customer.email), byText((customer) => customer.name.toLowerCase())).map(
        (customer) => ({ id: customer.id, label: customer.name, secondary: joined(customer.phone, customer.address) }),
      );
    case 'items':
      return textual(itemStore.rows, (item) => matchesSearch(term, item.name, item.code), byText((item) => item.name.toLowerCase())).map((item) => ({
        id: item.id,
        label: item.name,
        secondary: joined(item.code, item.unit),
      }));
    case 'fleets':
      return textual(fleetStore.rows, (fleet) => matchesSearch(term, fleet.plate, fleet.model), byText((fleet) => fleet.plate)).map((fleet) => ({
        id: fleet.id,
        label: fleet.plate,
        secondary: fleet.model,
      }));
    case 'users':
      return textual<MockUser>(mockUsers, (user) => user.active && matchesSearch(term, user.username, user.name, user.email), byText((user) => user.name.toLowerCase())).map(
        (user) => ({ id: user.id, label: user.name, secondary: user.username }),
      );
  }
}

export const searchHandlers = () => [
  http.get('*/api/search', ({ request }) => {
    const actor = authorize(request);
    if (actor instanceof Response) return actor;
    const query = parse(globalSearchQuerySchema, queryOf(request));
    if (!query.ok) return query.response;
    const term = query.data.q;
    const kinds = SEARCH_KINDS.filter((kind) => holds(actor, SEARCH_KIND_PERMISSIONS[kind]));
    const result: GlobalSearchResult = { groups: kinds.map((kind) => ({ kind, records: term === undefined ? [] : find(kind, term) })) };
    return ok(result);
  }),
];
