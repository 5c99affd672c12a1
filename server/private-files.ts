// Everything the shop writes to disk holds private data or leads to it (the
// database with customers' details and the superuser token secret, backups,
// credentials, builds): folders 700 and files 600, owner only.
import { chmodSync, existsSync, mkdirSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/**
 * New files and folders of this process and its children (PocketBase, astro build) get no group or other
 * permissions. Worker threads cannot change the umask (their files are made by the main process anyway).
 */
export function privateUmask() {
  try {
    process.umask(0o077);
  } catch {
    // a worker thread
  }
}

/**
 * Makes `dir` (and missing parents) and closes it to everyone but the owner, also when it existed already.
 */
export function privateDir(dir: string) {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  chmodSync(dir, 0o700);
  return dir;
}

/**
 * Closes a data folder made by an older version (755/644): the folder itself 700, and the database files at its
 * top 600. Inside a 700 folder nothing is reachable by others, whatever the files' own modes.
 */
export function tightenDataDir(dir: string) {
  if (!existsSync(dir)) return;
  chmodSync(dir, 0o700);
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    const stat = statSync(path);
    chmodSync(path, stat.isDirectory() ? 0o700 : 0o600);
  }
}

/**
 * Every folder (700) and file (600) under `dir`, for trees made by tools that copy modes from elsewhere (a build
 * copies `public/` files with their modes from the repository). Symbolic links are left alone.
 */
export function privateTree(dir: string) {
  chmodSync(dir, 0o700);
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isSymbolicLink()) continue;
    chmodSync(join(entry.parentPath, entry.name), entry.isDirectory() ? 0o700 : 0o600);
  }
}
