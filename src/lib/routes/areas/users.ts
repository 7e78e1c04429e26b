import { defineArea } from '../define';

/** Users (docs/product/routes.md): who may sign in and with which role; their change log and sign-in activity. */
export const users = defineArea({
  id: 'users',
  namespace: 'users',
  entity: 'user',
  routes: {
    data: { path: '/users/data', permissions: ['read-users'], screen: 'users/screens/UsersListScreen' },
    removed: { path: '/users/data/removed', permissions: ['read-removed-users'], screen: 'users/screens/RemovedUsersScreen' },
    logs: { path: '/users/logs', permissions: ['read-users-logs'], screen: 'users/screens/UsersLogScreen' },
    activities: { path: '/users/activities/logs', permissions: ['read-users-activities'], screen: 'users/screens/UserActivitiesScreen' },
    new: { path: '/users/new', permissions: ['create-user', 'read-roles'], screen: 'users/screens/UserCreateScreen' },
    edit: { path: '/users/:userId/edit', permissions: ['update-user', 'read-roles'], screen: 'users/screens/UserEditScreen' },
    detail: { path: '/users/:userId/detail', permissions: ['read-user'], screen: 'users/screens/UserDetailScreen' },
  },
  menu: ['data', 'new', 'removed', 'logs', 'activities'],
});
