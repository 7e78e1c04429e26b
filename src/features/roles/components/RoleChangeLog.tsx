import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { PERMISSIONS } from '../../../../contract/permissions';
import { ChangeLogTable, type ChangeLogEntry } from '../../../components/data/ChangeLogTable/ChangeLogTable';
import { Pagination } from '../../../components/data/Pagination/Pagination';
import type { ListStateConfig } from '../../../lib/list-state/list-state';
import { useListState } from '../../../lib/list-state/useListState';
import { useRoleLogs } from '../api/get-role-logs';
import { theme as tokens } from '../../../theme/tokens';

/** The log's page lives in the URL beside the screen's own state (`log.page`, `log.size`). */
const LOG_LIST: ListStateConfig = { sortFields: [], prefix: 'log.' };

const descriptions = new Map<string, { id: string; en: string }>(PERMISSIONS.map((permission) => [permission.name, permission.description]));
const catalogueIndex = new Map<string, number>(PERMISSIONS.map((permission, index) => [permission.name, index]));
const rank = (name: unknown) => (typeof name === 'string' ? (catalogueIndex.get(name) ?? PERMISSIONS.length) : PERMISSIONS.length);

/** Permissions read in the catalogue's order (area by area, as on the matrix), however the API lists them. */
const inCatalogueOrder = (value: unknown) => (Array.isArray(value) ? [...value].sort((a, b) => rank(a) - rank(b)) : value);
const withOrderedPermissions = (record: Record<string, unknown> | null) =>
  record && Array.isArray(record.permissions) ? { ...record, permissions: inCatalogueOrder(record.permissions) } : record;

export interface RoleChangeLogProps {
  roleId: number;
}

/**
 * A role's change log (SPEC §8): who, when, what; name and description before → after, and
 * permissions as "added: …; removed: …" by their descriptions in the active language.
 */
export function RoleChangeLog({ roleId }: RoleChangeLogProps) {
  const { t, i18n } = useTranslation('roles');
  const english = i18n.language?.startsWith('en') ?? false;
  const list = useListState(LOG_LIST);
  const { data, error, isLoading, mutate } = useRoleLogs(`id=${roleId}&${list.apiQuery}`);
  const entries = useMemo<ChangeLogEntry[] | undefined>(
    () =>
      data?.data.map((entry) => ({
        ...entry,
        before: withOrderedPermissions(entry.before),
        after: withOrderedPermissions(entry.after),
        changes: entry.changes.map((change) =>
          change.field === 'permissions' ? { ...change, before: inCatalogueOrder(change.before), after: inCatalogueOrder(change.after) } : change,
        ),
      })),
    [data],
  );

  const fieldLabel = useCallback((field: string) => t(`log.fields.${field}`, { defaultValue: field }), [t]);
  const formatValue = useCallback(
    (field: string, value: unknown) => {
      if (field !== 'permissions' || typeof value !== 'string') return undefined;
      const description = descriptions.get(value);
      return (
        <span className="permission" title={value}>
          {description ? (english ? description.en : description.id) : value}
        </span>
      );
    },
    [english],
  );

  return (
    <Root>
      <ChangeLogTable
        entries={entries}
        state={isLoading ? 'loading' : error && !data ? 'error' : 'ready'}
        error={error}
        onRetry={() => void mutate()}
        fieldLabel={fieldLabel}
        formatValue={formatValue}
        caption={t('log.caption')}
      />
      {data && data.paging.totalItems > 0 && (
        <Pagination {...data.paging} onPageChange={list.setPage} onSizeChange={list.setSize} disabled={isLoading} />
      )}
    </Root>
  );
}

const Root = styled.div`
  display: grid;
  gap: ${tokens.space.md};
  min-width: 0;
  /* Log rows hold no links: a scroll box of its own could not be reached by keyboard (axe
     scrollable-region-focusable), so the page scrolls instead. */
  --data-table-max-height: none;
`;
