import { afterEach, describe, expect, it } from 'vitest';
import { preloadRouteChunks } from './route-chunks';

const preloads = () => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) => link.getAttribute('href'));

afterEach(() => {
  document.head.innerHTML = '';
});

describe('preloading the chunks the server named for the page (decision 260)', () => {
  it('preloads every named chunk once, as module scripts, and drops the tag', async () => {
    document.head.innerHTML = '<meta name="laju-chunks" content="/assets/screen-1.js /assets/kit-2.js">';
    await preloadRouteChunks();
    expect(preloads()).toEqual(['/assets/screen-1.js', '/assets/kit-2.js']);
    expect(document.head.querySelector('meta[name="laju-chunks"]')).toBeNull();
    // A second call (nothing named any more) adds nothing.
    await preloadRouteChunks();
    expect(preloads()).toHaveLength(2);
  });

  it('adds a few links per task, in order, so no task is long', async () => {
    const named = Array.from({ length: 20 }, (_, index) => `/assets/chunk-${index}.js`);
    document.head.innerHTML = `<meta name="laju-chunks" content="${named.join(' ')}">`;
    const done = preloadRouteChunks();
    // The first few are there at once; the rest follow in later tasks.
    expect(preloads().length).toBeGreaterThan(0);
    expect(preloads().length).toBeLessThan(named.length);
    await done;
    expect(preloads()).toEqual(named);
  });

  it('names only files under /assets/: anything else in the tag is ignored', async () => {
    document.head.innerHTML = '<meta name="laju-chunks" content="https://evil.example/x.js /api/users  /assets/ok.js">';
    await preloadRouteChunks();
    expect(preloads()).toEqual(['/assets/ok.js']);
  });

  it('does nothing on a page without the tag (the demo, /login, Storybook)', async () => {
    await preloadRouteChunks();
    expect(preloads()).toEqual([]);
  });
});
