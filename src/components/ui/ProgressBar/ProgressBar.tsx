import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { localeOf } from '../../../lib/i18n';
import { theme as tokens } from '../../../theme/tokens';

export type ProgressTone = 'info' | 'success' | 'warning' | 'danger';

export interface ProgressBarProps {
  /** 0–100; values outside are clamped. */
  value: number;
  label: string;
  /** Without a tone, the value decides: 90 and up danger, 70 and up warning, else success. */
  tone?: ProgressTone;
  /** Shows the percentage next to the label. */
  showValue?: boolean;
  className?: string;
}

export const toneForValue = (value: number): ProgressTone =>
  value >= 90 ? 'danger' : value >= 70 ? 'warning' : 'success';

const Root = styled.div`
  display: grid;
  gap: ${tokens.space.xs};
`;

const Header = styled.div`
  display: flex;
  justify-content: space-between;
  gap: ${tokens.space.sm};
  font-size: ${tokens.font.size.sm};
  color: ${tokens.color.text};
  span:last-child { color: ${tokens.color.textMuted}; font-variant-numeric: tabular-nums; }
`;

const Track = styled.div`
  height: 6px;
  border-radius: ${tokens.radius.pill};
  background: ${tokens.color.surfaceMuted};
  overflow: hidden;
`;

const Fill = styled.div`
  height: 100%;
  border-radius: inherit;
  transition: width ${tokens.motion.normal} ease-out;
  &[data-tone='info'] { background: ${tokens.color.info}; }
  &[data-tone='success'] { background: ${tokens.color.success}; }
  &[data-tone='warning'] { background: ${tokens.color.warning}; }
  &[data-tone='danger'] { background: ${tokens.color.danger}; }
`;

export function ProgressBar({ value, label, tone, showValue = true, className }: ProgressBarProps) {
  const { i18n } = useTranslation('ui');
  const labelId = useId();
  const clamped = Math.min(100, Math.max(0, value));
  const text = new Intl.NumberFormat(localeOf(i18n.language), { style: 'percent', maximumFractionDigits: 0 }).format(
    clamped / 100,
  );
  return (
    <Root className={className}>
      <Header>
        <span id={labelId}>{label}</span>
        {showValue && <span aria-hidden="true">{text}</span>}
      </Header>
      <Track
        role="progressbar"
        aria-labelledby={labelId}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={clamped}
        aria-valuetext={text}
      >
        {/* The width is the one per-instance value, so it goes inline rather than into a styled template. */}
        <Fill data-tone={tone ?? toneForValue(clamped)} style={{ width: `${clamped}%` }} />
      </Track>
    </Root>
  );
}
