// @ts-check
// The shop's content security policy, decided here and nowhere else.
//
// Pages: Astro (security.csp in astro.config.mjs) adds PAGE_DIRECTIVES plus
// script-src and style-src listing the SHA-256 hashes of every inline script
// and style it emits, so no 'unsafe-inline' is needed. Prerendered pages carry that policy in a <meta> (so it also holds
// when a CDN serves them); on-demand pages get it as a header.
//
// Every response: the shop's server (server/shop-server.ts) sends
// SERVER_DIRECTIVES as a header, merged into the page policy on on-demand
// pages. frame-ancestors cannot be delivered by a <meta>, so it lives there;
// the server policy names no fetch directive, so it never contradicts a
// page's hashes (a browser enforces every policy it receives).

/** Fetch and navigation limits for pages; script-src and style-src come from Astro. */
export const PAGE_DIRECTIVES = /** @type {const} */ ([
  "default-src 'self'",
  "img-src 'self' data: blob:",
  // Farmers' videos may be https files elsewhere (see src/features/catalog/farmer-video.ts).
  "media-src 'self' https:",
  "connect-src 'self'",
  'frame-src https://www.youtube-nocookie.com',
  "base-uri 'self'",
  "form-action 'self'",
  "object-src 'none'",
]);

/** Sent by the shop's server on every response: what a <meta> may not carry, and the global limits. */
export const SERVER_DIRECTIVES = [
  "frame-ancestors 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "object-src 'none'",
];

const directiveName = (/** @type {string} */ directive) => directive.trim().split(/\s+/)[0].toLowerCase();

/** The server policy on its own: for responses that carry no page policy. */
export const serverPolicy = () => SERVER_DIRECTIVES.join('; ');

/**
 * One policy out of a page's (from Astro, on on-demand pages) and the server's:
 * the page's directives as they are, plus the server's that the page does not name
 * (a repeated directive would be ignored by browsers, with a console warning).
 * @param {string} pagePolicy
 */
export function withServerDirectives(pagePolicy) {
  const pageDirectives = String(pagePolicy)
    .split(';')
    .map((directive) => directive.trim())
    .filter(Boolean);
  const named = new Set(pageDirectives.map(directiveName));
  return [...pageDirectives, ...SERVER_DIRECTIVES.filter((directive) => !named.has(directiveName(directive)))].join(
    '; ',
  );
}
