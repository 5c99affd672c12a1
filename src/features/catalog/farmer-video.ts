// docs/rules.md §2 Home 8: each farmer card plays the farmer's video when it can. A
// PocketBase farmer's videoUrl is free text: a video file (absolute, or a path
// on this site), a page such as YouTube, or nothing.
import { existsSync } from 'node:fs';
import { join, normalize } from 'node:path';

export type FarmerMedia =
  | { kind: 'video'; src: string } // a file the <video> element can play
  | { kind: 'link'; href: string } // a video page: the card's play button opens it
  | { kind: 'none' };

const VIDEO_FILE = /\.(mp4|webm)$/i;

/**
 * Decides how a farmer's video is shown. `siteFileExists` answers whether a
 * site-relative path is served by this site (a missing file is not playable).
 */
export function farmerMedia(videoUrl: string, siteFileExists: (path: string) => boolean): FarmerMedia {
  const url = videoUrl.trim();
  if (!url) return { kind: 'none' };
  if (url.startsWith('/') && !url.startsWith('//')) {
    const path = url.split(/[?#]/)[0];
    return VIDEO_FILE.test(path) && siteFileExists(path) ? { kind: 'video', src: url } : { kind: 'none' };
  }
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return { kind: 'none' };
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return { kind: 'none' };
  // The shop's content security policy lets <video> load https files only.
  if (VIDEO_FILE.test(parsed.pathname) && parsed.protocol === 'https:') return { kind: 'video', src: parsed.href };
  return { kind: 'link', href: parsed.href };
}

/** Build-time check against public/ (the build runs from the project root). */
export function publicFileExists(path: string): boolean {
  const relative = normalize(decodeURIComponent(path)).replace(/^([/\\])+/, '');
  if (relative.startsWith('..')) return false;
  return existsSync(join(process.cwd(), 'public', relative));
}
