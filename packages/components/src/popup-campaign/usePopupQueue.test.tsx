/**
 * The pop-up queue and its timing (spec 4 "Popup campaigns"), with fake timers and a page whose
 * scroll position the test sets: time only, scroll only, both; the next campaign after its
 * timeOnPage delay; dismissed ones never again; ineligible ones never; nothing while disabled.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { parsePopupCampaigns, type PopupCampaign } from '../cms/popupCampaign.ts';
import { usePopupQueue } from './usePopupQueue.ts';

const NOW = Date.parse('2026-11-18T17:00:00Z');
const unix = (iso: string) => Math.floor(Date.parse(iso) / 1000);

function campaign(_id: string, behavior: object, extra: object = {}): PopupCampaign {
  const parsed = parsePopupCampaigns([{ _id, behavior, ...extra }]);
  expect(parsed.warnings).toEqual([]);
  return parsed.campaigns[0]!;
}
const timeOnly = (seconds: number) => ({ timeOnPage: { enabled: true, time: seconds } });
const scrollOnly = (position: number) => ({ showOnScroll: { enabled: true, position } });
const both = (position: number, seconds: number) => ({ ...scrollOnly(position), ...timeOnly(seconds) });

function Harness(props: { campaigns: PopupCampaign[]; path?: string; skipIds?: string[]; enabled?: boolean }) {
  const { current, close } = usePopupQueue({
    campaigns: props.campaigns,
    path: props.path ?? '/',
    skipIds: props.skipIds ?? [],
    enabled: props.enabled ?? true,
  });
  return current ? (
    <button type="button" onClick={() => close(current._id)}>
      {current._id}
    </button>
  ) : (
    <p>none</p>
  );
}

const advance = async (ms: number) => act(async () => vi.advanceTimersByTimeAsync(ms));
const shown = () => screen.queryByRole('button')?.textContent ?? null;

/** A page 3000 px tall in a 1000 px window, scrolled to `percent` of what can scroll. */
function scrollTo(percent: number) {
  Object.defineProperty(window, 'scrollY', { configurable: true, value: (percent / 100) * 2000 });
  fireEvent.scroll(window);
}

describe('usePopupQueue', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: NOW });
    Object.defineProperty(document.documentElement, 'scrollHeight', { configurable: true, value: 3000 });
    Object.defineProperty(window, 'innerHeight', { configurable: true, value: 1000 });
    Object.defineProperty(window, 'scrollY', { configurable: true, value: 0 });
  });
  afterEach(() => {
    vi.useRealTimers();
    Reflect.deleteProperty(document.documentElement, 'scrollHeight');
  });

  it('time only: shown after time seconds', async () => {
    render(<Harness campaigns={[campaign('a', timeOnly(5))]} />);
    await advance(4999);
    expect(shown()).toBeNull();
    await advance(1);
    expect(shown()).toBe('a');
  });

  it('neither condition: shown at once', async () => {
    render(<Harness campaigns={[campaign('a', {})]} />);
    await advance(0);
    expect(shown()).toBe('a');
  });

  it('scroll only: shown when the scroll percentage is at least position', async () => {
    render(<Harness campaigns={[campaign('a', scrollOnly(40))]} />);
    await advance(60_000);
    expect(shown()).toBeNull();
    await act(async () => scrollTo(39));
    expect(shown()).toBeNull();
    await act(async () => scrollTo(40));
    expect(shown()).toBe('a');
  });

  it('both: once the scroll position is reached, wait time seconds (time before it does not count)', async () => {
    render(<Harness campaigns={[campaign('a', both(25, 2))]} />);
    await advance(10_000);
    await act(async () => scrollTo(30));
    await advance(1999);
    expect(shown()).toBeNull();
    // Scrolling back up does not undo "reached".
    await act(async () => scrollTo(0));
    await advance(1);
    expect(shown()).toBe('a');
  });

  it('the next campaign after its own timeOnPage delay, counted from the close; a closed one never again', async () => {
    render(<Harness campaigns={[campaign('a', {}), campaign('b', timeOnly(6))]} />);
    await advance(30_000);
    expect(shown()).toBe('a');
    fireEvent.click(screen.getByRole('button', { name: 'a' }));
    await advance(5999);
    expect(shown()).toBeNull();
    await advance(1);
    expect(shown()).toBe('b');
    fireEvent.click(screen.getByRole('button', { name: 'b' }));
    await advance(60_000);
    expect(shown()).toBeNull();
  });

  it('dismissed or responded campaigns (skipIds) are not queued; ineligible ones never show', async () => {
    const expired = campaign(
      'old',
      {},
      { schedule: { type: 'customDates', startTime: unix('2023-11-20T00:00:00Z'), endTime: unix('2023-12-31T23:59:59Z') } },
    );
    const elsewhere = campaign('shop-only', {}, { behavior: { trigger: { type: 'specificPages', pageUrls: ['/shop'] } } });
    render(<Harness campaigns={[campaign('answered', {}), expired, elsewhere, campaign('c', timeOnly(1))]} skipIds={['answered']} />);
    await advance(1000);
    expect(shown()).toBe('c');
  });

  it('a specificPages campaign shows on its page', async () => {
    const view = render(
      <Harness campaigns={[campaign('shop-only', { trigger: { type: 'specificPages', pageUrls: ['/shop'] } })]} path="/" />,
    );
    await advance(1000);
    expect(shown()).toBeNull();
    view.rerender(
      <Harness campaigns={[campaign('shop-only', { trigger: { type: 'specificPages', pageUrls: ['/shop'] } })]} path="/shop/" />,
    );
    await advance(0);
    expect(shown()).toBe('shop-only');
  });

  it('waits while disabled (the age gate, another dialog), then counts its time from the page load', async () => {
    const list = [campaign('a', timeOnly(3))];
    const view = render(<Harness campaigns={list} enabled={false} />);
    await advance(5000);
    expect(shown()).toBeNull();
    view.rerender(<Harness campaigns={list} enabled />);
    await advance(0);
    expect(shown()).toBe('a');
  });
});
