/** The slot's load state machine on its own timers (spec 4 "Ad loading"), with fake timers. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import type { BannerCreative } from '../api/ads.ts';
import { adSlotPlan } from '../rules/commerce/ads.ts';
import { AdSlot } from './AdSlot.tsx';

const plan = adSlotPlan({
  slotName: 'cart-sidecar-desktop-banner',
  placements: {
    'cart-sidecar-desktop-banner': {
      adType: 'banner',
      zoneId: 'z',
      width: 300,
      height: 250,
      strategy: 'contextual',
      suspenseOptions: { showSkeleton: true, minHeight: 250 },
    },
  },
  channelId: 'web',
  adService: { isEnabled: true, accountId: 'a', siteId: 's', locationId: 'l' },
  retailerId: 'r1',
  breakpoint: 'desktop',
});
const banner: BannerCreative = {
  adId: 'ad-z-lumen-labs',
  kind: 'banner',
  brandName: 'Lumen Labs',
  headline: 'Lab-tested cartridges.',
  body: '3 products at your store.',
  cta: 'Shop Lumen Labs',
  logo: '/images/lumen.svg',
  href: '/search/brands/lumen-labs',
  background: '#14532d',
  color: '#ffffff',
};
const slot = () => document.querySelector<HTMLElement>('[data-ad-slot]');
const advance = async (ms: number) => act(async () => vi.advanceTimersByTimeAsync(ms));

describe('AdSlot', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('holds the placement height from the start, then LOADED at the first poll that sees the banner; the impression once', async () => {
    const onImpression = vi.fn();
    const view = render(<AdSlot plan={plan} ads={undefined} provider="dispensaryMenuOne" onImpression={onImpression} />);
    expect(slot()).toHaveAttribute('data-ad-status', 'LOADING');
    expect(slot()).toHaveStyle({ minHeight: '250px' });
    expect(slot()).toHaveAttribute('aria-busy', 'true');
    await advance(600);
    expect(slot()).toHaveAttribute('data-ad-status', 'LOADING');
    view.rerender(<AdSlot plan={plan} ads={[banner]} provider="dispensaryMenuOne" onImpression={onImpression} />);
    // The creative's module loads with the ads (React.lazy): let its import settle.
    await act(async () => {
      await import('./SponsoredAd.tsx');
    });
    await advance(1);
    expect(screen.getByText('Shop Lumen Labs')).toBeInTheDocument();
    await advance(300);
    expect(slot()).toHaveAttribute('data-ad-status', 'LOADED');
    expect(screen.getByRole('link', { name: /Sponsored Lumen Labs/ })).toHaveAttribute('href', '/search/brands/lumen-labs');
    expect(onImpression).toHaveBeenCalledExactlyOnceWith(['ad-z-lumen-labs']);
    await advance(6000);
    expect(slot()).toBeVisible();
    expect(onImpression).toHaveBeenCalledTimes(1);
  });

  it('an empty answer: still LOADING at 4.8 s, NOT_LOADED and hidden at 5 s, no impression', async () => {
    const onImpression = vi.fn();
    render(<AdSlot plan={plan} ads={[]} provider="dispensaryMenuOne" onImpression={onImpression} />);
    await advance(4800);
    expect(slot()).toHaveAttribute('data-ad-status', 'LOADING');
    await advance(200);
    expect(slot()).toHaveAttribute('data-ad-status', 'NOT_LOADED');
    expect(slot()).not.toBeVisible();
    expect(onImpression).not.toHaveBeenCalled();
  });

  it('a plan of nothing renders nothing', () => {
    const { container } = render(<AdSlot plan={{ kind: 'nothing', log: null }} ads={undefined} provider="dispensaryMenuOne" />);
    expect(container).toBeEmptyDOMElement();
  });
});
