import { createLogger, loadConfigFromFile } from 'vite';
import { describe, expect, it } from 'vitest';

/**
 * The build `npm start` and `npm run demo` make loads vite.config.ts without a warning: nothing
 * but the server's banner on a first start.
 */
describe('the build before the first start', () => {
  it('loads the Vite config with the loader its flags name, and Vite warns about nothing', async () => {
    const { VITE_BUILD_FLAGS } = (await import('../../scripts/build-if-stale.mjs' as string)) as { VITE_BUILD_FLAGS: string[] };
    const loader = VITE_BUILD_FLAGS[VITE_BUILD_FLAGS.indexOf('--configLoader') + 1] as 'bundle' | 'runner' | 'native' | undefined;
    const warnings: string[] = [];
    const logger = createLogger('warn');
    logger.warn = (message) => void warnings.push(message);
    logger.warnOnce = (message) => void warnings.push(message);
    const loaded = await loadConfigFromFile({ command: 'build', mode: 'production' }, 'vite.config.ts', process.cwd(), 'warn', logger, loader);
    expect(loaded?.config.plugins?.length).toBeGreaterThan(0);
    expect(warnings).toEqual([]);
    expect(VITE_BUILD_FLAGS).toEqual(expect.arrayContaining(['--logLevel', 'warn']));
  }, 60_000);
});
