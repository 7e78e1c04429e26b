/** The languages and the namespaces every page loads; apart from i18n.ts so the entry needs no i18next. */
export const SUPPORTED_LANGUAGES = ['id', 'en'] as const;
export type Language = (typeof SUPPORTED_LANGUAGES)[number];
export const NAMESPACES = ['common', 'ui', 'auth'] as const;

/** The namespace of the area a path belongs to, read by its screens (decision 008). */
const AREA_NAMESPACES: Record<string, string> = { profile: 'account', settings: 'account', 'delivery-orders': 'deliveryOrders' };
const OWN_NAMESPACE = /^(users|roles|customers|items|fleets|shipments)$/;
export const areaNamespaceOf = (pathname: string): string | undefined => {
  const segment = pathname.split('/')[1] ?? '';
  return OWN_NAMESPACE.test(segment) ? segment : AREA_NAMESPACES[segment];
};
