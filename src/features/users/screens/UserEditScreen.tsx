import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import type { User } from '../../../../contract/users';
import { EmptyState } from '../../../components/feedback/EmptyState/EmptyState';
import { Panel } from '../../../components/layout/ScreenParts/ScreenParts';
import { useRoleNames } from '../../../components/pickers/RolePicker/role-lookup';
import { RecordGate } from '../../../components/resource/RecordGate/RecordGate';
import { ResourceForm } from '../../../components/resource/ResourceForm/ResourceForm';
import { ButtonLink } from '../../../components/ui/ButtonLink/ButtonLink';
import { parseId } from '../../../lib/route-params';
import { paths, routes } from '../../../lib/routes/routes';
import { useUpdateUser, useUser } from '../api/users-api';
import { USER_EDIT_FIELDS, UserFields } from '../components/UserFields';
import { EDITABLE_FIELDS, editValues, updateBody, userEditFormSchema } from '../components/user-form-schemas';

/** /users/:userId/edit (update-user, read-roles): saved with the version it was loaded at. */
export default function UserEditScreen() {
  const { t } = useTranslation('users');
  const id = parseId(useParams().userId);
  // The form keeps what was loaded; refetching on focus would only hide a conflict until save.
  const user = useUser(id, { revalidateOnFocus: false });
  return (
    <RecordGate id={id} answer={user} listPath={paths.users.data()} ns="users">
      {(record) =>
        record.active ? (
          <UserEditForm key={record.id} user={record} />
        ) : (
          <Panel>
            <EmptyState
              icon="alert"
              title={t('status.deactivated')}
              text={t('form.deactivatedNotice')}
              action={<ButtonLink to={paths.users.detail(record.id)}>{t('actions.detail')}</ButtonLink>}
            />
          </Panel>
        )
      }
    </RecordGate>
  );
}

function UserEditForm({ user }: { user: User }) {
  const { t } = useTranslation('users');
  const update = useUpdateUser();
  const roleNames = useRoleNames();
  const schema = useMemo(() => userEditFormSchema(user.username), [user.username]);
  // A role in the conflict table by its name.
  const formatValue = (field: string, value: unknown) => {
    if (value === null || value === undefined || value === '') return '—';
    if (field !== 'roleId') return String(value);
    const roleId = Number(value);
    return roleNames.get(roleId) ?? (roleId === user.roleId ? user.roleName : `#${roleId}`);
  };
  return (
    <ResourceForm
      ns="users"
      label={t('form.editLabel')}
      schema={schema}
      fields={USER_EDIT_FIELDS}
      conflictFields={EDITABLE_FIELDS}
      defaultValues={editValues(user)}
      record={user}
      update={(userId, body) => update(userId, updateBody(body))}
      listPath={paths.users.data()}
      detailRoute={routes.users.detail}
      savedText={(saved) => t('toast.updated', { username: saved.username })}
      formatValue={formatValue}
    >
      {(fields) => <UserFields {...fields} user={user} />}
    </ResourceForm>
  );
}
