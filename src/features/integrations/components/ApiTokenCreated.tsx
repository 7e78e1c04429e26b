import { useTranslation } from 'react-i18next';
import { ShownOnce } from '../../../components/security/ShownOnce/ShownOnce';

export interface ApiTokenCreatedProps {
  /** The token's name, for the title. */
  name: string;
  /** The token the create answered; the server keeps only its hash, so this is the one showing. */
  token: string;
  onClose(): void;
}

/** A new token, shown this once; closing is the user's "I have saved it", and the caller then forgets it. */
export function ApiTokenCreated({ name, token, onClose }: ApiTokenCreatedProps) {
  const { t } = useTranslation('account');
  return (
    <ShownOnce
      title={t('apiTokens.created.title', { name })}
      label={t('apiTokens.created.label')}
      value={token}
      warning={t('apiTokens.created.warning')}
      copy={{ label: t('apiTokens.created.copy'), copied: t('apiTokens.created.copied'), failed: t('apiTokens.created.copyFailed') }}
      doneLabel={t('apiTokens.created.done')}
      onClose={onClose}
    />
  );
}
