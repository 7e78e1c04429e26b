/**
 * The browser's local storage, or undefined where reading it throws (storage blocked, a sandboxed
 * frame) or there is none (the server, a test without a DOM): what is remembered there is a
 * convenience, never a reason for a page to fail.
 */
export function safeLocalStorage(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
}
