import { useCallback } from 'react';
import { useCan } from '../../../lib/access/AccessContext';
import { useApi } from '../../../lib/api/ApiContext';
import { formatRecordId } from '../../../lib/record-id';
import { AsyncPicker, type AsyncPickerProps, type PickerOption } from '../../form/AsyncPicker/AsyncPicker';
import { searchRoles, useRoleNames, useRoleRecord } from './role-lookup';

export interface RolePickerProps extends Omit<AsyncPickerProps, 'load' | 'value' | 'onChange' | 'selectedLabel'> {
  /** The chosen role id, or null for none. */
  value: number | null | undefined;
  onChange(roleId: number | null): void;
  /** The chosen role's name when the caller knows it already (an edit form's user.roleName). */
  selectedLabel?: string;
}

/**
 * A role chosen by server search on its name, ten at a time (read-roles). The chosen role shows
 * by name wherever it sits in the list: the caller's `selectedLabel`, else `GET /api/roles/:id`
 * (read-role), else the names list; its id (R0003) until one of them answers.
 */
export function RolePicker({ value, onChange, selectedLabel, ...props }: RolePickerProps) {
  const { api } = useApi();
  const can = useCan();
  const chosen = value ?? null;
  const canReadRole = can('read-role');
  const needLabel = chosen !== null && selectedLabel === undefined;
  const record = useRoleRecord(needLabel && canReadRole ? chosen : null);
  const names = useRoleNames(needLabel && !canReadRole && can('read-roles'));
  const load = useCallback(
    async (query: string, signal: AbortSignal): Promise<PickerOption[]> =>
      (await searchRoles(api, query, signal)).map((role) => ({ value: role.id, label: role.name })),
    [api],
  );
  const label = chosen === null ? undefined : (selectedLabel ?? record.data?.name ?? names.get(chosen) ?? formatRecordId('role', chosen));
  return (
    <AsyncPicker
      {...props}
      value={chosen}
      load={load}
      selectedLabel={label}
      onChange={(next) => onChange(next === null ? null : Number(next))}
    />
  );
}
