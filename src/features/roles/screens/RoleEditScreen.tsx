import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { updateRoleSchema } from '../../../../contract/roles';
import { RecordGate } from '../../../components/resource/RecordGate/RecordGate';
import { ResourceForm } from '../../../components/resource/ResourceForm/ResourceForm';
import { parseId } from '../../../lib/route-params';
import { paths, routes } from '../../../lib/routes/routes';
import { useRole, useUpdateRole } from '../api/roles-api';
import { ROLE_FIELDS, RoleFields, roleFormValues } from '../components/RoleFields';

/** /roles/:roleId/edit (read-role, update-role): name and description with the role's version. */
export default function RoleEditScreen() {
  const { t } = useTranslation('roles');
  const id = parseId(useParams().roleId);
  const role = useRole(id);
  const update = useUpdateRole();
  return (
    <RecordGate id={id} answer={role} listPath={paths.roles.data()} ns="roles">
      {(record) => (
        <ResourceForm
          key={record.id}
          ns="roles"
          label={t('form.editLabel', { name: record.name })}
          schema={updateRoleSchema}
          fields={ROLE_FIELDS}
          defaultValues={roleFormValues(record)}
          record={record}
          update={update}
          listPath={paths.roles.data()}
          detailRoute={routes.roles.detail}
          savedText={(saved) => t('form.saved', { name: saved.name })}
        >
          {(fields) => <RoleFields {...fields} />}
        </ResourceForm>
      )}
    </RecordGate>
  );
}
