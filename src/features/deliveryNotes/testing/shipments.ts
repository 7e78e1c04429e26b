import type { Shipment } from '../../../../contract/shipments';
import type { NoteCompany } from '../components/note-model';

/**
 * Stories only: shipment S-0000{id} as the print screens receive it, with `orders` DOs of
 * `lineCount` lines each (the first line BAWANG PUTIH, 40 of 50 shipped, 10 remaining).
 */
export function noteShipment({ id = 45, mode = 'ANTAR', lineCount = 1, address = 'Jl. Soekarno-Hatta No. 590, Bandung', orders = 1 }: { id?: number; mode?: 'ANTAR' | 'JEMPUT'; lineCount?: number; address?: string; orders?: number } = {}): Shipment {
  return {
    id, version: 1, createdAt: '2026-11-24T01:00:00.000Z', updatedAt: '2026-11-24T01:00:00.000Z', number: `S-${String(id).padStart(6, '0')}`, mode,
    fleetId: mode === 'ANTAR' ? 3 : null, fleetModel: mode === 'ANTAR' ? 'Hino Dutro 130 HD' : null, fleetCapacityKg: null,
    plate: mode === 'ANTAR' ? 'D 8123 AB' : 'B 9012 XYZ', driverName: mode === 'JEMPUT' ? 'Ujang Sutisna' : null, notes: 'Bongkar pagi hari.',
    status: 'PENDING', completedAt: null, cancelledAt: null, cancelReason: null, proof: null, totalQuantity: 0, loadKg: null, createdBy: null,
    print: { count: 0, lastPrintedAt: null, lastPrintedBy: null, changedSincePrint: false },
    deliveryOrders: Array.from({ length: orders }, (_, order) => ({
      deliveryOrderId: 123 + order, number: `DO-${String(123 + order).padStart(6, '0')}`, customerId: 1, customerName: 'Toko Sinar Jaya', status: 'PROSES' as const, destinationType: 'GUDANG' as const, address,
      lines: Array.from({ length: lineCount }, (_, index) => ({
        deliveryOrderLineId: order * 1000 + index + 1, itemId: index + 1, itemName: index === 0 ? 'BAWANG PUTIH' : `Barang ${index + 1}`, itemCode: index === 0 ? 'BWP-01' : null,
        unit: 'KG', weightKg: null, quantity: 40, ordered: 50, available: 50, remaining: 10,
      })),
      receipt: null, receiptState: 'BELUM' as const,
    })),
  };
}

/** A small square logo as a data URL, so a story's note shows one without a server. */
const LOGO_URL = `data:image/svg+xml,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" width="200" height="100" viewBox="0 0 200 100"><rect width="200" height="100" fill="#0b5"/><text x="100" y="64" font-size="44" text-anchor="middle" fill="#fff" font-family="Arial">LSA</text></svg>')}`;

/** Stories only: the company profile at the head of the notes, filled in, with or without its logo. */
export function noteCompany({ logo = true, name = 'PT Laju Sejahtera Abadi' }: { logo?: boolean; name?: string } = {}): NoteCompany {
  return {
    name,
    address: 'Jl. Gatot Subroto Kav. 21\nJakarta Selatan 12930',
    phone: '021-5551234',
    npwp: '01.234.567.8-901.000',
    logo: logo ? { url: LOGO_URL, width: 200, height: 100 } : null,
  };
}
