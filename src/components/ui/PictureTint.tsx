// A picture's placeholder colour (src/lib/images/placeholder-colour.ts) painted under it until it arrives: an SVG
// whose fill is the colour, filling the picture's box. An SVG attribute, not a `style`: the shop's content security
// policy allows no inline style (src/lib/content-security-policy.mjs). The box must be positioned and the picture
// after this in its box and positioned too, so the picture paints over it.
const TINT = /^#[0-9a-f]{6}$/;

export default function PictureTint({ tint }: { tint?: string | undefined }) {
  if (!tint || !TINT.test(tint)) return null;
  return (
    <svg aria-hidden="true" className="absolute inset-0 h-full w-full" fill={tint} data-tint>
      <rect width="100%" height="100%" />
    </svg>
  );
}
