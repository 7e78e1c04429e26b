import { delay, http } from 'msw';

/**
 * Stories only: a request to `path` that gets no answer within the story (a Loading or "busy"
 * state); a long but finite wait, then the mock's own answer. The story may end as soon as its
 * busy state shows: the preview starts the next story once the held request has reached the mock
 * (.storybook/requests-reach-mock.ts).
 */
export const answersLate = (method: 'get' | 'post' | 'put', path: string, ms = 60_000) =>
  http[method](path, async () => {
    await delay(ms);
    return undefined;
  });
