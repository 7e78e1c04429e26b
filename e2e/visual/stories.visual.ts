/**
 * One screenshot per story, compared with zero tolerance against visual/baselines: in the theme
 * the story pins, else light, at most MAX_CAPTURE_HEIGHT tall.
 * The story list is storybook-static/index.json (entries of type "story"; docs pages skipped). With a plan from scripts/visual.mjs
 * (VISUAL_PLAN_FILE), a capture whose fingerprint and baseline are those recorded in
 * visual/baselines/fingerprints.json is not taken again: nothing it is made from changed.
 * See docs/decisions/030-visual-regression.md and 130-visual-fingerprints.md.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { test as base, expect, type Page, type Request } from '@playwright/test';

type IndexEntry = { id: string; type: string; title: string; name: string; importPath: string };
/** Written by scripts/visual.mjs: this run's fingerprint of every capture, and the recorded ones. */
type Plan = {
  full: boolean;
  current: Record<string, string | null>;
  recorded: Record<string, { file: string; fingerprint: string | null; sha256: string }>;
};

const STATIC_DIR = process.env.VISUAL_STATIC_DIR ?? 'storybook-static';
const BASELINE_DIR = 'visual/baselines';
/**
 * Every story is captured once (decision 318): in the theme it pins (its Dark story), else light.
 * Each component and screen has a Dark story, so both themes stay covered for every one of them.
 */
const DEFAULT_THEME = 'light';
/**
 * A capture shows at most this much of a page's height: a long-content story proves its layout in
 * its first screens, and its play function checks the rest; a 60,000 px report is megabytes of rows
 * that catch nothing a short one does not.
 */
const MAX_CAPTURE_HEIGHT = 1_000;
/** Date.now() and new Date() in every story; timers still run. A Monday morning in Jakarta. */
const FIXED_TIME = new Date('2025-06-02T09:30:00+07:00');
const UPDATE = process.env.VISUAL_UPDATE === '1';
/** VISUAL_DEBUG=1 prints each capture's phases (load + render + play, settle, screenshot) in ms. */
const DEBUG = process.env.VISUAL_DEBUG === '1';
/** Story id → viewport, from global-setup.ts; stories without one use the config's viewport. */
const VIEWPORTS = JSON.parse(process.env.VISUAL_VIEWPORTS ?? '{}') as Record<string, { width: number; height: number }>;
/** Story id → the theme it pins with its own globals (global-setup.ts). */
const PINNED = JSON.parse(process.env.VISUAL_PINNED_THEMES ?? '{}') as Record<string, 'light' | 'dark'>;
const PLAN: Plan | undefined = process.env.VISUAL_PLAN_FILE ? (JSON.parse(readFileSync(process.env.VISUAL_PLAN_FILE, 'utf8')) as Plan) : undefined;

function loadStories(): IndexEntry[] {
  const file = path.join(STATIC_DIR, 'index.json');
  if (!existsSync(file)) throw new Error(`${file} is missing: run npm run test:visual (it builds Storybook).`);
  const index = JSON.parse(readFileSync(file, 'utf8')) as { entries: Record<string, IndexEntry> };
  return Object.values(index.entries)
    .filter((entry) => entry.type === 'story')
    .sort((a, b) => a.id.localeCompare(b.id));
}

/** What instrumentPage keeps on the page as `window.__visual`. */
type VisualState = {
  /** The preview's channel events since the last emit(). */
  events: { name: string; payload: unknown }[];
  /** Called on every recorded event (finished() waits on it instead of polling). */
  notify?: () => void;
  /** Removes the animation listeners settle() added for the last screenshot. */
  release?: () => void;
};

/**
 * Runs before any page script: records the preview's channel events (the channel is published on
 * window.__STORYBOOK_ADDONS_CHANNEL__), and adds a style that stops transitions and hides the caret.
 */
