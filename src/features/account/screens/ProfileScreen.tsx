import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useMe } from '../api/get-me';
import { ActivityLog } from '../components/ActivityLog';
import { LoadError } from '../../../components/feedback/LoadError/LoadError';
import { ProfileDetails } from '../components/ProfileDetails';
import { SecondFactorSection } from '../components/SecondFactorSection';
import { Section } from '../components/Section';
import { SignOutEverywhere } from '../components/SignOutEverywhere';
import { paths } from '../../../lib/routes/routes';
import { theme as tokens } from '../../../theme/tokens';

/**
 * /profile (any signed-in user): own data, two-step verification, own activity, and "sign out
 * everywhere".
 */
export default function ProfileScreen() {
  const { t } = useTranslation('account');
  const { data: me, error, isLoading, mutate } = useMe();
  return (
    <Layout>
      <Section title={t('profile.title')} action={<Link to={paths.account.settings()}>{t('profile.editInSettings')}</Link>}>
        {error && !me ? <LoadError error={error} onRetry={() => void mutate()} /> : <ProfileDetails me={me} loading={isLoading} />}
      </Section>
      <Section title={t('secondFactor.title')}>
        <SecondFactorSection />
      </Section>
      <Section title={t('activity.title')}>
        <ActivityLog />
      </Section>
      <Section title={t('sessions.title')}>
        <SignOutEverywhere />
      </Section>
    </Layout>
  );
}

const Layout = styled.div`
  display: grid;
  gap: ${tokens.space.xxl};
  min-width: 0;

  a {
    color: ${tokens.color.primary};
  }
`;
