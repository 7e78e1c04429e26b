import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { PERMISSIONS } from '../../../../contract/permissions';
import type { ChangeLogReading } from '../../../components/resource/ResourceChangeLog/ResourceChangeLog';

const descriptions = new Map<string, { id: string; en: string }>(PERMISSIONS.map((permission) => [permission.name, permission.description]));
/** Permissions read in the catalogue's order (area by area, as on the matrix), however the API lists them. */
const VALUE_ORDER = { permissions: PERMISSIONS.map((permission) => permission.name) } as const;

/**
 * How a role's change log reads (docs/product/screens.md): name and description before → after, and
 * permissions as "ditambah: …; dihapus: …" by their descriptions in the active language (the name
 * on hover). The log words its fields apart from the form ("Nama", not "Nama peran"):
 * `roles:log.fields`.
 */
export function useRoleLogReading(): ChangeLogReading {
  const { i18n } = useTranslation('roles');
  const english = i18n.language?.startsWith('en') ?? false;
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
  return useMemo(() => ({ fieldKeys: 'log.fields', valueOrder: VALUE_ORDER, formatValue }), [formatValue]);
}
