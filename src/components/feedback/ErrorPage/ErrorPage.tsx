import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button } from '../../ui/Button/Button';
import { ButtonLink } from '../../ui/ButtonLink/ButtonLink';
import { Icon } from '../../ui/Icon/Icon';
import { theme as tokens } from '../../../theme/tokens';

export type ErrorCode = 404 | 500;

export interface ErrorPageProps {
  code: ErrorCode;
  /** 500 only: what "Coba lagi" does; without it the page reloads. */
  onRetry?: () => void;
  homeHref?: string;
}

const Main = styled.main`
  display: flex;
  align-items: center;
  justify-content: center;
  min-height: 100vh;
  padding: ${tokens.space.xl};
  background: ${tokens.color.bg};
  color: ${tokens.color.text};
`;

const Panel = styled.div`
  max-width: 560px;
  text-align: center;
`;

const Code = styled.p`
  margin: 0;
  font-size: clamp(4rem, 18vw, 7rem);
  font-weight: ${tokens.font.weight.bold};
  line-height: 1;
  letter-spacing: -0.04em;
  color: ${tokens.color.primary};
`;

const Title = styled.h1`
  margin: ${tokens.space.lg} 0 ${tokens.space.sm};
  font-size: ${tokens.font.size.xl};
`;

const Text = styled.p`
  margin: 0 0 ${tokens.space.xl};
  color: ${tokens.color.textMuted};
  font-size: ${tokens.font.size.md};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${tokens.space.sm};
`;

/** The whole page for /404 (unknown path or missing permission) and /500 (server unreachable). */
export function ErrorPage({ code, onRetry, homeHref = '/' }: ErrorPageProps) {
  const { t } = useTranslation('ui');
  const titleId = useId();
  const kind = code === 404 ? 'notFound' : 'serverError';
  return (
    <Main aria-labelledby={titleId}>
      <Panel>
        <Code>
          <span className="visually-hidden">{t('errorPage.code')} </span>
          {code}
        </Code>
        <Title id={titleId}>{t(`errorPage.${kind}.title`)}</Title>
        <Text>{t(`errorPage.${kind}.description`)}</Text>
        <Actions>
          {code === 500 && (
            <Button onClick={onRetry ?? (() => window.location.reload())}>{t('errorPage.retry')}</Button>
          )}
          <ButtonLink to={homeHref} variant="secondary">
            <Icon name="home" size={18} />
            {t('errorPage.home')}
          </ButtonLink>
        </Actions>
      </Panel>
    </Main>
  );
}
