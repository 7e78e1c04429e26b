import type { Role } from '../../../../contract/roles';
import { useCan } from '../../../lib/access/AccessContext';
import { formatRecordId } from '../../../lib/record-id';
import { ResourcePicker, type RecordPickerProps, type ResourceLookup } from '../ResourcePicker/ResourcePicker';
import { useRoleNames } from './role-lookup';
import { ROLES } from '../../../../contract/areas';

export interface RolePickerProps extends Omit<RecordPickerProps, 'value'> {
  /** The chosen role id, or null for none. */
  value: number | null | undefined;
  /** The chosen role's name when the caller knows it already (an edit form's user.roleName). */
  selectedLabel?: string;
}

const lookup: ResourceLookup<Role> = {
  path: ROLES.api,
  params: { sort: 'name' },
  readOne: ROLES.permission.read,
  toOption: (role) => ({ value: role.id, label: role.name }),
  // Without read-role, the names list (read-roles) still names it.
  useLabelWithoutRecord: function useRoleName(id) {
    const can = useCan();
    const names = useRoleNames(id !== null && can(ROLES.permission.list));
    return id === null ? undefined : names.get(id);
  },
  idLabel: (id) => formatRecordId('role', id),
};

/**
 * A role chosen by server search on its name, ten at a time (read-roles). The chosen role shows
 * by name wherever it sits in the list: the caller's `selectedLabel`, else `GET /api/roles/:id`
 * (read-role), else the names list; its id (R0003) until one of them answers.
 */
export function RolePicker({ value, ...props }: RolePickerProps) {
  return <ResourcePicker lookup={lookup} value={value ?? null} {...props} />;
}
