import type { DestinationType, ShipmentMode } from './shipments';
import { DESTINATION_TYPES } from './shipments-values';
import { demoTime } from './demo-data';

/**
 * The delivery orders and shipments of a demo install (docs/product/running.md), the same on the
 * server (server/db/demo/delivery.ts) and in the mock API: 24 DOs over the 90 days before "today",
 * six PENDING, six PROSES, eight SELESAI, four BATAL, and ten shipments of both modes, completed or
 * not. Numbers follow time, as on the screens: DOs are made over the 80 days after the master data,
 * shipments loaded in order up to the day before the install, completed up to two days before it,
 * so the dashboard's 30 days, its month and the report's default month show deliveries whatever day
 * the demo is installed on (but a month's first two). Indexes point into DEMO_CUSTOMERS,
 * DEMO_ITEMS and DEMO_FLEETS (active fleets only); every value is derived from the index, so every
 * install and every story sees the same records.
 */
export interface DemoDeliveryOrder {
  readonly customerIndex: number;
  readonly notes: string;
  readonly lines: readonly { readonly itemIndex: number; readonly quantity: number }[];
  readonly cancelled: boolean;
  /** Days before "today" it was made. */
  readonly createdDaysAgo: number;
}

export interface DemoShipment {
  readonly mode: ShipmentMode;
  readonly fleetIndex: number | null;
  readonly plate: string | null;
  readonly driverName: string | null;
  readonly notes: string;
  /** Proof uploaded: the shipment is SELESAI. */
  readonly completed: boolean;
  /** Days before "today" it was loaded: after each of its DOs was made. */
  readonly loadedDaysAgo: number;
  readonly orders: readonly {
    readonly orderIndex: number;
    readonly destinationType: DestinationType;
    /** Quantity per line of the DO, by line index (0 = not on this shipment). */
    readonly quantities: readonly number[];
  }[];
}

const DO_COUNT = 24;
const NOTES = ['', 'Bongkar di gudang belakang.', '', 'Hubungi pemilik sebelum kirim.', ''];
const DRIVERS = ['Asep Sunandar', 'Ujang Permana', 'Dedi Kurniawan', 'Yayan Suryana', 'Cecep Hidayat'];
const OUTSIDE_PLATES = ['D 4521 XA', 'Z 1187 KB', 'B 9034 TRC', 'F 2210 QS', 'E 7788 AD'];
/** Active demo fleets (DEMO_FLEETS index 8 is the inactive one). */
const ACTIVE_FLEETS = [0, 1, 2, 3, 4, 5, 6, 7, 9];

/** 0–5 PENDING, 6–11 PROSES, 12–19 SELESAI, 20–23 BATAL. */
export const DEMO_DELIVERY_ORDERS: readonly DemoDeliveryOrder[] = Array.from({ length: DO_COUNT }, (_, index) => ({
  customerIndex: (index * 7) % 30,
  notes: NOTES[index % NOTES.length]!,
  lines: Array.from({ length: 1 + (index % 3) }, (_, line) => ({
    itemIndex: (index * 5 + line * 11) % 30,
    quantity: 10 * (1 + ((index + line * 3) % 6)),
  })),
  cancelled: index >= 20,
  createdDaysAgo: 80 - Math.floor((index * 80) / DO_COUNT),
}));

const vehicle = (index: number): Pick<DemoShipment, 'mode' | 'fleetIndex' | 'plate' | 'driverName'> =>
  index % 2 === 0
    ? { mode: 'ANTAR', fleetIndex: ACTIVE_FLEETS[index % ACTIVE_FLEETS.length]!, plate: null, driverName: index % 4 === 0 ? DRIVERS[index % DRIVERS.length]! : null }
    : { mode: 'JEMPUT', fleetIndex: null, plate: OUTSIDE_PLATES[index % OUTSIDE_PLATES.length]!, driverName: DRIVERS[(index + 2) % DRIVERS.length]! };

const everything = (orderIndex: number) => DEMO_DELIVERY_ORDERS[orderIndex]!.lines.map((line) => line.quantity);
const halfOfFirst = (orderIndex: number) => DEMO_DELIVERY_ORDERS[orderIndex]!.lines.map((line, index) => (index === 0 ? line.quantity / 2 : 0));

/**
 * Four completed shipments carrying two SELESAI DOs each in full; six carrying half of a PROSES
 * DO's first line, the first three completed (half delivered: still PROSES).
 */
export const DEMO_SHIPMENTS: readonly DemoShipment[] = [
  ...[12, 14, 16, 18].map((first, index) => ({
    ...vehicle(index),
    notes: index === 1 ? 'Muat pagi, jalan sebelum jam 9.' : '',
    completed: true,
    loadedDaysAgo: [36, 29, 22, 15][index]!,
    orders: [first, first + 1].map((orderIndex) => ({ orderIndex, destinationType: DESTINATION_TYPES[orderIndex % DESTINATION_TYPES.length]!, quantities: everything(orderIndex) })),
  })),
  ...[6, 7, 8, 9, 10, 11].map((orderIndex, index) => ({
    ...vehicle(index + 4),
    notes: '',
    completed: index < 3,
    loadedDaysAgo: [12, 8, 2, 1, 1, 1][index]!,
    orders: [{ orderIndex, destinationType: DESTINATION_TYPES[(orderIndex + 1) % DESTINATION_TYPES.length]!, quantities: halfOfFirst(orderIndex) }],
  })),
];

/** When the `index`-th demo DO was made: in the office's hours of its day. */
export const demoOrderCreatedAt = (today: Date, index: number): Date => demoTime(today, DEMO_DELIVERY_ORDERS[index]!.createdDaysAgo, 1 + (index % 8));

/** When the `index`-th demo shipment was loaded (later hours for later numbers), and its proof came back four hours on. */
export function demoShipmentTimes(today: Date, index: number): { loadedAt: Date; completedAt: Date | null } {
  const shipment = DEMO_SHIPMENTS[index]!;
  const loadedAt = demoTime(today, shipment.loadedDaysAgo, 1 + index);
  return { loadedAt, completedAt: shipment.completed ? new Date(loadedAt.getTime() + 4 * 3_600_000) : null };
}