function instrumentPage() {
  try {
    localStorage.clear();
    sessionStorage.clear();
  } catch {
    // about:blank has no storage.
  }
  const state: VisualState = { events: [] };
  (window as unknown as { __visual: VisualState }).__visual = state;
  // After every render (a story's, a theme switch's) Storybook waits 100 ms, then for the page's
  // running animations, looking for shadow roots in every element (its "completing" phase,
  // `waitForAnimations`): 130 ms of the 150 ms a theme switch of a button took. Under a test runner
  // it pauses every animation at its end instead (`pauseAnimations`), as in the story tests; it
  // recognises one by this mark in the user agent. settle() still finishes or cancels whatever
  // animation is left before a capture (decision 288).
  const userAgent = `${navigator.userAgent} StorybookTestRunner`;
  Object.defineProperty(Navigator.prototype, 'userAgent', { configurable: true, get: () => userAgent });
  const watched = [
    'storyFinished',
    'storyErrored',
    'storyThrewException',
    'playFunctionThrewException',
    'unhandledErrorsWhilePlaying',
    'storyMissing',
  ];
  let channel: unknown;
  Object.defineProperty(window, '__STORYBOOK_ADDONS_CHANNEL__', {
    configurable: true,
    get: () => channel,
    set: (next: { on?: (name: string, fn: (payload: unknown) => void) => void }) => {
      channel = next;
      for (const name of watched)
        next?.on?.(name, (payload) => {
          state.events.push({ name, payload });
          state.notify?.();
        });
    },
  });
  // Storybook's highlight feature (what the a11y panel uses to outline elements) starts watching
  // the story once the first story renders: from then on every DOM change makes it read the
  // computed style of every element in the page (about a tenth of the preview's CPU time in a run
  // of story switches). Nothing here asks it to highlight anything, so it draws nothing: it is off
  // in the pages this harness loads (window.FEATURES is written by iframe.html before any module).
  type Features = Record<string, unknown> | undefined;
  let features: Features;
  Object.defineProperty(window, 'FEATURES', {
    configurable: true,
    get: () => features,
    set: (next: Features) => {
      features = next && typeof next === 'object' ? { ...next, highlight: false } : next;
    },
  });
  const css = `*, *::before, *::after {
    transition-delay: 0s !important; transition-duration: 0s !important;
    animation-delay: 0s !important; caret-color: transparent !important; scroll-behavior: auto !important;
  }`;
  const addStyle = () => {
    const style = document.createElement('style');
    style.dataset.visual = 'stabilise';
    style.textContent = css;
    (document.head ?? document.documentElement).appendChild(style);
  };
  if (document.documentElement) addStyle();
  else document.addEventListener('DOMContentLoaded', addStyle, { once: true });
}

/**
 * A request still in flight this long after it started, once the story has finished, is one the
 * story keeps pending on purpose (a loading state: the mocks' slow scenarios wait 60 s). A mock
 * answers in a few milliseconds, and every shorter delay the stories use (600 ms, 1.5 s) is one
 * their play functions wait out before the story finishes. (2 s until decision 288: every loading
 * story's capture waited about 1.9 s for it.) A request that answers later all the same changes
 * the page after the screenshot: a compare run retries the pixel comparison, an update waits for
 * two identical screenshots (decision 284).
 */
const PENDING_ON_PURPOSE_MS = 500;

/** Counts the page's requests in flight (MSW answers through the service worker count too). */
function trackRequests(page: Page) {
  const inFlight = new Map<Request, number>();
  let lastChange = Date.now();
  page.on('request', (request) => {
    inFlight.set(request, Date.now());
    lastChange = Date.now();
  });
  const done = (request: Request) => {
    inFlight.delete(request);
    lastChange = Date.now();
  };
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return {
    reset: () => inFlight.clear(),
    /**
     * Resolves when nothing changed for quietMs and nothing is in flight but requests pending on
     * purpose (older than PENDING_ON_PURPOSE_MS), or after maxMs.
     */
    quiet: async (quietMs: number, maxMs = 5_000) => {
      const start = Date.now();
      while (Date.now() - start < maxMs) {
        const now = Date.now();
        const pending = [...inFlight.values()].every((since) => now - since >= PENDING_ON_PURPOSE_MS);
        if (pending && now - lastChange >= quietMs) return;
        await page.waitForTimeout(25);
      }
    },
  };
}

