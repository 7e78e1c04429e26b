/**
 * The master data of a demo install (docs/product/running.md), the same on the server
 * (server/db/demo) and in the mock API (src/mocks): about 30 customers, 30 items and 10 fleets.
 * Values are derived from the index, so every install and every story sees the same records.
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

export interface DemoCustomer {
  readonly name: string;
  readonly phone: string | null;
  readonly email: string | null;
  readonly address: string;
  readonly notes: string;
}

export const DEMO_CUSTOMERS: readonly DemoCustomer[] = SHOP_NAMES.map((name, index) => ({
  name: `${SHOP_KINDS[index % SHOP_KINDS.length]} ${name}`,
  phone: index % 5 === 4 ? null : `08${11 + ((index * 7) % 49)}-${String(1000 + ((index * 3571) % 9000))}-${String(1000 + ((index * 7919) % 9000))}`,
  email: index % 3 === 0 ? `${name.toLowerCase().replace(/\W+/g, '.')}@contoh.id` : null,
  address: `${STREETS[index % STREETS.length]} No. ${1 + ((index * 37) % 250)}, ${CITIES[(index * 3) % CITIES.length]}`,
  notes: index % 7 === 0 ? 'Bongkar muat hanya pagi hari.' : '',
}));

export interface DemoItem {
  readonly name: string;
  readonly code: string;
  readonly unit: string;
  readonly weightKg: number | null;
}

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
export const DEMO_ITEMS: readonly DemoItem[] = ITEMS.map(([name, unit, weightKg], index) => ({
  name,
  code: `BRG-${String(index + 1).padStart(3, '0')}`,
  unit,
  weightKg,
}));

export interface DemoFleet {
  readonly model: string;
  readonly plate: string;
  readonly capacityKg: number | null;
  readonly active: boolean;
}

export const DEMO_FLEETS: readonly DemoFleet[] = (
  [
    ['Hino Dutro 130 HD', 'D 8123 AB', 8000, true], ['Isuzu Elf NMR 71', 'D 8456 CD', 5000, true],
    ['Mitsubishi Colt Diesel FE 74', 'D 9012 EF', 7500, true], ['Suzuki Carry Pick Up', 'D 1834 GH', 1000, true],
    ['Daihatsu Gran Max Pick Up', 'D 1957 IJ', 1200, true], ['Toyota Dyna 130 HT', 'B 9631 KL', 6000, true],
    ['Mitsubishi L300', 'D 1470 MN', 1500, true], ['Isuzu Traga', 'D 8258 OP', 2000, true],
    ['Hino Ranger FL 235', 'D 9369 QR', 15000, false], ['Suzuki APV Blind Van', 'D 1147 ST', null, true],
  ] as const
).map(([model, plate, capacityKg, active]) => ({ model, plate, capacityKg, active }));

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

/**
 * A demo record's time: `daysAgo` whole days before `today` (the install's day, from midnight UTC),
 * at `hour` o'clock UTC. Demo records keep to the hours 01–11 UTC, Jakarta's working day, and to
 * the days before the install's, so none is dated later than the moment the demo is installed.
 */
export const demoTime = (today: Date, daysAgo: number, hour: number): Date => new Date(today.getTime() - daysAgo * DAY_MS + hour * HOUR_MS);

/**
 * When the `index`-th of `total` demo master records was created: the business set its lists up in
 * the first week of the demo's 90 days (90 to 83 days before today), before any DO named them.
 */
export const demoCreatedAt = (today: Date, index: number, total: number): Date => demoTime(today, 90 - Math.floor((index * 8) / total), 1 + (index % 8));
