// Shared locations and a tiny logger for the project's scripts.
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import { privateUmask } from './private-files.ts';

// Every script of the project (start, seed, publisher, rebuild, rollback, serve, the test stack) imports this
// file: from here on, what they and their children create is private (server/private-files.ts).
privateUmask();

export const projectRoot = fileURLToPath(new URL('..', import.meta.url));
export const migrationsDir = join(projectRoot, 'pocketbase', 'pb_migrations');
export const hooksDir = join(projectRoot, 'pocketbase', 'pb_hooks');

export function log(message: string) {
  console.log(`[shop] ${message}`);
}
