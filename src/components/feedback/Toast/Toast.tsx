import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Icon } from '../../ui/Icon/Icon';
import { theme as tokens } from '../../../theme/tokens';

export type ToastTone = 'success' | 'error' | 'info';

export interface ToastProps {
  tone?: ToastTone;
  title?: string;
  text: string;
  /** Closes itself after this long; paused while hovered or focused. 0 never closes. */
  durationMs?: number;
  onClose(): void;
  className?: string;
}

const icons = { success: 'check', error: 'error', info: 'info' } as const;

/**
 * One toast. Its timer stops while the pointer is over it or focus is inside it (WCAG 2.2.1: the
 * reader gets the time they need), and starts again with the time that was left.
 */
export function Toast({ tone = 'success', title, text, durationMs = 5000, onClose, className }: ToastProps) {
  const { t } = useTranslation('ui');
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const remaining = useRef(durationMs);
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  });
  const paused = hovered || focused;

  useEffect(() => {
    if (durationMs <= 0 || paused) return;
    const startedAt = Date.now();
    const timer = setTimeout(() => onCloseRef.current(), remaining.current);
    return () => {
      clearTimeout(timer);
      remaining.current = Math.max(0, remaining.current - (Date.now() - startedAt));
    };
  }, [paused, durationMs]);

  return (
    <Root
      className={className}
      data-tone={tone}
      data-paused={paused ? 'true' : undefined}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      <span className="icon">
        <Icon name={icons[tone]} size={20} />
      </span>
      <div className="body">
        {title && <p className="title">{title}</p>}
        <p className="text">{text}</p>
      </div>
      <button type="button" className="close" aria-label={t('toast.close')} onClick={onClose}>
        <Icon name="close" size={16} />
      </button>
    </Root>
  );
}

const Root = styled.div`
  display: flex;
  gap: ${tokens.space.sm};
  align-items: flex-start;
  padding: ${tokens.space.md};
  border: 1px solid ${tokens.color.border};
  border-left-width: 4px;
  border-radius: ${tokens.radius.md};
  background: ${tokens.color.surfaceRaised};
  color: ${tokens.color.text};
  box-shadow: ${tokens.shadow.md};

  &[data-tone='success'] {
    border-left-color: ${tokens.color.success};
    .icon { color: ${tokens.color.success}; }
  }
  &[data-tone='error'] {
    border-left-color: ${tokens.color.danger};
    .icon { color: ${tokens.color.danger}; }
  }
  &[data-tone='info'] {
    border-left-color: ${tokens.color.info};
    .icon { color: ${tokens.color.info}; }
  }
  .icon {
    flex: none;
    display: inline-flex;
  }
  .body {
    flex: 1;
    min-width: 0;
    overflow-wrap: anywhere;
  }
  .title {
    margin: 0;
    font-weight: ${tokens.font.weight.bold};
  }
  .text {
    margin: 0;
  }
  .close {
    flex: none;
    display: inline-flex;
    padding: 4px;
    border: 0;
    border-radius: ${tokens.radius.sm};
    background: transparent;
    color: ${tokens.color.textMuted};
    cursor: pointer;
    &:hover {
      background: ${tokens.color.surfaceMuted};
      color: ${tokens.color.text};
    }
  }
`;
