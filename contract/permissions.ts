import { AREA_DECLARATIONS, CUSTOMERS, DASHBOARD, ITEMS, type AreaKey, type DeclaredPermission } from './areas';

/**
 * The permission catalogue (docs/product/permissions.md): every name the server enforces and the
 * client checks, grouped by area for the role editor, with an Indonesian and English description.
 * The names and descriptions are the areas' declarations (contract/areas).
 */
export const PERMISSION_AREAS: readonly AreaKey[] = AREA_DECLARATIONS.map((area) => area.key);
export type PermissionArea = AreaKey;

interface PermissionDefinition {
  readonly name: PermissionName;
  readonly area: PermissionArea;
  readonly description: { readonly id: string; readonly en: string };
}

export const PERMISSIONS: readonly PermissionDefinition[] = AREA_DECLARATIONS.flatMap((area) =>
  Object.entries(area.permissions).map(([key, { id, en }]) => ({
    name: (area.permission as Readonly<Record<string, PermissionName>>)[key]!,
    area: area.key,
    description: { id, en },
  })),
);

export type PermissionName = DeclaredPermission;
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
    permissions: names((perm) => isRead(perm.name) || perm.area === 'reports' || perm.area === 'dashboard' || perm.area === 'lists'),
  },
  {
    name: 'Kepala Gudang',
    description: 'Barang, armada, DO dan pengiriman penuh, laporan',
    // read-customers: creating a DO needs the customer picker (docs/decisions/004-seeded-role-gaps.md).
    permissions: names(
      (perm) =>
        inAreas('items', 'fleets', 'deliveryOrders', 'shipments', 'reports', 'dashboard')(perm) ||
        perm.name === CUSTOMERS.permission.list,
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
        perm.name === ITEMS.permission.list ||
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
  { name: 'Viewer', description: 'Hanya Dashboard', permissions: [DASHBOARD.permission.view] as PermissionName[] },
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
