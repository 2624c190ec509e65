// Horizontal sliders on swiper, with these defaults: slides of their own
// width 20 px apart, 500 ms, arrows (the secondary button style) unless the page brings its own,
// no pagination, autoplay or loop, CSS scroll snapping below the desktop breakpoint only, and
// 'slide-change' / 'breakpoint-change' reported to the page. Imported from
// '@povar/shared-kit/slider' (never the kit's index), so swiper loads only where a slider shows.
import { useId, type CSSProperties, type ReactNode } from 'react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { A11y, Autoplay, Navigation } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import type { SwiperOptions } from 'swiper/types';
import { useMediaQuery } from '../ui/use-media-query';
import 'swiper/css';
import styles from './Slider.module.css';

/** The slider's defaults. */
export const SLIDER_DEFAULTS = {
  slidesPerView: 'auto',
  spaceBetween: 20,
  speed: 500,
  autoplayDelay: 3000,
  initialSlide: 0,
  padding: '10px 0',
  margin: '-10px 0',
} as const;

const DESKTOP_QUERY = '(min-width: 1024px)';

export interface SliderProps<T> {
  items: readonly T[];
  renderSlide: (item: T, index: number) => ReactNode;
  slideKey: (item: T, index: number) => string | number;
  /** What the slider shows, for screen readers ('Фотографии блюда'). */
  label: string;
  /** Arrows; off when the page supplies its own (pass their elements in externalArrows). */
  navigation?: boolean;
  externalArrows?: { prev: HTMLElement | null; next: HTMLElement | null };
  /** The arrows' accessible names ('Предыдущее фото', 'Следующее фото'). */
  arrowLabels?: { prev: string; next: string };
  autoplay?: boolean;
  breakpoints?: SwiperOptions['breakpoints'];
  initialSlide?: number;
  className?: string;
  slideClassName?: string;
  onSlideChange?: (index: number) => void;
  onBreakpointChange?: (settings: SwiperOptions) => void;
}

export function Slider<T>({
  items,
  renderSlide,
  slideKey,
  label,
  navigation = true,
  externalArrows,
  arrowLabels = { prev: 'Назад', next: 'Вперёд' },
  autoplay = false,
  breakpoints,
  initialSlide = SLIDER_DEFAULTS.initialSlide,
  className,
  slideClassName,
  onSlideChange,
  onBreakpointChange,
}: SliderProps<T>) {
  const isDesktop = useMediaQuery(DESKTOP_QUERY);
  const arrowsId = useId().replace(/:/g, '');
  const ownArrows = navigation && !externalArrows;
  const style: CSSProperties = { padding: SLIDER_DEFAULTS.padding, margin: SLIDER_DEFAULTS.margin };

  return (
    <div className={`${styles.slider} ${className ?? ''}`} role="region" aria-roledescription="карусель" aria-label={label}>
      <Swiper
        // cssMode cannot change on a live swiper: a new one is made when the breakpoint is crossed.
        key={isDesktop ? 'desktop' : 'touch'}
        modules={[Navigation, A11y, Autoplay]}
        slidesPerView={SLIDER_DEFAULTS.slidesPerView}
        spaceBetween={SLIDER_DEFAULTS.spaceBetween}
        speed={SLIDER_DEFAULTS.speed}
        initialSlide={initialSlide}
        loop={false}
        freeMode={false}
        slidesPerGroupAuto={false}
        cssMode={!isDesktop}
        autoplay={autoplay ? { delay: SLIDER_DEFAULTS.autoplayDelay } : false}
        breakpoints={breakpoints}
        navigation={
          navigation ? { prevEl: externalArrows?.prev ?? `.${styles.prev}.${arrowsId}`, nextEl: externalArrows?.next ?? `.${styles.next}.${arrowsId}` } : false
        }
        a11y={{
          prevSlideMessage: arrowLabels.prev,
          nextSlideMessage: arrowLabels.next,
          firstSlideMessage: 'Это первый слайд',
          lastSlideMessage: 'Это последний слайд',
          slideLabelMessage: '{{index}} из {{slidesLength}}',
        }}
        style={style}
        onSlideChange={(swiper) => onSlideChange?.(swiper.activeIndex)}
        onBreakpoint={(_swiper, settings) => onBreakpointChange?.(settings)}
      >
        {items.map((item, index) => (
          // A page's own slide class sets the width (the default is the content's own).
          <SwiperSlide key={slideKey(item, index)} className={slideClassName ?? styles.slide}>
            {renderSlide(item, index)}
          </SwiperSlide>
        ))}
      </Swiper>
      {/* Swiper's navigation disables an arrow at its end (the button's own disabled attribute). */}
      {ownArrows && (
        <>
          <button type="button" className={`${styles.arrow} ${styles.prev} ${arrowsId}`} aria-label={arrowLabels.prev}>
            <ChevronLeft size={22} aria-hidden="true" />
          </button>
          <button type="button" className={`${styles.arrow} ${styles.next} ${arrowsId}`} aria-label={arrowLabels.next}>
            <ChevronRight size={22} aria-hidden="true" />
          </button>
        </>
      )}
    </div>
  );
}

export default Slider;
