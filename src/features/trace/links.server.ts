// A lot's public trace URL, the one its QR labels hold. With a GTIN on the
// product it is the GS1 Digital Link URI (https://shop/01/{gtin}/10/{lot}),
// which GS1-aware scanners and tills understand; without one, the short
// /t/{lot}. URIs come from GS1's digital-link.js (maintained by Digimarc,
// formerly EVRYTHNG), which also checks them against the GS1 grammar.
import { DigitalLink } from 'digital-link.js';
import { tracePath } from '../../lib/paths';
import type { Lot } from '../../lib/data/lots.parse';
import { gtin14 } from './lot';

/** The shop's public origin without a trailing slash (SITE_URL at build time). */
function origin(site: URL | string): string {
  return new URL(site).origin;
}

/** The URL a lot's labels encode. `site` is the shop's public URL (Astro.site, from SITE_URL). */
export function traceUrl(lot: Pick<Lot, 'code'> & { product: { gtin: string } }, site: URL | string): string {
  const gtin = gtin14(lot.product.gtin);
  if (gtin) {
    const link = DigitalLink({ domain: origin(site), identifier: { '01': gtin }, keyQualifiers: { '10': lot.code } });
    if (link.isValid()) return link.toWebUriString();
  }
  return new URL(tracePath(lot.code), origin(site)).href;
}

/** True when labels made with this site URL would not work off this computer (SITE_URL not set for production). */
export function isLocalSite(site: URL | string): boolean {
  const host = new URL(site).hostname;
  return (
    host === 'localhost' || host.endsWith('.localhost') || host === '127.0.0.1' || host === '::1' || host === '[::1]'
  );
}
