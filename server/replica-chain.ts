// What a Litestream 0.3 replica holds, and whether it restores whole
// (server/replication.ts writes it, scripts/restore.mjs reads it back).
//
// A replica is made of generations; each has snapshots (the whole database,
// lz4-compressed) and WAL segments named by WAL index and byte offset: segment
// after segment, each starts where the one before it ended, and a new index
// starts at offset 0. `litestream restore` checks that every index is there and
// starts at 0, but not that the offsets join up: with one segment missing in the
// middle it restores anyway (exit 0), SQLite drops the rest of that index (its
// frame checksums no longer chain), and the indexes after it are applied over
// pages that never got their changes, which is a damaged database. So for a
// folder replica the chain is checked here before restoring: each segment is
// decompressed (only its length is needed) and must start where the one before
// ended; a snapshot that does not decompress to its end is damaged.
// For an S3 bucket the listing comes from Litestream (`litestream snapshots`,
// `litestream wal`, times to the second, no lengths): the indexes are checked,
// the offsets cannot be, and the restored database's integrity check is what
// catches a gap that damages it.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

export type SnapshotEntry = { index: number; createdMs: number; file?: string };
export type WalEntry = { index: number; offset: number; createdMs: number; file?: string };
export type Generation = { name: string; snapshots: SnapshotEntry[]; wal: WalEntry[]; startMs: number; endMs: number };

/**
 * The length of the data in one lz4 frame (as Litestream writes them: github.com/pierrec/lz4), or an error saying
 * why it does not decode to its end. Only the lengths are computed; nothing is copied.
 */
export function lz4Length(b: Uint8Array): number {
  const fail = (why: string) => {
    throw new Error(why);
  };
  if (b.length < 7) fail(`${b.length} bytes, too short for an lz4 frame`);
  if (b[0] !== 0x04 || b[1] !== 0x22 || b[2] !== 0x4d || b[3] !== 0x18) fail('not an lz4 frame');
  const flg = b[4] ?? 0;
  if (flg >> 6 !== 1) fail('unknown lz4 frame version');
  const blockChecksum = (flg & 0x10) !== 0;
  let i = 6 + ((flg & 0x08) !== 0 ? 8 : 0) + ((flg & 0x01) !== 0 ? 4 : 0) + 1;
  let out = 0;
  for (;;) {
    if (i + 4 > b.length) fail(`ends after ${out} bytes of data without its end mark (cut short)`);
    const word = (b[i] ?? 0) | ((b[i + 1] ?? 0) << 8) | ((b[i + 2] ?? 0) << 16) | ((b[i + 3] ?? 0) << 24);
    i += 4;
    if (word === 0) break;
    const size = word & 0x7fffffff;
    const end = i + size;
    if (end > b.length) fail(`ends after ${out} bytes of data in the middle of a block (cut short)`);
    if (word < 0) out += size;
    else {
      // LZ4 block: sequences of literals then a match (the last sequence has literals only).
      let p = i;
      while (p < end) {
        const token = b[p++] ?? 0;
        let lit = token >> 4;
        if (lit === 15) {
          let s = 255;
          while (s === 255 && p < end) lit += s = b[p++] ?? 0;
        }
        p += lit;
        out += lit;
        if (p > end) fail('a block ends in the middle of its literals');
        if (p === end) break;
        const offset = (b[p] ?? 0) | ((b[p + 1] ?? 0) << 8);
        p += 2;
        if (offset === 0 || offset > out) fail('a block refers to data before its start');
        let match = token & 15;
        if (match === 15) {
          let s = 255;
          while (s === 255 && p < end) match += s = b[p++] ?? 0;
        }
        out += match + 4;
      }
    }
    i = end + (blockChecksum ? 4 : 0);
  }
  return out;
}

const hex = (s: string) => Number.parseInt(s, 16);

/**
 * The generations of a folder replica, from its files (times to the millisecond: Litestream's own are the files'
 * modification times).
 */
