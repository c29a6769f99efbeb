import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { Carousel, fitsWithoutSliding, slidesPerViewLadder } from './Carousel.tsx';
import { SLIDER_DEFAULT_SLIDES_PER_VIEW, SLIDER_SLIDES_PER_VIEW_769 } from '../../rules/constants.ts';

// Spec 9: "Default: 4 slides per view; 3 at 769 px and up; the configured value at 1280 px".
const specDefault = { md: { slidesPerView: SLIDER_SLIDES_PER_VIEW_769 }, lg: { slidesPerView: 5 } };

describe('slidesPerViewLadder', () => {
  it('inherits the value below when a breakpoint is not set', () => {
    expect(slidesPerViewLadder(4, specDefault)).toEqual({ base: 4, sm: 4, md: 3, lg: 5 });
    expect(slidesPerViewLadder(1.1)).toEqual({ base: 1.1, sm: 1.1, md: 1.1, lg: 1.1 });
  });
});

describe('fitsWithoutSliding', () => {
  it.each([
    [0, 4, undefined, true],
    [4, 4, undefined, true],
    [5, 4, undefined, false],
    [3, 4, specDefault, true], // fits the smallest count (3 at 769 px)
    [4, 4, specDefault, false], // 4 items overflow the 3-per-view tablet layout
    [2, 1.1, undefined, false],
  ])('%i items, %d per view, %o → %s', (count, base, bps, expected) => {
    expect(fitsWithoutSliding(count, base, bps)).toBe(expected);
  });
});

describe('Carousel', () => {
  const items = ['Flower', 'Edibles', 'Vapes'];

  it('renders a static labelled list without slider controls when the items fit', () => {
    render(
      <Carousel
        label="Categories"
        items={items}
        renderItem={(item) => <span>{item}</span>}
        slidesPerView={SLIDER_DEFAULT_SLIDES_PER_VIEW}
      />,
    );
    const region = screen.getByRole('region', { name: 'Categories' });
    expect(within(region).getAllByRole('listitem')).toHaveLength(3);
    expect(screen.queryByRole('button', { name: 'Next slides' })).not.toBeInTheDocument();
  });

  it('renders a carousel with labelled previous / next buttons when they do not fit', () => {
    render(<Carousel label="Deals" items={items} renderItem={(item) => <span>{item}</span>} slidesPerView={1.1} />);
    const region = screen.getByRole('region', { name: 'Deals' });
    expect(region).toHaveAttribute('aria-roledescription', 'carousel');
    expect(within(region).getByRole('button', { name: 'Previous slides' })).toBeDisabled();
    expect(within(region).getByRole('button', { name: 'Next slides' })).toBeInTheDocument();
    expect(within(region).getByText('Vapes')).toBeInTheDocument();
  });

  it('renders nothing without items', () => {
    const { container } = render(<Carousel label="Empty" items={[]} renderItem={() => null} />);
    expect(container).toBeEmptyDOMElement();
  });
});
