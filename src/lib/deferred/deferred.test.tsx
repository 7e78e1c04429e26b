import { act, cleanup, render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { deferred, useDeferred } from './deferred';

function Host({ module, needed }: { module: ReturnType<typeof deferred<{ Text: () => ReactElement }>>; needed: boolean }) {
  const Text = useDeferred(module, needed)?.Text;
  return <div data-testid="host">{Text ? <Text /> : 'nothing'}</div>;
}

const textModule = () => ({ Text: () => <span>Loaded</span> });

afterEach(cleanup);

describe('deferred', () => {
  it('downloads once, however many ask', async () => {
    const loader = vi.fn(async () => textModule());
    const module = deferred(loader);
    await Promise.all([module.load(), module.load()]);
    expect(loader).toHaveBeenCalledTimes(1);
    expect(module.current()).toBeDefined();
  });

  it('retries after a failed download', async () => {
    const loader = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(textModule());
    const module = deferred(loader);
    await expect(module.load()).rejects.toThrow('offline');
    await expect(module.load()).resolves.toBeDefined();
    expect(loader).toHaveBeenCalledTimes(2);
  });

  it('preloads after the first render and shows nothing until needed', async () => {
    const module = deferred(async () => textModule());
    const { rerender } = render(<Host module={module} needed={false} />);
    await act(() => module.load());
    expect(screen.getByTestId('host').textContent).toBe('nothing');
    rerender(<Host module={module} needed />);
    // Already here: the same render shows it.
    expect(screen.getByTestId('host').textContent).toBe('Loaded');
  });

  it('does not render again when a preload arrives that nobody needs yet', async () => {
    let renders = 0;
    function CountingHost({ module }: { module: ReturnType<typeof deferred<{ Text: () => ReactElement }>> }) {
      renders += 1;
      const Text = useDeferred(module, false)?.Text;
      return <div data-testid="host">{Text ? <Text /> : 'nothing'}</div>;
    }
    let arrive: (value: ReturnType<typeof textModule>) => void = () => undefined;
    const module = deferred(() => new Promise<ReturnType<typeof textModule>>((resolve) => (arrive = resolve)));
    render(<CountingHost module={module} />);
    const afterMount = renders;
    await act(async () => arrive(textModule()));
    expect(module.current()).toBeDefined();
    expect(screen.getByTestId('host').textContent).toBe('nothing');
    expect(renders).toBe(afterMount);
  });

  it('when needed before it arrived, renders again once it has', async () => {
    let arrive: (value: ReturnType<typeof textModule>) => void = () => undefined;
    const module = deferred(() => new Promise<ReturnType<typeof textModule>>((resolve) => (arrive = resolve)));
    render(<Host module={module} needed />);
    expect(screen.getByTestId('host').textContent).toBe('nothing');
    await act(async () => arrive(textModule()));
    expect((await screen.findByText('Loaded')).tagName).toBe('SPAN');
  });
});
