import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useRoleNames } from '../../../components/pickers/RolePicker/role-lookup';
import type { ChangeLogReading } from '../../../components/resource/ResourceChangeLog/ResourceChangeLog';
import { useCan } from '../../../lib/access/AccessContext';
import { ROLES } from '../../../../contract/areas';

/**
 * The fields a users change log records (the server's and the mock's snapshot), in the order a
 * reader expects them; the API's JSON may list them in another order (the server stores jsonb).
 */
const FIELD_ORDER = ['username', 'name', 'email', 'role', 'status', 'credential'] as const;
/** Logs written before the snapshot had `role` also carried `roleName` beside `roleId`: one "Peran" is enough. */
const IGNORED_FIELDS = ['roleName'] as const;

/**
 * How a users change log reads (docs/product/screens.md), on /users/logs and a user's history:
 * fields in the form's order, the role by name (`role`; older rows' `roleId` looked up with
 * read-roles), Aktif/Nonaktif for the status (`status` active/inactive; older rows' `active`) and a
 * new password as the fact only (decision 118).
 */
export function useUserLogReading(): ChangeLogReading {
  const { t } = useTranslation('users');
  const roleNames = useRoleNames(useCan()(ROLES.permission.list));
  const formatValue = useCallback(
    (field: string, value: unknown): string | undefined => {
      if (field === 'roleId' && typeof value === 'number') return roleNames.get(value) ?? `#${value}`;
      if (field === 'status' && (value === 'active' || value === 'inactive')) return t(value === 'active' ? 'status.active' : 'status.deactivated');
      if (field === 'active' && typeof value === 'boolean') return t(value ? 'status.active' : 'status.deactivated');
      if (field === 'credential' && value === 'CHANGED') return t('logs.credentialChanged');
      return undefined;
    },
    [t, roleNames],
  );
  return useMemo(() => ({ fieldOrder: FIELD_ORDER, ignoreFields: IGNORED_FIELDS, formatValue }), [formatValue]);
}
