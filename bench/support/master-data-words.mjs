// The master-data bench's words (bench/server-master-data.mjs, bench/global-search.mjs): names and
// words as the demo data has them, as SQL array literals, and how a row picks one.
export const words = (list) => `array[${list.map((word) => `'${word}'`).join(',')}]`;
export const FIRST = words(['Budi', 'Siti', 'Agus', 'Dewi', 'Rudi', 'Sri', 'Andi', 'Rina', 'Joko', 'Wati', 'Hendra', 'Yuni', 'Bambang', 'Lestari', 'Eko', 'Ratna', 'Dedi', 'Fitri', 'Arif', 'Indah', 'Wahyu', 'Maya', 'Teguh', 'Ayu']);
export const LAST = words(['Santoso', 'Wijaya', 'Saputra', 'Hidayat', 'Pratama', 'Kusuma', 'Nugroho', 'Setiawan', 'Siregar', 'Hasibuan', 'Nasution', 'Wibowo', 'Gunawan', 'Halim', 'Purnomo', 'Susanto', 'Utomo', 'Rahman', 'Tanjung', 'Harahap']);
export const TRADE = words(['Toko', 'CV', 'PT', 'UD', 'Warung', 'Grosir', '', '']);
export const CITY = words(['Jakarta', 'Bandung', 'Surabaya', 'Semarang', 'Medan', 'Makassar', 'Yogyakarta', 'Malang', 'Bekasi', 'Bogor', 'Denpasar', 'Palembang']);
export const GOODS = words(['Beras', 'Gula Pasir', 'Minyak Goreng', 'Tepung Terigu', 'Semen', 'Pupuk Urea', 'Kopi Bubuk', 'Teh Celup', 'Garam', 'Kecap', 'Mie Instan', 'Air Mineral', 'Sabun Cuci', 'Cat Tembok', 'Paku', 'Keramik', 'Kedelai', 'Jagung', 'Telur', 'Susu Bubuk']);
export const GRADE = words(['Premium', 'Super', 'Curah', 'Kemasan', 'Medium', 'Ekonomis', 'Grosir', 'Eceran']);
export const UNITS = words(['KG', 'KG', 'KG', 'PCS', 'PCS', 'KARUNG', 'KARUNG', 'DUS', 'DUS', 'LITER', 'BAL', 'IKAT']);
export const REGION = words(['B', 'D', 'F', 'AB', 'L', 'N', 'H', 'BK', 'DK', 'AD', 'BG', 'DD', 'KT', 'E', 'G', 'Z']);
export const MODEL = words(['Isuzu Elf NMR', 'Mitsubishi Colt Diesel', 'Hino Dutro 130', 'Toyota Dyna', 'Suzuki Carry Pick Up', 'Daihatsu Gran Max', 'Mitsubishi Fuso Fighter', 'Isuzu Giga', 'Hino Ranger', 'UD Trucks Quester']);
/**
 * An element of an array literal picked by a hash of the row number and a salt: independent picks,
 * so no first name goes only with one trade word (a multiplicative pick correlated them, and a
 * name-ordered search walked 30,000 rows to find ten).
 */
export const pick = (array, salt) => `(${array})[1 + abs(hashtext('${salt}:' || g)) % array_length(${array}, 1)]`;
