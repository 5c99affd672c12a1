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

/** GET /api/desk/me: the staff member `pb`'s token belongs to (issues no new token). Throws PocketBase's refusal. */
export function readSignedInStaff(pb: StaffClient): Promise<{ name?: unknown; email?: unknown }> {
  return pb.send('/api/desk/me', { method: 'GET', requestKey: null });
}

/**
 * POST /api/desk/sign-in as the service account: the route's answer, or the status of its own refusal (400: wrong
 * email or password, 429: too many tries). A failure of the service account's own sign-in is thrown, never one of
 * these refusals.
 */
export function requestStaffToken(
  email: string,
  password: string,
): Promise<{ token: unknown } | { refused: 400 | 429 }> {
  return withService(async (pb) => {
    try {
      const auth = await pb.send<{ token?: unknown }>('/api/desk/sign-in', {
        method: 'POST',
        body: { email, password },
        requestKey: null,
      });
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
