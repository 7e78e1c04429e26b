import { afterEach, describe, expect, it } from 'vitest';
import { preloadRouteChunks } from './route-chunks';

const preloads = () => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) => link.getAttribute('href'));

afterEach(() => {
  document.head.innerHTML = '';
});

describe('preloading the chunks the server named for the page (decision 260)', () => {
  it('preloads every named chunk once, as module scripts, and drops the tag', () => {
    document.head.innerHTML = '<meta name="laju-chunks" content="/assets/screen-1.js /assets/kit-2.js">';
    preloadRouteChunks();
    expect(preloads()).toEqual(['/assets/screen-1.js', '/assets/kit-2.js']);
    expect(document.head.querySelector('meta[name="laju-chunks"]')).toBeNull();
    // A second call (nothing named any more) adds nothing.
    preloadRouteChunks();
    expect(preloads()).toHaveLength(2);
  });

  it('names only files under /assets/: anything else in the tag is ignored', () => {
    document.head.innerHTML = '<meta name="laju-chunks" content="https://evil.example/x.js /api/users  /assets/ok.js">';
    preloadRouteChunks();
    expect(preloads()).toEqual(['/assets/ok.js']);
  });

  it('does nothing on a page without the tag (the demo, /login, Storybook)', () => {
    preloadRouteChunks();
    expect(preloads()).toEqual([]);
  });
});
