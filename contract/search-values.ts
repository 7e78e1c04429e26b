// The plain values of the global search ("find anything"): constants and pure helpers with no zod,
// so the search dialog's lazy chunk never downloads the validation library (decision 260).
// `contract/search.ts` re-exports them beside its schemas.
import { CUSTOMERS, DELIVERY_ORDERS, FLEETS, ITEMS, SHIPMENTS, USERS } from './areas';
import { deliveryOrderNumberDigits } from './delivery-orders-values';

/** The kinds of record the search finds, in the order their groups are shown. */
export const SEARCH_KINDS = ['deliveryOrders', 'shipments', 'customers', 'items', 'fleets', 'users'] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

/** Each kind is searched only for a caller whose role may list it (docs/product/permissions.md). */
export const SEARCH_KIND_PERMISSIONS = {
  deliveryOrders: DELIVERY_ORDERS.permission.list,
  shipments: SHIPMENTS.permission.list,
  customers: CUSTOMERS.permission.list,
  items: ITEMS.permission.list,
  fleets: FLEETS.permission.list,
  users: USERS.permission.list,
} as const satisfies Record<SearchKind, string>;

/** Records per group: enough to pick from; the list page has the rest. */
export const SEARCH_GROUP_SIZE = 5;

/**
 * Letters and digits a term needs before text is matched: fewer give the trigram indexes nothing to
 * look up, and every kind would be read whole (decision 333). A shorter term still finds the DO or
 * shipment whose number it is.
 */
export const SEARCH_TEXT_MIN = 3;
export const searchesText = (term: string) => (term.match(/[\p{L}\p{N}]/gu)?.length ?? 0) >= SEARCH_TEXT_MIN;

/** The largest id a number term can name (PostgreSQL's integer). */
const ID_MAX = 2_147_483_647;

/**
 * The digits of a term typed as a shipment number ("S-000045", "s 45", "000045"; "S-" on its way to
 * one gives ''), or undefined for any other term.
 */
export function shipmentNumberDigits(term: string): string | undefined {
  const match = /^\s*(?:s\s*-\s*(\d*)|s\s*(\d+)|(\d+))\s*$/i.exec(term);
  return match ? (match[1] ?? match[2] ?? match[3]) : undefined;
}

const idOf = (digits: string | undefined) => {
  if (!digits) return undefined;
  const id = Number(digits);
  return id >= 1 && id <= ID_MAX ? id : undefined;
};

/** A number term's look-ups: the digits to find inside numbers (long enough to look up) and the id it names. */
export interface NumberTerm {
  readonly digits: string | undefined;
  readonly id: number | undefined;
}

const numberTermOf = (digits: string | undefined): NumberTerm | undefined =>
  digits === undefined ? undefined : { digits: digits.length >= SEARCH_TEXT_MIN ? digits : undefined, id: idOf(digits) };

/**
 * What a term says about record numbers, per kind (undefined: the term is no number of that kind):
 * the DO and the shipment it names exactly come first in their groups, then those holding its digits.
 */
export function numberTerms(term: string): { deliveryOrder: NumberTerm | undefined; shipment: NumberTerm | undefined } {
  return { deliveryOrder: numberTermOf(deliveryOrderNumberDigits(term)), shipment: numberTermOf(shipmentNumberDigits(term)) };
}

/**
 * A term typed as a DO or shipment number that names no record yet and holds too few digits to look
 * up ("DO-", "DO-00", "S-0"): the next digit makes it searchable, and until then the search says to
 * go on typing rather than finding nothing.
 */
export function numberInProgress(term: string): boolean {
  // "do" alone may as well begin a name: a number shows itself by its dash or a digit.
  if (!/[\d-]/.test(term)) return false;
  const { deliveryOrder, shipment } = numberTerms(term);
  const numbers = [deliveryOrder, shipment].filter((number) => number !== undefined);
  return numbers.length > 0 && numbers.every((number) => number.id === undefined && number.digits === undefined);
}

/** One record found: its id (for its detail page), what names it, and a second line. */
export interface SearchRecord {
  readonly id: number;
  readonly label: string;
  readonly secondary: string | null;
}
export interface SearchGroup {
  readonly kind: SearchKind;
  readonly records: SearchRecord[];
}
/** `GET /api/search`: a group for every kind the caller may list, in SEARCH_KINDS order, empty ones too. */
export interface GlobalSearchResult {
  readonly groups: SearchGroup[];
}
