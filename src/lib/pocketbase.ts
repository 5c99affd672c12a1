// Where PocketBase is, and how to build file URLs. Used at build time by the
// content loaders and at run time by *.server.ts code.
import PocketBase from 'pocketbase';

export function pocketbaseUrl(): string {
  return (process.env.PB_URL ?? 'http://127.0.0.1:8090').replace(/\/$/, '');
}

/** Spec §3: {base}/api/files/{collection}/{id}/{file}. */
export function fileUrl(collection: string, recordId: string, file: string, base = pocketbaseUrl()): string {
  return `${base}/api/files/${collection}/${recordId}/${encodeURIComponent(file)}`;
}

/** An anonymous client: sees exactly what the public API rules allow. */
export function publicClient(): PocketBase {
  const pb = new PocketBase(pocketbaseUrl());
  pb.autoCancellation(false);
  return pb;
}
