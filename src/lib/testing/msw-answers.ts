import { delay, http } from 'msw';

/** Settles when the request held by the latest `answersLate` handler has reached the mock. */
let latestHeld: Promise<void> = Promise.resolve();

/**
 * Stories only: a request to `path` that gets no answer within the story (a Loading or "busy"
 * state); a long but finite wait, then the mock's own answer.
 */
export const answersLate = (method: 'get' | 'post' | 'put', path: string, ms = 60_000) => {
  let arrived = () => {};
  latestHeld = new Promise<void>((resolve) => (arrived = resolve));
  return http[method](path, async () => {
    arrived();
    await delay(ms);
    return undefined;
  });
};

/**
 * The end of a play that holds a request back. The stories share one page, and the service worker
 * hands a request to the page's handlers some time after the app sent it: a story that ended as
 * soon as its busy state showed could leave its request to the next story's handlers, where it
 * would use up an answer meant for that story (a "first call fails" handler, say).
 */
export const heldRequestArrived = () => latestHeld;
