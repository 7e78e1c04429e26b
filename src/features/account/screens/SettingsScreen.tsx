import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { SkeletonText } from '../../../components/ui/Skeleton/Skeleton';
import { useCanOpen } from '../../../lib/access/AccessContext';
import { useUnsavedChangesPrompt } from '../../../lib/forms/UnsavedChangesPrompt';
import { routes } from '../../../lib/routes/routes';
import { useMe } from '../api/get-me';
import { LoadError } from '../../../components/feedback/LoadError/LoadError';
import { PasswordForm } from '../components/PasswordForm';
import { PreferencesForm } from '../components/PreferencesForm';
import { ProfileForm } from '../components/ProfileForm';
import { Section } from '../components/Section';
import { theme as tokens } from '../../../theme/tokens';

/**
 * /settings (any signed-in user): name and email, password, language and theme; the way to the
 * company profile for whoever may change it (docs/decisions/337-company-profile.md); and the way in
 * for other systems: the API reference for everyone, tokens and webhooks for whoever manages them.
 */
export default function SettingsScreen() {
  const { t } = useTranslation('account');
  const { data: me, error, mutate } = useMe();
  const canOpen = useCanOpen();
  // One prompt for both forms: a data router holds one blocker at a time.
  const [profileDirty, setProfileDirty] = useState(false);
  const [passwordDirty, setPasswordDirty] = useState(false);
  const unsaved = useUnsavedChangesPrompt(profileDirty || passwordDirty);
  const onProfileDirty = useCallback((dirty: boolean) => setProfileDirty(dirty), []);
  const onPasswordDirty = useCallback((dirty: boolean) => setPasswordDirty(dirty), []);

  const loading = <SkeletonText lines={4} />;
  const failed = error && !me ? <LoadError error={error} onRetry={() => void mutate()} /> : null;

  return (
    <Layout>
      {unsaved.prompt}
      <Section title={t('settings.profile.title')}>
        {failed ?? (me ? <ProfileForm me={me} onDirtyChange={onProfileDirty} /> : loading)}
      </Section>
      {!failed && (
        <Section title={t('settings.password.title')}>
          {me ? <PasswordForm me={me} onDirtyChange={onPasswordDirty} /> : loading}
        </Section>
      )}
      <Section title={t('settings.preferences.title')}>
        <PreferencesForm />
      </Section>
      {canOpen(routes.account.company) && (
        <Section title={t('settings.company.title')}>
          <CompanyLink>
            <p>{t('settings.company.text')}</p>
            <p>
              <Link to={routes.account.company.path}>{t('settings.company.open')}</Link>
            </p>
          </CompanyLink>
        </Section>
      )}
      <Section title={t('settings.integrations.title')}>
        <CompanyLink>
          <p>{t('settings.integrations.text')}</p>
          <LinkList>
            <li>
              <Link to={routes.account.apiReference.path}>{t('settings.integrations.reference')}</Link>
            </li>
            {canOpen(routes.account.apiTokens) && (
              <li>
                <Link to={routes.account.apiTokens.path}>{t('settings.integrations.tokens')}</Link>
              </li>
            )}
            {canOpen(routes.account.webhooks) && (
              <li>
                <Link to={routes.account.webhooks.path}>{t('settings.integrations.webhooks')}</Link>
              </li>
            )}
          </LinkList>
        </CompanyLink>
      </Section>
    </Layout>
  );
}

const Layout = styled.div`
  display: grid;
  gap: ${tokens.space.xxl};
  min-width: 0;
`;

const CompanyLink = styled.div`
  display: grid;
  gap: ${tokens.space.sm};

  p {
    margin: 0;
  }
  a {
    color: ${tokens.color.primary};
  }
`;

const LinkList = styled.ul`
  display: grid;
  gap: ${tokens.space.xs};
  margin: 0;
  padding: 0;
  list-style: none;
`;
