import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import type { Me } from '../../../../contract/me';
import { newPasswordSchema, passwordProblem, PASSWORD_ERRORS } from '../../../../contract/password';
import { Field } from '../../../components/form/Field/Field';
import { FormActions } from '../../../components/form/FormActions/FormActions';
import { PasswordInput } from '../../../components/form/PasswordInput/PasswordInput';
import { useToast } from '../../../components/feedback/Toast/ToastProvider';
import { translateFormError, useErrorText } from '../../../lib/forms/field-errors';
import { applyServerErrors, versionConflictOf } from '../../../lib/forms/server-errors';
import { useSchemaForm } from '../../../lib/forms/useSchemaForm';
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
const ERRORS = { namespaces: ['account'] } as const;
const EMPTY = { currentPassword: '', newPassword: '', confirmPassword: '' };

export interface PasswordFormProps {
  me: Me;
  onDirtyChange?(dirty: boolean): void;
}

/**
 * Current, new and confirmation. The server ends the user's other sessions on success. A version
 * conflict cannot lose anyone's change here (only the password is sent), so it is retried once
 * with the current version instead of asking the user.
 */
export function PasswordForm({ me, onDirtyChange }: PasswordFormProps) {
  const { t } = useTranslation(['account', 'ui']);
  const toast = useToast();
  const updateMe = useUpdateMe();
  const schema = useMemo(() => passwordFormSchema(me.username), [me.username]);
  const form = useSchemaForm(schema, { defaultValues: EMPTY });
  const errorText = useErrorText(form, ERRORS);
  const { formState } = form;

  useEffect(() => onDirtyChange?.(formState.isDirty), [formState.isDirty, onDirtyChange]);

  const onSubmit = form.handleSubmit(async ({ currentPassword, newPassword }) => {
    const change = (version: number) => updateMe({ version, currentPassword, newPassword });
    try {
      try {
        await change(me.version);
      } catch (error) {
        const current = versionConflictOf(error);
        if (!current || typeof current.version !== 'number') throw error;
        await change(current.version);
      }
      form.reset(EMPTY);
      toast.success(t('settings.password.changed'));
    } catch (error) {
      applyServerErrors(form, error, { fields: FIELDS });
    }
  });

  const formError = translateFormError(t, formState.errors.root?.server?.message, ERRORS);

  return (
    <Form aria-label={t('settings.password.title')} noValidate onSubmit={onSubmit}>
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
      <FormActions saving={formState.isSubmitting} submitLabel={t('settings.password.submit')} />
    </Form>
  );
}
