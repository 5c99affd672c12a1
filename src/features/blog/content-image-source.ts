// The pure half of blog/content-images.ts: which <img> in sanitised article
// HTML names a PocketBase file, and rewriting <img> tags one by one.
import type { BlogPost } from '../../lib/data/posts.parse';

const FILE_PATH = /\/api\/files\/([^/?#]+)\/([^/?#]+)\/([^/?#]+)/;
const IMG = /<img\b([^>]*?)\s*\/?>/g;

const decode = (s: string) =>
  s
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
export const escapeAttribute = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Collections whose files pages may show (see src/lib/images/image-guard.mjs). */
const NAMED = new Set(['web_products', 'posts', 'farmers', 'banners']);

/**
 * The PocketBase file an <img src> means, as a URL the build can fetch (via `toUrl`); '' for a PocketBase file the
 * shop cannot serve (shown as the placeholder, never with PocketBase's address); null for any other picture.
 * PocketBase files are a bare name of one of the post's uploads, or any address whose path is
 * /api/files/<collection>/<record>/<file>, whatever host the dashboard used. The editor names the collection by its
 * id, so a file of this post is mapped to `posts`; other records must name their collection. A ?thumb= is dropped:
 * the build resizes the original.
 */
export function contentImageSource(
  src: string,
  post: Pick<BlogPost, 'id' | 'images'>,
  toUrl: (collection: string, recordId: string, file: string) => string,
): string | null {
  const value = src.trim();
  if (value === '') return null;
  if (post.images.includes(value)) return toUrl('posts', post.id, value);
  let path: string;
  try {
    path = new URL(value, 'http://relative.invalid').pathname;
  } catch {
    return null;
  }
  const m = FILE_PATH.exec(path);
  if (!m) return null;
  try {
    const [collection, record, file] = [m[1], m[2], m[3]].map(decodeURIComponent) as [string, string, string];
    if (record === post.id) return toUrl('posts', record, file);
    return NAMED.has(collection) ? toUrl(collection, record, file) : '';
  } catch {
    return '';
  }
}

/**
 * Replaces each <img> of sanitised HTML by `replace(src, otherAttributes)` (null keeps the tag as it was). The
 * other attributes are passed on as written (alt, title), without src/srcset/size/loading attributes.
 */
export async function imgTags(
  html: string,
  replace: (src: string, rest: string) => Promise<string | null>,
): Promise<string> {
  const tags = [...html.matchAll(IMG)];
  if (tags.length === 0) return html;
  const out = await Promise.all(
    tags.map(async ([tag, attrs = '']) => {
      const src = /\ssrc="([^"]*)"/.exec(` ${attrs}`)?.[1];
      if (src === undefined) return tag;
      const rest = ` ${attrs}`.replace(/\s(src|srcset|width|height|loading|decoding)="[^"]*"/g, '').trim();
      return (await replace(decode(src), rest)) ?? tag;
    }),
  );
  let i = 0;
  return html.replace(IMG, () => out[i++]);
}
