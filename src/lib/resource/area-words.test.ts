import { describe, expect, it } from 'vitest';
import { createStaticI18n } from '../i18n';
import { bundledResources } from '../i18n-resources';
import { areaWord } from './area-words';

const KEYS = ['list.caption', 'list.add', 'list.searchLabel', 'list.empty', 'list.emptyText', 'form.createLabel', 'form.editLabel', 'toast.created', 'toast.updated', 'logs.caption', 'logs.record', 'fields.id', 'fields.createdAt', 'fields.updatedAt'];

// What each area's screens said when every area wrote these in its own namespace: the shared
// words with the area's noun must read the same, word for word.
const BEFORE = {
  customers: {
    id: ['Daftar kustomer', 'Tambah Kustomer', 'Cari kustomer', 'Belum ada kustomer', 'Kustomer yang ditambahkan akan tampil di sini.', 'Formulir kustomer baru', 'Formulir ubah kustomer', 'Kustomer Toko A ditambahkan.', 'Perubahan pada Toko A disimpan.', 'Log perubahan kustomer', 'Kustomer', 'ID', 'Dibuat', 'Diperbarui'],
    en: ['Customers', 'New customer', 'Search customers', 'No customers yet', 'Customers you add will show here.', 'New customer form', 'Edit customer form', 'Customer Toko A added.', 'Changes to Toko A saved.', 'Customer change log', 'Customer', 'ID', 'Created', 'Updated'],
  },
  items: {
    id: ['Daftar barang', 'Tambah Barang', 'Cari barang', 'Belum ada barang', 'Barang yang ditambahkan akan tampil di sini.', 'Formulir barang baru', 'Formulir ubah barang', 'Barang Toko A ditambahkan.', 'Perubahan pada Toko A disimpan.', 'Log perubahan barang', 'Barang', 'ID', 'Dibuat', 'Diperbarui'],
    en: ['Items', 'New item', 'Search items', 'No items yet', 'Items you add will show here.', 'New item form', 'Edit item form', 'Item Toko A added.', 'Changes to Toko A saved.', 'Item change log', 'Item', 'ID', 'Created', 'Updated'],
  },
  fleets: {
    id: ['Daftar armada', 'Tambah Armada', 'Cari armada', 'Belum ada armada', 'Armada yang ditambahkan akan tampil di sini.', 'Formulir armada baru', 'Formulir ubah armada', 'Armada Toko A ditambahkan.', 'Perubahan pada Toko A disimpan.', 'Log perubahan armada', 'Armada', 'ID', 'Dibuat', 'Diperbarui'],
    en: ['Fleets', 'New fleet', 'Search fleets', 'No fleets yet', 'Fleets you add will show here.', 'New fleet form', 'Edit fleet form', 'Fleet Toko A added.', 'Changes to Toko A saved.', 'Fleet change log', 'Fleet', 'ID', 'Created', 'Updated'],
  },
};

describe('areaWord', () => {
  for (const lng of ['id', 'en'] as const) {
    const { t } = createStaticI18n(bundledResources, lng);
    it.each(Object.keys(BEFORE) as (keyof typeof BEFORE)[])(`${lng}: %s reads as before`, (area) => {
      expect(KEYS.map((key) => areaWord(t, area, key, { name: 'Toko A' }))).toEqual(BEFORE[area][lng]);
    });
  }

  // A record that is not there or failed to load (RecordLoadState).
  const DETAIL = {
    id: { customers: ['Kustomer tidak ditemukan', 'Kustomer ini tidak ada; mungkin tautannya salah.', 'Kembali ke data kustomer', 'Data kustomer gagal dimuat'], items: ['Barang tidak ditemukan', 'Barang ini tidak ada; mungkin tautannya salah.', 'Kembali ke data barang', 'Data barang gagal dimuat'], fleets: ['Armada tidak ditemukan', 'Armada ini tidak ada; mungkin tautannya salah.', 'Kembali ke data armada', 'Data armada gagal dimuat'] },
    en: { customers: ['Customer not found', 'This customer does not exist; the link may be wrong.', 'Back to customers', 'The customer could not be loaded'], items: ['Item not found', 'This item does not exist; the link may be wrong.', 'Back to items', 'The item could not be loaded'], fleets: ['Fleet not found', 'This fleet does not exist; the link may be wrong.', 'Back to fleets', 'The fleet could not be loaded'] },
  };
  for (const lng of ['id', 'en'] as const) {
    const { t } = createStaticI18n(bundledResources, lng);
    it.each(Object.keys(BEFORE) as (keyof typeof BEFORE)[])(`${lng}: %s's missing record reads as before`, (area) => {
      expect(['notFound', 'notFoundText', 'backToList', 'loadFailed'].map((key) => areaWord(t, area, `detail.${key}`))).toEqual(DETAIL[lng][area]);
    });
  }

  it("takes the area's own words first", () => {
    const { t } = createStaticI18n(bundledResources, 'id');
    expect(areaWord(t, 'items', 'list.searchPlaceholder')).toBe('Nama atau kode');
    expect(areaWord(t, 'customers', 'fields.name')).toBe('Nama');
  });
});
