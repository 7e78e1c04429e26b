import { useCallback } from 'react';
import { AsyncPicker, type AsyncPickerProps, type PickerOption } from '../../../components/form/AsyncPicker/AsyncPicker';
import { useCan } from '../../../lib/access/AccessContext';
import { useApi } from '../../../lib/api/ApiContext';
import { useUser } from '../api/get-user';
import { searchUsers } from '../api/search-users';
import { formatUserId } from './user-text';

export interface UserPickerProps extends Omit<AsyncPickerProps, 'load' | 'value' | 'onChange' | 'selectedLabel'> {
  value: number | null;
  onChange(userId: number | null): void;
}

/**
 * A user chosen by server search (username, name, email). A value that came from the URL shows
 * its username once `GET /api/users/:id` answers (read-user), its id until then.
 */
export function UserPicker({ value, onChange, ...props }: UserPickerProps) {
  const { api } = useApi();
  const can = useCan();
  const includeDeactivated = can('read-removed-users');
  const known = useUser(value !== null && can('read-user') ? value : null, { revalidateOnFocus: false });
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
      selectedLabel={value === null ? undefined : (known.data?.username ?? formatUserId(value))}
      onChange={(next) => onChange(next === null ? null : Number(next))}
    />
  );
}
