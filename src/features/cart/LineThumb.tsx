// A line's small photo, in the cart and on the order page: the placeholder when the line has none or the photo fails
// to load (docs/rules.md §8 "Images fail to load"). Decorative: the line's name says what it is.

/** Same file as PLACEHOLDER_IMAGE in src/lib/images/page-images.ts (not imported: that module is build-time only). */
const PLACEHOLDER_IMAGE = '/placeholder.svg';

export default function LineThumb({ src, size, className }: { src?: string; size: number; className: string }) {
  return (
    <img
      src={src || PLACEHOLDER_IMAGE}
      alt=""
      width={size}
      height={size}
      loading="lazy"
      decoding="async"
      onError={(e) => {
        if (!e.currentTarget.src.endsWith(PLACEHOLDER_IMAGE)) e.currentTarget.src = PLACEHOLDER_IMAGE;
      }}
      className={className}
    />
  );
}
