import { spyOn } from 'storybook/test';

/** Stories only: the clipboard answering as asked (a headless page may not write to the real one), undone after the story. */
export function stubClipboard(fails = false) {
  const writeText = spyOn(navigator.clipboard, 'writeText');
  if (fails) writeText.mockRejectedValue(new DOMException('Denied', 'NotAllowedError'));
  else writeText.mockResolvedValue(undefined);
  return () => writeText.mockRestore();
}
