import type { CreateUser, User } from '../../../../contract/users';
import type { ApiClient } from '../../../lib/api/client';
import { createRecord, useCreate } from '../../../lib/resource/api';
import { USERS_PATH } from './keys';

/** `POST /api/users` with an Idempotency-Key: the same key twice creates one user; then the area revalidates. */
export const createUser = (api: ApiClient, body: CreateUser, idempotencyKey: string) => createRecord<User>(api, USERS_PATH, body, idempotencyKey);
export const useCreateUser = () => useCreate<User, CreateUser>(USERS_PATH);
