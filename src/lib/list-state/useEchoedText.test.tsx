import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useEchoedText } from './useEchoedText';

const typed = (initial: string) => renderHook(({ value }) => useEchoedText(value), { initialProps: { value: initial } });

/** What a box does when its text is passed on: shows it and records it as sent. */
function typeAndSend(box: ReturnType<typeof typed>, text: string) {
  act(() => {
    box.result.current.setText(text);
    box.result.current.sent(text);
  });
}

describe('useEchoedText', () => {
  it('keeps what was typed when the echo of an earlier part of it arrives late', () => {
    const box = typed('');
    typeAndSend(box, 'ad');
    typeAndSend(box, 'admin');
    box.rerender({ value: 'ad' });
    expect(box.result.current.text).toBe('admin');
    box.rerender({ value: 'admin' });
    expect(box.result.current.text).toBe('admin');
  });

  it('shows a value from elsewhere (Back, a link, a reset), and an echo with spaces dropped is still an echo', () => {
    const box = typed('budi');
    expect(box.result.current.text).toBe('budi');
    typeAndSend(box, 'sari ');
    box.rerender({ value: 'sari' });
    expect(box.result.current.text).toBe('sari ');
    box.rerender({ value: 'joko' });
    expect(box.result.current.text).toBe('joko');
  });

  it('after a change from elsewhere, an old echo no longer counts as one', () => {
    const box = typed('');
    typeAndSend(box, 'ab');
    box.rerender({ value: 'xyz' });
    box.rerender({ value: 'ab' });
    expect(box.result.current.text).toBe('ab');
    box.rerender({ value: '' });
    expect(box.result.current.text).toBe('');
  });
});
