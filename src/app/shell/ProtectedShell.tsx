import { RequireAuth } from '../guards/RequireAuth';
import { AdminLayout } from './AdminLayout';

/** The signed-in area as one lazy chunk, so /login never downloads the layout. */
export default function ProtectedShell() {
  return (
    <RequireAuth>
      <AdminLayout />
    </RequireAuth>
  );
}
