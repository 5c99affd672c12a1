// docs/rules.md §2 Home 1 / §9: the promotional banner carousel's behaviour, on top of
// the slides the page already rendered (the first one shows without JS).
// Hand-written rather than a carousel library: a CSS transform on one track is
// all docs/rules.md asks for, and a library would cost ~20 KB on the home page.
export const AUTO_ADVANCE_MS = 5000;
export const INTERACTION_PAUSE_MS = 10_000;
export const SWIPE_THRESHOLD_PX = 50;
export const TRANSITION_MS = 500;
/** A pointer that moved this far is a drag, not a click on the slide's link. */
const DRAG_CLICK_SLOP_PX = 10;

/** The slide after `from` moving by `step`, wrapping at both ends (docs/rules.md: "wraps"). */
export function wrapIndex(from: number, step: number, count: number): number {
  return (((from + step) % count) + count) % count;
}

const typingInto = (target: EventTarget | null): boolean =>
  target instanceof HTMLElement && (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName));

const inViewport = (el: HTMLElement): boolean => {
  const r = el.getBoundingClientRect();
  return r.bottom > 0 && r.top < window.innerHeight && r.right > 0 && r.left < window.innerWidth;
};

export function initBannerCarousel(root: HTMLElement): void {
  const viewport = root.querySelector<HTMLElement>('[data-carousel-viewport]');
  const track = root.querySelector<HTMLElement>('[data-carousel-track]');
  if (!viewport || !track) return;
  const slides = [...root.querySelectorAll<HTMLElement>('[data-carousel-slide]')];
  const dots = [...root.querySelectorAll<HTMLButtonElement>('[data-slide-to]')];
  const reducedMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  let active = 0;
  let lockedUntil = 0;
  let timer: number | undefined;

  // Only the visible slide is reachable by keyboard and screen readers.
  const sync = () => {
    slides.forEach((slide, i) => {
      slide.inert = i !== active;
    });
    dots.forEach((dot, i) => {
      dot.setAttribute('aria-current', String(i === active));
    });
    root.dataset.activeSlide = String(active);
  };

  /** Shows slide `index`; ignored while the previous 500 ms transition runs (docs/rules.md transition lock). */
  const show = (index: number) => {
    const now = performance.now();
    if (now < lockedUntil || index === active) return;
    lockedUntil = now + TRANSITION_MS;
    active = index;
    track.style.transform = `translateX(${-100 * active}%)`;
    sync();
  };
  const step = (by: number) => show(wrapIndex(active, by, slides.length));

  /** Next auto-advance after `delay`; every interaction re-schedules it 10 s out. */
  const schedule = (delay = AUTO_ADVANCE_MS) => {
    if (reducedMotion) return;
    window.clearTimeout(timer);
    timer = window.setTimeout(() => {
      step(1);
      schedule();
    }, delay);
  };
  const interacted = () => schedule(INTERACTION_PAUSE_MS);

  // Slides after the first are hidden in the HTML (no image downloads before the carousel can show them).
  for (const slide of slides) slide.hidden = false;
  if (!reducedMotion) track.style.transition = `transform ${TRANSITION_MS}ms ease`;

  // Swipes: decided by distance alone (> 50 px); a drag never follows the slide's link.
  let startX: number | undefined;
  let dragged = false;
  viewport.addEventListener('pointerdown', (event) => {
    if (!event.isPrimary) return;
    startX = event.clientX;
    dragged = false;
    interacted();
  });
  viewport.addEventListener('pointermove', (event) => {
    if (startX !== undefined && Math.abs(event.clientX - startX) > DRAG_CLICK_SLOP_PX) dragged = true;
  });
  const endSwipe = (event: PointerEvent) => {
    if (startX === undefined) return;
    const distance = event.clientX - startX;
    startX = undefined;
    if (Math.abs(distance) > SWIPE_THRESHOLD_PX) step(distance < 0 ? 1 : -1);
  };
  viewport.addEventListener('pointerup', endSwipe);
  viewport.addEventListener('pointercancel', () => (startX = undefined));
  viewport.addEventListener(
    'click',
    (event) => {
      if (!dragged) return;
      event.preventDefault();
      dragged = false;
    },
    true,
  );

  // Arrow keys while the carousel is on screen, unless the shopper is typing.
  document.addEventListener('keydown', (event) => {
    if (event.altKey || event.ctrlKey || event.metaKey || typingInto(event.target) || !inViewport(root)) return;
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    step(event.key === 'ArrowRight' ? 1 : -1);
    interacted();
  });

  root.querySelector('[data-slide-prev]')?.addEventListener('click', () => {
    step(-1);
    interacted();
  });
  root.querySelector('[data-slide-next]')?.addEventListener('click', () => {
    step(1);
    interacted();
  });
  for (const dot of dots) {
    dot.addEventListener('click', () => {
      show(Number(dot.dataset.slideTo));
      interacted();
    });
  }
  root.addEventListener('focusin', interacted);

  root.querySelector<HTMLElement>('[data-carousel-controls]')?.removeAttribute('hidden');
  root.dataset.carouselReady = '';
  sync();
  schedule();
}
