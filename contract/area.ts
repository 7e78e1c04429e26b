/**
 * The shape of an area's one declaration (docs/adding-an-area.md). An area is declared once, in
 * `contract/areas/<area>.ts`, with no zod, so the signed-in shell can read it; the permission
 * catalogue, the server's registration, the mock's handlers and stores, the routes, the API paths,
 * record-id prefixes, translation namespaces and menu icons are all derived from the list in
 * `contract/areas/index.ts`. Everything is spelled from two words: the area's `key` (plural,
 * camelCase) and its `entity` (singular, camelCase).
 */
import type { ChangeAction } from './change-log-values';
import type { ImportDeclaration } from './imports-values';

/** `deliveryOrders` → `delivery-orders`, in the types as at run time. */
export type Kebab<S extends string> = S extends `${infer Head}${infer Tail}`
  ? `${Head extends Lowercase<Head> ? Head : `-${Lowercase<Head>}`}${Kebab<Tail>}`
  : S;
export const kebab = <S extends string>(word: S) => word.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`) as Kebab<S>;

/** `deliveryOrders` → `DeliveryOrders`: the start of a screen's name. */
export const pascal = <S extends string>(word: S) => (word.charAt(0).toUpperCase() + word.slice(1)) as Capitalize<S>;

export interface Description {
  readonly id: string;
  readonly en: string;
}

/** A permission beyond the five, under a short key, with its whole name (`remove: { name: 'remove-user', … }`). */
export interface NamedDescription extends Description {
  readonly name: string;
}

/**
 * The five permissions of a resource area, named from its words: `list` is `read-customers`,
 * `read` is `read-customer`, `create` and `update` are `create-customer` and `update-customer`,
 * `logs` is `read-customers-logs`. Any other key declares its permission's whole name.
 */
export type StandardPermission = 'list' | 'read' | 'create' | 'update' | 'logs';

export type PermissionNameOf<Key extends string, Entity extends string, P, Declared> = P extends 'list'
  ? `read-${Kebab<Key>}`
  : P extends 'read'
    ? `read-${Kebab<Entity>}`
    : P extends 'create'
      ? `create-${Kebab<Entity>}`
      : P extends 'update'
        ? `update-${Kebab<Entity>}`
        : P extends 'logs'
          ? `read-${Kebab<Key>}-logs`
          : Declared extends { readonly name: infer N extends string }
            ? N
            : never;

/** How a unique field's values clash: ignoring case (`lower`, the index on lower()) or exactly. */
export type UniqueRule = { readonly compare: 'lower' | 'exact'; readonly message: string };

/** What a list of the area offers and a record of it is known by (the resource kit's part). */
export interface ListDeclaration {
  /** Fields `q` searches (the server's generated `search` column holds the same). */
  readonly search: readonly string[];
  /** The sort allow-list. */
  readonly sort: readonly string[];
  /** The sort of a list asked for none: a sort field, `-` in front for descending. */
  readonly defaultSort: string;
  /** The query parameters of the area's own filters. */
  readonly filters?: readonly string[];
  /** Fields no two records share (409 CONFLICT, `fields.<field> = TAKEN`), with the message. */
  readonly unique?: Readonly<Record<string, UniqueRule>>;
  /** The field a change-log row names its record by, or the record's number where it has one. */
  readonly label?: string;
  /**
   * The record's fields a list export may write, with how (contract/list-export.ts): a list's
   * columns name them, and a field not here is refused.
   */
  readonly columns?: Readonly<Record<string, ExportColumnKind>>;
  /**
   * Bulk actions beyond what `archive` gives (archive and restore): a DO's `cancel`
   * (contract/bulk.ts).
   */
  readonly bulk?: readonly ('cancel')[];
  /** Filters that name another area's record (`customerId`: customers), written by its label at the top of an export. */
  readonly references?: Readonly<Record<string, string>>;
}

/**
 * How an export writes a record's field: text; a number; an instant (ISO) or a calendar day as
 * a date cell; the length of a list; a list joined by the given field of each entry; a code
 * (an enum or a flag) by the words the request gives for its values.
 */
export type ExportColumnKind = 'text' | 'number' | 'datetime' | 'date' | 'count' | 'code' | { readonly join: string };

export interface AreaInput {
  /** Plural, camelCase: the permission group, the translation namespace, the page names' prefix. */
  readonly key: string;
  /** Singular, camelCase: the change log's entity (kebab-case) and the record-id kind. */
  readonly entity?: string;
  /** What a person reads in front of a record's id (`C0007`), docs/product/data.md. */
  readonly idPrefix?: string;
  /** The record's noun in the API's English messages ("Customer not found"). */
  readonly noun?: string;
  /** In the role editor's order, each with what it lets a person do. */
  readonly permissions: Readonly<Record<string, Description | NamedDescription>>;
  readonly list?: ListDeclaration;
  /**
   * What can happen to its records, so what its change log holds and its action filter offers;
   * default: created and changed. Deactivating is DELETE, restoring RESTORE, cancelling CANCEL.
   */
  readonly changes?: readonly ChangeAction[];
  /**
   * Its records can be retired (decision 330): an `active` flag, the lists' `status` filter, the
   * detail page's Nonaktifkan / Aktifkan; pickers offer active records only.
   */
  readonly archive?: true;
  /**
   * It has no pages and no menu entry: its permissions belong to every list (export, shared
   * views), so it is a group in the role editor only.
   */
  readonly pages?: false;
  /**
   * Its endpoints are its own (server/routes, src/mocks/handlers), not the resource kit's: the
   * accounts, whose writes carry passwords, sessions and permission rules.
   */
  readonly ownEndpoints?: true;
  /**
   * Its records can come in from a spreadsheet (contract/imports.ts, decision 335): the fields a
   * file may fill and the natural key that finds the record a row means.
   */
  readonly import?: ImportDeclaration;
}

export type Declared<D extends AreaInput> = D & {
  /** `delivery-orders`: the first segment of its pages' URLs and its menu icon. */
  readonly segment: Kebab<D['key']>;
  /** `/api/delivery-orders`: every endpoint of the area starts here. */
  readonly api: `/api/${Kebab<D['key']>}`;
  /** The change log's `entity`: `delivery-order`. */
  readonly changeEntity: D['entity'] extends string ? Kebab<D['entity']> : undefined;
  /** The permissions' names by their keys: `customers.permission.list` is `read-customers`. */
  readonly permission: { readonly [P in keyof D['permissions']]: PermissionNameOf<D['key'], D['entity'] & string, P, D['permissions'][P]> };
};

const STANDARD: Record<StandardPermission, (key: string, entity: string) => string> = {
  list: (key) => `read-${kebab(key)}`,
  read: (_, entity) => `read-${kebab(entity)}`,
  create: (_, entity) => `create-${kebab(entity)}`,
  update: (_, entity) => `update-${kebab(entity)}`,
  logs: (key) => `read-${kebab(key)}-logs`,
};

/** An area's declaration with its derived spellings. */
export function declareArea<const D extends AreaInput>(input: D): Declared<D> {
  const permission: Record<string, string> = {};
  for (const [key, description] of Object.entries(input.permissions)) {
    const standard = STANDARD[key as StandardPermission];
    permission[key] = standard ? standard(input.key, input.entity ?? '') : 'name' in description ? description.name : '';
  }
  return {
    ...input,
    segment: kebab(input.key),
    api: `/api/${kebab(input.key)}`,
    changeEntity: input.entity === undefined ? undefined : kebab(input.entity),
    permission,
  } as unknown as Declared<D>;
}

/** What every consumer may read of any area, whatever its literal types. */
export type AnyArea = AreaInput & {
  readonly segment: string;
  readonly api: `/api/${string}`;
  readonly changeEntity: string | undefined;
  readonly permission: Readonly<Record<string, string>>;
};

/** A declaration the resource kit serves (server and mock): a list, an entity, a noun and the five permissions. */
export type ResourceDeclaration = AnyArea & {
  readonly list: ListDeclaration;
  readonly changeEntity: string;
  readonly noun: string;
  readonly permission: Readonly<Record<StandardPermission, string>>;
};

/** The sort fields of a declaration, as the literal union its list allows. */
export type SortFieldOf<D extends { readonly list: ListDeclaration }> = D['list']['sort'][number];

const PERMISSION_PATTERN = /^[a-z]+(-[a-z]+)+$/;
const WORD_PATTERN = /^[a-z][a-zA-Z]*$/;

/**
 * The mistakes a declaration can hold that the types let through, as sentences naming the area
 * and the field; `contract/areas/index.ts` throws them when the module loads, so the server, the
 * mock and the app refuse to start on them instead of failing at the first request.
 */
export function declarationProblems(areas: readonly AnyArea[]): string[] {
  const problems: string[] = [];
  const seen = { key: new Map<string, string>(), api: new Map<string, string>(), idPrefix: new Map<string, string>(), permission: new Map<string, string>() };
  const once = (kind: keyof typeof seen, value: string | undefined, area: string, what: string) => {
    if (value === undefined) return;
    const first = seen[kind].get(value);
    if (first !== undefined) problems.push(`Area ${area}: its ${what} "${value}" is already the ${what} of area ${first}.`);
    else seen[kind].set(value, area);
  };
  for (const area of areas) {
    const name = area.key;
    if (!WORD_PATTERN.test(area.key)) problems.push(`Area ${name}: the key must be one camelCase word (letters only).`);
    if (area.entity !== undefined && !WORD_PATTERN.test(area.entity)) problems.push(`Area ${name}: the entity "${area.entity}" must be one camelCase word (letters only).`);
    once('key', area.key, name, 'key');
    once('api', area.api, name, 'base path');
    once('idPrefix', area.idPrefix, name, 'id prefix');
    for (const [key, permission] of Object.entries(area.permission)) {
      if (permission === '') {
        problems.push(`Area ${name}: the permission "${key}" is not one of the five, so it needs its whole name.`);
        continue;
      }
      if (!PERMISSION_PATTERN.test(permission)) problems.push(`Area ${name}: the permission "${permission}" does not match the catalogue's pattern (lower-case words joined by "-", a verb first).`);
      if (key in STANDARD && area.entity === undefined) problems.push(`Area ${name}: the permission "${key}" is named from the entity, which the area does not declare.`);
      once('permission', permission, name, 'permission');
      const description = area.permissions[key];
      if (!description?.id.trim() || !description.en.trim()) problems.push(`Area ${name}: the permission "${permission}" needs an Indonesian and an English description.`);
    }
    const list = area.list;
    if (!list) continue;
    if (!list.sort.includes(list.defaultSort.replace(/^-/, ''))) problems.push(`Area ${name}: the default sort "${list.defaultSort}" is not one of its sort fields.`);
    if (new Set(list.sort).size !== list.sort.length) problems.push(`Area ${name}: a sort field is listed twice.`);
    for (const [field, rule] of Object.entries(list.unique ?? {})) {
      if (typeof rule?.message !== 'string' || rule.message.trim() === '') problems.push(`Area ${name}: the unique field "${field}" has no message.`);
    }
    for (const [filter, target] of Object.entries(list.references ?? {})) {
      if (!list.filters?.includes(filter)) problems.push(`Area ${name}: the reference "${filter}" is not one of its filters.`);
      if (!areas.some((other) => other.key === target && other.list)) problems.push(`Area ${name}: the reference "${filter}" names "${target}", which is no area with a list.`);
    }
  }
  return problems;
}
