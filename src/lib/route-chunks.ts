/**
 * Preloads the chunks the server named for this page in `<meta name="laju-chunks">` (the screen
 * and its dependencies, decision 260): all at once, as soon as the libraries have arrived, instead
 * of one level of imports after another. A page without the tag (the demo, /login, Storybook)
 * finds its chunks as imports ask for them. Same-origin module preloads need no crossorigin.
 */
export function preloadRouteChunks(doc: Document = document): void {
  const meta = doc.querySelector<HTMLMetaElement>('meta[name="laju-chunks"]');
  meta?.content.split(' ').forEach((href) => {
    if (href.startsWith('/assets/')) doc.head.append(Object.assign(doc.createElement('link'), { rel: 'modulepreload', href }));
  });
  meta?.remove();
}
