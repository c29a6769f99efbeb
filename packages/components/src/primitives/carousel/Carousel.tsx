import { useEffect, useRef, useState, type ComponentType, type ReactNode } from 'react';
import type { Swiper as SwiperInstance, SwiperOptions } from 'swiper/types';
import { assignInlineVars } from '@vanilla-extract/dynamic';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import clsx from 'clsx';
import { breakpoints as tokenBreakpoints, type Breakpoint } from '@storefront/tokens';
import { SLIDER_DEFAULT_SLIDES_PER_VIEW, SLIDER_SPACE_BETWEEN } from '../../rules/constants.ts';
import { IconButton } from '../IconButton.tsx';
import type { SwiperRowProps } from './SwiperRow.tsx';
import { Inline } from '../layout/Inline.tsx';
import * as css from './Carousel.css.ts';

export interface CarouselBreakpoint {
  slidesPerView: number;
  spaceBetween?: number;
}

export interface CarouselProps<T> {
  items: readonly T[];
  renderItem: (item: T, index: number) => ReactNode;
  getKey?: (item: T, index: number) => string | number;
  /** Names the carousel region ('Today’s deals', 'Top brands'…). */
  label: string;
  /**
   * A landmark region of its own (default), or a labelled group when it sits in a section that
   * already names the same thing (a landmark's name must be unique on the page).
   */
  landmark?: boolean;
  /** Below the first breakpoint. Default: the spec's slider default (4). */
  slidesPerView?: number;
  /** From each tokens breakpoint up (sm 640, md 769, lg 1280 px), like Swiper's min-width breakpoints. */
  breakpoints?: Partial<Record<Breakpoint, CarouselBreakpoint>>;
  /** Pixels between slides. Default: the spec's 10. */
  spaceBetween?: number;
  prevLabel?: string;
  nextLabel?: string;
  className?: string;
}

const breakpointOrder: readonly Breakpoint[] = ['sm', 'md', 'lg'];

/** Slides per view at base, sm, md and lg, each inheriting the one below when not set. */
export function slidesPerViewLadder(
  base: number,
  breakpoints: CarouselProps<unknown>['breakpoints'] = {},
): Record<'base' | Breakpoint, number> {
  const ladder = { base, sm: base, md: base, lg: base };
  let current = base;
  for (const bp of breakpointOrder) {
    current = breakpoints[bp]?.slidesPerView ?? current;
    ladder[bp] = current;
  }
  return ladder;
}

/** The items fit without sliding at every breakpoint: show a static row instead of a carousel. */
export function fitsWithoutSliding(count: number, base: number, breakpoints?: CarouselProps<unknown>['breakpoints']): boolean {
  const ladder = slidesPerViewLadder(base, breakpoints);
  return count <= Math.min(ladder.base, ladder.sm, ladder.md, ladder.lg);
}

export function swiperBreakpoints(breakpoints: CarouselProps<unknown>['breakpoints'], spaceBetween: number): SwiperOptions['breakpoints'] {
  const out: NonNullable<SwiperOptions['breakpoints']> = {};
  for (const bp of breakpointOrder) {
    const value = breakpoints?.[bp];
    if (value) out[tokenBreakpoints[bp]] = { slidesPerView: value.slidesPerView, spaceBetween: value.spaceBetween ?? spaceBetween };
  }
  return out;
}

/**
 * A thin Swiper wrapper: no autoplay, keyboard and a11y modules on, labelled previous / next
 * buttons. When every item fits, it renders a static row with the same slide widths instead.
 * Swiper itself is not in the first load: the server and the first render show the row at the
 * slides' exact widths (clipped, the controls in place), and Swiper's module replaces the row
 * after hydration, so nothing moves; a press on a control before that is kept and run then.
 */
