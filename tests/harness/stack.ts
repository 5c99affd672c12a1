// Access to the running test stack (see scripts/lib/test-stack.mjs).
import PocketBase from 'pocketbase';
import { signInAsSuperuser } from '@/lib/data/superusers.mjs';

export interface TestStack {
  root: string;
  pbUrl: string;
  shopUrl: string;
  /** The Astro build the stack's shop server serves ('' when the stack was started without a build). */
  buildDir: string;
  /** When that build read PocketBase (ISO time). */
  builtFrom: string;
  admin: { email: string; password: string };
  adminToken: string;
  service: { email: string; password: string };
  buildToken: string;
  binary: string;
}

export function testStack(): TestStack {
  const raw = process.env.SHOP_TEST_STACK;
  if (!raw) throw new Error('SHOP_TEST_STACK is not set: run the tests through `npm test` or the global setup.');
  return JSON.parse(raw) as TestStack;
}

/**
 * A PocketBase filter for visible products the stack's build knows. Other tests running beside a browser test add
 * products of their own after the build; prebuilt pages never show those (only on-demand pages do).
 */
export function builtProductsFilter(pb: PocketBase, extra = ''): string {
  // The time the build started, not a built file's mtime: other tests may serve or copy the build.
  const builtAt = testStack().builtFrom.replace('T', ' ');
  return pb.filter(`isVisible = true && created < {:builtAt}${extra ? ` && (${extra})` : ''}`, { builtAt });
}

/** A superuser client, for checking what really landed in PocketBase. */
export async function adminClient(): Promise<PocketBase> {
  const { pbUrl, admin, adminToken } = testStack();
  const pb = new PocketBase(pbUrl);
  pb.autoCancellation(false);
  // The stack's token, not a new sign-in: PocketBase limits sign-ins per client.
  if (adminToken) pb.authStore.save(adminToken, { id: '', collectionName: '_superusers', collectionId: '' });
  else await signInAsSuperuser(pb, admin.email, admin.password);
  return pb;
}

/** An anonymous client: what any browser on the internet could do. */
export function anonymousClient(): PocketBase {
  const pb = new PocketBase(testStack().pbUrl);
  pb.autoCancellation(false);
  return pb;
}

let cached: PocketBase | null = null;
/** One superuser client per test file (per worker in Playwright), made on first use. */
export async function adminPb(): Promise<PocketBase> {
  cached ??= await adminClient();
  return cached;
}

/**
 * A client signed in as the shop's service account (what the shop server uses), obtained by the operator
 * impersonating it: impersonation is not a sign-in, so it does not spend the sign-in rate limit.
 */
export async function servicePb(): Promise<PocketBase> {
  const admin = await adminPb();
  const account = await admin.collection('shop_service').getFirstListItem('');
  const pb = await admin.collection('shop_service').impersonate(account.id, 3600);
  pb.autoCancellation(false);
  return pb;
}

/**
 * A client signed in as the message sender's own account (message_senders: what scripts/sender.mjs uses), the
 * operator impersonating it as servicePb does.
 */
export async function senderPb(): Promise<PocketBase> {
  const admin = await adminPb();
  const account = await admin.collection('message_senders').getFirstListItem('');
  const pb = await admin.collection('message_senders').impersonate(account.id, 3600);
  pb.autoCancellation(false);
  return pb;
}
