import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { isApiError } from '../../../lib/api/errors';
import { Button } from '../../ui/Button/Button';
import { Icon } from '../../ui/Icon/Icon';
import { theme as tokens } from '../../../theme/tokens';

/** A page's data failed to load: what happened and "Coba lagi". */
export function LoadError({ error, onRetry }: { error: unknown; onRetry(): void }) {
  const { t } = useTranslation('ui');
  const text = isApiError(error) && error.isNetwork ? t('table.error.network') : t('table.error.generic');
  return (
    <Root role="alert">
      <Icon name="error" size={28} />
      <p className="title">{t('table.error.title')}</p>
      <p>{text}</p>
      <Button variant="secondary" onClick={onRetry}>
        {t('table.error.retry')}
      </Button>
    </Root>
  );
}

const Root = styled.div`
  display: grid;
  justify-items: center;
  gap: ${tokens.space.sm};
  padding: ${tokens.space.xxl};
  text-align: center;
  border: 1px solid ${tokens.color.border};
  border-radius: ${tokens.radius.lg};
  background: ${tokens.color.surface};
  color: ${tokens.color.danger};

  p {
    margin: 0;
    color: ${tokens.color.text};
  }
  .title {
    font-weight: ${tokens.font.weight.bold};
  }
`;
