import { afterEach, describe, expect, it, vi } from 'vitest';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { Suspense, startTransition, useEffect, useState } from 'react';
import { act, cleanup, render } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { media } from '@storefront/tokens';
import { viewportBranch } from './preloadable.ts';
import { useViewportSide } from './viewportChrome.ts';
import { VIEWPORT_CHROME_MODULES } from './viewportModules.ts';

/** A window as wide as `width` for the tokens' md query (nothing else is asked here). */
function stubWidth(width: number) {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      matches: query === media.md ? width >= 769 : width < 769,
      media: query,
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
    })),
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

function Panel({ label }: { label: string }) {
  return <p data-panel="">{label}</p>;
}

describe('the chrome of one side of the breakpoint', () => {
  it('a phone hydrates without the desktop side, and a navigation (a transition) after it still commits', async () => {
    const server = viewportBranch(media.md, () => Promise.resolve({ default: Panel }));
    await server.preload();
    const load = vi.fn(() => Promise.resolve({ default: Panel }));
    const client = viewportBranch(media.md, load);

    const router = { navigate: (_to: string): void => undefined };
    function Shell({ Branch }: { Branch: typeof client.Component }) {
      const [path, setPath] = useState('/cart');
      useEffect(() => {
        router.navigate = (to) => startTransition(() => setPath(to));
      }, []);
      const desktop = useViewportSide('desktop');
      return (
        <div>
          <Suspense key={desktop ? 'shown' : 'hidden'} fallback={null}>
            <Branch label={`desktop header at ${path}`} />
          </Suspense>
          <h1>{path}</h1>
        </div>
      );
    }

    const container = document.createElement('div');
    container.innerHTML = renderToString(<Shell Branch={server.Component} />);
    document.body.append(container);
    expect(container.querySelector('[data-panel]')?.textContent).toBe('desktop header at /cart');

    stubWidth(390);
    const recoverable = vi.fn();
    const root = await act(async () => hydrateRoot(container, <Shell Branch={client.Component} />, { onRecoverableError: recoverable }));
    await act(async () => undefined);
    // The hidden side is gone (the CSS switch hid it), its module never fetched.
    expect(container.querySelector('[data-panel]')).toBeNull();
    expect(load).not.toHaveBeenCalled();
    await act(async () => router.navigate('/search'));
    expect(container.querySelector('h1')?.textContent).toBe('/search');
    expect(recoverable).not.toHaveBeenCalled();
    act(() => root.unmount());
    container.remove();
  });

  it('useViewportSide: both sides on the server; in the browser the window’s own', () => {
    function Sides() {
      return <p>{`${useViewportSide('phone')}/${useViewportSide('desktop')}`}</p>;
    }
    expect(renderToString(<Sides />)).toContain('true/true');
    stubWidth(390);
    expect(render(<Sides />).container.textContent).toBe('true/false');
    cleanup();
    stubWidth(1440);
    expect(render(<Sides />).container.textContent).toBe('false/true');
  });

  it('the bench counts the modules viewportChrome.ts loads (viewportModules.ts)', () => {
    const source = readFileSync(resolve('packages/storefront-app/src/layout/slots/viewportChrome.ts'), 'utf8');
    const imported = [...source.matchAll(/import\('\.\/(\w+\.tsx)'\)/g)].map((match) => `src/layout/slots/${match[1]}`).sort();
    expect(imported).toEqual([...VIEWPORT_CHROME_MODULES.phone, ...VIEWPORT_CHROME_MODULES.desktop].sort());
  });
});
