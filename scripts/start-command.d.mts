/** The arguments after `node` in `npm start`'s command line (package.json). */
export const START_ARGS: readonly string[];
