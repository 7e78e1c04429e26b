import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/Button/Button';
import { BRAND } from '../../../lib/brand';
import { NS } from './note-model';

/** Said above the notes when the company profile did not load, with a way to try again. */
export function CompanyNotice({ onRetry }: { onRetry(): void }) {
  const { t } = useTranslation(NS);
  return (
    <div role="note">
      <p>{t('toolbar.companyFailed', { brand: BRAND.name })}</p>
      <Button variant="secondary" onClick={onRetry}>
        {t('toolbar.companyRetry')}
      </Button>
    </div>
  );
}
