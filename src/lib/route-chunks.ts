import { nextTask } from './early';

/** Links added per task: a page names dozens of chunks, and each link starts a fetch. */
const PER_TASK = 6;

/**
 * Preloads the chunks the server named for this page in `<meta name="laju-chunks">` (the screen
 * and its dependencies, decision 260) as soon as the libraries have arrived, instead of one level
 * of imports after another: a few links per task, so adding them never holds the main thread for
 * a long task while the first render waits. A page without the tag (the demo, /login, Storybook)
 * finds its chunks as imports ask for them. Same-origin module preloads need no crossorigin.
 */
export async function preloadRouteChunks(doc: Document = document): Promise<void> {
  const meta = doc.querySelector<HTMLMetaElement>('meta[name="laju-chunks"]');
  const hrefs = meta?.content.split(' ').filter((href) => href.startsWith('/assets/')) ?? [];
  meta?.remove();
  for (let start = 0; start < hrefs.length; start += PER_TASK) {
    if (start > 0) await nextTask();
    for (const href of hrefs.slice(start, start + PER_TASK)) doc.head.append(Object.assign(doc.createElement('link'), { rel: 'modulepreload', href }));
  }
}
