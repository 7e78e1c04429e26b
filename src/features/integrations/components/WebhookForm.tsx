import { useId } from 'react';
import { Controller, get } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { createWebhookSchema, updateWebhookSchema, type CreateWebhook, type Webhook, type WebhookWithSecret } from '../../../../contract/webhooks';
import { WEBHOOK_EVENTS, WEBHOOK_NAME_MAX, WEBHOOK_URL_MAX, type WebhookEvent } from '../../../../contract/webhooks-values';
import { Field } from '../../../components/form/Field/Field';
import { TextInput } from '../../../components/form/TextInput/TextInput';
import { FormError } from '../../../components/layout/ScreenParts/ScreenParts';
import { Button } from '../../../components/ui/Button/Button';
import { Dialog } from '../../../components/ui/Dialog/Dialog';
import { Toggle } from '../../../components/ui/Toggle/Toggle';
import { ApiError, isApiError } from '../../../lib/api/errors';
import { parseFieldError } from '../../../lib/forms/field-errors';
import { useKitForm } from '../../../lib/forms/useKitForm';
import { theme as tokens } from '../../../theme/tokens';
import { useCreateWebhook } from '../api/create-webhook';
import { useUpdateWebhook } from '../api/update-webhook';

const FIELDS = ['name', 'url', 'events', 'active'] as const;
const GROUPS = ['delivery-order', 'shipment'] as const;
const LIMITS: Record<string, number> = { name: WEBHOOK_NAME_MAX, url: WEBHOOK_URL_MAX };

/** A subscription as the form holds it; the version goes with an edit. */
const formValues = (webhook: Webhook) => ({ version: webhook.version, name: webhook.name, url: webhook.url, events: [...webhook.events], active: webhook.active });
const NEW_WEBHOOK = { name: '', url: '', events: [] as WebhookEvent[], active: true };

/**
 * The server's refusals on the fields they are about: a refused target on the URL whatever code
 * the server gives the field, and an unknown event (`events.0`) on the event checkboxes.
 */
export function webhookSaveError(error: unknown): unknown {
  if (!isApiError(error)) return error;
  const fields: Record<string, string> = {};
  for (const [name, code] of Object.entries(error.fields)) fields[name.startsWith('events.') ? 'events' : name] ??= code;
  if (error.code === 'WEBHOOK_TARGET_REFUSED') fields.url = 'WEBHOOK_TARGET_REFUSED';
  return new ApiError(error.status, error.code, error.message, fields, error.details);
}

export interface WebhookFormProps {
  /** The subscription to change; none adds one. */
  webhook?: Webhook;
  /** After a save: the saved subscription, and the secret when it was a create (shown once). */
  onSaved(saved: Webhook, secret?: string): void;
  onClose(): void;
}

/**
 * Adding or changing a webhook in a dialog, on the kit's form behaviour (src/lib/forms/useKitForm):
 * the contract's schema in the browser, the server's refusals at their fields (a private target at
 * the URL), a 409 beside the kept input. Mounted while open, so each opening starts from the record.
 */
