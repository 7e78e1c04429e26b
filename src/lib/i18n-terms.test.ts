import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { PERMISSIONS, SEEDED_ROLES } from '../../contract/permissions';
import { bundledResources } from './i18n-resources';

/**
 * The words of both languages (decision 314): a count is shown with its plural forms, and each
 * thing has one name. A new string with a forbidden variant, or a count without `_one`/`_other`
 * in English, fails here rather than in front of a user.
 */
type Entry = { ns: string; key: string; value: string };
const entriesOf = (lng: 'id' | 'en'): Entry[] => {
  const out: Entry[] = [];
  const walk = (ns: string, value: unknown, prefix: string) => {
    if (typeof value === 'string') out.push({ ns, key: prefix, value });
    else if (value && typeof value === 'object') for (const [key, inner] of Object.entries(value)) walk(ns, inner, prefix ? `${prefix}.${key}` : key);
  };
  for (const [ns, tree] of Object.entries(bundledResources[lng] ?? {})) walk(ns, tree, '');
  return out;
};
const PLURAL = /_(zero|one|two|few|many|other)$/;

/** A count that names no thing ("3 of 10", "+2 more", "Filters (2)") needs no plural forms. */
const COUNT_WITHOUT_NOUN = new Set(['account:secondFactor.codesLeftValue', 'ui:changeLog.value.more', 'ui:filters.foldCount']);

describe('English plurals', () => {
  const en = entriesOf('en');

  it('gives every string that shows {{count}} its _one and _other forms', () => {
    const bare = en.filter(({ ns, key, value }) => /\{\{\s*count\s*\}\}/.test(value) && !PLURAL.test(key) && !COUNT_WITHOUT_NOUN.has(`${ns}:${key}`));
    expect(bare.map(({ ns, key }) => `${ns}:${key}`)).toEqual([]);
    const keys = new Set(en.map(({ ns, key }) => `${ns}:${key}`));
    const lonely = [...keys].filter((key) => key.endsWith('_other') && !keys.has(key.replace(/_other$/, '_one')));
    expect(lonely).toEqual([]);
  });

  it('shows no other number beside a plural noun without its forms', () => {
    // "{{notes}} delivery notes" reads wrong for 1: such counts go through a nested plural. A
    // limit ({{max}}) is never 1.
    const suspicious = en.filter(({ value }) => /\{\{\s*(?!max\b)\w+\s*\}\}\s+(delivery notes|shipments|items|lines|copies|changes|days|minutes)\b/.test(value));
    expect(suspicious.filter(({ key }) => !PLURAL.test(key)).map(({ ns, key }) => `${ns}:${key}`)).toEqual([]);
  });

  it('says "1 delivery note from 1 shipment" and "2 delivery notes from 3 shipments"', async () => {
    for (const [lng, one, many] of [
      ['en', '1 delivery note from 1 shipment.', '2 delivery notes from 3 shipments.'],
      ['id', '1 lembar surat jalan dari 1 pengiriman.', '2 lembar surat jalan dari 3 pengiriman.'],
    ] as const) {
      const i18n = i18next.createInstance();
      await i18n.init({ lng, resources: bundledResources, ns: ['deliveryNotes'], defaultNS: 'deliveryNotes', interpolation: { escapeValue: false } });
      expect(i18n.t('toolbar.summary', { notes: 1, shipments: 1 })).toBe(one);
      expect(i18n.t('toolbar.summary', { notes: 2, shipments: 3 })).toBe(many);
      expect(i18n.t('toolbar.copiesMany', { count: 3 })).toBe(lng === 'en' ? '3 copies' : '3 rangkap');
    }
  });
});

describe('one term per thing', () => {
  const forbidden: Record<'id' | 'en', RegExp[]> = {
    // "Dashboard" is the screen's name in both languages.
    id: [/\bdasbor\b/i],
    // Delivery / Pickup for the two modes; "In process" for work under way.
    en: [/\bpick-up\b/i, /\bdelivery \(fleet\)/i, /\bin progress\b/i],
  };

  it.each(['id', 'en'] as const)('%s: no forbidden variant in any translation, permission or seeded role', (lng) => {
    const texts = [
      ...entriesOf(lng).map(({ ns, key, value }) => ({ where: `${ns}:${key}`, value })),
      ...PERMISSIONS.map((permission) => ({ where: permission.name, value: permission.description[lng] })),
      ...(lng === 'id' ? SEEDED_ROLES.map((role) => ({ where: role.name, value: role.description })) : []),
    ];
    const found = texts.filter(({ value }) => forbidden[lng].some((pattern) => pattern.test(value))).map(({ where, value }) => `${where}: ${value}`);
    expect(found).toEqual([]);
  });

  it.each(['id', 'en'] as const)('%s: one name for each fleet mode and each sign-in event wherever it is shown', (lng) => {
    const values = (suffix: RegExp) => new Set(entriesOf(lng).filter(({ key }) => suffix.test(key)).map(({ value }) => value));
    expect(values(/(^|\.)(modes?|mode)\.ANTAR$/)).toEqual(new Set([lng === 'en' ? 'Delivery' : 'Antar']));
    expect(values(/(^|\.)(modes?|mode)\.JEMPUT$/)).toEqual(new Set([lng === 'en' ? 'Pickup' : 'Jemput']));
    for (const event of ['SIGN_IN_SUCCESS', 'SIGN_IN_FAILURE', 'REFRESH_TOKEN_REUSE']) expect(values(new RegExp(`\\.types\\.${event}$`)).size, event).toBe(1);
    expect(values(/\.types\.SIGN_IN_SUCCESS$/)).toEqual(new Set([lng === 'en' ? 'Signed in' : 'Berhasil masuk']));
  });
});
