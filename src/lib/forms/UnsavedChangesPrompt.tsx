import { lazy, Suspense, useCallback, useEffect, useRef, useState, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlocker } from 'react-router-dom';

// The dialog loads the first time a navigation is held, not with every form and editor.
const ConfirmDialog = lazy(() => import('../../components/ui/Dialog/Dialog').then((module) => ({ default: module.ConfirmDialog })));

export interface UnsavedChangesPromptApi {
  /** Render it anywhere in the form screen: the confirmation shown when navigation is blocked. */
  prompt: ReactElement;
  /**
   * The input is saved: from now on leaving does not ask, e.g. "back to the list" after a save.
   * Not just the next navigation: on a slow phone the list's render can still be under way (the
   * router's transition) when the person clicks the next link, and the form, still mounted and
   * dirty, would block that click and then unmount, dropping it.
   */
  allowNavigation(): void;
}

/**
 * Asks before leaving a form with unsaved changes (docs/product/screens.md): in-app navigation is
 * held by the data router's `useBlocker` and confirmed in a dialog; closing or reloading the tab gets the
 * browser's own `beforeunload` question. Needs a data router (createBrowserRouter and friends).
 */
export function useUnsavedChangesPrompt(isDirty: boolean): UnsavedChangesPromptApi {
  const { t } = useTranslation('ui');
  const bypass = useRef(false);
  const blocker = useBlocker(
    useCallback(
      ({ currentLocation, nextLocation }) => {
        if (bypass.current) return false;
        return isDirty && (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search);
      },
      [isDirty],
    ),
  );

  useEffect(() => {
    if (!isDirty || bypass.current) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older Chromium shows the prompt only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [isDirty]);

  const allowNavigation = useCallback(() => {
    bypass.current = true;
  }, []);

  const blocked = blocker.state === 'blocked';
  // Once shown, the dialog stays mounted (closed), as it was before it loaded on demand.
  const [asked, setAsked] = useState(blocked);
  if (blocked && !asked) setAsked(true);

  const prompt = (
    <Suspense fallback={null}>
      {asked && (
        <ConfirmDialog
          open={blocked}
          title={t('form.unsaved.title')}
          text={t('form.unsaved.text')}
          confirmLabel={t('form.unsaved.leave')}
          cancelLabel={t('form.unsaved.stay')}
          tone="danger"
          onConfirm={() => blocker.proceed?.()}
          onCancel={() => blocker.reset?.()}
        />
      )}
    </Suspense>
  );
  return { prompt, allowNavigation };
}

/** The same as a component: `<UnsavedChangesPrompt when={formState.isDirty} />`. */
export function UnsavedChangesPrompt({ when }: { when: boolean }) {
  return useUnsavedChangesPrompt(when).prompt;
}
