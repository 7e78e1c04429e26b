import { DELIVERY_ORDERS } from '../../../../contract/areas';
import { AreaImport } from '../../../components/resource/Import/AreaImport';

/** /delivery-orders/import (the list's permission, and creating): new DOs from a spreadsheet, one row per line, checked before anything is written. */
export default function DeliveryOrdersImportScreen() {
  return <AreaImport area={DELIVERY_ORDERS} />;
}
