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

let watching = false;

/** Notes an API request the page sends; the caller marks it ended when its answer or failure comes. */
function note(method: string, url: URL): Sent | undefined {
  if (!url.pathname.startsWith('/api/')) return undefined;
  const entry: Sent = { key: keyOf(method, url.href), reached: false, ended: false };
  sent.push(entry);
  return entry;
}

/**
 * Starts noting the page's API requests, by fetch and by XMLHttpRequest (the uploads, for their
 * progress), and their arrival at `worker` (once per page).
 */
export function watchRequests(worker: SetupWorker): void {
  if (watching) return;
  watching = true;
  const pageFetch = window.fetch.bind(window);
  window.fetch = (input, init) => {
    // Read without building a Request, which would take a streamed body from the real call.
    const url = new URL(input instanceof Request ? input.url : String(input), window.location.href);
    const entry = note(init?.method ?? (input instanceof Request ? input.method : 'GET'), url);
    const answer = pageFetch(input, init);
    if (entry) {
      const ended = () => (entry.ended = true);
      void answer.then(ended, ended);
    }
    return answer;
  };
  const { open, send } = XMLHttpRequest.prototype;
  const opened = new WeakMap<XMLHttpRequest, { method: string; url: URL }>();
  XMLHttpRequest.prototype.open = function (this: XMLHttpRequest, ...args: [string, string | URL, ...unknown[]]) {
    opened.set(this, { method: args[0], url: new URL(String(args[1]), window.location.href) });
    return (open as (...all: unknown[]) => void).apply(this, args);
  };
  XMLHttpRequest.prototype.send = function (this: XMLHttpRequest, body?: Document | XMLHttpRequestBodyInit | null) {
    const request = opened.get(this);
    const entry = request && note(request.method, request.url);
    if (entry) this.addEventListener('loadend', () => (entry.ended = true));
    return send.call(this, body);
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
