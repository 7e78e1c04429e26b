import { ITEMS } from '../../../../contract/areas';
import { ItemPicker } from '../../../components/pickers/ItemPicker/ItemPicker';
import { AreaLog } from '../../../components/resource/AreaLog/AreaLog';
import { useKilogramValues } from '../../../lib/resource/kilograms';

/** /items/logs (read-items-logs): every change to items, as a readable diff. */
export default function ItemsLogScreen() {
  const kg = useKilogramValues('weightKg');
  return <AreaLog area={ITEMS} picker={ItemPicker} formatValue={kg} />;
}
