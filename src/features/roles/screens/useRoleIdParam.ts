import { useParams } from 'react-router-dom';

/** The route's `:roleId` as a positive integer, or null for anything else (`/roles/abc/edit`). */
export function useRoleIdParam(): number | null {
  const { roleId } = useParams();
  if (!roleId || !/^[1-9][0-9]{0,9}$/.test(roleId)) return null;
  const id = Number(roleId);
  return id <= 2_147_483_647 ? id : null;
}