/**
 * What the worker's page shows: the story and the theme of its globals, whether that story
 * rendered cleanly and was captured (so the other theme may be taken from the same render), and
 * the emulated colour scheme and viewport (set only when they change: each is a round trip).
 */
type PageState = { story?: string; theme?: string; clean: boolean; colorScheme?: string; viewport?: string; themeBackMs?: number };
type StoryPage = { page: Page; network: ReturnType<typeof trackRequests>; state: PageState };
/**
 * A story is selected in the loaded page (Storybook's setCurrentStory, as the manager does) instead
 * of a full page load: the preview's beforeEach resets storage, theme, mock db and handlers, the
 * decorators give a fresh router, SWR cache and i18n, exactly as in the story tests (one page for
 * every story). A re-render after a failure is always a full load. VISUAL_SWITCH=0 loads every
 * story (decision 030's way). Decision 130.
 */
const SWITCH = process.env.VISUAL_SWITCH !== '0';
/**
 * The dark capture of a story is taken from the render its light capture was taken from: the
 * theme global is switched in place (Storybook's updateGlobals, as its toolbar does: loaders,
 * beforeEach and the decorators run again with the new theme, the story's state stays, its play
 * function does not run again). Not when the story set the theme itself (its play chose one in the
 * settings). VISUAL_THEME_SWITCH=0 renders each theme afresh. Decision 250.
 */
const THEME_SWITCH = SWITCH && process.env.VISUAL_THEME_SWITCH !== '0';
/** The app's stored theme choice (src/lib/color-scheme.ts): set only when a story chose a theme itself. */
const THEME_STORAGE_KEY = 'laju-theme';
type Failure = { missing: boolean; reason: string };

/**
 * One browser context and page per worker, reused by every story it captures: the service worker
 * (MSW) and the HTTP cache stay warm. What could leak between stories is cleared before any page
 * script runs (storage) or between stories (cookies).
 */
const test = base.extend<object, { storyPage: StoryPage }>({
  storyPage: [
    async ({ browser }, use, workerInfo) => {
      const options = workerInfo.project.use;
      const context = await browser.newContext({
        baseURL: options.baseURL,
        viewport: options.viewport,
        deviceScaleFactor: options.deviceScaleFactor,
        locale: options.locale,
        timezoneId: options.timezoneId,
        reducedMotion: options.reducedMotion,
        serviceWorkers: options.serviceWorkers,
      });
      await context.clock.setFixedTime(FIXED_TIME);
      await context.addInitScript(instrumentPage);
      const page = await context.newPage();
      await use({ page, network: trackRequests(page), state: { clean: false } });
      await context.close();
    },
    { scope: 'worker' },
  ],
});

const FAILURE_EVENTS = ['storyErrored', 'storyThrewException', 'playFunctionThrewException', 'unhandledErrorsWhilePlaying', 'storyMissing'];

/** Waits for the preview's storyFinished (or storyMissing) since the events were last cleared; undefined when clean. */
async function finished(page: Page): Promise<Failure | undefined> {
  const events = await storyEvents(page).catch(async (error: unknown) => {
    // A page that navigated while waiting (a story that reloads its frame) is waited for as it
    // loads again: polled, since the new document's listener has nobody waiting on it.
    if (!(error instanceof Error) || !/context was destroyed|navigat/i.test(error.message)) throw error;
    const handle = await page.waitForFunction(
      () => {
        const recorded = (window as unknown as { __visual?: VisualState }).__visual?.events;
        return recorded?.some((e) => e.name === 'storyFinished' || e.name === 'storyMissing') ? recorded : false;
      },
      undefined,
      { timeout: 30_000, polling: 50 },
    );
    return (await handle.jsonValue()) as { name: string; payload: unknown }[];
  });
  const failures = events.filter((e) => FAILURE_EVENTS.includes(e.name));
  if (failures.length === 0) return undefined;
  return {
    missing: failures.some((f) => f.name === 'storyMissing'),
    reason: failures.map((f) => `${f.name} ${JSON.stringify(f.payload).slice(0, 500)}`).join('; '),
  };
}

