import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { isApiError } from '../../../lib/api/errors';
import { Button } from '../../ui/Button/Button';
import { Icon } from '../../ui/Icon/Icon';

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
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.xxl};
  text-align: center;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.danger};

  p {
    margin: 0;
    color: ${({ theme }) => theme.color.text};
  }
  .title {
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
`;
