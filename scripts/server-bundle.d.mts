/** Builds the server's bundle when server/ or contract/ changed; resolves its path. */
export function buildServerBundle(): Promise<string>;
