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
  /** What the story's request log shows: method and path with its query. */
  readonly label: string;
  /** Milliseconds since the running story began. */
  readonly sentAt: number;
  reached: boolean;
  ended: boolean;
  /** The status the page received, or how the request failed. */
  answer?: number | 'network error';
}

/** The API requests sent since the running story began. */
const sent: Sent[] = [];
const keyOf = (method: string, url: string) => `${method.toUpperCase()} ${url}`;
const labelOf = (method: string, url: URL) => `${method.toUpperCase()} ${url.pathname}${url.search}`;

/**
 * Besides what it sent, for a failed story's message (.storybook/vitest.setup.ts): the requests
 * that reached MSW during it without being sent by it (an earlier story's, or an image the page
 * loaded), and those the wait before it gave up on.
 */
let storyStart = performance.now();
let lateArrivals: { label: string; at: number }[] = [];
let notReached: string[] = [];
const sinceStory = () => Math.round(performance.now() - storyStart);

let watching = false;

/** Notes an API request the page sends; the caller marks it ended when its answer or failure comes. */
function note(method: string, url: URL): Sent | undefined {
  if (!url.pathname.startsWith('/api/')) return undefined;
  const entry: Sent = { key: keyOf(method, url.href), label: labelOf(method, url), sentAt: sinceStory(), reached: false, ended: false };
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
      void answer.then(
        (response) => Object.assign(entry, { ended: true, answer: response.status }),
        () => Object.assign(entry, { ended: true, answer: 'network error' }),
      );
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
    if (entry) this.addEventListener('loadend', () => Object.assign(entry, { ended: true, answer: this.status || 'network error' }));
    return send.call(this, body);
  };
  worker.events.on('request:start', ({ request }) => {
    const key = keyOf(request.method, request.url);
    const entry = sent.find((candidate) => !candidate.reached && candidate.key === key);
    if (entry) entry.reached = true;
    else if (new URL(request.url).pathname.startsWith('/api/')) lateArrivals.push({ label: labelOf(request.method, new URL(request.url)), at: sinceStory() });
  });
}

/**
 * How long a request may take to reach MSW before the next story starts anyway: as long as a play
 * function waits for what it looks for (asyncUtilTimeout, .storybook/preview.tsx). On a loaded
 * machine the service worker's message can be late; a story that starts before it arrives can lose
 * its own answers to it.
 */
const LIMIT_MS = 10_000;

/**
 * Settles once every API request sent so far has reached MSW or ended, then forgets them and
 * starts the next story's request log.
 */
export async function requestsReachedMock(): Promise<void> {
  const started = performance.now();
  const waiting = () => sent.filter((entry) => !entry.reached && !entry.ended);
  while (waiting().length > 0 && performance.now() - started < LIMIT_MS) {
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  notReached = waiting().map((entry) => entry.label);
  sent.length = 0;
  storyStart = performance.now();
  lateArrivals = [];
}

/** The running story's API traffic, a line each, for the message of a story that failed. */
export function storyRequestLog(): string {
  const answerOf = (entry: Sent) => (entry.answer ?? (entry.reached ? 'no answer yet' : 'not at MSW yet'));
  const lines = [
    ...notReached.map((label) => `before the story: ${label} had not reached MSW; the story started anyway`),
    ...sent.map((entry) => `+${entry.sentAt} ms ${entry.label} → ${answerOf(entry)}`),
    ...lateArrivals.map(({ label, at }) => `+${at} ms ${label} reached MSW, not sent by this story's fetch or XMLHttpRequest (an earlier story's, or an image the page loaded)`),
  ];
  return ['API requests of this story (ms since it began):', ...(lines.length ? lines : ['none'])].join('\n  ');
}
