import { useTranslation } from 'react-i18next';
import styled, { keyframes } from 'styled-components';
import { theme as tokens } from '../../../theme/tokens';

export type SpinnerSize = 'sm' | 'md' | 'lg';

export interface SpinnerProps {
  size?: SpinnerSize;
  /** What is loading, for screen readers; defaults to the translated "Memuat…". */
  label?: string;
  /**
   * Shown and turning only after 400 ms (decision 283): most waits end before that, and a ring
   * turning from the first frame costs a frame every 16 ms of a page's load. Screen readers hear
   * the status at once.
   */
  delayed?: boolean;
  className?: string;
}

/** How long a delayed spinner stays invisible and still. */
export const SPINNER_DELAY_MS = 400;

const spin = keyframes`to { transform: rotate(360deg); }`;
const appear = keyframes`from { opacity: 0; }`;

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
  /* Both animations wait: during a delay nothing changes on screen, so no frame is drawn. */
  &[data-delayed] { animation: ${spin} 0.8s linear ${SPINNER_DELAY_MS}ms infinite, ${appear} 0s linear ${SPINNER_DELAY_MS}ms backwards; }

  /* A still ring reads as frozen; a slow turn is the gentler reduced-motion fallback. */
  @media (prefers-reduced-motion: reduce) {
    animation-duration: 2.4s !important;
  }
`;

export function Spinner({ size = 'md', label, delayed = false, className }: SpinnerProps) {
  const { t } = useTranslation('ui');
  return (
    <Root role="status" className={className}>
      <Ring data-size={size} data-delayed={delayed || undefined} aria-hidden="true" />
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

/** Centres a large spinner in the viewport, e.g. while the session is restored; shown after 400 ms. */
export function FullPageSpinner({ label }: Pick<SpinnerProps, 'label'>) {
  return (
    <FullPage>
      <Spinner size="lg" label={label} delayed />
    </FullPage>
  );
}
