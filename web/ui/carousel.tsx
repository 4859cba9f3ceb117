import type { EmblaCarouselType, EmblaOptionsType } from 'embla-carousel';
import {
  useCallback,
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatNumber } from '@web/i18n/use-format';
import styles from './carousel.module.css';
import { Icon } from './icons';

interface CarouselProps<T> {
  items: readonly T[];
  getKey: (item: T) => string | number;
  renderItem: (item: T, index: number) => ReactNode;
}

// More pages than this and the dots (40px targets) overflow a 360px row; show "3 / 8" instead.
const MAX_DOTS = 5;

const OPTIONS: EmblaOptionsType = {
  align: 'start',
  containScroll: 'trimSnaps',
  // With three cards on screen, one arrow tap moves a whole page of three.
  slidesToScroll: 'auto',
};

function prefersReducedMotion(): boolean {
  return window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/** Cards on screen at once (carousel.module.css): one below 700px, three from there. */
function slidesPerView(): number {
  return window.matchMedia('(min-width: 700px)').matches ? 3 : 1;
}

type Action = (embla: EmblaCarouselType) => void;

/**
 * Embla, fetched when the player first reaches for the carousel (touch, hover, focus or a
 * control) rather than with the first screen: until then the first card is already in place,
 * drawn by the same markup, so its banner stays the eager LCP image and nothing shifts. A tap on
 * an arrow or a dot before embla has arrived is carried out once it has.
 */
function useLazyEmbla() {
  const viewportRef = useRef<HTMLDivElement>(null);
  const [wanted, setWanted] = useState(false);
  const [embla, setEmbla] = useState<EmblaCarouselType | null>(null);
  const pending = useRef<Action | null>(null);

  useEffect(() => {
    const node = viewportRef.current;
    if (!wanted || !node) return;
    let instance: EmblaCarouselType | null = null;
    let cancelled = false;
    void import('embla-carousel')
      .then(({ default: EmblaCarousel }) => {
        if (cancelled) return;
        instance = EmblaCarousel(node, OPTIONS);
        pending.current?.(instance);
        pending.current = null;
        setEmbla(instance);
      })
      // A failed fetch on a bad connection: the first card stays; the next touch tries again.
      .catch(() => setWanted(false));
    return () => {
      cancelled = true;
      instance?.destroy();
      setEmbla(null);
    };
  }, [wanted]);

  const want = useCallback(() => setWanted(true), []);
  const run = useCallback(
    (action: Action) => {
      if (embla) action(embla);
      else {
        pending.current = action;
        setWanted(true);
      }
    },
    [embla],
  );
  return { viewportRef, embla, want, run };
}

/**
 * A swipeable row of cards (embla) with previous/next arrows and one dot per page. It takes no
 * name of its own: it sits in a section named by its heading (CarouselSection), and a second
 * region of the same name would be announced twice and break landmark navigation.
 */
export function Carousel<T>({ items, getKey, renderItem }: CarouselProps<T>) {
  const { t } = useTranslation();
  const format = useFormatNumber();
  const { viewportRef, embla, want, run } = useLazyEmbla();
  // Embla is the source of truth for position; read it as an external store. Before it has
  // loaded, the carousel shows its first page, and the controls are laid out as embla will lay
  // them out, so they do not move when it arrives.
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
  const firstPages = Math.ceil(items.length / slidesPerView());
  const pageCount = useSyncExternalStore(
    subscribe,
    () => embla?.scrollSnapList().length ?? firstPages,
  );
  const selected = useSyncExternalStore(subscribe, () => embla?.selectedScrollSnap() ?? 0);
  const canPrev = useSyncExternalStore(subscribe, () => embla?.canScrollPrev() ?? false);
  const canNext = useSyncExternalStore(subscribe, () => embla?.canScrollNext() ?? firstPages > 1);

  // Buttons jump instead of gliding when the user asked for less motion.
  const jump = () => prefersReducedMotion();

  return (
    <div
      className={styles.carousel}
      role="group"
      aria-roledescription="carousel"
      onPointerDown={want}
      onPointerEnter={want}
      onFocus={want}
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
            onClick={() => run((e) => e.scrollPrev(jump()))}
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
                  onClick={() => run((e) => e.scrollTo(index, jump()))}
                />
              ))}
            </div>
          )}
          <button
            type="button"
            className={styles.arrow}
            aria-label={t('carousel.next')}
            disabled={!canNext}
            onClick={() => run((e) => e.scrollNext(jump()))}
          >
            <Icon name="chevronRight" size={20} />
          </button>
        </div>
      )}
    </div>
  );
}
