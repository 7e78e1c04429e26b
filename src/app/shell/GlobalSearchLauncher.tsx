import { lazy, Suspense, useCallback, useEffect, useState } from 'react';

// The search dialog and its code load the first time it is asked for, never with the shell.
const GlobalSearch = lazy(() => import('../../components/layout/GlobalSearch/GlobalSearch').then((module) => ({ default: module.GlobalSearch })));

/** Typing in a field, `/` is a character: only outside fields does it open the search. */
const typingIn = (target: EventTarget | null) =>
  target instanceof HTMLElement && (target.isContentEditable || target.tagName === 'INPUT' || target.tagName === 'TEXTAREA' || target.tagName === 'SELECT');

/**
 * The global search of the signed-in layout (decision 333): `open` for the top bar's trigger, the
 * `/` key outside fields and Ctrl+K / Cmd+K anywhere; `element` is the dialog once first asked for.
 * While another dialog is open the keys do nothing: the page behind a modal is not to be searched.
 */
export function useGlobalSearchLauncher() {
  const [open, setOpen] = useState(false);
  const [asked, setAsked] = useState(false);
  const show = useCallback(() => {
    setAsked(true);
    setOpen(true);
  }, []);
  const hide = useCallback(() => setOpen(false), []);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.isComposing || event.altKey) return;
      const commandK = event.key.toLowerCase() === 'k' && (event.ctrlKey || event.metaKey) && !event.shiftKey;
      const slash = event.key === '/' && !event.ctrlKey && !event.metaKey && !typingIn(event.target);
      if (!commandK && !slash) return;
      if (document.querySelector('dialog[open]')) return;
      event.preventDefault();
      show();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [show]);

  const element = asked ? (
    <Suspense fallback={null}>
      <GlobalSearch open={open} onClose={hide} />
    </Suspense>
  ) : null;
  return { open: show, element };
}
