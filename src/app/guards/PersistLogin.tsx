import { Navigate, Outlet } from 'react-router-dom';
import { FullPageSpinner } from '../../components/ui/Spinner/Spinner';
import { useStartupRefresh } from './useStartupRefresh';

/**
 * Start-up (docs/product/sessions.md): with `persist` set, or a session of this browser session,
 * and no access token, refresh while a spinner shows.
 * A 400 has already run session recovery (the user is signed out); any other failure → /500.
 */
export function PersistLogin() {
  const state = useStartupRefresh();
  if (state === 'failed') return <Navigate to="/500" replace />;
  if (state === 'loading') return <FullPageSpinner />;
  return <Outlet />;
}
