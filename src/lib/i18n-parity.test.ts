import { describe, expect, it } from 'vitest';
import { bundledResources } from './i18n-resources';
import { SUPPORTED_LANGUAGES } from './i18n-names';

/**
 * Every key in every language (decision 281): a supported language has no fallback, so a key one
 * language lacks would show as its name. Plural forms count as one key: Indonesian has only
 * `_other`, English `_one` and `_other`.
 */
const keysOf = (value: unknown, prefix = ''): string[] =>
  value && typeof value === 'object'
    ? Object.entries(value).flatMap(([key, inner]) => keysOf(inner, `${prefix}${key}.`))
    : [prefix.slice(0, -1).replace(/_(zero|one|two|few|many|other)$/, '_{plural}')];

describe('translations', () => {
  const namespaces = [...new Set(SUPPORTED_LANGUAGES.flatMap((lng) => Object.keys(bundledResources[lng] ?? {})))].sort();

  it('have the same namespaces in every language', () => {
    expect(namespaces.length).toBeGreaterThan(10);
    for (const lng of SUPPORTED_LANGUAGES) expect(Object.keys(bundledResources[lng] ?? {}).sort(), lng).toEqual(namespaces);
  });

  it.each(namespaces)('%s has the same keys in every language', (ns) => {
    const [first, ...rest] = SUPPORTED_LANGUAGES.map((lng) => new Set(keysOf(bundledResources[lng]?.[ns])));
    for (const [index, keys] of rest.entries()) {
      const lng = SUPPORTED_LANGUAGES[index + 1];
      expect([...first!].filter((key) => !keys.has(key)), `missing in ${lng}`).toEqual([]);
      expect([...keys].filter((key) => !first!.has(key)), `missing in ${SUPPORTED_LANGUAGES[0]}`).toEqual([]);
    }
  });
});
