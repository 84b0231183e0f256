import type { PublicPromotionBanner } from '@app/contract/promotion-banners';
import { useCallback, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ChevronLeftIcon, ChevronRightIcon } from '@/components/ui/icons';
import { Skeleton } from '@/components/ui/skeleton';
import { useGetLivePromotionBannersQuery } from '../api/get-live-promotion-banners';
import { useAutoAdvance } from '../hooks/use-auto-advance';
import { usePageVisible } from '../hooks/use-page-visible';
import { usePageSettled } from '@/lib/use-page-settled';
import { useReducedMotion } from '@/lib/use-reduced-motion';
import { useSwipe } from '../hooks/use-swipe';
import { PromotionSlideContent } from './promotion-slide';
import styles from './promotion-carousel.module.css';

function CarouselSkeleton() {
  const { t } = useTranslation();
  return (
    <div className={styles.carousel} aria-busy="true" data-testid="promotion-carousel-skeleton">
      <div className={styles.frame}>
        <span className="visually-hidden" role="status">
          {t('promotionCarousel.loading')}
        </span>
        <Skeleton height="100%" />
      </div>
      <div className={styles.dots} aria-hidden="true" />
    </div>
  );
}

/**
 * The brand's promotion banners at the top of the home page and the dashboard. The carousel takes
 * the same box while loading and once shown, a 16:7 banner over a row for its dots (kept, empty,
 * under a single banner), so the page below never jumps; with no banners, or when they cannot be
 * loaded, there is simply no carousel.
 */
export function PromotionCarousel() {
  const { data: banners, isLoading } = useGetLivePromotionBannersQuery();
  if (isLoading) return <CarouselSkeleton />;
  if (!banners || banners.length === 0) return null;
  return <Carousel banners={banners} />;
}

/**
 * Which banners have their picture drawn: each one shown so far, and the next once the page has
 * settled, so it is there when the carousel turns. A banner out of view is beside the one shown,
 * where the browser's lazy loading still counts it as near: every banner drawn at once was
 * downloaded with the page, all of a brand's banners with the first screen on a phone's connection.
 */
function usePicturedSlides(index: number, count: number): (position: number) => boolean {
  const isPageSettled = usePageSettled();
  const [pictured, setPictured] = useState<ReadonlySet<number>>(() => new Set([index]));
  // A picture once drawn stays drawn. Kept as the render finds it (React's "storing information
  // from previous renders"), so a banner chosen is drawn in the same render that shows it.
  const wanted = isPageSettled ? [index, (index + 1) % count] : [index];
  if (wanted.some((position) => !pictured.has(position))) setPictured(new Set([...pictured, ...wanted]));
  return (position) => pictured.has(position) || wanted.includes(position);
}

/**
 * One banner at a time, changed by the arrows, the dots, a swipe or the arrow keys, and every
 * five seconds on its own unless the member is looking at it (pointer over it, focus inside), the
 * page is hidden, or the phone asks for less motion. Screen readers hear a chosen banner, not the
 * automatic ones (WAI-ARIA carousel pattern).
 */
function Carousel({ banners }: { banners: PublicPromotionBanner[] }) {
  const { t } = useTranslation();
  const [current, setCurrent] = useState(0);
  const [isHovered, setIsHovered] = useState(false);
  const [isFocused, setIsFocused] = useState(false);
  const isPageVisible = usePageVisible();
  const isReducedMotion = useReducedMotion();
  const count = banners.length;
  // The list may shrink on a refetch; the banner shown is then the last one left.
  const index = Math.min(current, count - 1);
  const show = useCallback((next: number) => setCurrent(((next % count) + count) % count), [count]);
  const showNext = useCallback(() => show(index + 1), [show, index]);
  const showPrevious = useCallback(() => show(index - 1), [show, index]);
  const isRotating = count > 1 && !isHovered && !isFocused && isPageVisible && !isReducedMotion;
  const isPictured = usePicturedSlides(index, count);
  useAutoAdvance({ index, isPaused: !isRotating, advance: showNext });
  const swipe = useSwipe({ onPrevious: showPrevious, onNext: showNext });

  const moveByKey = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'ArrowRight') showNext();
    else if (event.key === 'ArrowLeft') showPrevious();
    else return;
    event.preventDefault();
  };

  return (
    <section
      className={styles.carousel}
      aria-roledescription="carousel"
      aria-label={t('promotionCarousel.label')}
      data-testid="promotion-carousel"
      onPointerEnter={(event) => {
        if (event.pointerType === 'mouse') setIsHovered(true);
      }}
      onPointerLeave={() => setIsHovered(false)}
      onFocus={() => setIsFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setIsFocused(false);
      }}
      onKeyDown={count > 1 ? moveByKey : undefined}
    >
      <div className={styles.frame} {...(count > 1 ? swipe : {})}>
        <div className={styles.track} style={{ transform: `translateX(${String(-100 * index)}%)` }} aria-live={isRotating ? 'off' : 'polite'}>
          {banners.map((banner, position) => (
            <div
              key={banner.id}
              className={styles.slide}
              role="group"
              aria-roledescription="slide"
              aria-label={t('promotionCarousel.slide', { number: position + 1, count })}
              aria-hidden={position !== index}
              // Links of the banners out of view are out of reach of the keyboard too.
              inert={position !== index}
              data-testid="promotion-slide"
              data-current={position === index}
            >
              {isPictured(position) ? <PromotionSlideContent banner={banner} isFirst={position === 0} /> : null}
            </div>
          ))}
        </div>
        {count > 1 ? (
          <>
            <button type="button" className={`${styles.arrow} ${styles.previous}`} onClick={showPrevious} aria-label={t('promotionCarousel.previous')}>
              <ChevronLeftIcon size={20} />
            </button>
            <button type="button" className={`${styles.arrow} ${styles.next}`} onClick={showNext} aria-label={t('promotionCarousel.next')}>
              <ChevronRightIcon size={20} />
            </button>
          </>
        ) : null}
      </div>
      {count > 1 ? (
        <div className={styles.dots} role="group" aria-label={t('promotionCarousel.choose')}>
          {banners.map((banner, position) => (
            <button
              key={banner.id}
              type="button"
              className={styles.dot}
              aria-label={t('promotionCarousel.dot', { number: position + 1, title: banner.title })}
              aria-current={position === index ? 'true' : undefined}
              data-testid="promotion-dot"
              onClick={() => show(position)}
            >
              <span className={styles.dotMark} aria-hidden="true" />
            </button>
          ))}
        </div>
      ) : (
        <div className={styles.dots} aria-hidden="true" />
      )}
    </section>
  );
}
