// Shared locations and a tiny logger for the project's scripts.
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';

export const projectRoot = fileURLToPath(new URL('../..', import.meta.url));
export const migrationsDir = join(projectRoot, 'pocketbase', 'pb_migrations');
export const hooksDir = join(projectRoot, 'pocketbase', 'pb_hooks');
export const defaultDataDir = join(projectRoot, '.data', 'pb_data');

export function log(message) {
  console.log(`[shop] ${message}`);
}
