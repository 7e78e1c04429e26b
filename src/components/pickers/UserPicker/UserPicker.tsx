import type { User } from '../../../../contract/users';
import { formatRecordId } from '../../../lib/record-id';
import { ResourcePicker, type RecordPickerProps, type ResourceLookup } from '../ResourcePicker/ResourcePicker';
import { USERS } from '../../../../contract/areas';

export type UserPickerProps = RecordPickerProps;

// Deactivated users too when the caller may see them, since logs and activities are about them as well.
const lookup: ResourceLookup<User> = {
  path: USERS.api,
  params: { sort: 'username' },
  paramsWith: { permission: USERS.permission.listRemoved, params: { status: 'all' } },
  readOne: USERS.permission.read,
  toOption: (user) => ({ value: user.id, label: user.username, description: user.name }),
  idLabel: (id) => formatRecordId('user', id),
};

/**
 * A user (a record's user, a change's actor) chosen by server search on username, name and email,
 * ten at a time. A value that came from a link shows its username once `GET /api/users/:id`
 * answers (read-user; the users area's own key), wherever it sits in the list; its id (U0007)
 * until then or without read-user. The caller needs read-users to search (the screens hide the
 * picker without it).
 */
export function UserPicker(props: UserPickerProps) {
  return <ResourcePicker lookup={lookup} {...props} />;
}
