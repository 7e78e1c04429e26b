import { useCallback, useState } from 'react';

export type CopyState = 'idle' | 'copied' | 'failed';

/**
 * Copies text to the clipboard and says how it went, for a status line next to the button. The
 * clipboard is missing outside secure contexts and may refuse without a user gesture: then the
 * state is 'failed' and the text stays on screen to be selected by hand.
 */
export function useCopyText() {
  const [state, setState] = useState<CopyState>('idle');
  const copy = useCallback(async (text: string) => {
    try {
      await navigator.clipboard.writeText(text);
      setState('copied');
    } catch {
      setState('failed');
    }
  }, []);
  return { state, copy };
}
