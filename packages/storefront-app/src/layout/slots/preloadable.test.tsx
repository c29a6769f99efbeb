import { afterEach, describe, expect, it, vi } from 'vitest';
import { Suspense } from 'react';
import { act, render, renderHook, screen } from '@testing-library/react';
import { preloadable, PRELOAD_FALLBACK_MS, usePreloadWhenIdle } from './preloadable.ts';

function Panel({ label }: { label: string }) {
  return <p>{label}</p>;
}

const host = (load = vi.fn(() => Promise.resolve({ default: Panel }))) => ({ load, ...preloadable(load) });

function renderHost(Component: ReturnType<typeof host>['Component']) {
  return render(
    <Suspense fallback={<p>loading</p>}>
      <Component label="panel" />
    </Suspense>,
  );
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('preloadable', () => {
  it('without a preload: the fallback first, then the component, the module fetched once', async () => {
    const { Component, load } = host();
    renderHost(Component);
    expect(screen.getByText('loading')).toBeInTheDocument();
    expect(await screen.findByText('panel')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('after a preload: the component in the first render, no fallback (no suspended reveal to wait for)', async () => {
    const { Component, preload, load } = host();
    await preload();
    renderHost(Component);
    expect(screen.getByText('panel')).toBeInTheDocument();
    expect(screen.queryByText('loading')).toBeNull();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('a failed preload (offline) settles quietly and is tried again', async () => {
    const load = vi
      .fn<() => Promise<{ default: typeof Panel }>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue({ default: Panel });
    const { Component, preload } = host(load);
    await expect(preload()).resolves.toBeUndefined();
    await preload();
    expect(load).toHaveBeenCalledTimes(2);
    renderHost(Component);
    expect(screen.getByText('panel')).toBeInTheDocument();
  });
});

describe('usePreloadWhenIdle', () => {
  it('preloads when the browser is idle, and not after unmount', () => {
    const callbacks: Array<() => void> = [];
    const cancel = vi.fn();
    vi.stubGlobal('requestIdleCallback', vi.fn((callback: () => void) => callbacks.push(callback)));
    vi.stubGlobal('cancelIdleCallback', cancel);
    const preload = vi.fn(() => Promise.resolve());
    const { unmount } = renderHook(() => usePreloadWhenIdle(preload));
    expect(preload).not.toHaveBeenCalled();
    act(() => callbacks.forEach((callback) => callback()));
    expect(preload).toHaveBeenCalledTimes(1);
    unmount();
    expect(cancel).toHaveBeenCalledTimes(1);
  });

  it(`without requestIdleCallback: after ${PRELOAD_FALLBACK_MS} ms`, () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestIdleCallback', undefined);
    const preload = vi.fn(() => Promise.resolve());
    renderHook(() => usePreloadWhenIdle(preload));
    act(() => vi.advanceTimersByTime(PRELOAD_FALLBACK_MS - 1));
    expect(preload).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(preload).toHaveBeenCalledTimes(1);
  });
});
