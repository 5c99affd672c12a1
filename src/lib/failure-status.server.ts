// The status an endpoint answers a failed request with, for endpoints that answer in a shape of their own (actions
// use toActionError, src/lib/actions/errors.server.ts, which follows the same rule). Only a PocketBase that cannot be
// reached or is busy (isServiceDown) is an outage, answered 503 "try again"; anything else is a bug, here or in
// PocketBase's hooks, and is answered 500 so it is not mistaken for an outage. Both are logged with the stack.
import { isServiceDown } from './pocketbase.server';

/** 503 when PocketBase is down or busy, 500 for anything else; logs `err` under `[context]` either way. */
export function failureStatus(err: unknown, context: string): 503 | 500 {
  const down = isServiceDown(err);
  console.error(`[${context}] ${down ? 'PocketBase unavailable' : 'unexpected failure'}:`, err);
  return down ? 503 : 500;
}
