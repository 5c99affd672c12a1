// The desk's lookups (pocketbase/pb_hooks/lib/desk-lookups.js, used by desk.pb.js's coupon-codes and staff-names
// routes): a bounded list of texts from the body, each mapped to what was found, what is missing left out.
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';

const { lookupEach } = createRequire(import.meta.url)('../../../pocketbase/pb_hooks/lib/desk-lookups.js') as {
  lookupEach: (body: unknown, field: string, max: number, find: (key: string) => string) => Record<string, string>;
};

const names: Record<string, string> = { 'a@x.test': 'Alice', 'b@x.test': '' };
function findName(email: string): string {
  if (!(email in names)) throw new Error('no such staff member');
  return names[email] as string;
}

describe('a desk lookup', () => {
  it('answers the keys found, leaving out the missing and the empty ones and what is not text', () => {
    const body = { emails: ['a@x.test', 'b@x.test', 'nobody@x.test', 42, null] };
    expect(lookupEach(body, 'emails', 100, findName)).toEqual({ 'a@x.test': 'Alice' });
  });

  it('reads at most `max` keys', () => {
    const seen: string[] = [];
    const found = lookupEach({ ids: ['1', '2', '3'] }, 'ids', 2, (id) => {
      seen.push(id);
      return id;
    });
    expect(seen).toEqual(['1', '2']);
    expect(found).toEqual({ 1: '1', 2: '2' });
  });

  it('answers nothing for a body without the list', () => {
    for (const body of [undefined, null, 'emails', {}, { emails: 'a@x.test' }]) {
      expect(lookupEach(body, 'emails', 100, findName)).toEqual({});
    }
  });
});
