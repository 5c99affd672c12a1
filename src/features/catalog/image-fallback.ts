// docs/rules.md §8 "Images fail to load": a placeholder image is shown instead.
// Islands may hydrate after an image already failed (the error event is then
// lost), so the ref checks once on mount too.

/** The same file as PLACEHOLDER_IMAGE in src/lib/images/page-images.ts (that module is build-time only). */
export const PLACEHOLDER_SRC = '/placeholder.svg';

function showPlaceholder(img: HTMLImageElement): void {
  if (img.getAttribute('src') === PLACEHOLDER_SRC) return;
  img.removeAttribute('srcset');
  img.src = PLACEHOLDER_SRC;
}

/** Spread onto an <img>: `<img {...imageFallback} … />`. */
export const imageFallback = {
  onError: (e: { currentTarget: HTMLImageElement }) => showPlaceholder(e.currentTarget),
  ref: (img: HTMLImageElement | null) => {
    if (img?.complete && img.naturalWidth === 0 && img.getAttribute('src')) showPlaceholder(img);
  },
};
