import type { SetupWorker } from 'msw/browser';

/**
 * Stories share one page. A story may end while a request it sent is still on its way through the
 * service worker (a busy state, a background refresh); MSW then hands it to the next story's
 * handlers, where it can use up an answer meant for that story (a one-time failure, say) or write
 * into its freshly seeded mock db. Before the preview resets for a story, it waits until every API
 * request the page sent has reached MSW or ended. A request held on purpose (a story's loading
 * state) has reached MSW, so nothing waits for its answer.
 */
interface Sent {
  readonly key: string;
  reached: boolean;
  ended: boolean;
}

const sent: Sent[] = [];
const keyOf = (method: string, url: string) => `${method.toUpperCase()} ${url}`;

let watching: SetupWorker | null = null;

/** Starts noting the page's API requests and their arrival at `worker` (once per page). */
export function watchRequests(worker: SetupWorker): void {
  if (watching) return;
  watching = worker;
  const pageFetch = window.fetch.bind(window);
  window.fetch = (input, init) => {
    // Read without building a Request, which would take a streamed body from the real call.
    const url = new URL(input instanceof Request ? input.url : String(input), window.location.href);
    if (!url.pathname.startsWith('/api/')) return pageFetch(input, init);
    const entry: Sent = { key: keyOf(init?.method ?? (input instanceof Request ? input.method : 'GET'), url.href), reached: false, ended: false };
    sent.push(entry);
    const answer = pageFetch(input, init);
    void answer.then(
      () => (entry.ended = true),
      () => (entry.ended = true),
    );
    return answer;
  };
  worker.events.on('request:start', ({ request }) => {
    const entry = sent.find((candidate) => !candidate.reached && candidate.key === keyOf(request.method, request.url));
    if (entry) entry.reached = true;
  });
}

/** How long a request may take to reach MSW before the next story starts anyway. */
const LIMIT_MS = 2_000;

/** Settles once every API request sent so far has reached MSW or ended, then forgets them. */
export async function requestsReachedMock(): Promise<void> {
  const started = performance.now();
  while (sent.some((entry) => !entry.reached && !entry.ended) && performance.now() - started < LIMIT_MS) {
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  sent.length = 0;
}
