// The project's migrations are written by hand, named `<timestamp>_<what it does>.js` (pocketbase/pb_migrations). A
// PocketBase started with automigrate on writes a file of its own (`<timestamp>_created_x.js`, `_updated_x.js`,
// `_deleted_x.js`) whenever a collection changes: a test that changed a collection once left one here, and every
// later stack applied it. Test stacks start PocketBase with automigrate off (server/pocketbase-process.ts); this
// catches one that does not.
import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const MIGRATIONS = new URL('../../../pocketbase/pb_migrations/', import.meta.url);

describe('pocketbase/pb_migrations', () => {
  it('holds no file that PocketBase wrote by itself', () => {
    const files = readdirSync(MIGRATIONS).filter((name) => name.endsWith('.js'));
    expect(files.length).toBeGreaterThan(10);
    expect(files.filter((name) => /^\d+_(created|updated|deleted)_/.test(name))).toEqual([]);
  });
});
