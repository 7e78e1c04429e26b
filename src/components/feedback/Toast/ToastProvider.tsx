import { createContext, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { deferred, useDeferred } from '../../../lib/deferred/deferred';
import type { ToastTone } from './Toast';
import { theme as tokens } from '../../../theme/tokens';

// The toast itself is its own chunk, fetched right after the shell renders.
const toastModule = deferred(() => import('./Toast'));
/** Fetch the toast's code now (stories and tests start with it, as a returning visitor would). */
export const preloadToast = () => toastModule.load();

export interface ToastOptions {
  tone?: ToastTone;
  title?: string;
  text: string;
  /** Default 5000 ms; 0 keeps the toast until it is closed. */
  durationMs?: number;
}

export interface ToastApi {
  /** Shows a toast and returns its id. */
  show(options: ToastOptions): number;
  success(text: string, title?: string): number;
  error(text: string, title?: string): number;
  dismiss(id: number): void;
}

interface Item extends Required<Pick<ToastOptions, 'tone' | 'durationMs'>> {
  id: number;
  title?: string;
  text: string;
}

const ToastContext = createContext<ToastApi | null>(null);
export const DEFAULT_TOAST_MS = 5000;
let defaultToastMs = DEFAULT_TOAST_MS;
/**
 * The duration of toasts that name none. Storybook sets 0 (kept until closed): a story's picture
 * must not depend on whether its capture came before or after a 5-second timer.
 */
export const setDefaultToastMs = (ms: number) => {
  defaultToastMs = ms;
};
/** Older toasts give way: a burst of saves must not cover the screen. */
const MAX_VISIBLE = 4;

/**
 * Short confirmations that need no answer ("Pengguna disimpan."). One polite live region, always
 * in the page, so screen readers announce each toast without taking focus.
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation('ui');
  const [items, setItems] = useState<Item[]>([]);
  const nextId = useRef(0);
  const Toast = useDeferred(toastModule, items.length > 0)?.Toast;

  const dismiss = useCallback((id: number) => setItems((current) => current.filter((item) => item.id !== id)), []);
  const show = useCallback((options: ToastOptions) => {
    nextId.current += 1;
    const item: Item = {
      id: nextId.current,
      tone: options.tone ?? 'success',
      durationMs: options.durationMs ?? defaultToastMs,
      title: options.title,
      text: options.text,
    };
    setItems((current) => [...current, item].slice(-MAX_VISIBLE));
    return item.id;
  }, []);

  const api = useMemo<ToastApi>(
    () => ({
      show,
      dismiss,
      success: (text, title) => show({ tone: 'success', text, title }),
      error: (text, title) => show({ tone: 'error', text, title }),
    }),
    [show, dismiss],
  );

  return (
    <ToastContext.Provider value={api}>
      {children}
      <Region role="status" aria-live="polite" aria-label={t('toast.region')}>
        {Toast &&
          items.map((item) => (
            <Toast
              key={item.id}
              tone={item.tone}
              title={item.title}
              text={item.text}
              durationMs={item.durationMs}
              onClose={() => dismiss(item.id)}
            />
          ))}
      </Region>
    </ToastContext.Provider>
  );
}

export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast() needs a <ToastProvider> above it.');
  return api;
}

/*
 * Just under the top bar, at the right: on a wide screen that is the end of the page header, which
 * holds no control (the breadcrumb and title sit at the left, a page's buttons start below it),
 * where the bottom corner covered the last rows' actions and the pager. On a phone it spans the
 * width there, over the page's name rather than its list or the top bar (decision 310).
 */
const Region = styled.div`
  position: fixed;
  z-index: ${tokens.z.progress};
  top: calc(${tokens.layout.topbarHeight} + ${tokens.space.sm});
  right: ${tokens.space.lg};
  display: grid;
  gap: ${tokens.space.sm};
  width: min(380px, calc(100vw - 32px));
  pointer-events: none;
  & > * {
    pointer-events: auto;
  }
`;
