import { useCallback, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ChangeLogTable, type ChangeLogEntry } from '../../../components/data/ChangeLogTable/ChangeLogTable';
import type { TableState } from '../../../components/data/DataTable/DataTable';
import { useCan } from '../../../lib/access/AccessContext';
import { useRoleNames } from './RoleSelect';

export interface UserChangeLogProps {
  entries: readonly ChangeLogEntry[] | undefined;
  state: TableState;
  error?: unknown;
  onRetry?(): void;
  /** The area-wide log names the changed user in its own column. */
  showUser?: boolean;
  caption?: string;
  showCaption?: boolean;
  filtered?: boolean;
}

/**
 * A users change log (SPEC §8): who, when, what, and field by field before → after, with the
 * fields' translated names, role names instead of ids, and Aktif/Nonaktif for the status.
 */
export function UserChangeLog({ entries, state, error, onRetry, showUser = false, caption, showCaption, filtered }: UserChangeLogProps) {
  const { t } = useTranslation('users');
  const can = useCan();
  const canReadUser = can('read-user');
  const roleNames = useRoleNames(can('read-roles'));

  const fieldLabel = useCallback((field: string) => t(`fields.${field}`, { defaultValue: field }), [t]);
  const formatValue = useCallback(
    (field: string, value: unknown): ReactNode | undefined => {
      if (field === 'roleId' && typeof value === 'number') return roleNames.get(value) ?? `#${value}`;
      if (field === 'active' && typeof value === 'boolean') return t(value ? 'status.active' : 'status.deactivated');
      return undefined;
    },
    [t, roleNames],
  );
  const renderEntity = useCallback(
    (entry: ChangeLogEntry) => {
      const label = entry.entityLabel ?? `#${entry.entityId}`;
      return canReadUser && entry.entityId !== undefined ? <Link to={`/users/${entry.entityId}/detail`}>{label}</Link> : label;
    },
    [canReadUser],
  );

  return (
    <ChangeLogTable
      entries={entries}
      state={state}
      error={error}
      onRetry={onRetry}
      fieldLabel={fieldLabel}
      formatValue={formatValue}
      caption={caption}
      showCaption={showCaption}
      entityHeader={showUser ? t('logs.entity') : undefined}
      renderEntity={showUser ? renderEntity : undefined}
      emptyTitle={filtered ? t('ui:empty.noMatch') : undefined}
      emptyText={filtered ? t('ui:empty.noMatchText') : undefined}
    />
  );
}
