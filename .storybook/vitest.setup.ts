import { afterEach } from 'vitest';
import { storyRequestLog } from './requests-reach-mock';

// A story that fails says what its API requests were answered, in order: a one-time failure taken
// by another request, a request answered twice or one that never reached the mock shows in the
// log of the run that failed, which may not fail again.
afterEach(({ task }) => {
  const error = task.result?.state === 'fail' ? task.result.errors?.[0] : undefined;
  if (error) error.message = `${error.message}\n\n${storyRequestLog()}`;
});
