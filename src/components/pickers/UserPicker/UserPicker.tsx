import { useCallback } from 'react';
import { useCan } from '../../../lib/access/AccessContext';
import { useApi } from '../../../lib/api/ApiContext';
import { formatRecordId } from '../../../lib/record-id';
import { AsyncPicker, type AsyncPickerProps, type PickerOption } from '../../form/AsyncPicker/AsyncPicker';
import { searchUsers, useUserRecord } from './user-lookup';

export interface UserPickerProps extends Omit<AsyncPickerProps, 'load' | 'value' | 'onChange' | 'selectedLabel'> {
  value: number | null;
  onChange(userId: number | null): void;
}

/**
 * A user (a record's user, a change's actor) chosen by server search on username, name and email,
 * ten at a time. A value that came from a link shows its username once `GET /api/users/:id`
 * answers (read-user), wherever it sits in the list; its id (U0007) until then or without read-user.
 * The caller needs read-users to search (the screens hide the picker without it).
 */
export function UserPicker({ value, onChange, ...props }: UserPickerProps) {
  const { api } = useApi();
  const can = useCan();
  const includeDeactivated = can('read-removed-users');
  const known = useUserRecord(value !== null && can('read-user') ? value : null);
  const load = useCallback(
    async (query: string, signal: AbortSignal): Promise<PickerOption[]> =>
      (await searchUsers(api, query, { includeDeactivated, signal })).map((user) => ({
        value: user.id,
        label: user.username,
        description: user.name,
      })),
    [api, includeDeactivated],
  );
  return (
    <AsyncPicker
      {...props}
      value={value}
      load={load}
      selectedLabel={value === null ? undefined : (known.data?.username ?? formatRecordId('user', value))}
      onChange={(next) => onChange(next === null ? null : Number(next))}
    />
  );
}
