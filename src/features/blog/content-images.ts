// Pictures an operator places in an article (docs/operators.md, "Blog
// pictures"): uploaded to the post's Images field and inserted with the
// editor's "Insert media → Media from collection", which writes PocketBase's
// own address (<img src="https://pb…/api/files/…/<post id>/<file>?thumb=…">).
// At build time each such picture, or an <img src="<file name>"> naming one of
// the post's uploads, becomes an optimised copy served from the shop itself,
// so no page carries PocketBase's address and the CSP (img-src 'self') holds.
// Runs on the sanitised HTML: only the src/srcset/size attributes change.
import { inferRemoteSize } from 'astro:assets';
import { optimisedImage } from '../../lib/images/page-images';
import { fileUrl } from '../../lib/pocketbase';
import type { BlogPost } from '../../lib/data/posts.parse';
import { contentImageSource, escapeAttribute, imgTags } from './content-image-source';

/** Widest picture in an article column (the 2x copy doubles it). */
export const CONTENT_IMAGE_WIDTH = 768;

async function optimise(url: string): Promise<{ src: string; srcset: string; width: number; height: number }> {
  if (url === '') return optimisedImage('', CONTENT_IMAGE_WIDTH, Math.round(CONTENT_IMAGE_WIDTH * 0.75));
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
  return imgTags(html, async (src, rest) => {
    const source = contentImageSource(src, post, fileUrl);
    if (source === null) return null;
    const image = await optimise(source);
    const srcset = image.srcset ? ` srcset="${escapeAttribute(image.srcset)}"` : '';
    return `<img src="${escapeAttribute(image.src)}"${srcset} width="${image.width}" height="${image.height}" loading="lazy" decoding="async"${rest ? ` ${rest}` : ''} />`;
  });
}
