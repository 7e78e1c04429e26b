import { useTranslation } from 'react-i18next';
import styled, { keyframes } from 'styled-components';
import { theme as tokens } from '../../../theme/tokens';

export type SpinnerSize = 'sm' | 'md' | 'lg';

export interface SpinnerProps {
  size?: SpinnerSize;
  /** What is loading, for screen readers; defaults to the translated "Memuat…". */
  label?: string;
  className?: string;
}

const spin = keyframes`to { transform: rotate(360deg); }`;

const Root = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
`;

const Ring = styled.span`
  display: block;
  width: 24px;
  height: 24px;
  border-radius: 50%;
  border: 3px solid ${tokens.color.border};
  border-top-color: ${tokens.color.primary};
  animation: ${spin} 0.8s linear infinite;

  &[data-size='sm'] { width: 16px; height: 16px; border-width: 2px; }
  &[data-size='lg'] { width: 48px; height: 48px; border-width: 4px; }

  /* A still ring reads as frozen; a slow turn is the gentler reduced-motion fallback. */
  @media (prefers-reduced-motion: reduce) {
    animation-duration: 2.4s !important;
  }
`;

export function Spinner({ size = 'md', label, className }: SpinnerProps) {
  const { t } = useTranslation('ui');
  return (
    <Root role="status" className={className}>
      <Ring data-size={size} aria-hidden="true" />
      <span className="visually-hidden">{label ?? t('spinner.loading')}</span>
    </Root>
  );
}

const FullPage = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  min-height: 100vh;
  width: 100%;
  background: ${tokens.color.bg};
`;

/** Centres a large spinner in the viewport, e.g. while the session is restored. */
export function FullPageSpinner({ label }: Pick<SpinnerProps, 'label'>) {
  return (
    <FullPage>
      <Spinner size="lg" label={label} />
    </FullPage>
  );
}
