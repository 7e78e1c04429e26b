import { setupServer } from 'msw/node';
import { defaultHandlers } from './handlers';

/** Unit tests' API: the same handlers in Node. */
export const server = setupServer(...defaultHandlers());
