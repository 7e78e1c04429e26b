import { ITEMS } from '../../../../contract/areas';
import { AreaImport } from '../../../components/resource/Import/AreaImport';

/** /items/import (the list's permission, and creating or updating): items from a spreadsheet, checked before anything is written. */
export default function ItemsImportScreen() {
  return <AreaImport area={ITEMS} />;
}
