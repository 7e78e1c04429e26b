/**
 * The permission catalogue (docs/product/permissions.md): every name the server enforces and the
 * client checks, grouped by area for the role editor, with an Indonesian and English description.
 */
export const PERMISSION_AREAS = [
  'dashboard',
  'users',
  'roles',
  'customers',
  'items',
  'fleets',
  'deliveryOrders',
  'shipments',
  'reports',
] as const;
export type PermissionArea = (typeof PERMISSION_AREAS)[number];

interface PermissionDefinition {
  readonly name: string;
  readonly area: PermissionArea;
  readonly description: { readonly id: string; readonly en: string };
}

// Generic in the name, so PermissionName is the union of the catalogue's names, not string:
// can('updte-user') or a route asking for a permission that does not exist fails typecheck.
const p = <const N extends string>(name: N, area: PermissionArea, id: string, en: string) =>
  ({ name, area, description: { id, en } }) as const satisfies PermissionDefinition;

export const PERMISSIONS = [
  p('read-dashboard', 'dashboard', 'Melihat Dashboard', 'View the dashboard'),

  p('read-users', 'users', 'Melihat daftar pengguna', 'List users'),
  p('read-user', 'users', 'Melihat detail pengguna', 'View a user'),
  p('create-user', 'users', 'Menambah pengguna', 'Create users'),
  p('update-user', 'users', 'Mengubah pengguna', 'Edit users'),
  p('remove-user', 'users', 'Menonaktifkan pengguna', 'Deactivate users'),
  p('restore-user', 'users', 'Memulihkan pengguna', 'Restore users'),
  p('read-removed-users', 'users', 'Melihat pengguna nonaktif', 'List deactivated users'),
  p('read-users-logs', 'users', 'Melihat log perubahan pengguna', 'Read the user change log'),
  p('read-users-activities', 'users', 'Melihat aktivitas pengguna', 'Read user activity'),

  p('read-roles', 'roles', 'Melihat daftar peran', 'List roles'),
  p('read-role', 'roles', 'Melihat detail peran', 'View a role'),
  p('create-role', 'roles', 'Menambah peran', 'Create roles'),
  p('update-role', 'roles', 'Mengubah peran', 'Edit roles'),
  p('read-permissions-with-related', 'roles', 'Melihat hak akses peran', "View a role's permissions"),
  p('update-permissions', 'roles', 'Mengubah hak akses peran', "Change a role's permissions"),
  p('read-roles-logs', 'roles', 'Melihat log perubahan peran', 'Read the role change log'),

  p('read-customers', 'customers', 'Melihat daftar kustomer', 'List customers'),
  p('read-customer', 'customers', 'Melihat detail kustomer', 'View a customer'),
  p('create-customer', 'customers', 'Menambah kustomer', 'Create customers'),
  p('update-customer', 'customers', 'Mengubah kustomer', 'Edit customers'),
  p('read-customers-logs', 'customers', 'Melihat log perubahan kustomer', 'Read the customer change log'),

  p('read-items', 'items', 'Melihat daftar barang', 'List items'),
  p('read-item', 'items', 'Melihat detail barang', 'View an item'),
  p('create-item', 'items', 'Menambah barang', 'Create items'),
  p('update-item', 'items', 'Mengubah barang', 'Edit items'),
  p('read-items-logs', 'items', 'Melihat log perubahan barang', 'Read the item change log'),

  p('read-fleets', 'fleets', 'Melihat daftar armada', 'List fleets'),
  p('read-fleet', 'fleets', 'Melihat detail armada', 'View a fleet'),
  p('create-fleet', 'fleets', 'Menambah armada', 'Create fleets'),
  p('update-fleet', 'fleets', 'Mengubah armada', 'Edit fleets'),
  p('read-fleets-logs', 'fleets', 'Melihat log perubahan armada', 'Read the fleet change log'),

  p('read-delivery-orders', 'deliveryOrders', 'Melihat daftar DO', 'List delivery orders'),
  p('read-delivery-order', 'deliveryOrders', 'Melihat detail DO', 'View a delivery order'),
  p('create-delivery-order', 'deliveryOrders', 'Menambah DO', 'Create delivery orders'),
  p('update-delivery-order', 'deliveryOrders', 'Mengubah DO', 'Edit delivery orders'),
  p('cancel-delivery-order', 'deliveryOrders', 'Membatalkan DO', 'Cancel delivery orders'),
  p('read-delivery-orders-logs', 'deliveryOrders', 'Melihat log perubahan DO', 'Read the delivery order change log'),

  p('read-shipments', 'shipments', 'Melihat daftar pengiriman', 'List shipments'),
  p('read-shipment', 'shipments', 'Melihat detail pengiriman', 'View a shipment'),
  p('create-shipment', 'shipments', 'Menambah pengiriman', 'Create shipments'),
  p('update-shipment', 'shipments', 'Mengubah pengiriman', 'Edit shipments'),
  p('upload-shipment-image', 'shipments', 'Mengunggah foto bukti muat', 'Upload proof-of-loading photos'),
  p('show-shipment-image', 'shipments', 'Melihat foto bukti muat', 'View proof-of-loading photos'),
  p('read-shipments-logs', 'shipments', 'Melihat log perubahan pengiriman', 'Read the shipment change log'),

  p('read-reports-outgoing-items', 'reports', 'Melihat laporan pengeluaran barang', 'View the outgoing items report'),
  p('download-reports-outgoing-items', 'reports', 'Mengunduh laporan pengeluaran barang', 'Download the outgoing items report'),
] as const satisfies readonly PermissionDefinition[];

