import { ROLES } from '../../../../contract/areas';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { Role } from '../../../../contract/roles';
import { ROLE_SORT_FIELDS } from '../../../../contract/roles-values';
import type { Column } from '../../../components/data/DataTable/DataTable';
import { ResourceList } from '../../../components/resource/ResourceList/ResourceList';
import { useCanOpen } from '../../../lib/access/AccessContext';
import { useFormatter } from '../../../lib/format';
import type { ListStateConfig } from '../../../lib/list-state/list-state';
import { useListState } from '../../../lib/list-state/useListState';
import { paths, routes } from '../../../lib/routes/routes';
import { useRoles } from '../api/roles-api';

const LIST = { sortFields: ROLE_SORT_FIELDS, defaultSort: { field: 'name', direction: 'asc' } } as const satisfies ListStateConfig;

const detailPath = (role: Role) => paths.roles.detail(role.id);
const editPath = (role: Role) => paths.roles.edit(role.id);

/** /roles/data (read-roles) on the shared ResourceList: search, sort, pages; Detail and Ubah per permission; "Tambah Peran". */
export default function RolesListScreen() {
  const { t } = useTranslation('roles');
  const format = useFormatter();
  const canOpen = useCanOpen();
  const list = useListState(LIST);
  const roles = useRoles(list.apiQuery);

  const columns = useMemo<Column<Role>[]>(
    () => [
      { id: 'name', header: t('list.columns.name'), cell: (role) => role.name, sortable: true, rowHeader: true, width: '22%' },
      { id: 'description', header: t('list.columns.description'), cell: (role) => <Description>{role.description || '—'}</Description> },
      { id: 'users', header: t('list.columns.users'), cell: (role) => format.number(role.userCount), align: 'end', width: '110px' },
      { id: 'permissions', header: t('list.columns.permissions'), cell: (role) => format.number(role.permissionCount), align: 'end', width: '110px' },
      {
        id: 'createdAt',
        header: t('list.columns.createdAt'),
        cell: (role) => <time dateTime={role.createdAt}>{format.date(role.createdAt)}</time>,
        sortable: true,
        width: '140px',
      },
    ],
    [t, format],
  );

  return (
    <ResourceList
      viewsKey={ROLES.key}
      list={list}
      answer={roles}
      columns={columns}
      getRowLabel={(role) => role.name}
      caption={t('list.caption')}
      searchLabel={t('list.search')}
      searchPlaceholder={t('list.searchPlaceholder')}
      emptyTitle={t('list.empty')}
      emptyText={t('list.emptyText')}
      links={canOpen(routes.roles.new) ? [{ to: paths.roles.new(), label: t('list.add'), primary: true }] : []}
      detailPath={canOpen(routes.roles.detail) ? detailPath : undefined}
      editPath={canOpen(routes.roles.edit) ? editPath : undefined}
    />
  );
}

const Description = styled.span`
  display: -webkit-box;
  -webkit-line-clamp: 2;
  -webkit-box-orient: vertical;
  overflow: hidden;
  overflow-wrap: anywhere;
`;