/** The recorded channel events once storyFinished (or storyMissing) is among them: resolved by the channel listener, no polling. */
function storyEvents(page: Page) {
  return page.evaluate(
    (timeoutMs) =>
      new Promise<VisualState['events']>((resolve, reject) => {
        const visual = (window as unknown as { __visual?: VisualState }).__visual;
        if (!visual) return reject(new Error('The page was not instrumented'));
        const timer = setTimeout(() => {
          visual.notify = undefined;
          reject(new Error(`No storyFinished within ${timeoutMs} ms`));
        }, timeoutMs);
        const check = () => {
          if (!visual.events.some((e) => e.name === 'storyFinished' || e.name === 'storyMissing')) return;
          clearTimeout(timer);
          visual.notify = undefined;
          resolve(visual.events.slice());
        };
        visual.notify = check;
        check();
      }),
    30_000,
  );
}

/** Clears the recorded events (and what the previous capture added), then emits a channel event. */
async function emit(page: Page, name: 'setCurrentStory' | 'updateGlobals', payload: unknown) {
  await page.evaluate(
    ([event, data]) => {
      const win = window as unknown as {
        __visual: VisualState;
        __STORYBOOK_ADDONS_CHANNEL__: { emit(name: string, payload: unknown): void };
      };
      win.__visual.events = [];
      // The animation listeners settle() added for the last screenshot.
      win.__visual.release?.();
      for (const style of document.querySelectorAll('style[data-visual="stabilise-tables"]')) style.remove();
      if (event === 'setCurrentStory') {
        (document.activeElement as HTMLElement | null)?.blur?.();
        window.scrollTo(0, 0);
        // Storybook shows its "preparing" view 100 ms after a story is selected in place, by a
        // timer that the story's render does not cancel: when the render started before the timer
        // and ends after it, the timer hides the story root (display: none) in the middle of the
        // render, and whatever had focus (a dialog's autofocus control) loses it. A full page load
        // shows that view at once instead, before the render; so does every switch from here on.
        type View = { showPreparingStory(options?: { immediate?: boolean }): void; __visualImmediate?: boolean };
        const view = (window as unknown as { __STORYBOOK_PREVIEW__?: { view?: View } }).__STORYBOOK_PREVIEW__?.view;
        if (view && !view.__visualImmediate) {
          const show = view.showPreparingStory.bind(view);
          view.showPreparingStory = () => show({ immediate: true });
          view.__visualImmediate = true;
        }
      }
      win.__STORYBOOK_ADDONS_CHANNEL__.emit(event, data);
    },
    [name, payload] as const,
  );
}

/**
 * Renders the story in the theme: selected in the page when it allows (the theme global switched
 * first, waiting for the previous story's re-render so its loaders and beforeEach cannot interleave
 * with the new story's), else a full page load. Waits for Storybook's storyFinished (after loaders,
 * render, play function and afterEach). Returns undefined when it rendered cleanly, else why not
 * (and whether the story does not exist at all, which no second load can mend).
 */
async function renderStory(page: Page, network: ReturnType<typeof trackRequests>, id: string, theme: string, state: PageState, inPlace: boolean) {
  network.reset();
  const wasLoaded = state.theme !== undefined;
  state.story = undefined;
  try {
    if (inPlace && wasLoaded) {
      if (state.theme !== theme) {
        const from = Date.now();
        state.theme = undefined;
        // The theme global for the story about to be selected, as a page loaded with it in the URL
        // has it: set in the preview's store without re-rendering the story shown now. Where the
        // store is not reachable, Storybook's updateGlobals, waiting for that re-render to finish.
        const set = await page.evaluate((next) => {
          type Store = { userGlobals?: { update?(globals: Record<string, unknown>): void } };
          const store = (window as unknown as { __STORYBOOK_PREVIEW__?: { storyStoreValue?: Store } }).__STORYBOOK_PREVIEW__?.storyStoreValue;
          if (typeof store?.userGlobals?.update !== 'function') return false;
          store.userGlobals.update({ theme: next });
          return true;
        }, theme);
        if (!set) {
          await emit(page, 'updateGlobals', { globals: { theme } });
          await finished(page);
        }
        state.theme = theme;
        state.themeBackMs = Date.now() - from;
      }
      await emit(page, 'setCurrentStory', { storyId: id, viewMode: 'story' });
    } else {
      state.theme = undefined;
      // a11y.manual skips the axe run of the a11y addon: the story tests check accessibility.
      await page.goto(`/iframe.html?id=${encodeURIComponent(id)}&viewMode=story&globals=theme:${theme};a11y.manual:!true`);
      state.theme = theme;
    }
    state.story = id;
    return await finished(page);
  } catch (error) {
    return { missing: false, reason: error instanceof Error ? (error.message.split('\n')[0] ?? '') : String(error) } satisfies Failure;
  }
}

