import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Link, MemoryRouter } from 'react-router';
import { LinkAdapterProvider, parseCms, type RenderLink } from '@storefront/components';
import { DESKTOP_FOOTER_SKELETON_MS } from '@storefront/components/rules';
import { cmsFixtures } from '@storefront/fixtures/cms';
import { createDemoFetchHandler } from '@storefront/demo-api';
import { SiteContextProvider } from '../../site/SiteContext.tsx';
import { demoSites } from '../../site/demoSites.ts';
import { chromeFor } from '../useChrome.ts';
import { FooterSlot } from './FooterSlot.tsx';

// The desktop footer's module arrives only when the test lets it: the time it takes to load.
const moduleGate = vi.hoisted(() => {
  let release: () => void = () => undefined;
  const promise = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { promise, release: () => release() };
});
vi.mock('./SiteFooterHost.tsx', async (importOriginal) => {
  await moduleGate.promise;
  return importOriginal();
});

const config = parseCms(cmsFixtures.greenleaf).config;
const renderLink: RenderLink = ({ href, ref, ...props }) => <Link to={href} ref={ref} {...props} />;

function renderFooter() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const site = { siteId: 'greenleaf', sites: demoSites, setSiteId: () => undefined, config, warnings: [], status: 'ready' as const };
  return render(
    <QueryClientProvider client={client}>
      <LinkAdapterProvider renderLink={renderLink}>
        <SiteContextProvider value={site}>
          <MemoryRouter initialEntries={['/']}>
            <FooterSlot chrome={chromeFor('/', config)} pathname="/" />
          </MemoryRouter>
        </SiteContextProvider>
      </LinkAdapterProvider>
    </QueryClientProvider>,
  );
}

beforeEach(async () => {
  const handle = createDemoFetchHandler();
  // The demo catalogue is generated on the first call (real time, not the faked timers below):
  // generate it now, so the footer's calls answer within the faked 1500 ms like a warm server's.
  await handle(new Request('http://localhost/api/retailers'));
  vi.stubGlobal(
    'fetch',
    vi.fn((input: RequestInfo | URL, init?: RequestInit) => handle(new Request(new URL(String(input), 'http://localhost'), init))),
  );
  // From 769 px (the md query matches).
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({ matches: true, media: query, onchange: null, addEventListener: vi.fn(), removeEventListener: vi.fn() })),
  );
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('FooterSlot from 769 px: the desktop footer off the first load (spec 2.14)', () => {
  it('holds the footer’s space while its module loads; the 1500 ms skeleton counts from the page load, not from the module', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { container } = renderFooter();
    const branch = container.querySelector<HTMLElement>('[data-footer-branch="desktop"]');
    if (!branch) throw new Error('no desktop footer branch');
    const desktop = within(branch);

    // The module is late: the reserved box (out of the accessibility tree), no footer yet.
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(branch.querySelector('[data-footer-reserve]')).toHaveAttribute('aria-hidden', 'true');
    expect(desktop.queryByRole('contentinfo')).toBeNull();

    // It arrives 1000 ms in: skeletons for the rest of the 1500 ms, then the columns.
    await act(async () => {
      moduleGate.release();
      await import('./SiteFooterHost.tsx');
    });
    expect(desktop.getByRole('contentinfo')).toHaveAttribute('aria-busy', 'true');
    expect(branch.querySelector('[data-footer-reserve]')).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(DESKTOP_FOOTER_SKELETON_MS - 1_000 - 50));
    expect(desktop.getByRole('contentinfo')).toHaveAttribute('aria-busy', 'true');
    await act(() => vi.advanceTimersByTimeAsync(50));
    expect(desktop.getByRole('contentinfo')).not.toHaveAttribute('aria-busy');
    // The footer's own calls answered: "Today's Deals" lists the specials.
    expect(desktop.getByRole('link', { name: /Shop All Specials/ })).toBeInTheDocument();
  });
});
