import { FLEETS } from '../../../../contract/areas';
import { AreaImport } from '../../../components/resource/Import/AreaImport';

/** /fleets/import (the list's permission, and creating or updating): fleets from a spreadsheet, checked before anything is written. */
export default function FleetsImportScreen() {
  return <AreaImport area={FLEETS} />;
}
