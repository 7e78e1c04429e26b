import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import type { RolePermissions } from '../../../../contract/roles';
import { Panel } from '../../../components/layout/ScreenParts/ScreenParts';
import { RecordGate } from '../../../components/resource/RecordGate/RecordGate';
import { ResourceDetail } from '../../../components/resource/ResourceDetail/ResourceDetail';
import { useCan, useCanOpen } from '../../../lib/access/AccessContext';
import { useFormatter } from '../../../lib/format';
import { parseId } from '../../../lib/route-params';
import { paths, routes } from '../../../lib/routes/routes';
import { rolesApi, useRole, useRolePermissions } from '../api/roles-api';
import { useRoleLogReading } from '../components/role-log';
import { RolePermissionsEditor, RolePermissionsPlaceholder } from '../components/RolePermissionsEditor';
import { ROLES } from '../../../../contract/areas';

/**
 * /roles/:roleId/detail (read-permissions-with-related) on the shared record gate and detail: the
 * role (its fields with read-role), its permission matrix (saved with update-permissions,
 * read-only without) and its change log (read-roles-logs). While the matrix loads its placeholder
 * holds the page's final layout (decision 141).
 */
export default function RoleDetailScreen() {
  const roleId = parseId(useParams().roleId);
  const permissions = useRolePermissions(roleId);
  return (
    <RecordGate id={roleId} answer={permissions} listPath={paths.roles.data()} ns="roles" pending={<RoleDetail roleId={roleId!} />}>
      {(data) => <RoleDetail roleId={data.roleId} data={data} reload={() => permissions.mutate()} />}
    </RecordGate>
  );
}

interface RoleDetailProps {
  roleId: number;
  /** The role's permissions; undefined while they load. */
  data?: RolePermissions;
  reload?(): Promise<RolePermissions | undefined>;
}

function RoleDetail({ roleId, data, reload }: RoleDetailProps) {
  const { t } = useTranslation('roles');
  const format = useFormatter();
  const can = useCan();
  const canOpen = useCanOpen();
  const readRole = can(ROLES.permission.read);
  const role = useRole(readRole ? roleId : null).data;
  const permissionsHeading = useId();
  const logReading = useRoleLogReading();
  return (
    <ResourceDetail
      title={role?.name || data?.roleName || ''}
      loading={readRole ? !role : !data}
      items={
        readRole
          ? [
              { id: 'description', label: t('fields.description'), value: role?.description, wide: true },
              { id: 'users', label: t('detail.users'), value: role && format.number(role.userCount) },
              { id: 'createdAt', label: t('detail.createdAt'), value: role && format.dateTime(role.createdAt) },
            ]
          : []
      }
      editPath={canOpen(routes.roles.edit) ? paths.roles.edit(roleId) : undefined}
      related={
        <Panel aria-labelledby={permissionsHeading}>
          <h2 id={permissionsHeading}>{t('detail.permissions')}</h2>
          {data && reload ? (
            <RolePermissionsEditor key={data.roleId} data={data} editable={can(ROLES.permission.updatePermissions)} reload={reload} />
          ) : (
            <RolePermissionsPlaceholder editable={can(ROLES.permission.updatePermissions)} />
          )}
        </Panel>
      }
      log={can(ROLES.permission.logs) ? { path: rolesApi.path, ns: 'roles', recordId: roleId, caption: t('log.caption'), ...logReading } : undefined}
    />
  );
}
