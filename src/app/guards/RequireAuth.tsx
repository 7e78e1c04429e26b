import { useDeferredValue, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router-dom';
import { useAlert } from '../../components/feedback/AlertProvider/AlertProvider';
import { FullPageSpinner } from '../../components/ui/Spinner/Spinner';
import { usePermissions } from '../../features/auth/session/PermissionsProvider';
import { useSession } from '../../features/auth/session/SessionContext';
import type { ReactNode } from 'react';

/**
 * The protected area (docs/product/sessions.md, docs/product/errors.md): signed out → the
 * "Unauthorize!" alert and /login; the permission list loads before the layout shows; an empty
 * list, 401 or 404 end the session; a network failure or 500 → /500.
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { currentUser, endSession } = useSession();
  const {
    authorizePermissions,
    loading: permissionsLoading,
    error: permissionsError,
    revalidate: revalidatePermissions,
  } = usePermissions();
  const location = useLocation();
  const signedIn = Boolean(currentUser?.accessToken && currentUser.roleId);
  const emptyList = !permissionsLoading && !permissionsError && authorizePermissions.length === 0;
  const status = permissionsError?.status;
  const sessionRefused = status === 401 || status === 404;

  useEffect(() => {
    if (signedIn && (emptyList || sessionRefused)) void endSession();
  }, [signedIn, emptyList, sessionRefused, endSession]);

  // Permission changes to the role follow on the next navigation (docs/product/permissions.md).
  const firstPath = useRef(location.pathname);
  useEffect(() => {
    if (location.pathname !== firstPath.current) revalidatePermissions();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a navigation should revalidate
  }, [location.pathname]);

  // The layout's first render is the largest task of a page load (sidebar, top bar, breadcrumb and
  // the page at once). The permission list arrives through SWR's store, whose updates React renders
  // in one uninterrupted task; showing the layout a render later, as a deferred value, renders it in
  // a transition that yields to the browser every few milliseconds (decision 263). Every decision
  // above (sign out, /500) still reads the answer itself, at once.
  const ready = !permissionsLoading && !emptyList && !sessionRefused;
  const layoutShown = useDeferredValue(ready);

  if (!signedIn) return <Unauthorized />;
  if (permissionsError && !sessionRefused) return <Navigate to="/500" replace />;
  if (!ready || !layoutShown) return <FullPageSpinner />;
  return <>{children}</>;
}

function Unauthorized() {
  const { t } = useTranslation();
  const alert = useAlert();
  const location = useLocation();
  const { signOutReason } = useSession();
  const loggedOut = signOutReason === 'logout';
  const shown = useRef(false);
  useEffect(() => {
    // A logout the user asked for shows its own "Berhasil!" alert instead.
    if (shown.current || loggedOut) return;
    shown.current = true;
    void alert({ title: t('alerts.unauthorizedTitle'), text: t('alerts.unauthorizedText'), tone: 'error' });
  }, [alert, t, loggedOut]);
  const from = loggedOut ? undefined : { pathname: location.pathname + location.search };
  return <Navigate to="/login" replace state={from ? { from } : null} />;
}
