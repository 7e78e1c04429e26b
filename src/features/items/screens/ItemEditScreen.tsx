import { AreaEditForm } from '../../../components/resource/AreaForm/AreaForm';
import { ITEM_FORM } from '../components/ItemFields';

/** /items/:itemId/edit (update-item): saved with the version it was loaded at. */
export default function ItemEditScreen() {
  return <AreaEditForm form={ITEM_FORM} />;
}
