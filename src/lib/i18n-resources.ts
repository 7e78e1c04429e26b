import type { Resource } from 'i18next';

/** Every translation file bundled inline; used by stories and tests, never by the app build. */
const files = import.meta.glob<{ default: Record<string, unknown> }>('../../public/locales/*/*.json', {
  eager: true,
});

export const bundledResources: Resource = Object.entries(files).reduce<Resource>((acc, [path, mod]) => {
  const match = /locales\/([^/]+)\/([^/]+)\.json$/.exec(path);
  if (!match) return acc;
  const [, lng, ns] = match as unknown as [string, string, string];
  acc[lng] = { ...acc[lng], [ns]: mod.default };
  return acc;
}, {});
