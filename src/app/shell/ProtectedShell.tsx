import { SWRConfig } from 'swr';
import { ToastProvider } from '../../components/feedback/Toast/ToastProvider';
import { PermissionsProvider } from '../../features/auth/session/PermissionsProvider';
import { swrConfig } from '../../lib/swr';
import { useSendWaitingUploads } from '../../lib/uploads/send-waiting';
import { RequireAuth } from '../guards/RequireAuth';
import { UiStateProvider } from '../ui-state';
import { AdminLayout } from './AdminLayout';

/**
 * The signed-in area as one lazy chunk, so /login never downloads the layout or SWR. The SWR
 * cache lives as long as this shell: signing out unmounts it, so nothing of one user's data
 * can show to the next (docs/product/permissions.md).
 */
export default function ProtectedShell() {
  return (
    <SWRConfig value={{ ...swrConfig, provider: () => new Map() }}>
      <PermissionsProvider>
        <RequireAuth>
          <UiStateProvider>
            <ToastProvider>
              <WaitingUploads />
              <AdminLayout />
            </ToastProvider>
          </UiStateProvider>
        </RequireAuth>
      </PermissionsProvider>
    </SWRConfig>
  );
}

/** Photos kept on the device while the connection was down go out from any page (lib/uploads). */
function WaitingUploads() {
  useSendWaitingUploads();
  return null;
}
