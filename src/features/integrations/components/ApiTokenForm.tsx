import { useId } from 'react';
import { get } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { API_TOKEN_EXPIRIES, API_TOKEN_NAME_MAX, createApiTokenSchema, type CreatedApiToken } from '../../../../contract/api-tokens';
import { Field } from '../../../components/form/Field/Field';
import { Select } from '../../../components/form/Select/Select';
import { TextInput } from '../../../components/form/TextInput/TextInput';
import { FormError } from '../../../components/layout/ScreenParts/ScreenParts';
import { Button } from '../../../components/ui/Button/Button';
import { Dialog } from '../../../components/ui/Dialog/Dialog';
import { useAccess } from '../../../lib/access/AccessContext';
import { ApiError, isApiError } from '../../../lib/api/errors';
import { parseFieldError } from '../../../lib/forms/field-errors';
import { useKitForm } from '../../../lib/forms/useKitForm';
import { theme as tokens } from '../../../theme/tokens';
import { useCreateApiToken } from '../api/create-api-token';
import { useApiTokenRoles } from '../api/get-api-token-roles';

const FIELDS = ['name', 'roleId', 'expiresInDays'] as const;
const DEFAULTS = { name: '', roleId: undefined as unknown as number, expiresInDays: 90 as const };
const toNumber = (value: unknown) => (value === '' || value === undefined || value === null ? undefined : Number(value));

/** The server's refusal of a role above the user's own belongs at the role, not above the form. */
export function apiTokenSaveError(error: unknown): unknown {
  if (!isApiError(error) || error.code !== 'PERMISSIONS_EXCEED_OWN') return error;
  return new ApiError(error.status, error.code, error.message, { ...error.fields, roleId: 'PERMISSIONS_EXCEED_OWN' }, error.details);
}

export interface ApiTokenFormProps {
  /** After the create: the record and the token, which the caller shows once and then forgets. */
  onCreated(created: CreatedApiToken): void;
  onClose(): void;
}

/**
 * "Buat token" in a dialog, on the kit's form behaviour (src/lib/forms/useKitForm): a name, a
 * role from the roles list and how long it lives. A role whose permission count is above the
 * user's own certainly holds something the user lacks and is offered disabled, marked; any other
 * role the server refuses (422 PERMISSIONS_EXCEED_OWN) is said at the role, with the input kept.
 */
export function ApiTokenForm({ onCreated, onClose }: ApiTokenFormProps) {
  const { t } = useTranslation('account');
  const formId = useId();
  const create = useCreateApiToken();
  const roles = useApiTokenRoles();
  const own = useAccess().permissions.size;
  const kit = useKitForm<typeof createApiTokenSchema, CreatedApiToken>({
    ns: 'account',
    schema: createApiTokenSchema,
    defaultValues: DEFAULTS,
    fields: FIELDS,
    conflictFields: [],
    fieldLabel: (field) => t(`apiTokens.form.${field}`),
    save: async (values) => {
      try {
        return await create(values);
      } catch (error) {
        throw apiTokenSaveError(error);
      }
    },
    savedText: (created) => t('apiTokens.form.created', { name: created.data.name }),
    onSaved: (created) => onCreated(created),
  });
  const { form, formProps, formError, saving } = kit;

  /** The field's message in the tokens' words first (`apiTokens.errors.roleId.NOT_FOUND`), else the kit's. */
  const errorText = (field: string) => {
    const message = (get(form.formState.errors, field) as { message?: string } | undefined)?.message;
    const parsed = message ? parseFieldError(message) : null;
    if (!parsed) return kit.errorText(field);
    return t(`apiTokens.errors.${field}.${parsed.code}`, { max: API_TOKEN_NAME_MAX, defaultValue: kit.errorText(field) });
  };

  const roleOptions = (roles.data?.data ?? []).map((role) => {
    const exceeds = role.permissionCount > own;
    return { value: String(role.id), label: exceeds ? t('apiTokens.form.roleExceeds', { name: role.name }) : role.name, disabled: exceeds };
  });
  const expiryOptions = API_TOKEN_EXPIRIES.map((days) => ({ value: String(days), label: t('apiTokens.form.days', { count: days }) }));

  return (
    <Dialog
      open
      onClose={onClose}
      dismissible={!saving}
      title={t('apiTokens.form.title')}
      actions={
        <>
          <Button variant="secondary" onClick={onClose} disabled={saving}>
            {t('ui:form.cancel')}
          </Button>
          <Button type="submit" form={formId} busy={saving}>
            {saving ? t('ui:form.saving') : t('apiTokens.form.submit')}
          </Button>
        </>
      }
    >
      <Form id={formId} aria-label={t('apiTokens.form.title')} {...formProps}>
        {formError && <FormError role="alert">{formError}</FormError>}
        <Field label={t('apiTokens.form.name')} error={errorText('name')} required hint={t('apiTokens.form.nameHint', { max: API_TOKEN_NAME_MAX })}>
          <TextInput data-autofocus autoComplete="off" {...form.register('name')} />
        </Field>
        <Field
          label={t('apiTokens.form.role')}
          error={errorText('roleId') ?? (roles.error ? t('apiTokens.form.rolesError') : undefined)}
          required
          hint={t('apiTokens.form.roleHint')}
        >
          <Select placeholder={t('apiTokens.form.rolePlaceholder')} options={roleOptions} {...form.register('roleId', { setValueAs: toNumber })} />
        </Field>
        <Field label={t('apiTokens.form.expiresInDays')} error={errorText('expiresInDays')} required hint={t('apiTokens.form.expiryHint')}>
          <Select options={expiryOptions} {...form.register('expiresInDays', { setValueAs: toNumber })} />
        </Field>
      </Form>
    </Dialog>
  );
}

const Form = styled.form`
  display: grid;
  gap: ${tokens.space.lg};
  margin-top: ${tokens.space.md};
  min-width: 0;
`;
