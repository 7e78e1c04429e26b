import { AREA_DECLARATIONS, DASHBOARD } from '../../contract/areas';

/** The languages and the namespaces every page loads; apart from i18n.ts so the entry needs no i18next. */
export const SUPPORTED_LANGUAGES = ['id', 'en'] as const;
export type Language = (typeof SUPPORTED_LANGUAGES)[number];
export const NAMESPACES = ['common', 'ui', 'auth'] as const;

/**
 * The namespace of the area a path belongs to, read by its screens (decision 008): a declared
 * area's key under its URL segment; the dashboard's also at `/`, the account's at its own pages.
 */
const AREA_NAMESPACES: ReadonlyMap<string, string> = new Map([
  ...AREA_DECLARATIONS.map((area) => [area.segment, area.key] as const),
  ['', DASHBOARD.key],
  ['profile', 'account'],
  ['settings', 'account'],
]);
export const areaNamespaceOf = (pathname: string): string | undefined => AREA_NAMESPACES.get(pathname.split('/')[1] ?? '');