export function folderGenerations(root: string): Generation[] {
  const dir = join(root, 'generations');
  if (!existsSync(dir)) return [];
  const generations: Generation[] = [];
  for (const name of readdirSync(dir)) {
    if (!/^[0-9a-f]{16}$/.test(name)) continue;
    const list = (sub: string) => {
      const d = join(dir, name, sub);
      return existsSync(d) ? readdirSync(d).map((f) => ({ f, file: join(d, f) })) : [];
    };
    const snapshots = list('snapshots').flatMap(({ f, file }) => {
      const m = /^([0-9a-f]{8})\.snapshot\.lz4$/.exec(f);
      return m ? [{ index: hex(m[1] ?? ''), createdMs: statSync(file).mtimeMs, file }] : [];
    });
    const wal = list('wal').flatMap(({ f, file }) => {
      const m = /^([0-9a-f]{8})_([0-9a-f]{8})\.wal\.lz4$/.exec(f);
      return m ? [{ index: hex(m[1] ?? ''), offset: hex(m[2] ?? ''), createdMs: statSync(file).mtimeMs, file }] : [];
    });
    generations.push(generation(name, snapshots, wal));
  }
  return generations;
}

export function generation(name: string, snapshots: SnapshotEntry[], wal: WalEntry[]): Generation {
  snapshots.sort((a, b) => a.index - b.index || a.createdMs - b.createdMs);
  wal.sort((a, b) => a.index - b.index || a.offset - b.offset);
  const times = [...snapshots, ...wal].map((e) => e.createdMs);
  return { name, snapshots, wal, startMs: Math.min(...times), endMs: Math.max(...times) };
}

/**
 * The generation Litestream restores for `atMs` (or its newest state): among those holding a snapshot at or before
 * that time and reaching it, the one updated last.
 */
export function generationFor(generations: Generation[], atMs: number) {
  const candidates = generations.filter(
    (g) => g.snapshots.length && (atMs === undefined || (g.startMs <= atMs && atMs <= g.endMs)),
  );
  return candidates.sort((a, b) => b.endMs - a.endMs)[0] ?? null;
}

export type Chain =
  | { ok: true; snapshot: SnapshotEntry; lastApplied: number; segments: number }
  | { ok: false; problem: 'snapshot'; snapshot: SnapshotEntry; reason: string }
  | {
      ok: false;
      problem: 'gap';
      snapshot: SnapshotEntry;
      lastConsistentMs: number;
      reason: string;
      segmentsAfter: number;
      endMs: number;
    };

/**
 * Checks what a restore of `gen` up to `atMs` (or all of it) would apply: the snapshot it starts from, then each WAL
 * segment after it. Segments carry their file (a folder replica) to be checked to the byte; without one only the
 * order of indexes and offsets is.
 */
export function checkChain(gen: Generation, atMs: number): Chain {
  const upTo = atMs ?? Number.POSITIVE_INFINITY;
  // Litestream starts from the newest snapshot made at or before the time asked for.
  const snapshot = gen.snapshots.filter((s) => s.createdMs <= upTo).sort((a, b) => b.createdMs - a.createdMs)[0];
  if (!snapshot) throw new Error(`generation ${gen.name} has no snapshot at or before that time`);
  if (snapshot.file) {
    try {
      lz4Length(readFileSync(snapshot.file));
    } catch (err) {
      return { ok: false, problem: 'snapshot', snapshot, reason: err instanceof Error ? err.message : String(err) };
    }
  }
  const segments = gen.wal.filter((w) => w.index >= snapshot.index && w.createdMs <= upTo);
  let index = snapshot.index;
  /** Where the next segment of this index must start (-1: after the last one, lengths unknown). */
  let offset = 0;
  let lastApplied = snapshot.createdMs;
  for (const [n, w] of segments.entries()) {
    const broken = (reason: string) => ({
      ok: false as const,
      problem: 'gap' as const,
      snapshot,
      lastConsistentMs: lastApplied,
      reason,
      segmentsAfter: segments.length - n,
      endMs: Math.max(...segments.map((s) => s.createdMs)),
    });
    const sameIndex = w.index === index && (offset === -1 ? w.offset > 0 : w.offset === offset);
    const nextIndex = n > 0 && w.index === index + 1 && w.offset === 0;
    if (!sameIndex && !nextIndex) {
      return broken(
        w.index === index
          ? `in WAL index ${index} the segment at offset ${offset} is missing (the next one there starts at ${w.offset})`
          : `WAL index ${n === 0 ? index : index + 1} is missing or incomplete (the next segment is index ${w.index}, offset ${w.offset})`,
      );
    }
    if (nextIndex) {
      index = w.index;
      offset = 0;
    }
    if (w.file) {
      try {
        offset += lz4Length(readFileSync(w.file));
      } catch (err) {
        return broken(`the WAL segment ${w.index}/${w.offset} is damaged: ${err instanceof Error ? err.message : err}`);
      }
    } else offset = -1;
    lastApplied = w.createdMs;
  }
  return { ok: true, snapshot, lastApplied, segments: segments.length };
}
