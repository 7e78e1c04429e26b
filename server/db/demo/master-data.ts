import { customers, fleets, items } from '../schema';
import type { DemoContext, DemoStep } from './index';

/**
 * SPEC §10's master data: about 30 customers, 30 items and 10 fleets, the same on every install.
 * Created over the 90 days before "today", so lists sorted by date read naturally.
 */
const SHOP_KINDS = ['Toko', 'CV', 'PT', 'UD', 'Warung', 'Koperasi'];
const SHOP_NAMES = [
  'Sinar Jaya', 'Maju Bersama', 'Sumber Rejeki', 'Berkah Abadi', 'Makmur Sentosa', 'Harapan Baru', 'Cahaya Timur',
  'Mitra Tani', 'Sejahtera', 'Mulia Agung', 'Bintang Terang', 'Karya Mandiri', 'Rezeki Lancar', 'Tunas Muda',
  'Surya Kencana', 'Anugerah', 'Sentral Pangan', 'Lima Saudara', 'Bunga Desa', 'Putra Jaya', 'Samudra',
  'Delta Niaga', 'Gemilang', 'Nusantara', 'Pelita', 'Merpati', 'Garuda Mas', 'Mekar Sari', 'Sri Rejeki', 'Jaya Abadi',
];
const CITIES = ['Bandung', 'Cimahi', 'Garut', 'Sumedang', 'Tasikmalaya', 'Cianjur', 'Bogor', 'Bekasi', 'Karawang', 'Subang'];
const STREETS = ['Jl. Merdeka', 'Jl. Sudirman', 'Jl. Asia Afrika', 'Jl. Pasar Baru', 'Jl. Kopo', 'Jl. Soekarno-Hatta', 'Jl. Cibaduyut'];

const ITEMS: [name: string, unit: string, weightKg: number | null][] = [
  ['Bawang Putih', 'KG', 1], ['Bawang Merah', 'KG', 1], ['Gula Pasir', 'KARUNG', 50], ['Beras Premium', 'KARUNG', 25],
  ['Beras Medium', 'KARUNG', 25], ['Tepung Terigu', 'KARUNG', 25], ['Minyak Goreng', 'DUS', 12], ['Kecap Manis', 'DUS', 7.2],
  ['Garam Dapur', 'DUS', 10], ['Telur Ayam', 'PCS', 0.06], ['Mi Instan', 'DUS', 3.4], ['Kopi Bubuk', 'DUS', 6],
  ['Teh Celup', 'DUS', 2.5], ['Susu Kental Manis', 'DUS', 18.5], ['Sabun Cuci', 'DUS', 9], ['Air Mineral 600 ml', 'DUS', 14.4],
  ['Air Mineral Galon', 'PCS', 19], ['Cabai Merah', 'KG', 1], ['Kentang', 'KARUNG', 50], ['Wortel', 'KARUNG', 40],
  ['Jagung Pipil', 'KARUNG', 50], ['Kedelai', 'KARUNG', 50], ['Santan Kemasan', 'DUS', 4.8], ['Sarden Kaleng', 'DUS', 8.6],
  ['Margarin', 'DUS', 15], ['Gas Elpiji 3 kg', 'PCS', 8], ['Minyak Tanah', 'LITER', 0.8], ['Cuka Makan', 'DUS', 6.5],
  ['Kardus Bekas', 'PCS', null], ['Plastik Kemasan', 'PCS', null],
];

const FLEETS: [model: string, plate: string, capacityKg: number | null, active: boolean][] = [
  ['Hino Dutro 130 HD', 'D 8123 AB', 8000, true], ['Isuzu Elf NMR 71', 'D 8456 CD', 5000, true],
  ['Mitsubishi Colt Diesel FE 74', 'D 9012 EF', 7500, true], ['Suzuki Carry Pick Up', 'D 1834 GH', 1000, true],
  ['Daihatsu Gran Max Pick Up', 'D 1957 IJ', 1200, true], ['Toyota Dyna 130 HT', 'B 9631 KL', 6000, true],
  ['Mitsubishi L300', 'D 1470 MN', 1500, true], ['Isuzu Traga', 'D 8258 OP', 2000, true],
  ['Hino Ranger FL 235', 'D 9369 QR', 15000, false], ['Suzuki APV Blind Van', 'D 1147 ST', null, true],
];

const DAY = 24 * 60 * 60 * 1000;

export const masterDataStep: DemoStep = {
  name: 'master data (customers, items, fleets)',
  async run({ tx, random, today, ids }: DemoContext) {
    const createdAt = (index: number, total: number) => new Date(today.getTime() - (90 - Math.floor((index * 90) / total)) * DAY + random.int(8, 16) * 3_600_000);
    const customerRows = SHOP_NAMES.map((name, index) => {
      const kind = SHOP_KINDS[index % SHOP_KINDS.length]!;
      const city = random.pick(CITIES);
      const at = createdAt(index, SHOP_NAMES.length);
      return {
        name: `${kind} ${name}`,
        phone: index % 5 === 4 ? null : `08${random.int(11, 59)}-${random.int(1000, 9999)}-${random.int(1000, 9999)}`,
        email: index % 3 === 0 ? `${name.toLowerCase().replace(/\W+/g, '.')}@contoh.id` : null,
        address: `${random.pick(STREETS)} No. ${random.int(1, 250)}, ${city}`,
        notes: index % 7 === 0 ? 'Bongkar muat hanya pagi hari.' : '',
        createdAt: at,
        updatedAt: at,
      };
    });
    ids.set('customers', (await tx.insert(customers).values(customerRows).returning({ id: customers.id })).map((row) => row.id));

    const itemRows = ITEMS.map(([name, unit, weightKg], index) => {
      const at = createdAt(index, ITEMS.length);
      return { name, code: `BRG-${String(index + 1).padStart(3, '0')}`, unit, weightKg, notes: '', createdAt: at, updatedAt: at };
    });
    ids.set('items', (await tx.insert(items).values(itemRows).returning({ id: items.id })).map((row) => row.id));

    const fleetRows = FLEETS.map(([model, plate, capacityKg, active], index) => {
      const at = createdAt(index, FLEETS.length);
      return { model, plate, capacityKg, active, createdAt: at, updatedAt: at };
    });
    ids.set('fleets', (await tx.insert(fleets).values(fleetRows).returning({ id: fleets.id })).map((row) => row.id));
  },
};
