import type { DeliveryOrder, DeliveryOrderStatus } from '../../../../contract/delivery-orders';
import type { AllocationInput, DestinationType, ShipmentDeliveryOrder } from '../../../../contract/shipments';
import { numberFromInput } from '../../../lib/forms/area-errors';

/**
 * The allocation editor's state: per DO what the screen shows (number, customer, lines with item,
 * unit, weight and what this shipment may take) and what the person typed (quantities as text,
 * so `12,5` or `abc` stay visible and the contract's schema names the problem).
 */
export interface DraftLine {
  deliveryOrderLineId: number;
  itemName: string;
  unit: string;
  weightKg: number | null;
  ordered: number;
  /** The most this shipment may hold of the line (ordered − what other shipments took). */
  available: number;
  quantity: string;
}

export interface DraftOrder {
  deliveryOrderId: number;
  number: string;
  customerName: string;
  status: DeliveryOrderStatus;
  /** The DO's own address, when known (a DO added here); "use the DO's address" sends a blank one. */
  orderAddress: string | null;
  destinationType: DestinationType;
  useOrderAddress: boolean;
  address: string;
  lines: DraftLine[];
}

/** The shipment's DOs as saved. */
export const draftsOfShipment = (orders: readonly ShipmentDeliveryOrder[]): DraftOrder[] =>
  orders.map((order) => ({
    deliveryOrderId: order.deliveryOrderId,
    number: order.number,
    customerName: order.customerName,
    status: order.status,
    orderAddress: null,
    destinationType: order.destinationType,
    useOrderAddress: false,
    address: order.address,
    lines: order.lines.map((line) => ({
      deliveryOrderLineId: line.deliveryOrderLineId,
      itemName: line.itemName,
      unit: line.unit,
      weightKg: line.weightKg,
      ordered: line.ordered,
      available: line.available,
      quantity: line.quantity > 0 ? String(line.quantity) : '',
    })),
  }));

/**
 * A DO added in the editor: every line offered with what is still pending, filled in (the usual
 * case is "ship the rest"); its own address. `saved` is the shipment's earlier entry for the DO
 * (removed, then added again), whose lines may take their own quantities back too, and whose
 * destination and address come back with it.
 */
export function draftOfOrder(order: DeliveryOrder, saved?: ShipmentDeliveryOrder): DraftOrder {
  return {
    deliveryOrderId: order.id,
    number: order.number,
    customerName: order.customerName,
    status: order.status,
    orderAddress: order.address,
    destinationType: saved?.destinationType ?? 'RUMAH',
    useOrderAddress: saved === undefined || saved.address === order.address,
    address: saved && saved.address !== order.address ? saved.address : '',
    lines: order.lines.map((line) => {
      const own = saved?.lines.find((candidate) => candidate.deliveryOrderLineId === line.id);
      const available = own ? own.available : line.pending;
      return {
        deliveryOrderLineId: line.id,
        itemName: line.itemName,
        unit: line.unit,
        weightKg: line.weightKg,
        ordered: line.quantity,
        available,
        quantity: available > 0 ? String(available) : '',
      };
    }),
  };
}

/** Why a DO cannot start a shipment: cancelled, completed, or every line already on shipments. */
export type UnshippableReason = 'BATAL' | 'SELESAI' | 'NOTHING_PENDING';

/**
 * Why a chosen DO stays out of a new shipment, or null when it can go on one. A cancelled DO still
 * shows its lines as pending, so its status decides before the quantities do.
 */
export function unshippableReason(order: Pick<DeliveryOrder, 'status' | 'lines'>): UnshippableReason | null {
  if (order.status === 'BATAL' || order.status === 'SELESAI') return order.status;
  return order.lines.some((line) => line.pending > 0) ? null : 'NOTHING_PENDING';
}

/**
 * A DO already in the editor with every line of the DO as it is now: the lines it holds keep
 * what was typed and what this shipment may take; the DO's other lines join it blank, offering
 * what is still pending (the shipment's DO screen shows only the lines a shipment holds).
 */
export function withEveryLine(draft: DraftOrder, order: DeliveryOrder): DraftOrder {
  return {
    ...draft,
    status: order.status,
    orderAddress: order.address,
    lines: order.lines.map(
      (line) =>
        draft.lines.find((own) => own.deliveryOrderLineId === line.id) ?? {
          deliveryOrderLineId: line.id,
          itemName: line.itemName,
          unit: line.unit,
          weightKg: line.weightKg,
          ordered: line.quantity,
          available: line.pending,
          quantity: '',
        },
    ),
  };
}

