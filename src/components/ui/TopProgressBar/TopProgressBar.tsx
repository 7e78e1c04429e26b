import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled, { keyframes } from 'styled-components';
import { theme as tokens } from '../../../theme/tokens';

export interface TopProgressBarProps {
  /** True while a route chunk or a page's first data loads. */
  active: boolean;
  /** Loads faster than this never show the bar, so quick navigations do not flicker. */
  delayMs?: number;
}

const FADE_MS = 300;

const slide = keyframes`
  from { transform: translateX(-100%); }
  to { transform: translateX(250%); }
`;

const Bar = styled.div`
  position: fixed;
  inset: 0 0 auto 0;
  height: 3px;
  overflow: hidden;
  z-index: ${tokens.z.progress};
  pointer-events: none;
  transition: opacity ${FADE_MS}ms ease-out;

  &::before {
    content: '';
    position: absolute;
    inset: 0 auto 0 0;
    width: 40%;
    background: ${tokens.color.primary};
    animation: ${slide} 1.1s ease-in-out infinite;
  }
  &[data-state='done'] {
    opacity: 0;
    &::before { width: 100%; animation: none; transform: none; }
  }
  @media (prefers-reduced-motion: reduce) {
    &::before { width: 100%; animation: none; opacity: 0.7; }
  }
`;

type Phase = 'hidden' | 'visible';

/** A thin indeterminate bar fixed to the top of the page. */
export function TopProgressBar({ active, delayMs = 150 }: TopProgressBarProps) {
  const { t } = useTranslation('ui');
  const [phase, setPhase] = useState<Phase>('hidden');

  useEffect(() => {
    if (active && phase === 'hidden') {
      const timer = window.setTimeout(() => setPhase('visible'), delayMs);
      return () => window.clearTimeout(timer);
    }
    if (!active && phase === 'visible') {
      const timer = window.setTimeout(() => setPhase('hidden'), FADE_MS);
      return () => window.clearTimeout(timer);
    }
    return undefined;
  }, [active, phase, delayMs]);

  if (phase === 'hidden') return null;
  return (
    <Bar
      role="progressbar"
      aria-label={t('progress.page')}
      aria-hidden={active ? undefined : true}
      data-state={active ? 'loading' : 'done'}
    />
  );
}
