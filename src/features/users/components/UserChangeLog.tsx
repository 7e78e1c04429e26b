import { useCallback, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ChangeLogTable, type ChangeLogEntry } from '../../../components/data/ChangeLogTable/ChangeLogTable';
import { DEFAULT_IGNORED_FIELDS } from '../../../components/data/ChangeLogTable/diff';
import type { TableState } from '../../../components/data/DataTable/DataTable';
import { useCan, useCanOpen } from '../../../lib/access/AccessContext';
import { useRoleNames } from '../../../components/pickers/RolePicker/role-lookup';
import { paths, routes } from '../../../lib/routes/routes';

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
 * The fields a users change log records (the server's and the mock's snapshot), in the order a
 * reader expects them; the API's JSON may list them in another order (the server stores jsonb).
 */
const FIELD_ORDER = ['username', 'name', 'email', 'role', 'status', 'credential'];
/** Logs written before the snapshot had `role` also carried `roleName` beside `roleId`: one "Peran" is enough. */
const IGNORED_FIELDS = [...DEFAULT_IGNORED_FIELDS, 'roleName'];

const rank = (field: string) => {
  const index = FIELD_ORDER.indexOf(field);
  return index === -1 ? FIELD_ORDER.length : index;
};
/** The API's changes in the order a person reads a user (jsonb keeps keys in its own order). */
const inFieldOrder = (changes: ChangeLogEntry['changes']) => [...changes].sort((a, b) => rank(a.field) - rank(b.field));

/**
 * A users change log (SPEC §8): who, when, what, and field by field before → after, with the
 * fields' translated names, the role by name (`role`; older rows' `roleId` looked up), and
 * Aktif/Nonaktif for the status (`status` active/inactive; older rows' `active`).
 */
export function UserChangeLog({ entries, state, error, onRetry, showUser = false, caption, showCaption, filtered }: UserChangeLogProps) {
  const { t } = useTranslation('users');
  const can = useCan();
  const canOpen = useCanOpen();
  const canReadUser = canOpen(routes.users.detail);
  const roleNames = useRoleNames(can('read-roles'));

  const fieldLabel = useCallback((field: string) => t(`fields.${field}`, { defaultValue: field }), [t]);
  const formatValue = useCallback(
    (field: string, value: unknown): ReactNode | undefined => {
      if (field === 'roleId' && typeof value === 'number') return roleNames.get(value) ?? `#${value}`;
      if (field === 'status' && (value === 'active' || value === 'inactive')) return t(value === 'active' ? 'status.active' : 'status.deactivated');
      if (field === 'active' && typeof value === 'boolean') return t(value ? 'status.active' : 'status.deactivated');
      // A new password is logged as the fact only (decision 118).
      if (field === 'credential' && value === 'CHANGED') return t('logs.credentialChanged');
      return undefined;
    },
    [t, roleNames],
  );
  const ordered = useMemo(
    () => entries?.map((entry) => ({ ...entry, changes: inFieldOrder(entry.changes) })),
    [entries],
  );
  const renderEntity = useCallback(
    (entry: ChangeLogEntry) => {
      const label = entry.entityLabel ?? `#${entry.entityId}`;
      return canReadUser && entry.entityId !== undefined ? <Link to={paths.users.detail(entry.entityId)}>{label}</Link> : label;
    },
    [canReadUser],
  );

  return (
    <ChangeLogTable
      entries={ordered}
      state={state}
      error={error}
      onRetry={onRetry}
      fieldLabel={fieldLabel}
      formatValue={formatValue}
      ignoreFields={IGNORED_FIELDS}
      caption={caption}
      showCaption={showCaption}
      entityHeader={showUser ? t('logs.entity') : undefined}
      renderEntity={showUser ? renderEntity : undefined}
      emptyTitle={filtered ? t('ui:empty.noMatch') : undefined}
      emptyText={filtered ? t('ui:empty.noMatchText') : undefined}
    />
  );
}
