import type { UpdateUser, User } from '../../../../contract/users';
import type { ApiClient } from '../../../lib/api/client';
import { updateRecord, useUpdate } from '../../../lib/resource/api';
import { USERS_PATH } from './keys';

/** `PATCH /api/users/:id` with the version the form was loaded with (409 VERSION_CONFLICT when stale). */
export const updateUser = (api: ApiClient, id: number, body: UpdateUser) => updateRecord<User>(api, USERS_PATH, id, body);
export const useUpdateUser = () => useUpdate<User, UpdateUser>(USERS_PATH);
