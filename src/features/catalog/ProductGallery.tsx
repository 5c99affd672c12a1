// docs/rules.md §2 product gallery: the main image, then the gallery entries (images or
// videos), swipeable, with previous/next arrows when there is more than one
// item, thumbnails six per row, and auto-advance every 5 s that pauses while
// hovered and for 10 s after a thumbnail click.
//
// Why not Swiper: the product page's budget is 80 KB of compressed JS and
// React alone takes about 66 KB; Swiper's core adds 20 KB. The browser's own
// scroll snapping gives the same swipe (and works before hydration or with
// JavaScript off); arrows, thumbnails and the timer just scroll the strip.
//
// The first image is plain HTML from the server (eager, high priority: it is
// the page's largest paint). The others are fetched only shortly before they
// are shown: a lazy image in a horizontal scroller is still fetched at once
// (Chromium counts the strip as near the screen), and a camera photo's slide is
// about 100 KB on a phone (bench/README.md, "Real photos"). Until then the
// server sends them inside <noscript>, so with JavaScript off they show as before.
import { GALLERY_THUMB_SIZES } from '../../lib/image-sizes';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import type { GallerySlide } from './media.server';
import { ChevronIcon, PlayIcon } from '../../components/ui/page-icons';
import { imageFallback } from './image-fallback';
import { LAZY_IMAGE_PRIORITY } from '../../lib/images/loading-priority';
import type { Locale } from '../../lib/i18n';
import * as m from '../../paraglide/messages.js';
import { formatNumber } from '../../lib/money';

/** docs/rules.md §9: gallery auto-advance 5000 ms, pause 10 s after a thumbnail click. */
export const GALLERY_ADVANCE_MS = 5000;
export const GALLERY_CLICK_PAUSE_MS = 10_000;

interface Props {
  slides: GallerySlide[];
  /** Product name, for alt texts. */
  name: string;
  /** The `sizes` attribute of the main images. */
  sizes: string;
  /** The page's language. */
  locale?: Locale;
}

const ARROW =
  'absolute top-1/2 z-10 flex h-10 w-10 -translate-y-1/2 items-center justify-center rounded-full bg-white/90 text-brand shadow-md ring-1 ring-black/5 transition hover:bg-white focus-visible:outline-2 focus-visible:outline-brand';

/** A slide's image: fetched now, or (`later`) only without JavaScript until the gallery wants it. */
function SlideImage({ later, children }: { later: boolean; children: ReactNode }) {
  return later ? <noscript>{children}</noscript> : children;
}

