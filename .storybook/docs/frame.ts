/** Marks the iframe of a story shown on a docs page (StoryFrame.tsx). */
export const DOCS_FRAME_ATTRIBUTE = 'data-laju-docs-frame';

/**
 * Runs in every story page, and acts only in a story frame of a docs page: never in the canvas,
 * the story tests or the visual step (their page is no such frame). There a play function's
 * focus() or scrollIntoView(), or a dialog's showModal(), would scroll the docs page to the frame
 * while the reader is elsewhere on it; they still scroll the frame as in the canvas, and the docs
 * page is put back where it was before anything is painted.
 */
export function keepDocsPageStill() {
  let page: Window;
  try {
    if (!window.frameElement?.hasAttribute(DOCS_FRAME_ATTRIBUTE)) return;
    page = window.parent;
  } catch {
    return;
  }
  const still = <T, A extends unknown[], R>(original: (this: T, ...args: A) => R) =>
    function (this: T, ...args: A): R {
      const x = page.scrollX;
      const y = page.scrollY;
      try {
        return original.apply(this, args);
      } finally {
        if (page.scrollX !== x || page.scrollY !== y) page.scrollTo(x, y);
      }
    };
  HTMLElement.prototype.focus = still(HTMLElement.prototype.focus);
  SVGElement.prototype.focus = still(SVGElement.prototype.focus);
  Element.prototype.scrollIntoView = still(Element.prototype.scrollIntoView);
  HTMLDialogElement.prototype.showModal = still(HTMLDialogElement.prototype.showModal);
}
