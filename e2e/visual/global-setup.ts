/**
 * Reads each story's viewport the way Storybook's manager and the story tests do
 * (globals.viewport.value, else parameters.viewport.defaultViewport; 1200×900 when none), so a
 * "mobile" story is captured at its mobile size. The map goes to the workers in
 * process.env.VISUAL_VIEWPORTS.
 *
 * Also reads the theme a story pins with its own globals (`globals: { theme: 'dark' }`): the story
 * is captured in that theme, every other story in light (decision 318). The map goes to process.env.VISUAL_PINNED_THEMES and, when VISUAL_META_FILE is set, to that file
 * (scripts/visual.mjs writes the baselines' manifest from it).
 */
import { writeFileSync } from 'node:fs';
import { chromium, type FullConfig } from '@playwright/test';
import { MINIMAL_VIEWPORTS } from 'storybook/viewport';

export const DEFAULT_VIEWPORT = { width: 1200, height: 900 };

type ViewportOption = { styles?: { width?: string; height?: string } };
type StoryViewport = {
  global?: string | { value?: string; isRotated?: boolean };
  param?: { defaultViewport?: string; disable?: boolean; disabled?: boolean; options?: Record<string, ViewportOption>; viewports?: Record<string, ViewportOption> };
};

function px(value: string | undefined, fallback: number): number {
  if (value && /^\d+(px)?$/.test(value)) return Number.parseInt(value, 10);
  return fallback;
}

function resolve({ global: raw, param = {} }: StoryViewport) {
  const global = typeof raw === 'string' ? { value: raw } : raw;
  const disabled = param.disable || param.disabled;
  const name = !disabled ? (global?.value ?? param.defaultViewport) : undefined;
  const options: Record<string, ViewportOption> = { ...MINIMAL_VIEWPORTS, ...param.viewports, ...param.options };
  const styles = name ? options[name]?.styles : undefined;
  if (!styles?.width || !styles.height) return undefined;
  const width = px(styles.width, DEFAULT_VIEWPORT.width);
  const height = px(styles.height, DEFAULT_VIEWPORT.height);
  return global?.isRotated ? { width: height, height: width } : { width, height };
}

export default async function globalSetup(config: FullConfig) {
  const use = config.projects[0]?.use ?? {};
  const browser = await chromium.launch(use.launchOptions);
  try {
    const page = await browser.newPage();
    await page.goto(new URL('/iframe.html', use.baseURL).href);
    await page.waitForFunction(() => Boolean((window as unknown as { __STORYBOOK_PREVIEW__?: { storyStoreValue?: unknown } }).__STORYBOOK_PREVIEW__?.storyStoreValue), undefined, {
      timeout: 30_000,
    });
    const raw = await page.evaluate(async () => {
      type Store = {
        storyIndex: { entries: Record<string, { type: string; importPath: string }> };
        loadStory(args: { storyId: string }): Promise<{ parameters?: { viewport?: unknown } }>;
        getStoryContext(story: unknown): { globals?: { viewport?: unknown } };
      };
      type Prepared = { parameters?: { viewport?: unknown }; storyGlobals?: { theme?: unknown } };
      const store = (window as unknown as { __STORYBOOK_PREVIEW__: { storyStoreValue: Store } }).__STORYBOOK_PREVIEW__.storyStoreValue;
      const out: Record<string, unknown> = {};
      for (const [id, entry] of Object.entries(store.storyIndex.entries)) {
        if (entry.type !== 'story') continue;
        const story = (await store.loadStory({ storyId: id })) as Prepared;
        // The story's globals merged over the project's, as the story would render with them.
        const globals = store.getStoryContext(story).globals;
        const pinned = story.storyGlobals?.theme;
        out[id] = JSON.parse(
          JSON.stringify({
            global: globals?.viewport,
            param: story.parameters?.viewport,
            theme: pinned === 'light' || pinned === 'dark' ? pinned : undefined,
            file: entry.importPath,
          }),
        );
      }
      return out;
    });
    const viewports: Record<string, { width: number; height: number }> = {};
    const pinned: Record<string, 'light' | 'dark'> = {};
    const files: Record<string, string> = {};
    for (const [id, found] of Object.entries(raw)) {
      files[id] = (found as { file: string }).file;
      const size = resolve(found as StoryViewport);
      if (size) viewports[id] = size;
      const theme = (found as { theme?: 'light' | 'dark' }).theme;
      if (theme) pinned[id] = theme;
    }
    // Every other story is captured in light only: a story file without a dark story would leave
    // its component's dark theme unseen.
    const withDark = new Set(Object.entries(pinned).flatMap(([id, theme]) => (theme === 'dark' ? [files[id]] : [])));
    const missing = [...new Set(Object.values(files))].filter((file) => !withDark.has(file));
    if (missing.length > 0) throw new Error(`Every story file needs a story with globals: { theme: 'dark' }; missing in: ${missing.join(', ')}`);
    process.env.VISUAL_VIEWPORTS = JSON.stringify(viewports);
    process.env.VISUAL_PINNED_THEMES = JSON.stringify(pinned);
    if (process.env.VISUAL_META_FILE) writeFileSync(process.env.VISUAL_META_FILE, JSON.stringify({ viewports, pinned }));
  } finally {
    await browser.close();
  }
}
