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
 * (removed, then added again), whose lines may take their own quantities back too.
 */
export function draftOfOrder(order: DeliveryOrder, saved?: ShipmentDeliveryOrder): DraftOrder {
  return {
    deliveryOrderId: order.id,
    number: order.number,
    customerName: order.customerName,
    status: order.status,
    orderAddress: order.address,
    destinationType: saved?.destinationType ?? 'RUMAH',
    useOrderAddress: true,
    address: '',
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