export function Carousel<T>({
  items,
  renderItem,
  getKey = (_item, index) => index,
  label,
  landmark = true,
  slidesPerView = SLIDER_DEFAULT_SLIDES_PER_VIEW,
  breakpoints,
  spaceBetween = SLIDER_SPACE_BETWEEN,
  prevLabel = 'Previous slides',
  nextLabel = 'Next slides',
  className,
}: CarouselProps<T>) {
  const [instance, setInstance] = useState<SwiperInstance | null>(null);
  const [edges, setEdges] = useState({ start: true, end: false });
  const [SwiperRow, setSwiperRow] = useState<ComponentType<SwiperRowProps> | null>(null);
  const pending = useRef<'prev' | 'next' | null>(null);
  // Typed as the div form: the section form only needs querySelector from it.
  const rootRef = useRef<HTMLDivElement>(null);
  const Root = landmark ? 'section' : 'div';
  const role = landmark ? undefined : 'group';
  /** The slide that held focus when Swiper replaced the row (a dialog's first stop, say): focus goes back to it. */
  const refocus = useRef<number | null>(null);
  const sync = (swiper: SwiperInstance) => setEdges({ start: swiper.isBeginning, end: swiper.isEnd });
  const fits = fitsWithoutSliding(items.length, slidesPerView, breakpoints);

  useEffect(() => {
    if (fits || items.length === 0) return undefined;
    let live = true;
    void import('./SwiperRow.tsx').then((module) => {
      if (!live) return;
      const active = document.activeElement;
      const row = rootRef.current?.querySelector('ul');
      const slide = active && row?.contains(active) ? active.closest('li') : null;
      refocus.current = slide && row ? Array.prototype.indexOf.call(row.children, slide) : null;
      setSwiperRow(() => module.SwiperRow);
    });
    return () => {
      live = false;
    };
  }, [fits, items.length]);

  if (items.length === 0) return null;

  const ladder = slidesPerViewLadder(slidesPerView, breakpoints);
  const row = (clip: boolean) => (
    <ul
      className={clsx(css.staticRow, clip && css.clippedRow)}
      style={assignInlineVars({
        [css.perViewBase]: String(ladder.base),
        [css.perViewSm]: String(ladder.sm),
        [css.perViewMd]: String(ladder.md),
        [css.perViewLg]: String(ladder.lg),
        [css.gap]: `${spaceBetween}px`,
      })}
    >
      {items.map((item, index) => (
        <li key={getKey(item, index)} className={css.staticItem}>
          {renderItem(item, index)}
        </li>
      ))}
    </ul>
  );

  if (fits) {
    return (
      <Root className={clsx(css.root, className)} role={role} aria-label={label}>
        {row(false)}
      </Root>
    );
  }

  const press = (direction: 'prev' | 'next') => {
    if (!instance) pending.current = direction;
    else if (direction === 'prev') instance.slidePrev();
    else instance.slideNext();
  };
  return (
    <Root ref={rootRef} className={clsx(css.root, className)} role={role} aria-label={label} aria-roledescription="carousel">
      {SwiperRow ? (
        <SwiperRow
          slidesPerView={slidesPerView}
          spaceBetween={spaceBetween}
          breakpoints={swiperBreakpoints(breakpoints, spaceBetween)}
          slides={items.map((item, index) => ({ key: getKey(item, index), node: renderItem(item, index) }))}
          onSwiper={(swiper) => {
            setInstance(swiper);
            const slide = refocus.current === null ? undefined : swiper.slides[refocus.current];
            refocus.current = null;
            slide?.querySelector<HTMLElement>('a[href], button, [tabindex]')?.focus({ preventScroll: true });
            sync(swiper);
            if (pending.current === 'prev') swiper.slidePrev();
            if (pending.current === 'next') swiper.slideNext();
            pending.current = null;
          }}
          onSync={sync}
        />
      ) : (
        row(true)
      )}
      <Inline justify="end" wrap={false} gap="sm" className={css.controls}>
        <IconButton
          variant="solid"
          size="sm"
          label={prevLabel}
          icon={<ChevronLeft size={18} />}
          disabled={edges.start}
          onClick={() => press('prev')}
        />
        <IconButton
          variant="solid"
          size="sm"
          label={nextLabel}
          icon={<ChevronRight size={18} />}
          disabled={edges.end}
          onClick={() => press('next')}
        />
      </Inline>
    </Root>
  );
}
