import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import styled from 'styled-components';
import { useCan, useCanOpen } from '../../../lib/access/AccessContext';
import { useRole } from '../api/get-role';
import { useRolePermissions } from '../api/get-role-permissions';
import { ButtonLink } from '../../../components/ui/ButtonLink/ButtonLink';
import { LoadError } from '../../../components/feedback/LoadError/LoadError';
import { RoleChangeLog } from '../components/RoleChangeLog';
import { RolePermissionsEditor, RolePermissionsPlaceholder } from '../components/RolePermissionsEditor';
import { RoleSummary } from '../components/RoleSummary';
import { RecordLoadState } from '../../../components/feedback/RecordLoadState/RecordLoadState';
import { useForbiddenRedirect } from '../../../lib/list-state/list-helpers';
import { parseId } from '../../../lib/route-params';
import { paths, routes } from '../../../lib/routes/routes';
import { theme as tokens } from '../../../theme/tokens';

/**
 * /roles/:roleId/detail (read-permissions-with-related): the role, its permission matrix (saved
 * with update-permissions, read-only without) and its change log (read-roles-logs).
 */
export default function RoleDetailScreen() {
  const { t } = useTranslation('roles');
  const can = useCan();
  const canOpen = useCanOpen();
  const roleId = parseId(useParams().roleId);
  const permissions = useRolePermissions(roleId);
  const role = useRole(roleId !== null && can('read-role') ? roleId : null);
  const permissionsHeading = useId();
  const logHeading = useId();

  // Decision 160: a 403 goes to /404; an unknown or malformed id says so in the page.
  const forbidden = useForbiddenRedirect(permissions.error);
  if (roleId === null || permissions.error?.status === 404) {
    return <RecordLoadState area="roles" icon="roles" backTo={paths.roles.data()} error={permissions.error} invalidId={roleId === null} onRetry={() => void permissions.mutate()} />;
  }
  if (forbidden) return null;

  const data = permissions.data;
  return (
    <Layout>
      <header>
        <RoleSummary role={role.data} roleName={data?.roleName ?? ''} loading={role.isLoading} />
        {canOpen(routes.roles.edit) && (
          <ButtonLink variant="secondary" to={paths.roles.edit(roleId)}>
            {t('detail.edit')}
          </ButtonLink>
        )}
      </header>
      <section aria-labelledby={permissionsHeading}>
        <h2 id={permissionsHeading}>{t('detail.permissions')}</h2>
        {data ? (
          <RolePermissionsEditor key={data.roleId} data={data} editable={can('update-permissions')} reload={() => permissions.mutate()} />
        ) : permissions.error ? (
          <LoadError error={permissions.error} onRetry={() => void permissions.mutate()} />
        ) : (
          <RolePermissionsPlaceholder editable={can('update-permissions')} />
        )}
      </section>
      {can('read-roles-logs') && (
        <section aria-labelledby={logHeading}>
          <h2 id={logHeading}>{t('log.title')}</h2>
          <RoleChangeLog roleId={roleId} />
        </section>
      )}
    </Layout>
  );
}

const Layout = styled.div`
  display: grid;
  gap: ${tokens.space.xl};
  min-width: 0;

  header {
    display: flex;
    flex-wrap: wrap;
    gap: ${tokens.space.md};
    align-items: flex-start;
    justify-content: space-between;
  }
  header > :first-child {
    flex: 1 1 480px;
  }
  section {
    display: grid;
    gap: ${tokens.space.md};
    min-width: 0;
  }
  section > h2 {
    margin: 0;
    font-size: ${tokens.font.size.lg};
  }
`;
