import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { LoadError } from '../../../components/feedback/LoadError/LoadError';
import { Icon } from '../../../components/ui/Icon/Icon';
import { SkeletonText } from '../../../components/ui/Skeleton/Skeleton';
import { useCompanyProfile } from '../../../lib/api/company-profile';
import { BRAND } from '../../../lib/brand';
import { useFormatter } from '../../../lib/format';
import { useUnsavedChangesPrompt } from '../../../lib/forms/UnsavedChangesPrompt';
import { theme as tokens } from '../../../theme/tokens';
import { CompanyLogo } from '../components/CompanyLogo';
import { CompanyProfileForm } from '../components/CompanyProfileForm';
import { Section } from '../components/Section';

/**
 * /settings/company (update-company-profile; the route's guard turns anyone else away): the company's
 * name, address, phone and NPWP, and its logo, printed at the head of every surat jalan
 * (docs/decisions/337-company-profile.md). Never filled in, the notes carry the build-time brand,
 * and the page says so.
 */
export default function CompanySettingsScreen() {
  const { t } = useTranslation('account');
  const format = useFormatter();
  const { data: profile, error, mutate } = useCompanyProfile();
  const [dirty, setDirty] = useState(false);
  const unsaved = useUnsavedChangesPrompt(dirty);
  const onDirtyChange = useCallback((next: boolean) => setDirty(next), []);

  if (!profile) {
    return error ? (
      <LoadError error={error} onRetry={() => void mutate()} />
    ) : (
      <div role="status" aria-label={t('company.loading')} aria-busy="true">
        <SkeletonText lines={8} />
      </div>
    );
  }

  return (
    <Layout>
      {unsaved.prompt}
      {profile.name === '' && (
        <p className="notice">
          <Icon name="info" size={18} />
          <span>{t('company.notFilled', { brand: BRAND.name })}</span>
        </p>
      )}
      <Section title={t('company.details')}>
        {profile.updatedAt && profile.updatedBy && (
          <p className="changed">{t('company.lastChanged', { name: profile.updatedBy.name, when: format.dateTime(profile.updatedAt) })}</p>
        )}
        <CompanyProfileForm profile={profile} onDirtyChange={onDirtyChange} />
      </Section>
      <Section title={t('company.logo.title')}>
        <CompanyLogo logo={profile.logo} />
      </Section>
    </Layout>
  );
}

const Layout = styled.div`
  display: grid;
  gap: ${tokens.space.xxl};
  min-width: 0;

  .notice {
    display: flex;
    gap: ${tokens.space.sm};
    align-items: flex-start;
    margin: 0;
    padding: ${tokens.space.md};
    border: 1px solid ${tokens.color.warning};
    border-radius: ${tokens.radius.md};
    background: ${tokens.color.warningBg};
    color: ${tokens.color.text};
  }
  .notice svg {
    flex: none;
    margin-top: 2px;
  }
  .changed {
    margin: 0;
    color: ${tokens.color.textMuted};
    font-size: ${tokens.font.size.sm};
    overflow-wrap: anywhere;
  }
`;
