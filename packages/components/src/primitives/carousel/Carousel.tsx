import { useState, type ReactNode } from 'react';
import { Swiper, SwiperSlide } from 'swiper/react';
import { A11y, Keyboard } from 'swiper/modules';
import type { Swiper as SwiperInstance, SwiperOptions } from 'swiper/types';
import { assignInlineVars } from '@vanilla-extract/dynamic';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import clsx from 'clsx';
import { breakpoints as tokenBreakpoints, type Breakpoint } from '@storefront/tokens';
import { SLIDER_DEFAULT_SLIDES_PER_VIEW, SLIDER_SPACE_BETWEEN } from '../../rules/constants.ts';
import { IconButton } from '../IconButton.tsx';
import * as css from './Carousel.css.ts';
import 'swiper/css';
import 'swiper/css/a11y';

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
export function slidesPerViewLadder(base: number, breakpoints: CarouselProps<unknown>['breakpoints'] = {}): Record<'base' | Breakpoint, number> {
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

function swiperBreakpoints(breakpoints: CarouselProps<unknown>['breakpoints'], spaceBetween: number): SwiperOptions['breakpoints'] {
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
 */
export function Carousel<T>({
  items,
  renderItem,
  getKey = (_item, index) => index,
  label,
  slidesPerView = SLIDER_DEFAULT_SLIDES_PER_VIEW,
  breakpoints,
  spaceBetween = SLIDER_SPACE_BETWEEN,
  prevLabel = 'Previous slides',
  nextLabel = 'Next slides',
  className,
}: CarouselProps<T>) {
  const [instance, setInstance] = useState<SwiperInstance | null>(null);
  const [edges, setEdges] = useState({ start: true, end: false });
  const sync = (swiper: SwiperInstance) => setEdges({ start: swiper.isBeginning, end: swiper.isEnd });

  if (items.length === 0) return null;

  if (fitsWithoutSliding(items.length, slidesPerView, breakpoints)) {
    const ladder = slidesPerViewLadder(slidesPerView, breakpoints);
    return (
      <section className={clsx(css.root, className)} aria-label={label}>
        <ul
          className={css.staticRow}
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
      </section>
    );
  }

  return (
    <section className={clsx(css.root, className)} aria-label={label} aria-roledescription="carousel">
      <Swiper
        className={css.swiper}
        modules={[A11y, Keyboard]}
        slidesPerView={slidesPerView}
        spaceBetween={spaceBetween}
        breakpoints={swiperBreakpoints(breakpoints, spaceBetween)}
        keyboard={{ enabled: true, onlyInViewport: true }}
        a11y={{ enabled: true, itemRoleDescriptionMessage: 'slide', slideLabelMessage: '{{index}} of {{slidesLength}}' }}
        watchOverflow
        onSwiper={(swiper) => {
          setInstance(swiper);
          sync(swiper);
        }}
        onSlideChange={sync}
        onReachBeginning={sync}
        onReachEnd={sync}
        onFromEdge={sync}
        onResize={sync}
        onBreakpoint={sync}
      >
        {items.map((item, index) => (
          <SwiperSlide key={getKey(item, index)} className={css.slide}>
            {renderItem(item, index)}
          </SwiperSlide>
        ))}
      </Swiper>
      <div className={css.controls}>
        <IconButton variant="solid" size="sm" label={prevLabel} icon={<ChevronLeft size={18} />} disabled={edges.start} onClick={() => instance?.slidePrev()} />
        <IconButton variant="solid" size="sm" label={nextLabel} icon={<ChevronRight size={18} />} disabled={edges.end} onClick={() => instance?.slideNext()} />
      </div>
    </section>
  );
}
