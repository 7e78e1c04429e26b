import { declareArea } from '../area';

/** Reports (docs/product/business-rules.md): the outgoing items report. */
export const REPORTS = declareArea({
  key: 'reports',
  permissions: {
    outgoingItems: { name: 'read-reports-outgoing-items', id: 'Melihat laporan pengeluaran barang', en: 'View the outgoing items report' },
    downloadOutgoingItems: { name: 'download-reports-outgoing-items', id: 'Mengunduh laporan pengeluaran barang', en: 'Download the outgoing items report' },
  },
});