/**
 * The page shows this story, rendered cleanly and captured in the other theme: may the theme be
 * switched in place? Not when the story chose a theme itself (stored, or the page's theme is not
 * the one its globals asked for): only a fresh render in the other theme shows what it shows.
 */
async function canSwitchTheme(page: Page, id: string, theme: string, state: PageState) {
  if (!THEME_SWITCH || !state.clean || state.story !== id || state.theme === undefined || state.theme === theme) return false;
  return page.evaluate(
    ([key, globalTheme]) => localStorage.getItem(key) === null && document.documentElement.dataset.theme === globalTheme,
    [THEME_STORAGE_KEY, state.theme] as const,
  );
}

async function switchTheme(page: Page, network: ReturnType<typeof trackRequests>, theme: string, state: PageState): Promise<Failure | undefined> {
  network.reset();
  try {
    state.theme = undefined;
    await emit(page, 'updateGlobals', { globals: { theme } });
    state.theme = theme;
    return await finished(page);
  } catch (error) {
    return { missing: false, reason: error instanceof Error ? (error.message.split('\n')[0] ?? '') : String(error) };
  }
}

const stories = loadStories();

const sha256 = (file: string) => createHash('sha256').update(readFileSync(file)).digest('hex');

/**
 * The baseline a capture compares with, or 'unchanged' when it need not be taken: its fingerprint
 * is the one recorded with its baseline, and the baseline file is the one recorded (same bytes).
 */
function baselineFor(key: string): string | 'unchanged' {
  const own = `${key}.png`;
  if (UPDATE || !PLAN) return own;
  const recorded = PLAN.recorded[key];
  if (!recorded) return own;
  const file = path.join(BASELINE_DIR, recorded.file);
  if (!existsSync(file)) return own;
  const current = PLAN.current[key];
  if (!PLAN.full && current && current === recorded.fingerprint && sha256(file) === recorded.sha256) return 'unchanged';
  return recorded.file;
}

const plan = { captured: [] as string[], unchanged: [] as string[] };
// Story by story, light then dark: the dark capture is taken from the light one's render when the
// same worker has it (a describe group runs in one worker, in order).
const captures = stories
  .flatMap((story) =>
    [PINNED[story.id] ?? DEFAULT_THEME].map((theme) => ({
      story,
      theme,
      key: `${story.id}--${theme}`,
      snapshot: baselineFor(`${story.id}--${theme}`),
    })),
  )
  .filter((capture) => {
    plan[capture.snapshot === 'unchanged' ? 'unchanged' : 'captured'].push(capture.key);
    return capture.snapshot !== 'unchanged';
  });
// Written once, by the runner's process (workers load this file too): the summary reads it.
if (process.env.VISUAL_DECISION_FILE && process.env.TEST_WORKER_INDEX === undefined) {
  writeFileSync(process.env.VISUAL_DECISION_FILE, JSON.stringify(plan));
}

/**
 * The screenshot for the byte comparison: the pixels toHaveScreenshot takes with the config's
 * options (full page, animations disabled, caret hidden, CSS scale). settle() has already done what
 * `animations: 'disabled'` and `caret: 'hide'` would do before each screenshot (two more round
 * trips, a script over every animation and a style injected and removed: about half the time of
 * a screenshot); the caret is transparent in the harness's stylesheet (instrumentPage).
 */
