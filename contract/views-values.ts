import { AREA_DECLARATIONS } from './areas';
// The plain values of the saved views' contract (contract/views.ts): constants and pure helpers
// with no zod, so a list screen, which has no form of its own, never downloads the validation
// library for its views menu (decision 260).

type WithList = Extract<(typeof AREA_DECLARATIONS)[number], { readonly list: object }>;

/** The lists a view can belong to: every area with a list, by its key (`customers`, `deliveryOrders`). */
export const VIEW_LISTS = AREA_DECLARATIONS.filter((area): area is WithList => 'list' in area).map((area) => area.key) as [
  WithList['key'],
  ...WithList['key'][],
];
export type ViewList = WithList['key'];

/** The permission that reads a list, which reading its views needs as well. */
export const listPermissionOf = (list: ViewList): WithList['permission']['list'] =>
  AREA_DECLARATIONS.find((area): area is WithList => 'list' in area && area.key === list)!.permission.list;

export const isViewList = (value: string): value is ViewList => (VIEW_LISTS as readonly string[]).includes(value);

/** A name fits a menu line: long enough to say what the view is, short enough to read at a glance. */
export const VIEW_NAME_MAX = 60;
/** The list's part of a URL is a few parameters; this leaves room for every filter of the widest list. */
export const VIEW_SEARCH_MAX = 1000;

/**
 * The URL search string a view keeps: the list's own parameters without a leading `?` and without
 * the page number (a view opens on the first page), encoded as URLSearchParams encodes it, so the
 * same view always reads the same.
 */
export function viewSearchOf(search: string): string {
  const params = new URLSearchParams(search.trim().replace(/^\?/, ''));
  params.delete('page');
  return params.toString();
}

/** Markup in a name: a view's name is plain text, and `<` or `>` is refused rather than escaped. */
export const hasMarkup = (name: string) => /[<>]/.test(name);