export type PermissionName = (typeof PERMISSIONS)[number]['name'];
export const PERMISSION_NAMES: readonly PermissionName[] = PERMISSIONS.map((perm) => perm.name);

const isRead = (name: string) => name.startsWith('read-');
const inAreas = (...areas: PermissionArea[]) => (perm: PermissionDefinition) => areas.includes(perm.area);
const names = (filter: (perm: PermissionDefinition) => boolean): PermissionName[] =>
  PERMISSIONS.filter(filter).map((perm) => perm.name);

/** The roles seeded on first start (docs/product/permissions.md). */
export const SEEDED_ROLES = [
  { name: 'Master', description: 'Semua hak akses', permissions: names(() => true) },
  {
    name: 'Spv',
    description: 'Supervisor: melihat semua data, log dan laporan',
    permissions: names((perm) => isRead(perm.name) || perm.area === 'reports' || perm.area === 'dashboard'),
  },
  {
    name: 'Kepala Gudang',
    description: 'Barang, armada, DO dan pengiriman penuh, laporan',
    // read-customers: creating a DO needs the customer picker (docs/decisions/004-seeded-role-gaps.md).
    permissions: names(
      (perm) =>
        inAreas('items', 'fleets', 'deliveryOrders', 'shipments', 'reports', 'dashboard')(perm) ||
        perm.name === 'read-customers',
    ),
  },
  {
    name: 'Admin Surat Jalan',
    description: 'Kustomer dan DO penuh, melihat pengiriman',
    permissions: names(
      (perm) =>
        perm.area === 'customers' ||
        perm.area === 'deliveryOrders' ||
        // read-items: creating a DO needs the item picker (docs/decisions/004-seeded-role-gaps.md).
        perm.name === 'read-items' ||
        (perm.area === 'shipments' && isRead(perm.name)),
    ),
  },
  {
    name: 'Admin Gudang',
    description: 'Melihat DO, pengiriman penuh, melihat armada dan barang',
    permissions: names(
      (perm) =>
        perm.area === 'shipments' ||
        (isRead(perm.name) && ['deliveryOrders', 'fleets', 'items'].includes(perm.area)),
    ),
  },
  { name: 'Viewer', description: 'Hanya Dashboard', permissions: ['read-dashboard'] as PermissionName[] },
] as const;

export type SeededRoleName = (typeof SEEDED_ROLES)[number]['name'];

/** Demo users, one per seeded role (docs/product/running.md). */
export const DEMO_USERS = [
  { username: 'admin', name: 'Administrator', role: 'Master' },
  { username: 'spv', name: 'Supervisor', role: 'Spv' },
  { username: 'kepala.gudang', name: 'Kepala Gudang', role: 'Kepala Gudang' },
  { username: 'admin.suratjalan', name: 'Admin Surat Jalan', role: 'Admin Surat Jalan' },
  { username: 'admin.gudang', name: 'Admin Gudang', role: 'Admin Gudang' },
  { username: 'viewer', name: 'Viewer', role: 'Viewer' },
] as const satisfies readonly { username: string; name: string; role: SeededRoleName }[];