/** A line left blank that could still take something: what "Tambah DO" adds to a DO already in the editor. */
export const hasLinesToAdd = (draft: DraftOrder) => draft.lines.some((line) => blank(line.quantity) && line.available > 0);

/** The blank lines that could take something, filled with all they may take ("ship the rest"). */
export const withLinesAdded = (draft: DraftOrder): DraftOrder => ({
  ...draft,
  lines: draft.lines.map((line) => (blank(line.quantity) && line.available > 0 ? { ...line, quantity: String(line.available) } : line)),
});

/**
 * A DO removed in the editor and chosen again: the DO as it is now, with the destination, the
 * address and the quantities the person had given it.
 */
export function restored(fresh: DraftOrder, removed: DraftOrder): DraftOrder {
  return {
    ...fresh,
    destinationType: removed.destinationType,
    useOrderAddress: removed.useOrderAddress,
    address: removed.address,
    lines: fresh.lines.map((line) => {
      const before = removed.lines.find((own) => own.deliveryOrderLineId === line.deliveryOrderLineId);
      return before ? { ...line, quantity: before.quantity } : line;
    }),
  };
}

/**
 * The request keys of lines whose typed quantity is above what the editor shows as available:
 * the form refuses them before sending (the server's ABOVE_PENDING then means a real race).
 */
export function aboveAvailableKeys(drafts: readonly DraftOrder[]): string[] {
  const { paths } = allocationOf(drafts);
  return drafts.flatMap((draft, index) =>
    draft.lines.flatMap((line, lineIndex) => {
      const quantity = quantityOf(line);
      const path = paths[index]![lineIndex];
      return path && quantity !== null && quantity > Math.max(0, line.available) ? [path] : [];
    }),
  );
}

const blank = (text: string) => text.trim() === '';

/**
 * The request's `deliveryOrders` (contract allocationSchema): lines left blank are not sent;
 * `paths[i][k]` is the field-error key of the editor's line k of DO i (`deliveryOrders.0.lines.1.quantity`),
 * null for a line not sent.
 */
export function allocationOf(drafts: readonly DraftOrder[]): { body: AllocationInput; paths: (string | null)[][] } {
  const paths: (string | null)[][] = [];
  const body = drafts.map((draft, index) => {
    let sent = 0;
    paths.push(draft.lines.map((line) => (blank(line.quantity) ? null : `deliveryOrders.${index}.lines.${sent++}.quantity`)));
    return {
      deliveryOrderId: draft.deliveryOrderId,
      destinationType: draft.destinationType,
      address: draft.useOrderAddress ? '' : draft.address,
      lines: draft.lines
        .filter((line) => !blank(line.quantity))
        .map((line) => ({ deliveryOrderLineId: line.deliveryOrderLineId, quantity: numberFromInput(line.quantity) as number })),
    };
  });
  return { body, paths };
}

/** Every key a server or schema error of the allocation may carry, for mapping them to the editor. */
export function allocationErrorKeys(drafts: readonly DraftOrder[]): string[] {
  const { paths } = allocationOf(drafts);
  return drafts.flatMap((draft, index) => [
    `deliveryOrders.${index}.deliveryOrderId`,
    `deliveryOrders.${index}.destinationType`,
    `deliveryOrders.${index}.address`,
    `deliveryOrders.${index}.lines`,
    ...paths[index]!.flatMap((path) => (path ? [path, path.replace(/quantity$/, 'deliveryOrderLineId')] : [])),
  ]);
}

/** The quantity typed on a line as a number, or null when blank or not a whole number. */
export const quantityOf = (line: DraftLine): number | null => {
  const value = numberFromInput(line.quantity);
  return typeof value === 'number' && Number.isInteger(value) ? value : null;
};

/** The load in kg when every line with a quantity has a weight, else null; 0 with nothing on it. */
export function loadKgOf(drafts: readonly DraftOrder[]): number | null {
  let total = 0;
  for (const line of drafts.flatMap((draft) => draft.lines)) {
    const quantity = quantityOf(line);
    if (quantity === null || quantity <= 0) continue;
    if (line.weightKg === null) return null;
    total += quantity * line.weightKg;
  }
  return Math.round(total * 1000) / 1000;
}
