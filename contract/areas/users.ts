import { declareArea } from '../area';

/** Users (docs/product/data.md): who may sign in and with which role. */
export const USERS = declareArea({
  key: 'users',
  entity: 'user',
  idPrefix: 'U',
  ownEndpoints: true,
  noun: 'User',
  changes: ['CREATE', 'UPDATE', 'DELETE', 'RESTORE'],
  permissions: {
    list: { id: 'Melihat daftar pengguna', en: 'List users' },
    read: { id: 'Melihat detail pengguna', en: 'View a user' },
    create: { id: 'Menambah pengguna', en: 'Create users' },
    update: { id: 'Mengubah pengguna', en: 'Edit users' },
    remove: { name: 'remove-user', id: 'Menonaktifkan pengguna', en: 'Deactivate users' },
    restore: { name: 'restore-user', id: 'Memulihkan pengguna', en: 'Restore users' },
    listRemoved: { name: 'read-removed-users', id: 'Melihat pengguna nonaktif', en: 'List deactivated users' },
    logs: { id: 'Melihat log perubahan pengguna', en: 'Read the user change log' },
    activities: { name: 'read-users-activities', id: 'Melihat aktivitas pengguna', en: 'Read user activity' },
  },
  list: {
    search: ['username', 'name', 'email'],
    sort: ['username', 'name', 'email', 'role', 'createdAt', 'updatedAt'],
    defaultSort: '-createdAt',
    filters: ['status', 'roleId'],
    unique: {
      username: { compare: 'lower', message: 'Already in use' },
      email: { compare: 'lower', message: 'Already in use' },
    },
    label: 'username',
    columns: { username: 'text', name: 'text', email: 'text', roleName: 'text', active: 'code', createdAt: 'datetime', deactivatedAt: 'datetime' },
  },
});
