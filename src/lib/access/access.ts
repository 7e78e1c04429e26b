import type { PermissionName } from '../../../contract/permissions';

/**
 * The one access rule (docs/product/permissions.md), shared by the route guard, the menu and every
 * action button. What is required is always a name of the contract's catalogue (a typo fails
 * typecheck); what is granted is whatever the server answered.
 */
export type PermissionSet = ReadonlySet<string>;

export const toPermissionSet = (names: Iterable<string>): PermissionSet => new Set(names);

/** Routes, menu items and buttons: the user needs ALL listed permissions. */
export function hasAll(granted: PermissionSet, required: readonly PermissionName[]): boolean {
  return required.every((name) => granted.has(name));
}

/** True when at least one of the permissions is held (an empty list grants nothing). */
export function hasAny(granted: PermissionSet, candidates: readonly PermissionName[]): boolean {
  return candidates.some((name) => granted.has(name));
}

export interface MenuItemDef<Extra = unknown> {
  kind: 'item';
  id: string;
  to: string;
  permissions: readonly PermissionName[];
  extra?: Extra;
}
export interface MenuGroupDef<Extra = unknown> {
  kind: 'group';
  id: string;
  items: readonly MenuItemDef<Extra>[];
  extra?: Extra;
}
export type MenuDef<Extra = unknown> = MenuItemDef<Extra> | MenuGroupDef<Extra>;

/**
 * Items show when ALL their permissions are held; a group shows when at least one of its items
 * shows, so no group is ever empty (docs/product/permissions.md's reading of the original's
 * ANY-of-group rule).
 */
export function filterMenu<Extra>(menu: readonly MenuDef<Extra>[], granted: PermissionSet): MenuDef<Extra>[] {
  const visible: MenuDef<Extra>[] = [];
  for (const entry of menu) {
    if (entry.kind === 'item') {
      if (hasAll(granted, entry.permissions)) visible.push(entry);
      continue;
    }
    const items = entry.items.filter((item) => hasAll(granted, item.permissions));
    if (items.length > 0) visible.push({ ...entry, items });
  }
  return visible;
}
