import type { User } from '../../../../contract/users';
import type { ApiClient } from '../../../lib/api/client';
import { getList, listKey, useList } from '../../../lib/resource/api';
import { USERS_PATH } from './keys';

/** `GET /api/users?page&size&q&roleId&status&sort` (docs/product/api.md); keeps the previous page while the next loads. */
export const getUsers = (api: ApiClient, query: string) => getList<User>(api, USERS_PATH, query);
export const usersKey = (query: string) => listKey(USERS_PATH, query);
export const useUsers = (query: string | null) => useList<User>(USERS_PATH, query);
