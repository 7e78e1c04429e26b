import { ROLES, USERS } from '../../../../contract/areas';
import { defineArea, resourcePages } from '../define';

/** Users (docs/product/routes.md): who may sign in and with which role; their change log and sign-in activity. */
export const users = defineArea({
  declaration: USERS,
  routes: {
    ...resourcePages(USERS, { new: [ROLES.permission.list], edit: [ROLES.permission.list] }),
    removed: { path: '/users/data/removed', permissions: [USERS.permission.listRemoved], screen: 'users/screens/RemovedUsersScreen' },
    activities: { path: '/users/activities/logs', permissions: [USERS.permission.activities], screen: 'users/screens/UserActivitiesScreen' },
  },
  menu: ['data', 'new', 'removed', 'logs', 'activities'],
});
