import { ROLES } from '../../../../contract/areas';
import { defineArea } from '../define';

const { permission } = ROLES;

/** Roles (docs/product/routes.md): the permission sets users are given; the detail page is the permission matrix. */
export const roles = defineArea({
  declaration: ROLES,
  routes: {
    data: { path: '/roles/data', permissions: [permission.list], screen: 'roles/screens/RolesListScreen' },
    new: { path: '/roles/new', permissions: [permission.create], screen: 'roles/screens/RoleCreateScreen' },
    edit: { path: '/roles/:roleId/edit', permissions: [permission.read, permission.update], screen: 'roles/screens/RoleEditScreen' },
    detail: { path: '/roles/:roleId/detail', permissions: [permission.readPermissions], screen: 'roles/screens/RoleDetailScreen' },
  },
  menu: ['data', 'new'],
});
