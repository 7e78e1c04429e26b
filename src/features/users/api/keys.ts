import type { ScopedMutator } from 'swr';
import { revalidateArea } from '../../../lib/resource/api';

/** Every users endpoint starts here; every SWR key of the area too (lib/resource/api.ts). */
export const USERS_PATH = '/api/users';

/** After a create, update, deactivate or restore: lists, details and change logs refetch. */
export const revalidateUsers = (mutate: ScopedMutator) => revalidateArea(mutate, USERS_PATH);
