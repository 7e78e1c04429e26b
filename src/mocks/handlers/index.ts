import { authHandlers } from './auth';

/** Every area's handlers over the in-memory db; stories and tests override with scenarios. */
export const defaultHandlers = () => [...authHandlers()];
