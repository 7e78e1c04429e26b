import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { User } from '../../../../contract/users';
import { Field } from '../../../components/form/Field/Field';
import { FormActions } from '../../../components/form/FormActions/FormActions';
import { PasswordInput } from '../../../components/form/PasswordInput/PasswordInput';
import { TextInput } from '../../../components/form/TextInput/TextInput';
import { translateFormError } from '../../../lib/forms/field-errors';
import { useIdempotencyKey } from '../../../lib/forms/idempotency';
import { applyServerErrors } from '../../../lib/forms/server-errors';
import { useUnsavedChangesPrompt } from '../../../lib/forms/UnsavedChangesPrompt';
import { useSchemaForm } from '../../../lib/forms/useSchemaForm';
import { useCreateUser } from '../api/create-user';
import { RolePicker } from '../../../components/pickers/RolePicker/RolePicker';
import { FormError, FormGrid } from '../../../components/layout/ScreenParts/ScreenParts';
import { createBody, emptyCreateForm, userCreateFormSchema } from './user-form-schemas';
import { useUserErrorText } from './user-field-errors';

const SERVER_FIELDS = ['username', 'name', 'email', 'roleId', 'password'];

export interface UserCreateFormProps {
  /** After the user was created; navigation from here is not held by the unsaved-changes prompt. */
  onCreated(user: User): void;
  cancelTo: string;
}

/**
 * A new user (SPEC §6, §8): validated in the browser with the contract's schema, the server's
 * field errors put back on their fields, one user however often it is submitted (Idempotency-Key),
 * and a question before leaving with unsaved input.
 */
export function UserCreateForm({ onCreated, cancelTo }: UserCreateFormProps) {
  const { t } = useTranslation('users');
  const create = useCreateUser();
  const idempotency = useIdempotencyKey();
  const form = useSchemaForm(userCreateFormSchema, { defaultValues: emptyCreateForm() });
  const errorText = useUserErrorText(form);
  const { register, control, formState } = form;
  const unsaved = useUnsavedChangesPrompt(formState.isDirty);

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const user = await create(createBody(values), idempotency.key);
      idempotency.renew();
      unsaved.allowNextNavigation();
      onCreated(user);
    } catch (error) {
      applyServerErrors(form, error, { fields: SERVER_FIELDS });
    }
  });

  const rootError = formState.errors.root?.server?.message ?? formState.errors.root?.schema?.message;

  return (
    <form aria-label={t('form.createLabel')} noValidate onSubmit={(event) => void onSubmit(event)}>
      {unsaved.prompt}
      {rootError && <FormError role="alert">{translateFormError(t, rootError, { namespaces: ['users'] })}</FormError>}
      <FormGrid>
        <Field label={t('fields.username')} required error={errorText('username')} hint={t('form.usernameHint')}>
          <TextInput autoComplete="off" autoCapitalize="none" spellCheck={false} {...register('username')} />
        </Field>
        <Field label={t('fields.name')} required error={errorText('name')}>
          <TextInput autoComplete="off" {...register('name')} />
        </Field>
        <Field label={t('fields.email')} error={errorText('email')} hint={t('form.emailHint')}>
          <TextInput type="email" autoComplete="off" {...register('email')} />
        </Field>
        <Field label={t('fields.role')} required error={errorText('roleId')}>
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
              />
            )}
          />
        </Field>
        <Field label={t('fields.password')} required error={errorText('password')} hint={t('form.passwordHint')}>
          <PasswordInput autoComplete="new-password" {...register('password')} />
        </Field>
        <Field label={t('fields.passwordConfirm')} required error={errorText('passwordConfirm')}>
          <PasswordInput autoComplete="new-password" {...register('passwordConfirm')} />
        </Field>
      </FormGrid>
      <FormActions saving={formState.isSubmitting} cancelTo={cancelTo} />
    </form>
  );
}
