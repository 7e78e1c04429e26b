import { AreaCreateForm } from '../../../components/resource/AreaForm/AreaForm';
import { ITEM_FORM } from '../components/ItemFields';

/** /items/new (create-item): the form, then the new item's page with a toast. */
export default function ItemCreateScreen() {
  return <AreaCreateForm form={ITEM_FORM} />;
}
