/**
 * The pop-up queue and its timing (spec 4 "Popup campaigns"), with fake timers and a page whose
 * scroll position the test sets: time only, scroll only, both; one campaign per page view, the next
 * on the next page after its own delay; dismissed ones never again; ineligible ones never (a weekday
 * campaign on another day in the store's time zone); nothing while another dialog is open or on a
 * quiet page; a campaign that gave way to a dialog comes back after it.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { parsePopupCampaigns, type PopupCampaign } from '../cms/popupCampaign.ts';
import type { PopupBlockingDialogs } from '../rules/marketing/popupCampaigns.ts';
import { Dialog } from '../primitives/dialog/Dialog.tsx';
import { useOpenDialogCount, usePopupQueue } from './usePopupQueue.ts';

// A Wednesday: noon in Detroit, 9 a.m. in Los Angeles; already Thursday in Tokyo.
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

const NO_DIALOGS: PopupBlockingDialogs = {
  ageGate: false,
  storeChoice: false,
  storeClosed: false,
  checkoutOffer: false,
  signInRequired: false,
  otherModal: false,
};

function Harness(props: {
  campaigns: PopupCampaign[];
  path?: string;
  skipIds?: string[];
  dialogs?: Partial<PopupBlockingDialogs>;
  page?: string | null;
  timeZone?: string;
}) {
  const { current, close } = usePopupQueue({
    campaigns: props.campaigns,
    path: props.path ?? '/',
    skipIds: props.skipIds ?? [],
    dialogs: { ...NO_DIALOGS, ...props.dialogs },
    page: props.page ?? 'home',
    timeZone: props.timeZone ?? 'America/Detroit',
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

  it('one campaign per page view: the next waits for the next page, then its own timeOnPage delay; a closed one never again', async () => {
    const list = [campaign('a', {}), campaign('b', timeOnly(6))];
    const view = render(<Harness campaigns={list} />);
    await advance(30_000);
    expect(shown()).toBe('a');
    fireEvent.click(screen.getByRole('button', { name: 'a' }));
    await advance(60_000);
    expect(shown()).toBeNull();
    view.rerender(<Harness campaigns={list} path="/shop" />);
    await advance(5999);
    expect(shown()).toBeNull();
    await advance(1);
    expect(shown()).toBe('b');
    fireEvent.click(screen.getByRole('button', { name: 'b' }));
    view.rerender(<Harness campaigns={list} path="/deals" />);
    await advance(60_000);
    expect(shown()).toBeNull();
  });

  it.each([
    ['Wednesday in Detroit', 'America/Detroit', ['Wednesday'], 'a'],
    ['Wednesday in Los Angeles', 'America/Los_Angeles', ['Wednesday'], 'a'],
    ['already Thursday in Tokyo', 'Asia/Tokyo', ['Wednesday'], null],
    ['Thursday in Tokyo', 'Asia/Tokyo', ['Thursday'], 'a'],
  ])('days are read on the store clock: %s', async (_name, timeZone, days, expected) => {
    render(<Harness campaigns={[campaign('a', {}, { schedule: { type: 'ongoing', days } })]} timeZone={timeZone} />);
    await advance(1000);
    expect(shown()).toBe(expected);
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

  it.each<keyof PopupBlockingDialogs>(['ageGate', 'storeChoice', 'storeClosed', 'checkoutOffer', 'signInRequired', 'otherModal'])(
    'waits while %s is open, then counts its time from the page load',
    async (dialog) => {
      const list = [campaign('a', timeOnly(3))];
      const view = render(<Harness campaigns={list} dialogs={{ [dialog]: true }} />);
      await advance(5000);
      expect(shown()).toBeNull();
      view.rerender(<Harness campaigns={list} />);
      await advance(0);
      expect(shown()).toBe('a');
    },
  );

  it('gives way to a dialog that opens over it, and comes back (the same one) when it closes', async () => {
    const list = [campaign('a', {}), campaign('b', {})];
    const view = render(<Harness campaigns={list} />);
    await advance(0);
    expect(shown()).toBe('a');
    view.rerender(<Harness campaigns={list} dialogs={{ storeClosed: true }} />);
    await advance(0);
    expect(shown()).toBeNull();
    view.rerender(<Harness campaigns={list} />);
    await advance(0);
    expect(shown()).toBe('a');
  });

  it('counts any other modal on the dialog stack, never its own', async () => {
    function InDialog({ other }: { other: boolean }) {
      const { current } = usePopupQueue({
        campaigns: [campaign('a', timeOnly(1))],
        path: '/',
        skipIds: [],
        dialogs: NO_DIALOGS,
        page: 'home',
      });
      return (
        <>
          <Dialog open={other} onClose={() => undefined} title="Store Closed" placement="center">
            <p>closed</p>
          </Dialog>
          {current ? (
            <Dialog open onClose={() => undefined} title={`campaign ${current._id}`} placement="center">
              <p>offer</p>
            </Dialog>
          ) : null}
        </>
      );
    }
    const campaignDialog = () => screen.queryByRole('dialog', { name: 'campaign a' });
    const view = render(<InDialog other />);
    await advance(5000);
    expect(campaignDialog()).toBeNull();
    view.rerender(<InDialog other={false} />);
    await advance(0);
    expect(campaignDialog()).not.toBeNull();
    // Its own dialog on the stack does not hide it.
    await advance(5000);
    expect(campaignDialog()).not.toBeNull();
    view.rerender(<InDialog other />);
    await advance(0);
    expect(campaignDialog()).toBeNull();
    view.rerender(<InDialog other={false} />);
    await advance(0);
    expect(campaignDialog()).not.toBeNull();
  });

  it.each(['checkout', 'cart', 'auth'])('never on a %s page', async (page) => {
    render(<Harness campaigns={[campaign('a', {})]} page={page} />);
    await advance(60_000);
    expect(shown()).toBeNull();
  });
});

describe('useOpenDialogCount', () => {
  function Count() {
    return <output>{useOpenDialogCount()}</output>;
  }
  it('follows the dialogs that open and close', async () => {
    const view = render(
      <>
        <Count />
        <Dialog open={false} onClose={() => undefined} title="Store Closed" placement="center">
          <p>closed</p>
        </Dialog>
      </>,
    );
    expect(screen.getByRole('status').textContent).toBe('0');
    view.rerender(
      <>
        <Count />
        <Dialog open onClose={() => undefined} title="Store Closed" placement="center">
          <p>closed</p>
        </Dialog>
      </>,
    );
    await act(async () => undefined);
    expect(screen.getByRole('status').textContent).toBe('1');
    view.unmount();
    render(<Count />);
    expect(screen.getByRole('status').textContent).toBe('0');
  });
});
