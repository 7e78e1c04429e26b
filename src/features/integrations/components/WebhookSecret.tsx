import { useTranslation } from 'react-i18next';
import { ShownOnce } from '../../../components/security/ShownOnce/ShownOnce';

export interface WebhookSecretProps {
  /** The subscription's name, for the title. */
  name: string;
  /** The signing secret the create or the rotation answered; the server keeps no way to show it again. */
  secret: string;
  /** A rotation's new secret rather than a new webhook's first. */
  rotated?: boolean;
  onClose(): void;
}

/** The signing secret, shown this once, after a create or a rotation. */
export function WebhookSecret({ name, secret, rotated = false, onClose }: WebhookSecretProps) {
  const { t } = useTranslation('account');
  return (
    <ShownOnce
      title={t(rotated ? 'webhooks.secret.rotatedTitle' : 'webhooks.secret.createdTitle', { name })}
      label={t('webhooks.secret.label')}
      value={secret}
      warning={t('webhooks.secret.warning')}
      copy={{ label: t('webhooks.secret.copy'), copied: t('webhooks.secret.copied'), failed: t('webhooks.secret.copyFailed') }}
      doneLabel={t('webhooks.secret.done')}
      onClose={onClose}
    />
  );
}
