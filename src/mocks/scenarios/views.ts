import type { SeededRoleName } from '../../../contract/permissions';
import { mockRoles, mockUsers } from '../db/auth';
import { nextTime } from '../db/logs';
import { viewStore, type MockView } from '../db/views';

/** A seeded role's id and a seeded user's, by name. */
export const seededRoleId = (name: SeededRoleName) => mockRoles.find((role) => role.name === name)!.id;
export const seededUserId = (username: string) => mockUsers.find((user) => user.username === username)!.id;

/** Views of the customers list in the mock db, as their owners (the administrator unless named) saved them, in this order. */
export function seedViews(views: (Partial<MockView> & { name: string; owner?: string })[]) {
  for (const [index, { owner = 'admin', ...view }] of views.entries()) {
    const now = nextTime();
    viewStore.rows.push({ id: viewStore.nextId(), ownerId: seededUserId(owner), list: 'customers', search: '', roleId: null, position: index, createdAt: now, updatedAt: now, ...view });
  }
}
