import { useRef, useState, type FocusEvent, type MouseEvent, type PointerEvent } from 'react';
import { Link } from 'react-router-dom';
import { useHydrated } from 'shared-contracts';
import { buttonClass } from 'shop-ui/button';
import { ChevronRightIcon } from 'shop-ui/icons';
import { BANNER_SWIPE_THRESHOLD_PX, BANNER_TRANSITION_MS } from '../home-constants';
import type { BannerSlide } from './banner-slide';
import { usePrefersReducedMotion } from '../usePrefersReducedMotion/usePrefersReducedMotion';
import { BANNER_SLIDES } from './banner-slides';
import { useBannerPosition } from './useBannerPosition';
import iconButton from '../../styles/icon-button.module.css';
import typography from '../../styles/type.module.css';
import styles from './Banner.module.css';

/** The home page's rotating promotions: auto-advances, loops forward, pauses on hover or focus, swipes. */
export function Banner({ slides = BANNER_SLIDES }: { slides?: readonly BannerSlide[] }) {
  const still = usePrefersReducedMotion();
  // Its controls wait for the page's code: a click on the server's HTML would be lost.
  const hydrated = useHydrated();
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stopped, setStopped] = useState(false);
  // Keyboard focus pauses the rotation (WAI carousel pattern); the focus a click gives does not.
  const pointerDown = useRef(false);
  const count = slides.length;
  const position = useBannerPosition(count, { paused: hovered || focused || stopped, still });
  const swipe = useSwipe(position.next, position.prev);

  const onBlur = (event: FocusEvent) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
  };
  // The clone of the first slide goes last so the loop keeps sliding forward.
  const track = still ? slides : [...slides, slides[0]!];

  return (
    <section
      className={styles.banner}
      aria-roledescription="carousel"
      aria-label="Featured promotions"
      onPointerEnter={(e) => e.pointerType !== 'touch' && setHovered(true)}
      onPointerLeave={() => setHovered(false)}
      onPointerDownCapture={() => (pointerDown.current = true)}
      onPointerUpCapture={() => (pointerDown.current = false)}
      onFocus={() => !pointerDown.current && setFocused(true)}
      onBlur={onBlur}
    >
      <div className={styles.viewport} {...swipe}>
        <div
          className={styles.track}
          aria-live={position.rotating ? 'off' : 'polite'}
          style={{
            transform: `translateX(-${position.index * 100}%)`,
            transition: position.animate && !still ? `transform ${BANNER_TRANSITION_MS}ms ease-in-out` : 'none',
          }}
        >
          {track.map((slide, i) => {
            const shown = i === position.index;
            return (
              <div
                key={i === count ? 'clone' : slide.id}
                role="group"
                aria-roledescription="slide"
                aria-label={`${(i % count) + 1} of ${count}`}
                aria-hidden={!shown}
                inert={!shown}
                className={styles.slide}
                data-layout={slide.layout}
                style={{ background: slide.bgColor }}
              >
                <div className={styles.copy}>
                  <h2 className={typography.display}>{slide.title}</h2>
                  <p className={styles.subtitle}>{slide.subtitle}</p>
                  {/* Not draggable: a native link drag would cancel the swipe. */}
                  <Link className={buttonClass('filled')} to={slide.href} draggable={false}>
                    {slide.buttonText}
                  </Link>
                </div>
                <img
                  className={styles.image}
                  src={slide.image}
                  alt={slide.imageAlt}
                  width={560}
                  height={420}
                  // The first slide is the page's largest paint; the others wait their turn.
                  fetchPriority={i === 0 ? 'high' : 'low'}
                  draggable={false}
                />
              </div>
            );
          })}
        </div>
      </div>

      <div className={styles.controls}>
        {!still && (
          <button
            type="button"
            className={`${iconButton.iconButton} ${styles.filled}`}
            aria-label={stopped ? 'Play slideshow' : 'Pause slideshow'}
            disabled={!hydrated}
            onClick={() => setStopped((s) => !s)}
          >
            <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              {stopped ? <path d="M8 5v14l11-7z" /> : <path d="M7 5h4v14H7zM13 5h4v14h-4z" />}
            </svg>
          </button>
        )}
        <div className={styles.dots} role="group" aria-label="Choose a slide">
          {slides.map((slide, i) => (
            <button
              key={slide.id}
              type="button"
              className={styles.dot}
              aria-label={`Go to slide ${i + 1}: ${slide.title}`}
              aria-current={i === position.current ? 'true' : undefined}
              disabled={!hydrated}
              onClick={() => position.goTo(i)}
            />
          ))}
        </div>
        <div className={styles.arrows}>
          <button type="button" className={iconButton.iconButton} aria-label="Previous slide" disabled={!hydrated} onClick={position.prev}>
            <ChevronRightIcon className={styles.back} />
          </button>
          <button type="button" className={iconButton.iconButton} aria-label="Next slide" disabled={!hydrated} onClick={position.next}>
            <ChevronRightIcon />
          </button>
        </div>
      </div>
    </section>
  );
}

/** Horizontal swipe of at least the threshold moves one slide; the click that ends a swipe is swallowed. */
function useSwipe(next: () => void, prev: () => void) {
  const start = useRef<number | null>(null);
  const swiped = useRef(false);
  return {
    onPointerDown: (e: PointerEvent) => {
      start.current = e.clientX;
      swiped.current = false;
    },
    onPointerUp: (e: PointerEvent) => {
      if (start.current === null) return;
      const dx = e.clientX - start.current;
      start.current = null;
      if (Math.abs(dx) < BANNER_SWIPE_THRESHOLD_PX) return;
      swiped.current = true;
      if (dx < 0) next();
      else prev();
    },
    onPointerCancel: () => {
      start.current = null;
    },
    onClickCapture: (e: MouseEvent) => {
      if (!swiped.current) return;
      swiped.current = false;
      e.preventDefault();
      e.stopPropagation();
    },
  };
}
