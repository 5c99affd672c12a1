// Issue 22, item 8: no collection can be written by a guest. Every collection's create, update and delete rules are
// read through the superuser API; any rule a guest could pass (an empty rule, or one with a way through that does
// not require a signed-in account) fails the test unless it is on the allow-list below with its reason. Then each
// collection is tried for real as a guest. The built-in `users` collection (anonymous sign-ups with 5 MB avatars)
// is gone.
import { describe, expect, it } from 'vitest';
import { adminPb, anonymousClient, testStack } from '@tests/harness/stack';

/**
 * Collection + action a guest may write, with why. Empty: guests reach PocketBase's data only through the shop
 * server (orders, forms), which signs in as the shop's service account.
 */
const GUEST_WRITABLE: Record<string, string> = {};

/** The parts of `rule` joined by `operator` outside parentheses (a small reader: PocketBase exports no parser). */
function split(rule: string, operator: '||' | '&&'): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < rule.length; i++) {
    if (rule[i] === '(') depth++;
    else if (rule[i] === ')') depth--;
    else if (depth === 0 && rule.startsWith(operator, i)) {
      parts.push(rule.slice(start, i));
      start = i + 2;
    }
  }
  parts.push(rule.slice(start));
  return parts.map((p) => p.trim());
}

/** `rule` without parentheses around the whole of it. */
function unwrap(rule: string): string {
  let r = rule.trim();
  while (r.startsWith('(') && r.endsWith(')')) {
    let depth = 0;
    let whole = true;
    for (let i = 0; i < r.length - 1; i++) {
      if (r[i] === '(') depth++;
      else if (r[i] === ')') depth--;
      if (depth === 0) whole = false;
    }
    if (!whole) break;
    r = r.slice(1, -1).trim();
  }
  return r;
}

/** A condition only a signed-in account meets. */
const AUTH_REQUIRED = [/^@request\.auth\.collectionName\s*=\s*["'][^"']+["']$/, /^@request\.auth\.id\s*!=\s*(""|'')$/];

/** Whether a guest could pass `rule`: null is closed; every way through (`||`) must require a signed-in account. */
function guestCanPass(rule: string | null): boolean {
  if (rule === null) return false;
  if (rule.trim() === '') return true;
  return split(unwrap(rule), '||').some((way) => {
    const inner = unwrap(way);
    if (split(inner, '||').length > 1) return guestCanPass(inner);
    return !split(inner, '&&').some((part) => AUTH_REQUIRED.some((pattern) => pattern.test(unwrap(part))));
  });
}

describe('the rule reader', () => {
  it.each([
    ['', true],
    ['id != ""', true],
    ['@request.auth.collectionName = "shop_service"', false],
    ['(@request.auth.collectionName = "shop_service") || (@request.auth.collectionName = "staff" && x = 1)', false],
    ['@request.auth.collectionName = "staff" || status = "open"', true],
    ['@request.auth.id != "" && recordRef = @request.auth.id', false],
    ['id = @request.auth.id', true],
  ])('%j: a guest can pass it: %s', (rule, open) => expect(guestCanPass(rule)).toBe(open));
});

describe('guest writes', () => {
  it('no collection has a create, update or delete rule a guest can pass, except the allow-list', async () => {
    const admin = await adminPb();
    const collections = await admin.collections.getFullList();
    expect(collections.length).toBeGreaterThan(10);
    const open: string[] = [];
    for (const c of collections)
      for (const action of ['createRule', 'updateRule', 'deleteRule'] as const) {
        const rule = c[action] as string | null;
        if (guestCanPass(rule) && !GUEST_WRITABLE[`${c.name}.${action}`])
          open.push(`${c.name}.${action} = ${JSON.stringify(rule)}`);
      }
    expect(open).toEqual([]);
  });

  it('removed the users collection (anonymous sign-ups with avatars)', async () => {
    const admin = await adminPb();
    const names = (await admin.collections.getFullList({ fields: 'name' })).map((c) => c.name);
    expect(names).not.toContain('users');
    const signUp = await fetch(`${testStack().pbUrl}/api/collections/users/records`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        email: 'guest@example.com',
        password: 'guest-password-1',
        passwordConfirm: 'guest-password-1',
      }),
    });
    expect(signUp.status).toBe(404);
  });

  it('refuses a guest create, update and delete on every collection, changing nothing', async () => {
    const admin = await adminPb();
    const guest = anonymousClient();
    for (const c of await admin.collections.getFullList()) {
      if (c.type === 'view') continue;
      const before = await admin
        .collection(c.name)
        .getList(1, 1, { sort: '-created' })
        .catch(() => null);
      const created = await guest
        .collection(c.name)
        .create({
          name: 'guest write',
          email: `guest-${c.name}@example.com`,
          password: 'guest-password-1',
          passwordConfirm: 'guest-password-1',
        })
        .then(
          () => 'created',
          (err: { status: number }) => err.status,
        );
      expect(created, `${c.name}: create`).not.toBe('created');
      const existing = before?.items[0];
      if (!existing) continue;
      const updated = await guest
        .collection(c.name)
        .update(existing.id, { name: 'guest write' })
        .then(
          () => 'updated',
          (err: { status: number }) => err.status,
        );
      expect(updated, `${c.name}: update`).not.toBe('updated');
      const deleted = await guest
        .collection(c.name)
        .delete(existing.id)
        .then(
          () => 'deleted',
          (err: { status: number }) => err.status,
        );
      expect(deleted, `${c.name}: delete`).not.toBe('deleted');
      const after = await admin.collection(c.name).getOne(existing.id);
      expect(after.updated, `${c.name}: unchanged`).toBe(existing.updated);
    }
  });
});
