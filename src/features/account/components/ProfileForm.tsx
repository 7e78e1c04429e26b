import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { z } from 'zod';
import type { Me } from '../../../../contract/me';
import { personNameSchema } from '../../../../contract/me';
import { optionalEmailSchema } from '../../../../contract/users';
import { Field } from '../../../components/form/Field/Field';
import { ConflictNotice } from '../../../components/form/ConflictNotice/ConflictNotice';
import { FormActions } from '../../../components/form/FormActions/FormActions';
import { TextInput } from '../../../components/form/TextInput/TextInput';
import { useToast } from '../../../components/feedback/Toast/ToastProvider';
import { translateFormError, useErrorText } from '../../../lib/forms/field-errors';
import { applyServerErrors } from '../../../lib/forms/server-errors';
import { useSchemaForm } from '../../../lib/forms/useSchemaForm';
import { useVersionConflict } from '../../../lib/forms/useVersionConflict';
import { useUpdateMe } from '../api/update-me';
import { theme as tokens } from '../../../theme/tokens';

/**
 * The name and email part of PATCH /api/users/my (contract/me.ts updateMeSchema), from the
 * contract's own field schemas: '' clears the email (sent as null).
 */
export const profileFormSchema = z.strictObject({
  version: z.number().int().positive(),
  name: personNameSchema,
  email: optionalEmailSchema,
});

const FIELDS = ['name', 'email'] as const;
const ERRORS = { namespaces: ['account'] } as const;
const valuesOf = (me: Me) => ({ version: me.version, name: me.name, email: me.email ?? '' });
const sameText = (a: unknown, b: unknown) => (a ?? '') === (b ?? '');

export interface ProfileFormProps {
  me: Me;
  /** Tells the screen whether there is something unsaved (one prompt for the whole screen). */
  onDirtyChange?(dirty: boolean): void;
}

/** Name and email, with the version they were loaded at; a 409 shows both sides and keeps the input. */
export function ProfileForm({ me, onDirtyChange }: ProfileFormProps) {
  const { t } = useTranslation(['account', 'ui']);
  const toast = useToast();
  const updateMe = useUpdateMe();
  const form = useSchemaForm(profileFormSchema, { defaultValues: valuesOf(me) });
  const errorText = useErrorText(form, ERRORS);
  const conflict = useVersionConflict(form, { fields: FIELDS });
  const { formState } = form;

  useEffect(() => onDirtyChange?.(formState.isDirty), [formState.isDirty, onDirtyChange]);

  // The profile moved on (a password change here, or a revalidation). Untouched: show it. Being
  // edited while name and email stayed as loaded: adopt the new version and keep the input.
  // Otherwise someone changed them meanwhile, and the save meets the conflict on purpose.
  useEffect(() => {
    if (me.version === form.getValues('version')) return;
    const loaded = form.formState.defaultValues;
    if (!form.formState.isDirty) form.reset(valuesOf(me));
    else if (sameText(loaded?.name, me.name) && sameText(loaded?.email, me.email)) form.reset(valuesOf(me), { keepDirtyValues: true });
  }, [me, form]);

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const saved = await updateMe(values);
      form.reset(valuesOf(saved));
      toast.success(t('settings.profile.saved'));
    } catch (error) {
      if (!conflict.handle(error)) applyServerErrors(form, error, { fields: FIELDS });
    }
  });

  const shown = (value: unknown) => (typeof value === 'string' && value !== '' ? value : '—');
  const currentOf = (field: string) => {
    const row = conflict.rows.find((candidate) => candidate.field === field);
    return row ? t('ui:form.conflict.currentValue', { value: shown(row.current) }) : undefined;
  };
  const formError = translateFormError(t, formState.errors.root?.server?.message, ERRORS);

  return (
    <Form aria-label={t('settings.profile.title')} noValidate onSubmit={onSubmit}>
      {conflict.current && (
        <ConflictNotice
          rows={conflict.rows.map((row) => ({
            field: row.field,
            label: t(`settings.profile.${row.field}`),
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
      )}
      {formError && <p role="alert" className="form-error">{formError}</p>}
      <Field label={t('settings.profile.name')} required error={errorText('name')} currentValue={currentOf('name')}>
        <TextInput autoComplete="name" {...form.register('name')} />
      </Field>
      <Field label={t('settings.profile.email')} error={errorText('email')} currentValue={currentOf('email')} hint={t('settings.profile.emailHint')}>
        <TextInput type="email" autoComplete="email" {...form.register('email')} />
      </Field>
      <FormActions saving={formState.isSubmitting} submitDisabled={!formState.isDirty && !conflict.current} />
    </Form>
  );
}

export const Form = styled.form`
  display: grid;
  gap: ${tokens.space.lg};
  max-width: 560px;

  .form-error {
    margin: 0;
    padding: ${tokens.space.sm} ${tokens.space.md};
    border-radius: ${tokens.radius.md};
    background: ${tokens.color.dangerBg};
    color: ${tokens.color.danger};
    font-weight: ${tokens.font.weight.medium};
  }
`;
