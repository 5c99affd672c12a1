// The record types of src/lib/data (src/lib/data/pocketbase-types.ts) are generated from the schema, never written by
// hand: this test generates them again, as `npm run typegen` does (scripts/typegen.mjs), from the collections of the
// running stack (started with the same migrations) and fails when the committed file is not that.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { adminPb } from '@tests/harness/stack';
import { readSchema, recordTypesSource, typesPath } from '../../../scripts/typegen.mjs';

describe('record types', () => {
  it('src/lib/data/pocketbase-types.ts is what `npm run typegen` writes for the migrated schema', async () => {
    const schema = await readSchema(await adminPb());
    const fresh = recordTypesSource(schema);
    // The generator saw the real schema: a collection and a field of it are typed.
    expect(fresh).toMatch(
      /export type OrdersRecord<Titems = unknown, Tpayees = unknown> = \{[^}]*\n {2}orderNumber\?: string;/,
    );
    const committed = readFileSync(typesPath, 'utf8');
    expect(committed, 'src/lib/data/pocketbase-types.ts is stale: run `npm run typegen` and commit the file').toBe(
      fresh,
    );
  });
});
