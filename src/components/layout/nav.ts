// The shop's navigation, in one place so the header, the mobile menu and the
// footer never disagree (docs/rules.md §2 Header and Footer). Labels are messages (messages/en.json, ne.json):
// `link.label({}, { locale })`.
import * as m from '../../paraglide/messages.js';

type Label = typeof m.nav_products;
export interface NavLink {
  href: string;
  label: Label;
}

/** docs/rules.md §2 Header: the main navigation, in this order. */
export const MAIN_NAV: readonly NavLink[] = [
  { href: '/products', label: m.nav_products },
  { href: '/farmers', label: m.nav_farmers },
  { href: '/qr', label: m.nav_qr },
  { href: '/blog', label: m.nav_blog },
  { href: '/contact', label: m.nav_contact },
];

/** docs/rules.md §2 Footer: every link it must carry, grouped into columns. */
export const FOOTER_COLUMNS: readonly { heading: Label; links: readonly NavLink[] }[] = [
  {
    heading: m.footer_shop,
    links: [
      { href: '/', label: m.footer_home },
      { href: '/products', label: m.footer_all_products },
      { href: '/farmers', label: m.nav_farmers },
      // "My orders on this phone" (src/pages/orders.astro).
      { href: '/orders', label: m.myorders_nav },
    ],
  },
  {
    heading: m.footer_company,
    links: [
      { href: '/about', label: m.footer_about },
      { href: '/blog', label: m.footer_press },
      { href: '/contact', label: m.nav_contact },
    ],
  },
  {
    heading: m.footer_policies,
    links: [
      { href: '/shipping', label: m.policy_shipping },
      { href: '/refunds', label: m.policy_refunds },
      { href: '/privacy', label: m.policy_privacy },
      { href: '/terms', label: m.policy_terms },
    ],
  },
];

/** True when `href` is the current page or a section that contains it (for aria-current). */
export function isCurrent(href: string, pathname: string): boolean {
  const path = pathname.replace(/\/+$/, '') || '/';
  if (href === '/') return path === '/';
  return path === href || path.startsWith(`${href}/`);
}
