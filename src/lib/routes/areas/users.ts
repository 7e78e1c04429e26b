import { ROLES, USERS } from '../../../../contract/areas';
import { defineArea, resourcePages } from '../define';

const { permission } = USERS;

/** Users (docs/product/routes.md): who may sign in and with which role; their change log and sign-in activity. */
export const users = defineArea({
  declaration: USERS,
  routes: {
    ...resourcePages(USERS, { new: [ROLES.permission.list], edit: [ROLES.permission.list] }),
    removed: { path: '/users/data/removed', permissions: [permission['read-removed-users']], screen: 'users/screens/RemovedUsersScreen' },
    activities: { path: '/users/activities/logs', permissions: [permission['read-users-activities']], screen: 'users/screens/UserActivitiesScreen' },
  },
  menu: ['data', 'new', 'removed', 'logs', 'activities'],
});
