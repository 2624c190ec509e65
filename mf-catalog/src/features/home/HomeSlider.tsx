// Every horizontal row of the home page: the shared slider (with its defaults),
// whose code and swiper load lazily, asked for by the first row near the screen once the visitor
// has done something (scrolled, touched, typed): the page comes from the server with its rows
// already scrolling sideways, so a visitor who only looks never pays for swiper. Until then the
// same slides stand in a plain row that scrolls sideways and is laid out as the slider lays them
// out (its padding and margin, slides 20 px apart, the same widths and heights), so nothing moves
// when the slider takes over.
import { useEffect, useState, type CSSProperties, type ReactNode } from 'react';
import { useInView } from 'react-intersection-observer';
// Types only: a value imported from the slider's module would put swiper into this chunk.
import type { SliderProps } from '@povar/shared-kit/slider';
import styles from './HomeSlider.module.css';
import { useVisitorActed } from './visitor-acted';

type SliderComponent = <T>(props: SliderProps<T>) => ReactNode;

let loadedSlider: SliderComponent | null = null;
let loading: Promise<SliderComponent> | null = null;

/** The slider's code (and swiper), fetched once; a failed fetch may be tried again. */
function loadSlider(): Promise<SliderComponent> {
  loading ??= import('@povar/shared-kit/slider').then(
    (module) => (loadedSlider = module.Slider as SliderComponent),
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/**
 * The slider component once it is wanted and loaded, else null. Not React.lazy: its Suspense
 * fallback would be a second copy of the plain row, swapped in and out before the slider.
 */
function useSlider(wanted: boolean): SliderComponent | null {
  const [slider, setSlider] = useState<SliderComponent | null>(() => loadedSlider);
  useEffect(() => {
    if (!wanted || slider) return;
    let current = true;
    loadSlider().then(
      (component) => current && setSlider(() => component),
      // The plain row stays: it scrolls sideways and its links work, so the page needs nothing more.
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [wanted, slider]);
  return wanted ? slider : null;
}

export interface HomeSliderProps<T> {
  items: readonly T[];
  slideKey: (item: T, index: number) => string | number;
  renderSlide: (item: T, index: number) => ReactNode;
  /** What the row shows, for screen readers ('Выбор покупателей'). */
  label: string;
  /** Sets `--home-slide-width` (and nothing else): the width of a slide, in the slider and in the row standing in for it. */
  slideClassName?: string;
}

/**
 * The slider's default box (SLIDER_DEFAULTS: padding, margin, spaceBetween), copied because the
 * slider's module cannot be imported before it is needed; a test keeps the two equal.
 */
export const PLAIN_ROW_GEOMETRY = { padding: '10px 0', margin: '-10px 0', spaceBetween: 20 } as const;

const viewportStyle: CSSProperties = { padding: PLAIN_ROW_GEOMETRY.padding, margin: PLAIN_ROW_GEOMETRY.margin };
// Swiper puts its spaceBetween on every slide as a right margin; so does the plain row.
const slideStyle: CSSProperties = { marginRight: `${PLAIN_ROW_GEOMETRY.spaceBetween}px` };

/** How far from the screen a row becomes a slider: it is one before anyone sees it. */
const UPGRADE_MARGIN = '600px 0px';

export function HomeSlider<T>({ items, slideKey, renderSlide, label, slideClassName }: HomeSliderProps<T>) {
  // A swiper measures its slides when it starts; ten at once made one long task on a phone.
  const { ref, inView: nearScreen } = useInView({ rootMargin: UPGRADE_MARGIN, triggerOnce: true });
  const acted = useVisitorActed();
  const Slider = useSlider(nearScreen && acted);
  const slideClass = `${styles.slide} ${slideClassName ?? ''}`;
  if (Slider) {
    return <Slider items={items} slideKey={slideKey} renderSlide={renderSlide} label={label} className={styles.row} slideClassName={slideClass} />;
  }
  return (
    <div ref={ref} className={`${styles.plain} ${styles.row}`} role="region" aria-roledescription="карусель" aria-label={label} data-slider="plain">
      <div className={styles.viewport} style={viewportStyle}>
        <div className={styles.track}>
          {items.map((item, index) => (
            <div key={slideKey(item, index)} className={slideClass} style={slideStyle}>
              {renderSlide(item, index)}
            </div>
          ))}
        </div>
      </div>
    </div>
  );
}
