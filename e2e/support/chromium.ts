/**
 * Debian's Chromium with the flags these machines need (test tools may not download browsers;
 * without the background-networking flags Chromium keeps dialing out into a closed network).
 * Shared by Vitest's browser mode and every Playwright config.
 */
export const chromiumExecutable = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