const SHOT = { fullPage: true, animations: 'allow', caret: 'initial', scale: 'css' } as const;

/**
 * Makes everything ready for the screenshot (after the render, or after a theme switch) and
 * returns the page's height. Animations as Playwright's `animations: 'disabled'` leaves them:
 * finite ones finished, infinite ones (a spinner) cancelled, also those that start from here until
 * the next story or theme is selected (emit() removes the listeners).
 */
async function settle(page: Page, network: ReturnType<typeof trackRequests>): Promise<number> {
  // 100 ms without a request starting or ending (150 until decision 288): a request the app makes
  // on an answer (a waterfall) starts within a few milliseconds of it.
  await network.quiet(100);
  return page.evaluate(async () => {
    // After the play function (which may assert the header is sticky): a sticky table header
    // gets its own compositing layer or not depending on timing, and its text is anti-aliased
    // differently in each case. Unscrolled, relative draws it in the same place.
    // Only sticky headers: a relative cell in a table with collapsed borders (the surat jalan's)
    // has its borders painted or not from one run to the next.
    const sticky = Array.from(document.querySelectorAll('thead th')).filter((th) => getComputedStyle(th).position === 'sticky');
    sticky.forEach((th, index) => th.setAttribute('data-visual-sticky', String(index)));
    const still = document.createElement('style');
    still.dataset.visual = 'stabilise-tables';
    still.textContent = 'th[data-visual-sticky] { position: relative !important; }';
    document.head.appendChild(still);
    // A play function that clicked far down leaves the page scrolled, and a sticky bar in a
    // full-page capture is drawn where the scroll put it: capture every story from the top.
    window.scrollTo(0, 0);
    await document.fonts.ready;
    await Promise.all(
      Array.from(document.images)
        .filter((img) => !img.complete)
        .map(
          (img) =>
            new Promise((resolve) => {
              img.addEventListener('load', resolve, { once: true });
              img.addEventListener('error', resolve, { once: true });
            }),
        ),
    );
    // Let finite animations end (3 s at most); stopAnimations below finishes what is left and
    // cancels the infinite ones (a spinner).
    const finite = document
      .getAnimations()
      .filter((a) => a.playState === 'running' && a.effect?.getComputedTiming().endTime !== Infinity);
    await Promise.race([Promise.allSettled(finite.map((a) => a.finished)), new Promise((resolve) => setTimeout(resolve, 3_000))]);
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const stopAnimations = () => {
      for (const animation of document.getAnimations()) {
        if (!animation.effect || animation.playbackRate === 0) continue;
        try {
          if (Number.isFinite(animation.effect.getComputedTiming().endTime)) animation.finish();
          else animation.cancel();
        } catch {
          // An animation that cannot finish (no end) or is gone: nothing to stop.
        }
      }
    };
    stopAnimations();
    document.addEventListener('transitionrun', stopAnimations);
    document.addEventListener('animationstart', stopAnimations);
    const visual = (window as unknown as { __visual: VisualState }).__visual;
    visual.release = () => {
      document.removeEventListener('transitionrun', stopAnimations);
      document.removeEventListener('animationstart', stopAnimations);
    };
    return document.documentElement.scrollHeight;
  });
}

const groups = new Map<string, typeof captures>();
for (const capture of captures) groups.set(capture.story.id, [...(groups.get(capture.story.id) ?? []), capture]);

