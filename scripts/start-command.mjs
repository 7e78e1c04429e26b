// `npm start`'s command line, read from package.json, for what starts the server as it does (the
// benches, the end-to-end runs): `node` with the server's flags, then scripts/start.mjs.
import { readFileSync } from 'node:fs';

const start = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')).scripts.start;

/** The arguments after `node` (`['--max-old-space-size=…', 'scripts/start.mjs']`). */
export const START_ARGS = start.trim().split(/\s+/).slice(1);
