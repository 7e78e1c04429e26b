import type { ScopedMutator } from 'swr';

/**
 * Every SWR key of the users area starts with its endpoint path, so one mutation can revalidate
 * every list, record and log it may have changed.
 */
export const USERS_PATH = '/api/users';

const isUsersKey = (key: unknown) => Array.isArray(key) && typeof key[0] === 'string' && key[0].startsWith(USERS_PATH);

/** After a create, update, deactivate or restore: lists, details and change logs refetch. */
export const revalidateUsers = (mutate: ScopedMutator) => mutate(isUsersKey);

export interface ListAnswer<T> {
  data: T[];
  paging: { page: number; size: number; totalItems: number; totalPages: number };
}
