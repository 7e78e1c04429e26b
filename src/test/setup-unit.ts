import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { forgetEarlyRequests } from '../lib/early';

// findBy… waits as long as the stories' (.storybook/preview.tsx): a lazy screen's first import
// beside a CPU hog takes longer than Testing Library's 1 s default; a wrong page still fails.
configure({ asyncUtilTimeout: 10_000 });

// React's act() warnings are real signals in unit tests; tell React this is a test environment.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

// The unit project shares one happy-dom environment among a worker's files (vitest.config.ts:
// `isolate: false`), so nothing a test leaves in the page may reach the next file: rendered trees,
// storage, cookies, the document's attributes, the page load's early requests (lib/early.ts).
afterEach(() => {
  cleanup();
  forgetEarlyRequests();
  if (typeof document === 'undefined') return;
  localStorage.clear();
  sessionStorage.clear();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
  document.body.innerHTML = '';
  for (const attribute of ['data-theme', 'lang', 'style']) document.documentElement.removeAttribute(attribute);
});
