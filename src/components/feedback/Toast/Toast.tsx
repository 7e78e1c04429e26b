import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Icon } from '../../ui/Icon/Icon';

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
  gap: ${({ theme }) => theme.space.sm};
  align-items: flex-start;
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-left-width: 4px;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surfaceRaised};
  color: ${({ theme }) => theme.color.text};
  box-shadow: ${({ theme }) => theme.shadow.md};

  &[data-tone='success'] {
    border-left-color: ${({ theme }) => theme.color.success};
    .icon { color: ${({ theme }) => theme.color.success}; }
  }
  &[data-tone='error'] {
    border-left-color: ${({ theme }) => theme.color.danger};
    .icon { color: ${({ theme }) => theme.color.danger}; }
  }
  &[data-tone='info'] {
    border-left-color: ${({ theme }) => theme.color.info};
    .icon { color: ${({ theme }) => theme.color.info}; }
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
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
  .text {
    margin: 0;
  }
  .close {
    flex: none;
    display: inline-flex;
    padding: 4px;
    border: 0;
    border-radius: ${({ theme }) => theme.radius.sm};
    background: transparent;
    color: ${({ theme }) => theme.color.textMuted};
    cursor: pointer;
    &:hover {
      background: ${({ theme }) => theme.color.surfaceMuted};
      color: ${({ theme }) => theme.color.text};
    }
  }
`;
