import { defineArea } from '../define';

/** Roles (docs/product/routes.md): the permission sets users are given; the detail page is the permission matrix. */
export const roles = defineArea({
  id: 'roles',
  namespace: 'roles',
  entity: 'role',
  routes: {
    data: { path: '/roles/data', permissions: ['read-roles'], screen: 'roles/screens/RolesListScreen' },
    new: { path: '/roles/new', permissions: ['create-role'], screen: 'roles/screens/RoleCreateScreen' },
    edit: { path: '/roles/:roleId/edit', permissions: ['read-role', 'update-role'], screen: 'roles/screens/RoleEditScreen' },
    detail: { path: '/roles/:roleId/detail', permissions: ['read-permissions-with-related'], screen: 'roles/screens/RoleDetailScreen' },
  },
  menu: ['data', 'new'],
});
