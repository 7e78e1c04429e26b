import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import type { Role } from '../../../../contract/roles';
import { updateRoleSchema } from '../../../../contract/roles';
import { ConflictNotice } from '../../../components/form/ConflictNotice/ConflictNotice';
import { useToast } from '../../../components/feedback/Toast/ToastProvider';
import { RecordLoadState } from '../../../components/feedback/RecordLoadState/RecordLoadState';
import { translateFormError, useErrorText } from '../../../lib/forms/field-errors';
import { applyServerErrors } from '../../../lib/forms/server-errors';
import { useUnsavedChangesPrompt } from '../../../lib/forms/UnsavedChangesPrompt';
import { useSchemaForm } from '../../../lib/forms/useSchemaForm';
import { useVersionConflict } from '../../../lib/forms/useVersionConflict';
import { useRole } from '../api/get-role';
import { useUpdateRole } from '../api/update-role';
import { RoleForm } from '../components/RoleForm';
import { useForbiddenRedirect } from '../../../lib/list-state/list-helpers';
import { parseId } from '../../../lib/route-params';

const FIELDS = ['name', 'description'] as const;
const ERRORS = { namespaces: ['roles'] } as const;

/** /roles/:roleId/edit (read-role, update-role): name and description with the role's version. */
export default function RoleEditScreen() {
  const roleId = parseId(useParams().roleId);
  const { data: role, error, mutate } = useRole(roleId);
  // Decision 160: a 403 goes to /404; an unknown or malformed id says so in the page.
  useForbiddenRedirect(error);
  if (roleId === null || !role) {
    return <RecordLoadState area="roles" icon="roles" backTo="/roles/data" lines={4} error={error} invalidId={roleId === null} onRetry={() => void mutate()} />;
  }
  return <EditRoleForm key={role.id} role={role} />;
}

function EditRoleForm({ role }: { role: Role }) {
  const { t } = useTranslation(['roles', 'ui']);
  const toast = useToast();
  const navigate = useNavigate();
  const updateRole = useUpdateRole(role.id);
  const form = useSchemaForm(updateRoleSchema, {
    defaultValues: { version: role.version, name: role.name, description: role.description },
  });
  const errorText = useErrorText(form, ERRORS);
  const conflict = useVersionConflict(form, { fields: FIELDS });
  const { formState } = form;
  const unsaved = useUnsavedChangesPrompt(formState.isDirty);

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const saved = await updateRole(values);
      toast.success(t('form.saved', { name: saved.name }));
      unsaved.allowNextNavigation();
      navigate('/roles/data');
    } catch (error) {
      if (!conflict.handle(error)) applyServerErrors(form, error, { fields: FIELDS });
    }
  });

  const shown = (value: unknown) => (typeof value === 'string' && value !== '' ? value : '—');
  const currentOf = (field: string) => {
    const row = conflict.rows.find((candidate) => candidate.field === field);
    return row ? t('ui:form.conflict.currentValue', { value: shown(row.current) }) : undefined;
  };

  return (
    <>
      {unsaved.prompt}
      <RoleForm
        label={t('form.editLabel', { name: role.name })}
        fields={{ name: form.register('name'), description: form.register('description') }}
        errors={{ name: errorText('name'), description: errorText('description') }}
        formError={translateFormError(t, formState.errors.root?.server?.message, ERRORS)}
        currentValues={{ name: currentOf('name'), description: currentOf('description') }}
        notice={
          conflict.current && (
            <ConflictNotice
              rows={conflict.rows.map((row) => ({
                field: row.field,
                label: t(`fields.${row.field}`),
                yours: shown(row.yours),
                current: shown(row.current),
              }))}
              busy={formState.isSubmitting}
              onKeepMine={() => {
                conflict.keepMine();
                void onSubmit();
              }}
              onUseCurrent={conflict.useCurrent}
            />
          )
        }
        saving={formState.isSubmitting}
        onSubmit={onSubmit}
        cancelTo="/roles/data"
      />
    </>
  );
}
