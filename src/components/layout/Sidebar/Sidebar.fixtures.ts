import type { IconName } from '../../ui/Icon/Icon';
import type { NavEntry } from './Sidebar';

const group = (id: string, label: string, icon: IconName, items: [string, string, string][]): NavEntry => ({
  kind: 'group',
  id,
  label,
  icon,
  items: items.map(([itemId, itemLabel, to]) => ({ id: itemId, label: itemLabel, to })),
});

const crud = (area: string, label: string) =>
  [
    [`${area}-data`, `Data ${label}`, `/${area}/data`],
    [`${area}-new`, `Tambah ${label}`, `/${area}/new`],
    [`${area}-logs`, `Log ${label}`, `/${area}/logs`],
  ] as [string, string, string][];

/** The full menu as Master sees it (docs/product/routes.md), with Indonesian labels. */
export const masterMenu: NavEntry[] = [
  { kind: 'item', id: 'dashboard', label: 'Dashboard', to: '/dashboard', icon: 'dashboard', badge: { text: 'NEW', tone: 'info' } },
  group('users', 'Pengguna', 'users', [
    ['users-data', 'Data Pengguna', '/users/data'],
    ['users-new', 'Tambah Pengguna', '/users/new'],
    ['users-removed', 'Data Pengguna Nonaktif', '/users/data/removed'],
    ['users-logs', 'Data Log Pengguna', '/users/logs'],
    ['users-activities', 'Data Aktivitas Pengguna', '/users/activities/logs'],
  ]),
  group('roles', 'Peran', 'roles', [
    ['roles-data', 'Data Peran', '/roles/data'],
    ['roles-new', 'Tambah Peran', '/roles/new'],
  ]),
  group('customers', 'Kustomer', 'customers', crud('customers', 'Kustomer')),
  group('items', 'Barang', 'items', crud('items', 'Barang')),
  group('delivery-orders', 'DO', 'delivery-orders', crud('delivery-orders', 'DO')),
  group('shipments', 'Pengiriman', 'shipments', crud('shipments', 'Pengiriman')),
  group('fleets', 'Armada', 'fleets', crud('fleets', 'Armada')),
  group('reports', 'Laporan', 'reports', [['reports-outgoing', 'Pengeluaran Barang', '/reports/outgoing-items']]),
];

export const viewerMenu: NavEntry[] = masterMenu.slice(0, 1);

const pick = (id: string, itemIds: string[]): NavEntry => {
  const entry = masterMenu.find((candidate) => candidate.id === id);
  if (!entry || entry.kind !== 'group') throw new Error(`no group ${id}`);
  return { ...entry, items: entry.items.filter((item) => itemIds.includes(item.id)) };
};

/** Admin Gudang: read DO, shipments in full, read fleets and items. */
export const warehouseAdminMenu: NavEntry[] = [
  masterMenu[0] as NavEntry,
  pick('items', ['items-data']),
  pick('delivery-orders', ['delivery-orders-data']),
  pick('shipments', ['shipments-data', 'shipments-new', 'shipments-logs']),
  pick('fleets', ['fleets-data']),
];

export const englishMenu: NavEntry[] = [
  { kind: 'item', id: 'dashboard', label: 'Dashboard', to: '/dashboard', icon: 'dashboard', badge: { text: 'NEW' } },
  group('users', 'Users', 'users', [
    ['users-data', 'Users', '/users/data'],
    ['users-new', 'New user', '/users/new'],
    ['users-removed', 'Deactivated users', '/users/data/removed'],
    ['users-logs', 'User change log', '/users/logs'],
    ['users-activities', 'User activity', '/users/activities/logs'],
  ]),
  group('reports', 'Reports', 'reports', [['reports-outgoing', 'Outgoing items', '/reports/outgoing-items']]),
];

export const longLabelMenu: NavEntry[] = [
  { kind: 'item', id: 'dashboard', label: 'Dasbor ringkasan operasional harian seluruh gudang', to: '/dashboard', icon: 'dashboard', badge: { text: 'BARU' } },
  group('reports', 'Laporan pengeluaran dan penerimaan barang per gudang', 'reports', [
    ['reports-outgoing', 'Laporan pengeluaran barang per pelanggan dan per armada', '/reports/outgoing-items'],
  ]),
  { kind: 'item', id: 'plain', label: 'Pengaturan integrasi sistem akuntansi', to: '/settings' },
];