for (const [id, group] of groups) {
  test.describe(id, () => {
    // The group's captures run in one worker, in order (the config is fully parallel otherwise).
    test.describe.configure({ mode: 'default' });
    for (const { story, theme, snapshot } of group) {
      test(`${story.id} [${theme}]`, async ({ storyPage: { page, network, state } }, testInfo) => {
        if (!UPDATE && !existsSync(path.join(BASELINE_DIR, snapshot))) {
          throw new Error(
            `No baseline for story "${story.id}" in ${theme} (${BASELINE_DIR}/${story.id}--${theme}.png). ` +
              'Create it with: npm run test:visual:update',
          );
        }
        const marks = [Date.now()];
        const switchable = await canSwitchTheme(page, story.id, theme, state);
        state.clean = false;
        const viewport = VIEWPORTS[story.id] ?? testInfo.project.use.viewport;
        const size = viewport ? `${viewport.width}x${viewport.height}` : undefined;
        if (viewport && state.viewport !== size) {
          await page.setViewportSize(viewport);
          state.viewport = size;
        }
        if (state.colorScheme !== theme) {
          await page.emulateMedia({ colorScheme: theme, reducedMotion: 'reduce' });
          state.colorScheme = theme;
        }
        let how: 'theme' | 'story' | 'load' = 'load';
        state.themeBackMs = 0;
        let firstTry: Failure | undefined;
        if (switchable) {
          how = 'theme';
          firstTry = await switchTheme(page, network, theme, state);
          if (firstTry) firstTry.reason = `after switching to ${theme} in place: ${firstTry.reason}`;
        } else {
          // Selecting the story the page already shows is a no-op for Storybook (it does not
          // render again, so no storyFinished would come): the other theme of a story that set
          // the theme itself is a fresh load.
          const inPlace = SWITCH && state.story !== story.id;
          how = inPlace && state.theme !== undefined ? 'story' : 'load';
          await page.context().clearCookies();
          // A story whose render or play function fails is loaded once more: the capture is about
          // pixels, and the story tests own the play functions. The first failure is not hidden: it
          // is recorded on the capture and printed by the summary as a re-rendered capture.
          firstTry = await renderStory(page, network, story.id, theme, state, inPlace);
          if (firstTry?.missing) throw new Error(`Story "${story.id}" did not render cleanly in ${theme}: ${firstTry.reason}`);
        }
        if (firstTry) {
          testInfo.annotations.push({ type: 'rerendered', description: firstTry.reason.slice(0, 600) });
          await page.context().clearCookies();
          const secondTry = await renderStory(page, network, story.id, theme, state, false);
          if (secondTry) throw new Error(`Story "${story.id}" did not render cleanly in ${theme}, twice: ${secondTry.reason}`);
        }

        marks.push(Date.now());
        const height = await settle(page, network);
        marks.push(Date.now());
        // The screenshot's bytes first: Chromium encodes the same pixels to the same PNG, and the
        // baseline is such a PNG, so equal bytes are equal pixels and nothing is decoded. Otherwise
        // toHaveScreenshot compares the pixels (zero tolerance), retrying for 5 s (a late settle),
        // and writes expected, actual and diff. Updating waits up to 15 s for two identical
        // screenshots in a row; one equal to the existing baseline needs no second.
        // A very tall page takes Chromium longer to paint and encode (the report's thousands of
        // rows are 62,000 px: its screenshot ran past 15 s on a loaded machine): the time allowed
        // grows by 1 s per 2,000 px beyond a screen's height, capped below the test's timeout.
        const shotTimeout = Math.min((UPDATE ? 15_000 : 5_000) + Math.max(0, height - 2_000) / 2, 60_000);
        const baseline = path.join(BASELINE_DIR, snapshot);
        const width = page.viewportSize()?.width ?? 0;
        const clip = height > MAX_CAPTURE_HEIGHT && width > 0 ? { x: 0, y: 0, width, height: MAX_CAPTURE_HEIGHT } : undefined;
        const shot = existsSync(baseline) ? await page.screenshot({ ...SHOT, clip, timeout: shotTimeout }) : undefined;
        const same = shot !== undefined && shot.equals(readFileSync(baseline));
        if (!same) await expect(page).toHaveScreenshot(snapshot, { fullPage: true, clip, timeout: shotTimeout });
        state.clean = true;
        marks.push(Date.now());
        const [render = 0, settled = 0, compared = 0] = marks.slice(1).map((t, i) => t - (marks[i] ?? t));
        testInfo.annotations.push({ type: 'timing', description: JSON.stringify({ how, render, globals: state.themeBackMs, settle: settled, shot: compared, bytes: same }) });
        if (DEBUG) console.log(`${story.id} [${theme}] ${how} ${render} ${settled} ${compared}${same ? '' : ' decoded'} (globals ${state.themeBackMs})`);
      });
    }
  });
}
