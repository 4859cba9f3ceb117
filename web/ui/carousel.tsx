import useEmblaCarousel from 'embla-carousel-react';
import { useCallback, useSyncExternalStore, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatNumber } from '@web/i18n/use-format';
import styles from './carousel.module.css';
import { Icon } from './icons';

interface CarouselProps<T> {
  label: string;
  items: readonly T[];
  getKey: (item: T) => string | number;
  renderItem: (item: T, index: number) => ReactNode;
}

// More pages than this and the dots (40px targets) overflow a 360px row; show "3 / 8" instead.
const MAX_DOTS = 5;

function prefersReducedMotion(): boolean {
  return window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/** A swipeable row of cards (embla) with previous/next arrows and one dot per page. */
export function Carousel<T>({ label, items, getKey, renderItem }: CarouselProps<T>) {
  const { t } = useTranslation();
  const format = useFormatNumber();
  const [viewportRef, embla] = useEmblaCarousel({
    align: 'start',
    containScroll: 'trimSnaps',
    // With three cards on screen, one arrow tap moves a whole page of three.
    slidesToScroll: 'auto',
  });
  // Embla is the source of truth for position; read it as an external store.
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (!embla) return () => undefined;
      embla.on('select', onChange).on('reInit', onChange);
      return () => {
        embla.off('select', onChange).off('reInit', onChange);
      };
    },
    [embla],
  );
  const pageCount = useSyncExternalStore(subscribe, () => embla?.scrollSnapList().length ?? 0);
  const selected = useSyncExternalStore(subscribe, () => embla?.selectedScrollSnap() ?? 0);
  const canPrev = useSyncExternalStore(subscribe, () => embla?.canScrollPrev() ?? false);
  const canNext = useSyncExternalStore(subscribe, () => embla?.canScrollNext() ?? false);

  // Buttons jump instead of gliding when the user asked for less motion.
  const jump = () => prefersReducedMotion();

  return (
    <div
      className={styles.carousel}
      role="region"
      aria-roledescription="carousel"
      aria-label={label}
    >
      <div className={styles.viewport} ref={viewportRef}>
        <div className={styles.container}>
          {items.map((item, index) => (
            <div
              key={getKey(item)}
              className={styles.slide}
              role="group"
              aria-roledescription="slide"
              aria-label={t('carousel.slideOf', {
                number: format(index + 1),
                total: format(items.length),
              })}
            >
              {renderItem(item, index)}
            </div>
          ))}
        </div>
      </div>
      {pageCount > 1 && (
        <div className={styles.controls}>
          <button
            type="button"
            className={styles.arrow}
            aria-label={t('carousel.previous')}
            disabled={!canPrev}
            onClick={() => embla?.scrollPrev(jump())}
          >
            <Icon name="chevronLeft" size={20} />
          </button>
          {pageCount > MAX_DOTS ? (
            <span className={styles.counter} aria-live="polite">
              {t('carousel.pageOf', { number: format(selected + 1), total: format(pageCount) })}
            </span>
          ) : (
            <div className={styles.dots}>
              {Array.from({ length: pageCount }, (_, index) => (
                <button
                  key={index}
                  type="button"
                  className={styles.dot}
                  aria-label={t('carousel.goTo', { number: format(index + 1) })}
                  aria-current={index === selected}
                  onClick={() => embla?.scrollTo(index, jump())}
                />
              ))}
            </div>
          )}
          <button
            type="button"
            className={styles.arrow}
            aria-label={t('carousel.next')}
            disabled={!canNext}
            onClick={() => embla?.scrollNext(jump())}
          >
            <Icon name="chevronRight" size={20} />
          </button>
        </div>
      )}
    </div>
  );
}
