/**
 * Article HTML from PocketBase → safe HTML, run at build time (docs/rules.md §2 "Blog article": HTML content; links that are
 * external or not http open in a new tab with no-opener). Operators write posts in the dashboard editor, so the
 * content is untrusted: an allow-list keeps ordinary article markup and drops everything else (scripts, styles,
 * frames, forms, SVG/MathML, event handlers, style attributes, javascript:/data:/vbscript: URLs).
 */
import sanitizeHtml from 'sanitize-html';

/** Schemes a link may use; anything else (javascript:, data:, vbscript:, file:...) loses its href. */
const LINK_SCHEMES = ['http', 'https', 'mailto', 'tel'];
/** Schemes an image may load from (relative URLs are always allowed); no data: images. */
const IMAGE_SCHEMES = ['http', 'https'];

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'hr',
    'h2',
    'h3',
    'h4',
    'ul',
    'ol',
    'li',
    'a',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'small',
    'sub',
    'sup',
    'mark',
    'blockquote',
    'q',
    'cite',
    'code',
    'pre',
    'img',
    'figure',
    'figcaption',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
    'caption',
  ],
  allowedAttributes: {
    a: ['href', 'title', { name: 'target', values: ['_blank'] }, { name: 'rel', values: ['noopener noreferrer'] }],
    img: ['src', 'alt', 'title', 'width', 'height'],
    th: ['colspan', 'rowspan', 'scope'],
    td: ['colspan', 'rowspan'],
    ol: ['start'],
  },
  allowedSchemes: LINK_SCHEMES,
  allowedSchemesByTag: { img: IMAGE_SCHEMES },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  // The article's own <h1> is the post title; headings inside the content are demoted/capped to h2..h4.
  transformTags: {
    h1: 'h2',
    h5: 'h4',
    h6: 'h4',
  },
  // Text inside these is dropped with the tag (not shown as text).
  nonTextTags: [
    'script',
    'style',
    'textarea',
    'option',
    'noscript',
    'title',
    'template',
    'svg',
    'math',
    'iframe',
    'object',
  ],
};

/** How a content link is rendered: in the same tab, in a new tab, or without its href (unsafe scheme). */
export type LinkKind = 'same-tab' | 'new-tab' | 'blocked';

/**
 * docs/rules.md §2: a link opens in a new tab when it points to another host or is not http(s) (mailto:, tel:).
 * Relative links and links to the shop's own host stay in the tab. Schemes outside LINK_SCHEMES are blocked; the URL
 * parser strips the tabs/newlines/leading spaces browsers ignore, so "jav\tascript:" is recognised too.
 */
export function classifyLink(href: string | undefined, siteOrigin: string): LinkKind {
  if (!href) return 'same-tab';
  let url: URL;
  let site: URL;
  try {
    site = new URL(siteOrigin);
    url = new URL(href, site);
  } catch {
    return 'blocked';
  }
  const scheme = url.protocol.slice(0, -1);
  if (!LINK_SCHEMES.includes(scheme)) return 'blocked';
  if (scheme !== 'http' && scheme !== 'https') return 'new-tab';
  return url.host === site.host ? 'same-tab' : 'new-tab';
}

export const opensInNewTab = (href: string | undefined, siteOrigin: string): boolean =>
  classifyLink(href, siteOrigin) === 'new-tab';

/**
 * Sanitises article HTML. `siteOrigin` (e.g. "https://shop.example") decides which links are external; any
 * target/rel the author wrote is replaced by the rule above.
 */
export function sanitizeArticleHtml(html: string | null | undefined, siteOrigin: string): string {
  if (typeof html !== 'string' || html.trim() === '') return '';
  return sanitizeHtml(html, {
    ...OPTIONS,
    transformTags: {
      ...OPTIONS.transformTags,
      a: (tagName, attribs) => {
        // sanitize-html's scheme filter runs afterwards as well; this only decides target/rel.
        const { target: _target, rel: _rel, href, ...rest } = attribs;
        const kind = classifyLink(href, siteOrigin);
        if (kind === 'blocked' || href === undefined) return { tagName, attribs: rest };
        if (kind === 'new-tab')
          return { tagName, attribs: { href, ...rest, target: '_blank', rel: 'noopener noreferrer' } };
        return { tagName, attribs: { href, ...rest } };
      },
    },
  });
}
