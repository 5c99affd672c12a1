// The shop's navigation, in one place so the header, the mobile menu and the
// footer never disagree (docs/rules.md §2 Header and Footer).

export interface NavLink {
  href: string;
  label: string;
}

/** docs/rules.md §2 Header: the main navigation, in this order. */
export const MAIN_NAV: readonly NavLink[] = [
  { href: '/products', label: 'Products' },
  { href: '/farmers', label: 'Our Farmers' },
  { href: '/qr', label: 'Traceability QR' },
  { href: '/blog', label: 'Blog' },
  { href: '/contact', label: 'Contact' },
];

/** docs/rules.md §2 Footer: every link it must carry, grouped into columns. */
export const FOOTER_COLUMNS: readonly { heading: string; links: readonly NavLink[] }[] = [
  {
    heading: 'Shop',
    links: [
      { href: '/', label: 'Home' },
      { href: '/products', label: 'All Products' },
      { href: '/farmers', label: 'Our Farmers' },
    ],
  },
  {
    heading: 'Company',
    links: [
      { href: '/about', label: 'About Us' },
      { href: '/blog', label: 'Press' },
      { href: '/contact', label: 'Contact' },
    ],
  },
  {
    heading: 'Policies',
    links: [
      { href: '/shipping', label: 'Shipping Policy' },
      { href: '/refunds', label: 'Refund & Return Policy' },
      { href: '/privacy', label: 'Privacy Policy' },
      { href: '/terms', label: 'Terms of Service' },
    ],
  },
];

/** True when `href` is the current page or a section that contains it (for aria-current). */
export function isCurrent(href: string, pathname: string): boolean {
  const path = pathname.replace(/\/+$/, '') || '/';
  if (href === '/') return path === '/';
  return path === href || path.startsWith(`${href}/`);
}
