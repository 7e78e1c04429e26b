import { CUSTOMERS } from '../../../../contract/areas';
import { AreaImport } from '../../../components/resource/Import/AreaImport';

/** /customers/import (the list's permission, and creating or updating): customers from a spreadsheet, checked before anything is written. */
export default function CustomersImportScreen() {
  return <AreaImport area={CUSTOMERS} />;
}
