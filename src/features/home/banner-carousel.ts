// Spec §2 Home 1 / §9: the promotional banner carousel's behaviour, on top of
// the slides the page already rendered (the first one shows without JS).
// Swiper core + its Keyboard module only; the auto-advance timer is ours, so
// "any interaction pauses for 10 s" stays a few lines instead of the Autoplay module.
import Swiper from 'swiper';
import { Keyboard } from 'swiper/modules';

export const AUTO_ADVANCE_MS = 5000;
export const INTERACTION_PAUSE_MS = 10_000;
export const SWIPE_THRESHOLD_PX = 50;
export const TRANSITION_MS = 500;

const pointerX = (event: Event): number | undefined => {
  if ('changedTouches' in event) return (event as TouchEvent).changedTouches[0]?.clientX;
  return (event as PointerEvent).clientX;
};

export function initBannerCarousel(root: HTMLElement): void {
  const container = root.querySelector<HTMLElement>('.swiper');
  if (!container) return;
  const slides = [...root.querySelectorAll<HTMLElement>('.swiper-slide')];
  const dots = [...root.querySelectorAll<HTMLButtonElement>('[data-slide-to]')];
  let timer: number | undefined;
  let swipeStartX: number | undefined;

  // Slides after the first are hidden in the HTML (no image downloads before the carousel can show them).
  for (const slide of slides) slide.hidden = false;
  const swiper = new Swiper(container, {
    modules: [Keyboard],
    speed: TRANSITION_MS,
    rewind: true, // wraps from the last slide to the first and back
    preventInteractionOnTransition: true, // the 500 ms transition lock
    keyboard: { enabled: true, onlyInViewport: true, pageUpDown: false },
    // Swipes are decided below by distance alone (> 50 px), not by Swiper's speed/ratio rules.
    shortSwipes: false,
    longSwipes: false,
  });

  /** Next auto-advance after `delay`; every interaction re-schedules it 10 s out. */
  const schedule = (delay = AUTO_ADVANCE_MS) => {
    window.clearTimeout(timer);
    timer = window.setTimeout(() => {
      swiper.slideNext();
      schedule();
    }, delay);
  };
  const interacted = () => schedule(INTERACTION_PAUSE_MS);

  // Only the visible slide is reachable by keyboard and screen readers.
  const sync = () => {
    slides.forEach((slide, i) => {
      slide.inert = i !== swiper.activeIndex;
    });
    dots.forEach((dot, i) => dot.setAttribute('aria-current', String(i === swiper.activeIndex)));
    root.dataset.activeSlide = String(swiper.activeIndex);
  };

  swiper.on('slideChange', sync);
  swiper.on('keyPress', interacted);
  swiper.on('touchStart', (_s, event) => {
    swipeStartX = pointerX(event);
    interacted();
  });
  swiper.on('touchEnd', (_s, event) => {
    const endX = pointerX(event);
    if (swipeStartX === undefined || endX === undefined) return;
    const distance = endX - swipeStartX;
    swipeStartX = undefined;
    if (Math.abs(distance) <= SWIPE_THRESHOLD_PX) return;
    if (distance < 0) swiper.slideNext();
    else swiper.slidePrev();
  });

  root.querySelector('[data-slide-prev]')?.addEventListener('click', () => {
    swiper.slidePrev();
    interacted();
  });
  root.querySelector('[data-slide-next]')?.addEventListener('click', () => {
    swiper.slideNext();
    interacted();
  });
  dots.forEach((dot) =>
    dot.addEventListener('click', () => {
      swiper.slideTo(Number(dot.dataset.slideTo));
      interacted();
    }),
  );
  root.addEventListener('focusin', interacted);

  root.querySelector<HTMLElement>('[data-carousel-controls]')?.removeAttribute('hidden');
  sync();
  if (!window.matchMedia('(prefers-reduced-motion: reduce)').matches) schedule();
}
