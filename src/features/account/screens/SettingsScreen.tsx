import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { SkeletonText } from '../../../components/ui/Skeleton/Skeleton';
import { useUnsavedChangesPrompt } from '../../../lib/forms/UnsavedChangesPrompt';
import { useMe } from '../api/get-me';
import { LoadError } from '../../../components/feedback/LoadError/LoadError';
import { PasswordForm } from '../components/PasswordForm';
import { PreferencesForm } from '../components/PreferencesForm';
import { ProfileForm } from '../components/ProfileForm';
import { Section } from '../components/Section';
import { theme as tokens } from '../../../theme/tokens';

/** /settings (any signed-in user): name and email, password, language and theme. */
export default function SettingsScreen() {
  const { t } = useTranslation('account');
  const { data: me, error, mutate } = useMe();
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
    </Layout>
  );
}

const Layout = styled.div`
  display: grid;
  gap: ${tokens.space.xxl};
  min-width: 0;
`;
