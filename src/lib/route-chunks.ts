/**
 * Preloads the chunks the server named for this page in `<meta name="laju-chunks">` (the screen
 * and its dependencies, decision 260): all at once, as soon as the libraries have arrived, instead
 * of one level of imports after another. A page without the tag (the demo, /login, Storybook)
 * finds its chunks as imports ask for them.
 */
export function preloadRouteChunks(doc: Document = document): void {
  const meta = doc.querySelector<HTMLMetaElement>('meta[name="laju-chunks"]');
  if (!meta) return;
  for (const href of meta.content.split(' ')) {
    if (!href.startsWith('/assets/')) continue;
    const link = doc.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    doc.head.append(link);
  }
  meta.remove();
}
