import type { TFunction } from 'i18next';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * What every plain area says alike but for its noun ("Tambah Kustomer", "Log perubahan barang",
 * "No fleets yet"): `ui:area.<key>`, with the area's `noun` forms from its own namespace
 * (`one`, `many` and the same capitalised, `One` and `Many`). A key the area's namespace has comes
 * first, so an area words anything its own way by having it.
 */
export const areaWord = (t: TFunction, ns: string, key: string, values?: Record<string, unknown>): string =>
  t([`${ns}:${key}`, `ui:area.${key}`], { noun: t(`${ns}:noun`, { returnObjects: true }), ...values });

/** `areaWord` in the active language: `const words = useAreaWords(ITEMS.key); words('list.add')`. */
export function useAreaWords(ns: string) {
  const { t } = useTranslation([ns, 'ui']);
  return useCallback((key: string, values?: Record<string, unknown>) => areaWord(t, ns, key, values), [t, ns]);
}