export default function ProductGallery({ slides, name, sizes, locale = 'en' }: Props) {
  const strip = useRef<HTMLElement>(null);
  const hovered = useRef(false);
  const pausedUntil = useRef(0);
  const [active, setActive] = useState(0);
  /** The last slide whose image may be fetched (0: the first only). */
  const [reach, setReach] = useState(0);
  const want = (index: number) => setReach((r) => Math.max(r, Math.min(index, slides.length - 1)));
  const many = slides.length > 1;

  /**
   * The slide an arrow, a thumbnail or the timer is scrolling to. Until the strip gets there, the slides it passes
   * are not made active: two quick taps on an arrow then move two slides, not one.
   */
  const heading = useRef<number | null>(null);
  /** The slide that fills the strip. */
  const shownSlide = (el: HTMLElement) => Math.round(el.scrollLeft / Math.max(1, el.clientWidth));

  /** Scrolls to slide `index`, wrapping at both ends. */
  const go = (index: number) => {
    const el = strip.current;
    if (!el) return;
    const target = (index + slides.length) % slides.length;
    const smooth = !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    want(target + 1);
    heading.current = target === shownSlide(el) ? null : target;
    el.scrollTo({ left: target * el.clientWidth, behavior: smooth ? 'smooth' : 'instant' });
    setActive(target);
  };
  const activeRef = useRef(active);
  activeRef.current = active;

  // biome-ignore lint/correctness/useExhaustiveDependencies: `go` reads only refs and props that do not change, so the effect runs once
  useEffect(() => {
    const el = strip.current;
    if (!many || !el) return;
    // The slide that fills the strip after a swipe or a scroll.
    const onScroll = () => {
      const shown = shownSlide(el);
      if (heading.current !== null && shown !== heading.current) return;
      heading.current = null;
      setActive(shown);
      want(shown + 1);
    };
    // A scroll that stopped short of where `go` sent it (the shopper swiped during it): the strip's slide wins.
    // `touchstart` does the same in browsers without `scrollend`.
    const letGo = () => {
      heading.current = null;
      onScroll();
    };
    el.addEventListener('scroll', onScroll, { passive: true });
    el.addEventListener('scrollend', letGo);
    el.addEventListener('touchstart', letGo, { passive: true });
    // Swiped before the gallery's script arrived: the slide in view (and the next) are wanted now.
    if (el.scrollLeft > 0) onScroll();
    // The first automatic advance's slide, fetched before it is shown.
    const early = setTimeout(() => want(1), GALLERY_ADVANCE_MS / 2);
    const timer = setInterval(() => {
      const playing = [...el.querySelectorAll('video')].some((v) => !v.paused);
      if (hovered.current || playing || document.hidden || Date.now() < pausedUntil.current) return;
      go(activeRef.current + 1);
    }, GALLERY_ADVANCE_MS);
    return () => {
      el.removeEventListener('scroll', onScroll);
      el.removeEventListener('scrollend', letGo);
      el.removeEventListener('touchstart', letGo);
      clearTimeout(early);
      clearInterval(timer);
    };
  }, [many]);

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: hovering only pauses the automatic advance; nothing to operate
    <div
      className="space-y-3"
      onMouseEnter={() => (hovered.current = true)}
      onMouseLeave={() => (hovered.current = false)}
    >
      <div className="relative overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-black/5">
        {/* A focusable region: the strip scrolls, and keyboard users scroll it with the arrow keys once it has focus
            (WCAG 2.1.1; axe "scrollable-region-focusable"). */}
        <section
          ref={strip}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must take focus to be scrolled by keyboard
          tabIndex={0}
          className="flex aspect-square snap-x snap-mandatory overflow-x-auto overscroll-x-contain [scrollbar-width:none] focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand [&::-webkit-scrollbar]:hidden"
          aria-roledescription={m.home_carousel_roledescription({}, { locale })}
          aria-label={m.buy_gallery_label({ name }, { locale })}
        >
          {slides.map((slide, i) => (
            // biome-ignore lint/a11y/useSemanticElements: the APG carousel's slide is a group with aria-roledescription, not a form fieldset
            <div
              // biome-ignore lint/suspicious/noArrayIndexKey: the same file may stand twice in a gallery; the position tells them apart
              key={`${slide.src}-${i}`}
              className="h-full w-full shrink-0 snap-start snap-always"
              role="group"
              aria-roledescription={m.home_slide_roledescription({}, { locale })}
              aria-label={m.home_slide_position(
                { number: formatNumber(i + 1, locale), count: formatNumber(slides.length, locale) },
                { locale },
              )}
              data-active={i === active ? '' : undefined}
            >
              {slide.type === 'video' ? (
                // biome-ignore lint/a11y/useMediaCaption: the producers' product clips have no captions to offer
                <video
                  src={slide.src}
                  controls
                  preload="none"
                  playsInline
                  className="h-full w-full bg-black object-contain"
                  aria-label={m.buy_gallery_video({ name }, { locale })}
                />
              ) : (
                <SlideImage later={i > reach}>
                  <img
                    {...imageFallback}
                    src={slide.src}
                    srcSet={slide.srcset || undefined}
                    sizes={slide.srcset ? sizes : undefined}
                    alt={
                      i === 0
                        ? name
                        : m.buy_gallery_image_alt({ name, number: formatNumber(i + 1, locale) }, { locale })
                    }
                    width={800}
                    height={800}
                    // The main image's hints, as imageLoadingHints (src/lib/images/page-images.ts) gives them to Astro pages.
                    loading={i === 0 ? 'eager' : 'lazy'}
                    fetchPriority={i === 0 ? 'high' : LAZY_IMAGE_PRIORITY}
                    decoding={i === 0 ? 'sync' : 'async'}
                    className="h-full w-full object-cover"
                    draggable={false}
                  />
                </SlideImage>
              )}
            </div>
          ))}
        </section>
        {many && (
          <>
            <button
              type="button"
              className={`${ARROW} left-3`}
              aria-label={m.buy_gallery_previous({}, { locale })}
              onClick={() => go(active - 1)}
            >
              <ChevronIcon direction="left" className="h-5 w-5" />
            </button>
            <button
              type="button"
              className={`${ARROW} right-3`}
              aria-label={m.buy_gallery_next({}, { locale })}
              onClick={() => go(active + 1)}
            >
              <ChevronIcon className="h-5 w-5" />
            </button>
          </>
        )}
      </div>

      {many && (
        <ul className="grid grid-cols-6 gap-2" aria-label={m.buy_gallery_choose({}, { locale })}>
          {slides.map((slide, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the same file may stand twice in a gallery; the position tells them apart
            <li key={`${slide.src}-${i}`}>
              <button
                type="button"
                aria-label={(slide.type === 'video' ? m.buy_gallery_show_video : m.buy_gallery_show_image)(
                  { number: formatNumber(i + 1, locale), count: formatNumber(slides.length, locale) },
                  { locale },
                )}
                aria-current={i === active ? 'true' : undefined}
                onClick={() => {
                  pausedUntil.current = Date.now() + GALLERY_CLICK_PAUSE_MS;
                  go(i);
                }}
                className={`block aspect-square w-full overflow-hidden rounded-lg bg-white ring-2 transition ${i === active ? 'ring-brand' : 'ring-transparent opacity-70 hover:opacity-100'}`}
              >
                {slide.type === 'video' ? (
                  <span className="flex h-full w-full items-center justify-center bg-gray-900 text-white">
                    <PlayIcon className="h-5 w-5" />
                  </span>
                ) : (
                  <img
                    {...imageFallback}
                    src={slide.thumb}
                    srcSet={slide.thumbSrcset || undefined}
                    sizes={slide.thumbSrcset ? GALLERY_THUMB_SIZES : undefined}
                    alt=""
                    width={100}
                    height={100}
                    loading="lazy"
                    decoding="async"
                    className="h-full w-full object-cover"
                  />
                )}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
