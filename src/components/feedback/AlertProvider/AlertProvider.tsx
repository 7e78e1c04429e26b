import { createContext, lazy, Suspense, useCallback, useContext, useRef, useState, type ReactNode } from 'react';
import type { DialogTone } from '../../ui/Dialog/Dialog';

// The dialog (with its icons and styles) loads with the first alert, not with the sign-in page:
// the provider sits in the app's entry chunk (docs/decisions/007-lazy-shell.md).
const AlertDialog = lazy(() => import('../../ui/Dialog/Dialog').then((module) => ({ default: module.AlertDialog })));

export interface AlertOptions {
  title: string;
  text: string;
  tone?: DialogTone;
  /** Defaults to the translated "OK". */
  okLabel?: string;
}

/** Shows an alert and resolves once the user dismisses it (OK or Escape). */
export type AlertFn = (options: AlertOptions) => Promise<void>;

interface QueuedAlert extends AlertOptions {
  id: number;
  resolve: () => void;
}

const AlertContext = createContext<AlertFn | null>(null);

/**
 * Owns the app's alerts: one AlertDialog at a time, the rest wait in order. Callers `await` the
 * dismissal, e.g. show "Berhasil Logout." and only then navigate to /login.
 */
export function AlertProvider({ children }: { children: ReactNode }) {
  const [queue, setQueue] = useState<QueuedAlert[]>([]);
  const nextId = useRef(0);

  // Stable across renders: guards and hooks list it in effect dependencies.
  const alert = useCallback<AlertFn>(
    (options) =>
      new Promise<void>((resolve) => {
        nextId.current += 1;
        const id = nextId.current;
        setQueue((current) => [...current, { ...options, id, resolve }]);
      }),
    [],
  );

  const current = queue[0];
  const dismiss = () => {
    if (!current) return;
    setQueue((items) => items.filter((item) => item.id !== current.id));
    current.resolve();
  };

  return (
    <AlertContext.Provider value={alert}>
      {children}
      {current && (
        <Suspense fallback={null}>
          {/* A key per alert gives each one a fresh dialog, so focus returns to the opener in between. */}
          <AlertDialog
            key={current.id}
            open
            title={current.title}
            text={current.text}
            tone={current.tone}
            okLabel={current.okLabel}
            onClose={dismiss}
          />
        </Suspense>
      )}
    </AlertContext.Provider>
  );
}

export function useAlert(): AlertFn {
  const alert = useContext(AlertContext);
  if (!alert) throw new Error('useAlert() needs an <AlertProvider> above it.');
  return alert;
}