export function WebhookForm({ webhook, onSaved, onClose }: WebhookFormProps) {
  const { t } = useTranslation('account');
  const formId = useId();
  const create = useCreateWebhook();
  const update = useUpdateWebhook();
  const eventsLabel = (events: unknown) => (Array.isArray(events) && events.length > 0 ? events.map((event) => t(`webhooks.events.${String(event)}`)).join(', ') : '—');
  const kit = useKitForm<typeof updateWebhookSchema, Webhook | WebhookWithSecret, Webhook>({
    ns: 'account',
    // Two schemas of one shape: a create has no version to send.
    schema: (webhook ? updateWebhookSchema : createWebhookSchema) as unknown as typeof updateWebhookSchema,
    defaultValues: webhook ? formValues(webhook) : NEW_WEBHOOK,
    fields: FIELDS,
    fieldLabel: (field) => t(`webhooks.form.${field}`),
    formatValue: (field, value) => (field === 'events' ? eventsLabel(value) : field === 'active' ? t(value ? 'webhooks.list.on' : 'webhooks.list.off') : String(value ?? '—')),
    save: async (values) => {
      try {
        return webhook ? await update(webhook.id, values) : await create(values as CreateWebhook);
      } catch (error) {
        throw webhookSaveError(error);
      }
    },
    savedText: (saved) => t(webhook ? 'webhooks.form.saved' : 'webhooks.form.created', { name: 'secret' in saved ? saved.data.name : saved.name }),
    onSaved: (saved) => ('secret' in saved ? onSaved(saved.data, saved.secret) : onSaved(saved)),
    valuesOf: formValues,
  });
  const { form, formProps, notice, formError, saving, dirty, conflicted } = kit;

  /** The field's message in the webhooks' words first (`webhooks.errors.url.TOO_LONG`), else the kit's. */
  const errorText = (field: string) => {
    const message = (get(form.formState.errors, field) as { message?: string } | undefined)?.message;
    const parsed = message ? parseFieldError(message) : null;
    if (!parsed) return kit.errorText(field);
    return t([`webhooks.errors.${field}.${parsed.code}`, `webhooks.errors.${parsed.code}`], { max: LIMITS[field], defaultValue: kit.errorText(field) });
  };
  const field = (key: (typeof FIELDS)[number]) => ({ label: t(`webhooks.form.${key}`), error: errorText(key), currentValue: kit.currentValue(key) });
  const eventsError = errorText('events');
  const eventsCurrent = kit.currentValue('events');

  return (
    <Dialog
      open
      onClose={onClose}
      dismissible={!saving}
      title={webhook ? t('webhooks.form.editTitle', { name: webhook.name }) : t('webhooks.form.createTitle')}
      actions={
        <>
          <Button variant="secondary" onClick={onClose} disabled={saving}>
            {t('ui:form.cancel')}
          </Button>
          <Button type="submit" form={formId} busy={saving} disabled={!!webhook && !dirty && !conflicted}>
            {saving ? t('ui:form.saving') : webhook ? t('webhooks.form.save') : t('webhooks.form.create')}
          </Button>
        </>
      }
    >
      <Form id={formId} aria-label={webhook ? t('webhooks.form.editTitle', { name: webhook.name }) : t('webhooks.form.createTitle')} {...formProps}>
        {notice}
        {formError && <FormError role="alert">{formError}</FormError>}
        <Field {...field('name')} required hint={t('webhooks.form.nameHint', { max: WEBHOOK_NAME_MAX })}>
          <TextInput data-autofocus autoComplete="off" {...form.register('name')} />
        </Field>
        <Field {...field('url')} required hint={t('webhooks.form.urlHint')}>
          <TextInput type="url" inputMode="url" autoComplete="off" spellCheck={false} {...form.register('url')} />
        </Field>
        <fieldset aria-describedby={[eventsError && `${formId}-events-error`, `${formId}-events-hint`].filter(Boolean).join(' ')} data-invalid={eventsError ? 'true' : undefined}>
          <legend>
            {t('webhooks.form.events')}
            <span className="required" aria-hidden="true">
              {' '}
              *
            </span>
          </legend>
          {GROUPS.map((group) => (
            <fieldset key={group} className="group">
              <legend>{t(`webhooks.groups.${group}`)}</legend>
              {WEBHOOK_EVENTS.filter((event) => event.startsWith(`${group}.`)).map((event) => (
                <label key={event} className="check">
                  <input type="checkbox" value={event} {...form.register('events')} />
                  <span>{t(`webhooks.events.${event}`)}</span>
                </label>
              ))}
            </fieldset>
          ))}
          {eventsError && (
            <p id={`${formId}-events-error`} className="error">
              {eventsError}
            </p>
          )}
          {eventsCurrent && <p className="current">{eventsCurrent}</p>}
          <p id={`${formId}-events-hint`} className="hint">
            {t('webhooks.form.eventsHint')}
          </p>
        </fieldset>
        <Controller
          control={form.control}
          name="active"
          render={({ field: active }) => (
            <div>
              <Toggle label={t('webhooks.form.active')} description={t('webhooks.form.activeHint')} checked={active.value ?? true} onChange={active.onChange} />
              {kit.currentValue('active') && <p className="current">{kit.currentValue('active')}</p>}
            </div>
          )}
        />
      </Form>
    </Dialog>
  );
}

const Form = styled.form`
  display: grid;
  gap: ${tokens.space.lg};
  margin-top: ${tokens.space.md};
  min-width: 0;

  fieldset {
    display: grid;
    gap: ${tokens.space.sm};
    min-width: 0;
    margin: 0;
    padding: ${tokens.space.md};
    border: 1px solid ${tokens.color.border};
    border-radius: ${tokens.radius.md};
  }
  fieldset[data-invalid='true'] {
    border-color: ${tokens.color.danger};
  }
  legend {
    padding: 0 ${tokens.space.xs};
    font-weight: ${tokens.font.weight.medium};
  }
  .group {
    border-style: dashed;
  }
  .required {
    color: ${tokens.color.danger};
  }
  .check {
    display: flex;
    gap: ${tokens.space.sm};
    align-items: center;
    min-height: 32px;
    cursor: pointer;
  }
  .check input {
    flex: none;
    width: 18px;
    height: 18px;
    margin: 0;
    accent-color: ${tokens.color.primary};
  }
  .error,
  .current,
  .hint {
    margin: 0;
    font-size: ${tokens.font.size.xs};
    overflow-wrap: anywhere;
  }
  .error {
    color: ${tokens.color.danger};
  }
  .current {
    color: ${tokens.color.warning};
    font-weight: ${tokens.font.weight.medium};
  }
  .hint {
    color: ${tokens.color.textMuted};
  }
`;
