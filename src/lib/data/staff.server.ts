// The staff collection's sessions on the order desk, through the desk routes of pocketbase/pb_hooks/desk-session.pb.js.
// The browser never talks to PocketBase: the shop's server calls it with the staff member's token (StaffClient), so
// PocketBase's rules are what limit staff.
import type PocketBase from 'pocketbase';
import { pbStatus, serverClient, withService } from '../pocketbase.server';

/** A PocketBase client carrying a staff member's token: every desk read and write goes through one. */
export type StaffClient = PocketBase;

export function staffClient(token = ''): StaffClient {
  const pb = serverClient();
  pb.autoCancellation(false);
  if (token) pb.authStore.save(token, null);
  return pb;
}

/** The staff member a session belongs to ("" for what the account leaves empty). */
export interface SignedInStaff {
  name: string;
  email: string;
}

const text = (v: unknown) => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');

/** GET /api/desk/me: the staff member `pb`'s token belongs to (issues no new token). Throws PocketBase's refusal. */
export async function readSignedInStaff(pb: StaffClient): Promise<SignedInStaff> {
  const me = await pb.send<{ name?: unknown; email?: unknown }>('/api/desk/me', { method: 'GET', requestKey: null });
  return { name: text(me.name), email: text(me.email) };
}

/**
 * POST /api/desk/sign-in as the service account: the staff member's token, or the status of the route's own refusal
 * (400: wrong email or password, 429: too many tries). A failure of the service account's own sign-in, and an answer
 * without a token, are thrown, never one of these refusals.
 */
export function requestStaffToken(
  email: string,
  password: string,
): Promise<{ token: string } | { refused: 400 | 429 }> {
  return withService(async (pb) => {
    try {
      const auth = await pb.send<{ token?: unknown }>('/api/desk/sign-in', {
        method: 'POST',
        body: { email, password },
        requestKey: null,
      });
      if (typeof auth.token !== 'string' || auth.token === '') {
        throw new Error('POST /api/desk/sign-in answered without a token');
      }
      return { token: auth.token };
    } catch (err) {
      const status = pbStatus(err);
      if (status === 400 || status === 429) return { refused: status };
      throw err;
    }
  });
}

/** POST /api/desk/sign-out with `token`: PocketBase rotates the staff member's token key. Throws PocketBase's refusal. */
export async function endStaffSession(token: string): Promise<void> {
  await staffClient(token).send('/api/desk/sign-out', { method: 'POST', requestKey: null });
}
