import { afterEach, describe, expect, it, vi } from 'vitest';
import { Suspense } from 'react';
import { act, render, renderHook, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { preloadable, PRELOAD_FALLBACK_MS, usePreloadWhenIdle, viewportBranch } from './preloadable.ts';

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

/** A window whose media queries match while `wide` (one query, '(min-width: 769px)'); `resize` fires their change events. */
function stubViewport(wide: boolean) {
  const lists: Array<{ matches: boolean; listeners: Set<() => void> }> = [];
  vi.stubGlobal(
    'matchMedia',
    vi.fn(() => {
      const list = {
        get matches() {
          return wide;
        },
        listeners: new Set<() => void>(),
        addEventListener: (_type: string, listener: () => void) => list.listeners.add(listener),
        removeEventListener: (_type: string, listener: () => void) => list.listeners.delete(listener),
      };
      lists.push(list);
      return list;
    }),
  );
  return {
    resize(nextWide: boolean) {
      wide = nextWide;
      for (const list of lists) for (const listener of [...list.listeners]) listener();
    },
  };
}

const QUERY = '(min-width: 769px)';
const branch = (load = vi.fn(() => Promise.resolve({ default: Panel }))) => ({ load, ...viewportBranch(QUERY, load) });

describe('viewportBranch', () => {
  it('preloadIfShown fetches the module only where its query matches', async () => {
    stubViewport(false);
    const narrow = branch();
    await narrow.preloadIfShown();
    expect(narrow.load).not.toHaveBeenCalled();
    stubViewport(true);
    const wide = branch();
    await wide.preloadIfShown();
    expect(wide.load).toHaveBeenCalledTimes(1);
  });

  it('where it does not show, nothing is fetched until the window crosses the breakpoint, then it renders', async () => {
    const viewport = stubViewport(false);
    const { Component, load } = branch();
    renderHost(Component);
    await act(async () => undefined);
    expect(load).not.toHaveBeenCalled();
    expect(screen.getByText('loading')).toBeInTheDocument();
    act(() => viewport.resize(true));
    expect(await screen.findByText('panel')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("hydrating where it does not show keeps the server's HTML (never blanked, never fetched)", async () => {
    // The server loads every branch before it renders: its HTML has the component.
    const server = branch();
    await server.preload();
    const tree = (Component: typeof server.Component) => (
      <div>
        <Suspense fallback={<p>loading</p>}>
          <Component label="panel" />
        </Suspense>
      </div>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(tree(server.Component));
    document.body.append(container);
    expect(container.textContent).toBe('panel');

    stubViewport(false);
    const client = branch();
    const recoverable = vi.fn();
    const root = await act(async () => hydrateRoot(container, tree(client.Component), { onRecoverableError: recoverable }));
    await act(async () => undefined);
    expect(container.textContent).toBe('panel');
    expect(container.querySelector('p')?.textContent).toBe('panel');
    expect(client.load).not.toHaveBeenCalled();
    expect(recoverable).not.toHaveBeenCalled();
    act(() => root.unmount());
    container.remove();
  });
});

describe('usePreloadWhenIdle', () => {
  it('preloads when the browser is idle, and not after unmount', () => {
    const callbacks: Array<() => void> = [];
    const cancel = vi.fn();
    vi.stubGlobal(
      'requestIdleCallback',
      vi.fn((callback: () => void) => callbacks.push(callback)),
    );
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
