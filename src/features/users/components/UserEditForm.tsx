import { useMemo } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { User } from '../../../../contract/users';
import { ConflictNotice } from '../../../components/form/ConflictNotice/ConflictNotice';
import { Field } from '../../../components/form/Field/Field';
import { FormActions } from '../../../components/form/FormActions/FormActions';
import { PasswordInput } from '../../../components/form/PasswordInput/PasswordInput';
import { TextInput } from '../../../components/form/TextInput/TextInput';
import { translateFormError } from '../../../lib/forms/field-errors';
import { applyServerErrors } from '../../../lib/forms/server-errors';
import { useUnsavedChangesPrompt } from '../../../lib/forms/UnsavedChangesPrompt';
import { useSchemaForm } from '../../../lib/forms/useSchemaForm';
import { useVersionConflict } from '../../../lib/forms/useVersionConflict';
import { useUpdateUser } from '../api/update-user';
import { RolePicker } from '../../../components/pickers/RolePicker/RolePicker';
import { useRoleNames } from '../../../components/pickers/RolePicker/role-lookup';
import { FormError, FormGrid } from '../../../components/layout/ScreenParts/ScreenParts';
import { EDITABLE_FIELDS, updateBody, userEditFormSchema, type UserEditFormInput } from './user-form-schemas';
import { useUserErrorText } from './user-field-errors';

const SERVER_FIELDS = ['name', 'email', 'roleId', 'password'];

export interface UserEditFormProps {
  /** The user as loaded; later revalidations do not reset what is being typed. */
  user: User;
  onSaved(user: User): void;
  cancelTo: string;
}

const startValues = (user: User): UserEditFormInput => ({
  version: user.version,
  name: user.name,
  email: user.email ?? '',
  roleId: user.roleId,
  password: '',
  passwordConfirm: '',
});

/**
 * Name, email, role and an optional password reset, saved with the version it was loaded with.
 * A 409 VERSION_CONFLICT keeps every input and shows the current values beside it (SPEC §5).
 */
export function UserEditForm({ user, onSaved, cancelTo }: UserEditFormProps) {
  const { t } = useTranslation('users');
  const update = useUpdateUser();
  const roleNames = useRoleNames();
  const schema = useMemo(() => userEditFormSchema(user.username), [user.username]);
  const form = useSchemaForm(schema, { defaultValues: startValues(user) });
  const errorText = useUserErrorText(form);
  const conflict = useVersionConflict(form, { fields: [...EDITABLE_FIELDS] });
  const { register, control, formState } = form;
  // Read while rendering: react-hook-form tracks dirty fields only for those who look.
  const { dirtyFields } = formState;
  const unsaved = useUnsavedChangesPrompt(formState.isDirty);

  const show = (field: string, value: unknown): string => {
    if (value === null || value === undefined || value === '') return '—';
    if (field === 'roleId') {
      const id = Number(value);
      if (conflict.current && conflict.current.roleId === id && typeof conflict.current.roleName === 'string') return conflict.current.roleName;
      return roleNames.get(id) ?? (id === user.roleId ? user.roleName : `#${id}`);
    }
    return String(value);
  };
  const currentValue = (field: string) => {
    const row = conflict.rows.find((candidate) => candidate.field === field);
    return row ? t('ui:form.conflict.currentValue', { value: show(field, row.current) }) : undefined;
  };

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const saved = await update(user.id, updateBody(values, dirtyFields));
      form.reset(startValues(saved));
      unsaved.allowNextNavigation();
      onSaved(saved);
    } catch (error) {
      if (!conflict.handle(error)) applyServerErrors(form, error, { fields: SERVER_FIELDS });
    }
  });

  const rootError = formState.errors.root?.server?.message ?? formState.errors.root?.schema?.message;

  return (
    <form aria-label={t('form.editLabel')} noValidate onSubmit={(event) => void onSubmit(event)}>
      {unsaved.prompt}
      {conflict.current && (
        <ConflictNotice
          rows={conflict.rows.map((row) => ({
            field: row.field,
            label: t(`fields.${row.field}`),
            yours: show(row.field, row.yours),
            current: show(row.field, row.current),
          }))}
          busy={formState.isSubmitting}
          onKeepMine={() => {
            conflict.keepMine();
            void onSubmit();
          }}
          onUseCurrent={conflict.useCurrent}
        />
      )}
      {rootError && <FormError role="alert">{translateFormError(t, rootError, { namespaces: ['users'] })}</FormError>}
      <FormGrid>
        <Field label={t('fields.username')} hint={t('form.usernameFixed')}>
          <TextInput value={user.username} readOnly />
        </Field>
        <Field label={t('fields.name')} required error={errorText('name')} currentValue={currentValue('name')}>
          <TextInput autoComplete="off" {...register('name')} />
        </Field>
        <Field label={t('fields.email')} error={errorText('email')} hint={t('form.emailHint')} currentValue={currentValue('email')}>
          <TextInput type="email" autoComplete="off" {...register('email')} />
        </Field>
        <Field label={t('fields.role')} required error={errorText('roleId')} currentValue={currentValue('roleId')}>
          <Controller
            control={control}
            name="roleId"
            render={({ field }) => (
              <RolePicker
                ref={field.ref}
                name={field.name}
                value={field.value}
                onBlur={field.onBlur}
                onChange={(roleId) => field.onChange(roleId)}
                placeholder={t('form.rolePlaceholder')}
                clearable={false}
                selectedLabel={field.value === user.roleId ? user.roleName : undefined}
              />
            )}
          />
        </Field>
        <fieldset className="wide">
          <legend>{t('form.passwordReset')}</legend>
          <p className="hint">{t('form.passwordResetHint')}</p>
          <Field label={t('fields.newPassword')} error={errorText('password')} hint={t('form.passwordHint')}>
            <PasswordInput autoComplete="new-password" {...register('password')} />
          </Field>
          <Field label={t('fields.newPasswordConfirm')} error={errorText('passwordConfirm')}>
            <PasswordInput autoComplete="new-password" {...register('passwordConfirm')} />
          </Field>
        </fieldset>
      </FormGrid>
      <FormActions saving={formState.isSubmitting} cancelTo={cancelTo} />
    </form>
  );
}
