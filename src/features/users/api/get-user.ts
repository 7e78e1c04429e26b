import type { User } from '../../../../contract/users';
import type { ApiClient } from '../../../lib/api/client';
import { getRecord, recordKey, useRecord } from '../../../lib/resource/api';
import { USERS_PATH } from './keys';

/** `GET /api/users/:id`; `id` null waits (an invalid route parameter never reaches the API). */
export const getUser = (api: ApiClient, id: number) => getRecord<User>(api, USERS_PATH, id);
export const userKey = (id: number) => recordKey(USERS_PATH, id);
export const useUser = (id: number | null, options?: { revalidateOnFocus?: boolean }) => useRecord<User>(USERS_PATH, id, options);
