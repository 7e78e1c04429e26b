import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import type { Me } from '../../../../contract/me';
import { newPasswordSchema, passwordProblem, PASSWORD_ERRORS } from '../../../../contract/password';
import { Field } from '../../../components/form/Field/Field';
import { FormActions } from '../../../components/form/FormActions/FormActions';
import { PasswordInput } from '../../../components/form/PasswordInput/PasswordInput';
import { versionConflictOf } from '../../../lib/forms/server-errors';
import { useKitForm } from '../../../lib/forms/useKitForm';
import { useUpdateMe } from '../api/update-me';
import { Form } from './ProfileForm';

/**
 * The password change of PATCH /api/users/my: the contract's policy (newPasswordSchema, and not
 * the username, as the server checks it) plus a confirmation that must match.
 */
export const passwordFormSchema = (username: string) =>
  z
    .strictObject({
      currentPassword: z.string().min(1),
      newPassword: newPasswordSchema,
      confirmPassword: z.string(),
    })
    .superRefine((value, ctx) => {
      if (passwordProblem(value.newPassword, username) === PASSWORD_ERRORS.isUsername) {
        ctx.addIssue({ code: 'custom', path: ['newPassword'], message: PASSWORD_ERRORS.isUsername });
      }
      if (value.confirmPassword !== value.newPassword) {
        ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: 'PASSWORD_MISMATCH' });
      }
    });

const FIELDS = ['currentPassword', 'newPassword', 'confirmPassword'] as const;
const EMPTY = { currentPassword: '', newPassword: '', confirmPassword: '' };

export interface PasswordFormProps {
  me: Me;
  onDirtyChange?(dirty: boolean): void;
}

/**
 * Current, new and confirmation, on the kit's form behaviour. The server ends the user's other
 * sessions on success, and the form empties. A version conflict cannot lose anyone's change here
 * (only the password is sent), so it is retried once with the current version instead of asking
 * the user: the form compares no fields.
 */
export function PasswordForm({ me, onDirtyChange }: PasswordFormProps) {
  const { t } = useTranslation('account');
  const updateMe = useUpdateMe();
  const schema = useMemo(() => passwordFormSchema(me.username), [me.username]);
  const { form, errorText, formProps, formError, saving } = useKitForm({
    ns: 'account',
    schema,
    defaultValues: EMPTY,
    fields: FIELDS,
    conflictFields: [],
    save: async ({ currentPassword, newPassword }) => {
      const change = (version: number) => updateMe({ version, currentPassword, newPassword });
      try {
        return await change(me.version);
      } catch (error) {
        const current = versionConflictOf(error);
        if (!current || typeof current.version !== 'number') throw error;
        return await change(current.version);
      }
    },
    savedText: () => t('settings.password.changed'),
    onSaved: () => form.reset(EMPTY),
    onDirtyChange,
  });

  return (
    <Form aria-label={t('settings.password.title')} {...formProps}>
      {/* Lets password managers tie the new password to the account. */}
      <input type="text" name="username" autoComplete="username" value={me.username} readOnly hidden />
      {formError && <p role="alert" className="form-error">{formError}</p>}
      <Field label={t('settings.password.current')} required error={errorText('currentPassword')}>
        <PasswordInput autoComplete="current-password" {...form.register('currentPassword')} />
      </Field>
      <Field label={t('settings.password.new')} required error={errorText('newPassword')} hint={t('settings.password.policy')}>
        <PasswordInput autoComplete="new-password" {...form.register('newPassword')} />
      </Field>
      <Field label={t('settings.password.confirm')} required error={errorText('confirmPassword')}>
        <PasswordInput autoComplete="new-password" {...form.register('confirmPassword')} />
      </Field>
      <FormActions saving={saving} submitLabel={t('settings.password.submit')} />
    </Form>
  );
}
