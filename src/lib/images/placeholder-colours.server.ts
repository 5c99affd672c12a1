// The build's placeholder colours (placeholder-colour.ts) for the pictures of the records it loads: each file fetched
// from PocketBase and measured once, then kept in the content loader's meta between builds (published-loader.ts), so
// an incremental build measures only the pictures of records that changed, and only when the file itself changed (a
// PocketBase file name never names other bytes). What cannot be fetched now gets no colour (the neutral one shows)
// and is tried again at the next build; what cannot be decoded is remembered as such. Never fails a build.
import { dominantColour } from './placeholder-colour';
import { PB_REQUEST_TIMEOUT_MS } from '../pocketbase';

/** Largest file measured (PocketBase's own limit on image fields is 5 MB). */
const MAX_SOURCE_BYTES = 10 * 1024 * 1024;

/** Files fetched and measured at once: decoding takes a core for a moment; the build has two at most. */
const PARALLEL = 3;

/** What the loader keeps between builds, by record id: the file measured and its colour ("" when not decodable). */
export type KnownColours = Record<string, { file: string; colour: string }>;

export function readKnownColours(text: string | undefined): KnownColours {
  try {
    const value = JSON.parse(text ?? '{}') as unknown;
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as KnownColours) : {};
  } catch {
    return {};
  }
}

async function fetchBytes(url: string, token: string | null): Promise<Uint8Array | null> {
  try {
    const res = await fetch(url, {
      headers: token ? { Authorization: token } : {},
      redirect: 'error',
      signal: AbortSignal.timeout(PB_REQUEST_TIMEOUT_MS),
    });
    if (!res.ok) return null;
    if (Number(res.headers.get('content-length') ?? 0) > MAX_SOURCE_BYTES) return new Uint8Array();
    const bytes = new Uint8Array(await res.arrayBuffer());
    return bytes.length > MAX_SOURCE_BYTES ? new Uint8Array() : bytes;
  } catch {
    return null;
  }
}

/**
 * The colour of each record's picture (`pictures`: record id → file URL), from `known` when it measured the same file,
 * else fetched and measured now. Updates `known` in place (records left out of `pictures` keep their entry: the caller
 * drops those of deleted records). Returns record id → colour, without the records whose picture has no colour.
 */
export async function placeholderColours(
  pictures: Map<string, string>,
  known: KnownColours,
  token: string | null,
): Promise<Map<string, string>> {
  const out = new Map<string, string>();
  const todo: [string, string][] = [];
  for (const [id, url] of pictures) {
    const was = known[id];
    if (was && was.file === url) {
      if (was.colour) out.set(id, was.colour);
    } else todo.push([id, url]);
  }
  let next = 0;
  const worker = async () => {
    while (next < todo.length) {
      const [id, url] = todo[next++] as [string, string];
      const bytes = await fetchBytes(url, token);
      if (bytes === null) continue; // not fetched now: tried again at the next build
      const colour = (bytes.length && (await dominantColour(bytes))) || '';
      known[id] = { file: url, colour };
      if (colour) out.set(id, colour);
    }
  };
  await Promise.all(Array.from({ length: Math.min(PARALLEL, todo.length) }, worker));
  return out;
}
