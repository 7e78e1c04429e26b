import { routes } from '../../../lib/routes/routes';
import type { StoryRoute } from '../../../lib/testing/StoryScreen';
import ShipmentPrintScreen from '../screens/ShipmentPrintScreen';
import ShipmentsPrintBatchScreen from '../screens/ShipmentsPrintBatchScreen';

/** Stories only: both print screens at their real paths, with the print dialog replaced by `print`. */
export const printRoutes = (print: () => void): readonly StoryRoute[] => [
  { path: routes.shipments.print.path, title: 'Cetak Surat Jalan', element: <ShipmentPrintScreen print={print} /> },
  { path: routes.shipments.printBatch.path, title: 'Cetak Surat Jalan Sekaligus', element: <ShipmentsPrintBatchScreen print={print} /> },
];

export const PRINT_STUBS: readonly StoryRoute[] = [
  { path: routes.shipments.data.path, title: 'Data Pengiriman', element: null },
  { path: routes.shipments.detail.path, title: 'Detail Pengiriman', element: null },
];
