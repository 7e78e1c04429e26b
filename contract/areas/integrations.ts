import { declareArea } from '../area';

/**
 * What lets other systems work with LAJU: API tokens a machine calls the API with, and webhooks
 * that tell another system what changed. Each is managed by whoever holds its permission (Master
 * when seeded); the API reference itself is open to every signed-in user. Its screens are under
 * the settings.
 */
export const INTEGRATIONS = declareArea({
  key: 'integrations',
  pages: false,
  permissions: {
    apiTokens: { name: 'manage-api-tokens', id: 'Mengelola token API untuk sistem lain', en: 'Manage API tokens for other systems' },
    webhooks: { name: 'manage-webhooks', id: 'Mengelola webhook ke sistem lain', en: 'Manage webhooks to other systems' },
  },
});
