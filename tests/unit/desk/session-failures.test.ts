// The order desk says "the order system cannot be reached" (503) only when PocketBase cannot be reached or is busy
// (isServiceDown, src/lib/pocketbase.server.ts); a refused session is "expired"; anything else is a bug, logged and
// answered 500 (src/features/desk/session.server.ts, src/pages/desk/export.ts). The outages here are real: PocketBase
// addressed on a closed port (as tests/integration/lib/service-client.test.ts does). The bug cases against the real
// stack are in tests/integration/lib/endpoint-failures.test.ts.
import type { AstroCookies } from 'astro';
import { ClientResponseError } from 'pocketbase';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { currentStaff, deskFailure, signInStaff, signOutStaff } from '@/features/desk/session.server';
import { resetServiceClient } from '@/lib/pocketbase.server';

const pbError = (status: number) => new ClientResponseError({ url: 'http://127.0.0.1:9/api/x', status, response: {} });

describe('deskFailure', () => {
  it.each([0, 429])('PocketBase status %i is "down"', (status) => {
    expect(deskFailure(pbError(status))).toBe('down');
  });

  it('follows a cause chain to an outage', () => {
    expect(deskFailure(new Error('listing failed', { cause: pbError(0) }))).toBe('down');
  });

  it.each([401, 403])('PocketBase status %i is "expired" (the session is refused)', (status) => {
    expect(deskFailure(pbError(status))).toBe('expired');
  });

  it.each([400, 404, 500, 502])('PocketBase status %i is a bug, not an outage', (status) => {
    expect(deskFailure(pbError(status))).toBe('bug');
  });

  it('a bug in our code is a bug', () => {
    expect(deskFailure(new TypeError("Cannot read properties of undefined (reading 'status')"))).toBe('bug');
    expect(deskFailure(new Error('listing failed', { cause: new SyntaxError('Unexpected token') }))).toBe('bug');
  });
});

/** The part of Astro's context currentStaff reads: a cookie jar holding one session token. */
function contextWithToken(token: string) {
  const deleted: string[] = [];
  const cookies = {
    get: (name: string) => (name === 'desk_session' ? { value: token } : undefined),
    delete: (name: string) => deleted.push(name),
  } as unknown as AstroCookies;
  return { context: { cookies, originPathname: '/desk' }, deleted };
}

describe('the session calls', () => {
  const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
  beforeEach(() => {
    resetServiceClient();
    vi.stubEnv('PB_URL', 'http://127.0.0.1:9');
    vi.stubEnv('SHOP_SERVICE_EMAIL', 'service@krishibazaar.test');
    vi.stubEnv('SHOP_SERVICE_PASSWORD', 'service-password');
  });
  afterEach(() => {
    vi.unstubAllEnvs();
    logged.mockClear();
  });

  it('an unreachable PocketBase is "down" for the session check, and the session is kept', async () => {
    const { context, deleted } = contextWithToken('some-token');
    expect(await currentStaff(context)).toEqual({ kind: 'down' });
    expect(deleted).toEqual([]);
  });

  it('an unreachable PocketBase is "down" for a sign-in, not a wrong password', async () => {
    expect(await signInStaff('staff@krishibazaar.test', 'a-password')).toEqual({ kind: 'down' });
  });

  it('an unreachable PocketBase leaves a sign-out not done (false), not an error', async () => {
    expect(await signOutStaff('some-token')).toBe(false);
  });

  it('a sign-in the shop cannot even try (no service account set) is a bug: thrown and logged, not "down"', async () => {
    vi.stubEnv('SHOP_SERVICE_PASSWORD', '');
    await expect(signInStaff('staff@krishibazaar.test', 'a-password')).rejects.toThrow(/not set/);
    expect(logged).toHaveBeenCalledWith('[desk] sign-in failed:', expect.any(Error));
  });
});
