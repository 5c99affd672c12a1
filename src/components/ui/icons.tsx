// Small inline icons (stroke, currentColor; no icon library: a few paths weigh less than one import). This file holds
// Icon and the header's icons, which every page loads (the shell chunk, astro.config.mjs); the ones only some pages or
// the opened cart use are in ui/page-icons.tsx, drawn with the same Icon.
// Decorative: each is hidden from assistive technology, so the button or text beside it carries the meaning.
// Size: a size class (size-5, h-4 w-4...) or width/height props; without either an svg fills its box.
import type { SVGProps } from 'react';

export type IconProps = SVGProps<SVGSVGElement>;

export function Icon({ children, ...props }: IconProps) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      {...props}
    >
      {children}
    </svg>
  );
}

export const CartIcon = (p: IconProps) => (
  <Icon {...p}>
    <circle cx="9" cy="20" r="1.5" />
    <circle cx="18" cy="20" r="1.5" />
    <path d="M2.5 3h2.6l2.4 11.2a2 2 0 0 0 2 1.6h8.3a2 2 0 0 0 1.9-1.5L21.5 7H6" />
  </Icon>
);

export const CloseIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M18 6 6 18M6 6l12 12" />
  </Icon>
);

export const SearchIcon = (p: IconProps) => (
  <Icon {...p}>
    <circle cx="11" cy="11" r="7" />
    <path d="m20 20-3.5-3.5" />
  </Icon>
);

/** The tick of a finished form (thank-you panels). */
