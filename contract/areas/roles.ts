import { declareArea } from '../area';

/** Roles (docs/product/permissions.md): the permission sets users are given. */
export const ROLES = declareArea({
  key: 'roles',
  entity: 'role',
  idPrefix: 'R',
  ownEndpoints: true,
  noun: 'Role',
  permissions: {
    list: { id: 'Melihat daftar peran', en: 'List roles' },
    read: { id: 'Melihat detail peran', en: 'View a role' },
    create: { id: 'Menambah peran', en: 'Create roles' },
    update: { id: 'Mengubah peran', en: 'Edit roles' },
    readPermissions: { name: 'read-permissions-with-related', id: 'Melihat hak akses peran', en: "View a role's permissions" },
    updatePermissions: { name: 'update-permissions', id: 'Mengubah hak akses peran', en: "Change a role's permissions" },
    logs: { id: 'Melihat log perubahan peran', en: 'Read the role change log' },
  },
  list: {
    search: ['name'],
    sort: ['name', 'createdAt'],
    defaultSort: 'name',
    unique: { name: { compare: 'lower', message: 'Role name already in use' } },
    label: 'name',
  },
});
