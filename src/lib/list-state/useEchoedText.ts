import { useEffect, useRef, useState } from 'react';

const same = (a: string, b: string) => a.trim() === b.trim();

/**
 * The text of a box whose value the URL holds (a list's search, a filter typed in): what the user
 * types stays in the box while the URL follows a moment later. `value` is what the list state says
 * (trimmed: the URL drops outer spaces); call `sent(text)` with every text passed on to it. A new
 * `value` replaces the text only when it is not the echo of something the box sent: Back, a link or
 * a reset (decision 266). Without this, on a busy page the late echo of "ad" replaced "admin".
 */
export function useEchoedText(value: string) {
  const [text, setText] = useState(value);
  // Sent, and not handed back yet, oldest first.
  const unechoed = useRef<string[]>([]);
  const [followed, setFollowed] = useState(value);
  if (value !== followed) {
    setFollowed(value);
    if (!unechoed.current.some((sent) => same(sent, value))) setText(value);
  }
  useEffect(() => {
    // An echo settles what was sent up to it; a change from elsewhere settles everything.
    const index = unechoed.current.findIndex((sent) => same(sent, followed));
    unechoed.current = index >= 0 ? unechoed.current.slice(index + 1) : [];
  }, [followed]);
  /** Records a text passed on to the list state (the same as its value sends no change, so no echo). */
  const sent = (next: string) => {
    if (!same(next, followed)) unechoed.current.push(next);
  };
  return { text, setText, sent };
}
