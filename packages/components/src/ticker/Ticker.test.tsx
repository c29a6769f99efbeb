import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { parseCms } from '../cms/index.ts';
import { Ticker } from './Ticker.tsx';
import { TICKER_MIN_PASS_SECONDS, TICKER_SECONDS_PER_ENTRY, tickerPassSeconds, tickerPropsFromCms } from './tickerProps.ts';

const items = [
  { title: '20% off all edibles this weekend', link: '/deals' },
  { title: 'Now open in Ann Arbor', link: 'https://example.com/ann-arbor' },
  { title: 'Free delivery over $50', link: '' },
];

describe('tickerPropsFromCms (spec 2.3)', () => {
  it.each([
    ['enabled', { tickerPageCms: { isEnabled: true }, tickerCrudData: items }, true, items.map((i) => i.title)],
    ['disabled (the default)', { tickerCrudData: items }, false, items.map((i) => i.title)],
    ['enabled without items', { tickerPageCms: { isEnabled: true } }, true, []],
    [
      'blank titles left out',
      { tickerPageCms: { isEnabled: true }, tickerCrudData: [{ title: '  ', link: '/x' }, items[0]] },
      true,
      [items[0]!.title],
    ],
  ])('%s', (_name, cms, enabled, titles) => {
    const props = tickerPropsFromCms(parseCms(cms).config);
    expect(props.enabled).toBe(enabled);
    expect(props.items.map((item) => item.title)).toEqual(titles);
  });

  it('keeps each title with its link, in CMS order', () => {
    const props = tickerPropsFromCms(parseCms({ tickerPageCms: { isEnabled: true }, tickerCrudData: items }).config);
    expect(props.items).toEqual(items);
  });
});

describe('tickerPassSeconds', () => {
  it.each([
    [1, TICKER_MIN_PASS_SECONDS],
    [10, 10 * TICKER_SECONDS_PER_ENTRY],
  ])('%i entries → %i s', (count, seconds) => {
    expect(tickerPassSeconds(count)).toBe(seconds);
  });
});

describe('Ticker', () => {
  it('renders nothing when disabled or empty', () => {
    const { container, rerender } = render(<Ticker enabled={false} items={items} />);
    expect(container).toBeEmptyDOMElement();
    rerender(<Ticker enabled items={[]} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('shows the linked titles once for assistive technology (the marquee copy is hidden and inert)', () => {
    render(<Ticker enabled items={items} />);
    const region = screen.getByRole('region', { name: 'Announcements' });
    const lists = region.querySelectorAll('ul');
    expect(lists).toHaveLength(2);
    expect(lists[1]).toHaveAttribute('aria-hidden', 'true');
    expect(lists[1]).toHaveAttribute('inert');

    const visible = within(lists[0]!);
    expect(visible.getByRole('link', { name: items[0]!.title })).toHaveAttribute('href', '/deals');
    const external = visible.getByRole('link', { name: /Now open in Ann Arbor/ });
    expect(external).toHaveAttribute('target', '_blank');
    expect(external).toHaveAttribute('rel', 'noopener noreferrer');
    // No link in the CMS: plain text, not a dead link.
    expect(visible.getByText(items[2]!.title).closest('a')).toBeNull();
    expect(screen.getAllByRole('link')).toHaveLength(2);
  });

  it('never links an unsafe CMS link', () => {
    render(<Ticker enabled items={[{ title: 'Click me', link: 'javascript:alert(1)' }]} />);
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(screen.getAllByText('Click me')[0]).toBeInTheDocument();
  });

  it('has a pause / play button (WCAG 2.2.2) that stops the marquee', async () => {
    const user = userEvent.setup();
    render(<Ticker enabled items={items} />);
    const region = screen.getByRole('region', { name: 'Announcements' });
    expect(region).toHaveAttribute('data-paused', 'false');
    await user.click(screen.getByRole('button', { name: 'Pause ticker' }));
    expect(region).toHaveAttribute('data-paused', 'true');
    await user.click(screen.getByRole('button', { name: 'Play ticker' }));
    expect(region).toHaveAttribute('data-paused', 'false');
  });

  it('sets the pass duration from the number of entries', () => {
    render(<Ticker enabled items={items} />);
    const region = screen.getByRole('region', { name: 'Announcements' });
    expect(region.getAttribute('style')).toContain(`${tickerPassSeconds(items.length)}s`);
  });
});
