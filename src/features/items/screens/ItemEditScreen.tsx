import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { updateItemSchema } from '../../../../contract/items';
import { RecordGate } from '../../../components/resource/RecordGate/RecordGate';
import { ResourceForm } from '../../../components/resource/ResourceForm/ResourceForm';
import { parseId } from '../../../lib/route-params';
import { paths, routes } from '../../../lib/routes/routes';
import { useItem, useUpdateItem } from '../api/items-api';
import { ITEM_FIELDS, ItemFields, itemFormValues } from '../components/ItemFields';
import { NS } from '../components/item-screens';

/** /items/:itemId/edit (update-item): saved with the version it was loaded at. */
export default function ItemEditScreen() {
  const { t } = useTranslation(NS);
  const id = parseId(useParams().itemId);
  // The form keeps what was loaded; refetching on focus would only hide a conflict until save.
  const item = useItem(id, { revalidateOnFocus: false });
  const update = useUpdateItem();
  return (
    <RecordGate id={id} answer={item} listPath={paths.items.data()} ns={NS}>
      {(record) => (
        <ResourceForm
          key={record.id}
          ns={NS}
          label={t('form.editLabel')}
          schema={updateItemSchema}
          fields={ITEM_FIELDS}
          defaultValues={itemFormValues(record)}
          record={record}
          update={update}
          listPath={paths.items.data()}
          detailRoute={routes.items.detail}
          savedText={(item) => t('toast.updated', { name: item.name })}
        >
          {(fields) => <ItemFields {...fields} />}
        </ResourceForm>
      )}
    </RecordGate>
  );
}
