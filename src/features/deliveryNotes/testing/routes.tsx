import { routes } from '../../../lib/routes/routes';
import type { StoryRoute } from '../../../../stories/harness/StoryHarness';
import ShipmentPrintScreen from '../screens/ShipmentPrintScreen';
import ShipmentsPrintBatchScreen from '../screens/ShipmentsPrintBatchScreen';

/**
 * The origin the stories' QR codes point to: Storybook's own origin changes with its port (the
 * visual step serves on a free one), and a QR code of it would change the pixels with every run.
 */
export const STORY_ORIGIN = 'http://127.0.0.1:3000';

/** Stories only: both print screens at their real paths, with the print dialog replaced by `print`. */
export const printRoutes = (print: () => void): readonly StoryRoute[] => [
  { path: routes.shipments.print.path, title: 'Cetak Surat Jalan', element: <ShipmentPrintScreen print={print} origin={STORY_ORIGIN} /> },
  { path: routes.shipments.printBatch.path, title: 'Cetak Surat Jalan Sekaligus', element: <ShipmentsPrintBatchScreen print={print} origin={STORY_ORIGIN} /> },
];

export const PRINT_STUBS: readonly StoryRoute[] = [
  { path: routes.shipments.data.path, title: 'Data Pengiriman', element: null },
  { path: routes.shipments.detail.path, title: 'Detail Pengiriman', element: null },
];
