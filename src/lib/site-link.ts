// Links an operator types (banner links) may only lead somewhere on this site.
// "/products" and "/products?sort=new" stay; "//evil.example/x" and
// "/\evil.example/x" (browsers read both as another host), "https://…",
// "javascript:…", and anything a browser would clean into one of those
// (tabs, newlines, spaces, backslashes) do not.

const BASE = 'https://site.invalid';

/** True for a path on this site that a browser cannot read as another origin. */
export function isSiteRelativeLink(link: string): boolean {
  if (typeof link !== 'string' || link.length === 0 || link.length > 2000) return false;
  if (!link.startsWith('/') || link.startsWith('//')) return false;
  // Browsers drop tabs and newlines and treat "\" as "/" in URLs: none of them (nor spaces, nor controls) in a link.
  // biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
  if (/[\s\\\u0000-\u001f\u007f]/.test(link)) return false;
  try {
    return new URL(link, BASE).origin === BASE;
  } catch {
    return false;
  }
}

/** The link when it is site-relative, otherwise `fallback`. */
export function siteRelativeLink(link: string, fallback: string): string {
  return isSiteRelativeLink(link) ? link : fallback;
}
