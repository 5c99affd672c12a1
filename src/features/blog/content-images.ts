// Pictures an operator places in an article (docs/operators.md, "Blog
// pictures"): uploaded to the post's Images field and inserted with the
// editor's "Insert media → Media from collection", which writes PocketBase's
// own address (<img src="https://pb…/api/files/…/<post id>/<file>?thumb=…">).
// At build time each such picture, or an <img src="<file name>"> naming one of
// the post's uploads, becomes an optimised copy served from the shop itself,
// so no page carries PocketBase's address and the CSP (img-src 'self') holds.
// Runs on the sanitised HTML: only the src/srcset/size attributes change.
import { inferRemoteSize } from 'astro:assets';
import { optimisedImage } from '../../lib/images';
import { fileUrl } from '../../lib/pocketbase';
import type { BlogPost } from '../content/records';

/** Widest picture in an article column (the 2x copy doubles it). */
export const CONTENT_IMAGE_WIDTH = 768;

const FILE_PATH = /\/api\/files\/([^/?#]+)\/([^/?#]+)\/([^/?#]+)/;

const decode = (s: string) => s.replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The PocketBase file an <img src> means, as a URL the build can fetch; null for any other picture. */
export function contentImageSource(src: string, post: Pick<BlogPost, 'id' | 'images'>, toUrl = fileUrl): string | null {
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
  const [, collection, recordId, name] = m.map((part) => decodeURIComponent(part ?? ''));
  return toUrl(collection!, recordId!, name!);
}

async function optimise(url: string): Promise<{ src: string; srcset: string; width: number; height: number }> {
  let width = CONTENT_IMAGE_WIDTH;
  let height = Math.round(CONTENT_IMAGE_WIDTH * 0.75);
  try {
    const size = await inferRemoteSize(url);
    if (size.width > 0 && size.height > 0) {
      width = Math.min(CONTENT_IMAGE_WIDTH, size.width);
      height = Math.round((size.height * width) / size.width);
    }
  } catch {
    // Unreadable: optimisedImage below gives the placeholder at the default size.
  }
  return optimisedImage(url, width, height);
}

/** Sanitised article HTML with its PocketBase pictures replaced by optimised copies from the shop's origin. */
export async function withOptimisedContentImages(html: string, post: Pick<BlogPost, 'id' | 'images'>): Promise<string> {
  const tags = [...html.matchAll(/<img\b([^>]*?)\s*\/?>/g)];
  if (tags.length === 0) return html;
  const replacements = await Promise.all(
    tags.map(async ([tag, attrs = '']) => {
      const src = /\ssrc="([^"]*)"/.exec(` ${attrs}`)?.[1];
      const source = src === undefined ? null : contentImageSource(decode(src), post);
      if (!source) return tag;
      const image = await optimise(source);
      const kept = attrs.replace(/\s(src|srcset|width|height|loading|decoding)="[^"]*"/g, '').trim();
      const srcset = image.srcset ? ` srcset="${escape(image.srcset)}"` : '';
      return `<img src="${escape(image.src)}"${srcset} width="${image.width}" height="${image.height}" loading="lazy" decoding="async"${kept ? ` ${kept}` : ''} />`;
    }),
  );
  let i = 0;
  return html.replace(/<img\b([^>]*?)\s*\/?>/g, () => replacements[i++]!);
}
