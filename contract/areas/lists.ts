import { declareArea } from '../area';

/**
 * What every list offers beyond its own area's permissions (docs/product/permissions.md): taking
 * a list out as a file, and sharing a saved view with a role. Each is checked together with the
 * list's own read permission, so neither ever shows more than the list does.
 */
export const LISTS = declareArea({
  key: 'lists',
  pages: false,
  permissions: {
    export: { name: 'export-lists', id: 'Mengekspor daftar ke Excel atau CSV', en: 'Export lists to Excel or CSV' },
    shareViews: { name: 'share-views', id: 'Membagikan tampilan tersimpan ke peran', en: 'Share saved views with a role' },
  },
});
