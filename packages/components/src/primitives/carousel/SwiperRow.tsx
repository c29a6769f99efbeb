/**
 * The Carousel's Swiper (loaded after hydration, see Carousel): the slides at the widths the static
 * row already showed, keyboard and a11y modules on, no autoplay. The parent owns the controls.
 */
import type { Key, ReactNode } from 'react';
import { Swiper, SwiperSlide } from 'swiper/react';
import { A11y, Keyboard } from 'swiper/modules';
import type { Swiper as SwiperInstance, SwiperOptions } from 'swiper/types';
import * as css from './Carousel.css.ts';
import 'swiper/css';
import 'swiper/css/a11y';

export interface SwiperRowProps {
  slides: Array<{ key: Key; node: ReactNode }>;
  slidesPerView: number;
  spaceBetween: number;
  breakpoints: SwiperOptions['breakpoints'];
  onSwiper: (swiper: SwiperInstance) => void;
  /** Called whenever the edges may have changed (slide, resize, breakpoint). */
  onSync: (swiper: SwiperInstance) => void;
}

export function SwiperRow({ slides, slidesPerView, spaceBetween, breakpoints, onSwiper, onSync }: SwiperRowProps) {
  return (
    <Swiper
      className={css.swiper}
      modules={[A11y, Keyboard]}
      slidesPerView={slidesPerView}
      spaceBetween={spaceBetween}
      breakpoints={breakpoints}
      keyboard={{ enabled: true, onlyInViewport: true }}
      a11y={{ enabled: true, itemRoleDescriptionMessage: 'slide', slideLabelMessage: '{{index}} of {{slidesLength}}' }}
      watchOverflow
      onSwiper={onSwiper}
      onSlideChange={onSync}
      onReachBeginning={onSync}
      onReachEnd={onSync}
      onFromEdge={onSync}
      onResize={onSync}
      onBreakpoint={onSync}
    >
      {slides.map(({ key, node }) => (
        <SwiperSlide key={key} className={css.slide}>
          {node}
        </SwiperSlide>
      ))}
    </Swiper>
  );
}
