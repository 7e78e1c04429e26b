import { useEffect, useRef, useState } from 'react';
import type { PreparedStory } from 'storybook/internal/types';
import { styled } from 'storybook/theming';
import { MINIMAL_VIEWPORTS } from 'storybook/viewport';
import { DOCS_FRAME_ATTRIBUTE } from './frame';
import type { DocsGlobals } from './globals';

/** A frame starts this tall, then takes its story's height, within MIN_HEIGHT…MAX_HEIGHT. */
const INITIAL_HEIGHT = 600;
const MIN_HEIGHT = 48;
/** As the visual step, which captures a story's first 1,000 px (decision 318); the frame scrolls. */
const MAX_HEIGHT = 1_000;
/** An open modal dialog is fixed to the viewport: the frame leaves it room. */
const MODAL_HEIGHT = 600;

type ViewportGlobal = string | { value?: string; isRotated?: boolean } | undefined;

/** The size of the viewport a story pins with its globals (a phone story), if any. */
function pinnedViewport(story: PreparedStory): { width: number; height: number } | undefined {
  const raw = (story.storyGlobals as { viewport?: ViewportGlobal } | undefined)?.viewport;
  const global = typeof raw === 'string' ? { value: raw } : raw;
  const styles = global?.value ? (MINIMAL_VIEWPORTS as Record<string, { styles: { width: string; height: string } }>)[global.value]?.styles : undefined;
  if (!styles) return undefined;
  const width = Number.parseInt(styles.width, 10);
  const height = Number.parseInt(styles.height, 10);
  return global?.isRotated ? { width: height, height: width } : { width, height };
}

/** The rendered story's height; undefined while Storybook still prepares it. */
function contentHeight(doc: Document): number | undefined {
  const body = doc.body;
  const root = doc.getElementById('storybook-root');
  if (!body || !root) return undefined;
  const shows = (name: string) => body.classList.contains(name);
  if (shows('sb-show-errordisplay')) return body.scrollHeight;
  if (!shows('sb-show-main') || shows('sb-show-preparing-story')) return undefined;
  const style = doc.defaultView?.getComputedStyle(body);
  const padding = style ? Number.parseFloat(style.paddingTop) + Number.parseFloat(style.paddingBottom) : 0;
  let height = root.scrollHeight + padding;
  if (doc.querySelector('dialog[open]')) height = Math.max(height, MODAL_HEIGHT);
  return height;
}

/**
 * One story in its own frame (iframe.html in story view), as the story tests and the visual step
 * render it: its loaders, beforeEach (mock API scenario, storage, mock db) and play function run
 * in that page, so no two states of a docs page share the mock API, the mock db or <html
 * data-theme> (only the origin's storage and cookies are shared, as between two tabs).
 * Theme and language follow the toolbar unless the story pins them; axe is left to the story
 * tests and the canvas's Accessibility panel (`a11y.manual`), as in the visual step.
 */
export function StoryFrame({ story, globals }: { story: PreparedStory; globals: DocsGlobals }) {
  const ref = useRef<HTMLIFrameElement>(null);
  const viewport = pinnedViewport(story);
  const [height, setHeight] = useState(Math.min(viewport?.height ?? INITIAL_HEIGHT, MAX_HEIGHT));
  const src = `iframe.html?id=${encodeURIComponent(story.id)}&viewMode=story&globals=theme:${globals.theme};locale:${globals.locale};a11y.manual:!true`;

  useEffect(() => {
    const iframe = ref.current;
    if (!iframe) return;
    let stop = () => {};
    const watch = () => {
      stop();
      const win = iframe.contentWindow;
      const doc = iframe.contentDocument;
      if (!win || !doc?.body) return;
      let frame = 0;
      const update = () => {
        frame = 0;
        const measured = contentHeight(doc);
        if (measured === undefined) return;
        const next = Math.min(MAX_HEIGHT, Math.max(MIN_HEIGHT, Math.ceil(measured)));
        setHeight((current) => (Math.abs(current - next) > 1 ? next : current));
      };
      const schedule = () => {
        if (frame === 0) frame = win.requestAnimationFrame(update);
      };
      const resize = new win.ResizeObserver(schedule);
      const root = doc.getElementById('storybook-root');
      if (root) resize.observe(root);
      resize.observe(doc.body);
      const mutation = new win.MutationObserver(schedule);
      mutation.observe(doc.body, { attributes: true, attributeFilter: ['class', 'open'], subtree: true });
      schedule();
      stop = () => {
        resize.disconnect();
        mutation.disconnect();
        if (frame !== 0) win.cancelAnimationFrame(frame);
      };
    };
    iframe.addEventListener('load', watch);
    if (iframe.contentDocument?.readyState === 'complete' && iframe.contentDocument.getElementById('storybook-root')) watch();
    return () => {
      iframe.removeEventListener('load', watch);
      stop();
    };
  }, [src]);

  return (
    <Frame style={{ width: viewport ? `${viewport.width + 2}px` : '100%' }}>
      <iframe ref={ref} title={`${story.title}: ${story.name}`} src={src} loading="lazy" style={{ height }} {...{ [DOCS_FRAME_ATTRIBUTE]: '' }} />
    </Frame>
  );
}

const Frame = styled.div(({ theme }) => ({
  maxWidth: '100%',
  border: `1px solid ${theme.appBorderColor}`,
  borderRadius: theme.appBorderRadius,
  overflow: 'hidden',
  background: theme.background.app,
  iframe: { display: 'block', width: '100%', border: 0 },
}));
