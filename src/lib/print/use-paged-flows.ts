import { useLayoutEffect, useRef, useState } from 'react';
import { measureFlow, paginate, type PageSlice } from './paginate';

/**
 * Pages for documents paginated by script (decision 230). The caller first renders each document
 * once in one flow at the sheet's content width, marked `data-flow-root={key}` inside `ref`;
 * before the browser paints, they are measured and split into pages of `pageHeight`, and `ready`
 * turns true: the caller then renders the pages (`pagesOf(key)`), as many copies as it likes.
 * Measured again when `keys` or `signature` (what changes the documents' heights: language,
 * optional parts) change.
 */
export function usePagedFlows(keys: readonly string[], signature: string, pageHeight: number) {
  const ref = useRef<HTMLElement>(null);
  const current = `${signature}|${pageHeight}|${keys.join(',')}`;
  const [layout, setLayout] = useState<{ current: string; pages: Map<string, PageSlice[]> } | null>(null);
  const ready = layout?.current === current;
  useLayoutEffect(() => {
    if (ready || !ref.current) return;
    const pages = new Map<string, PageSlice[]>();
    for (const element of ref.current.querySelectorAll<HTMLElement>('[data-flow-root]')) {
      pages.set(element.dataset.flowRoot!, paginate(measureFlow(element), pageHeight));
    }
    setLayout({ current, pages });
  }, [ready, current, pageHeight]);
  return { ref, ready, pagesOf: (key: string): PageSlice[] => (ready ? (layout.pages.get(key) ?? []) : []) };
}
