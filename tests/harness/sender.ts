// The message sender as `npm start` runs it (scripts/sender.mjs, server/notify/sender.ts), next to a PocketBase of
// its own started with an SMS provider set (so order events queue their messages): a copy of the seeded data
// (tests/harness/other-shop.ts seededData). The sender is a child process a test may kill with SIGKILL and start
// again. `stop()` ends both and removes the temp dir.
import { type ChildProcess, spawn } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import PocketBase from 'pocketbase';
import { nepalDayStart, partsOf } from '../../server/notify/backoff.ts';
import { freePort, startPocketBase, stopChild } from '../../server/pocketbase-process.ts';
import { seededData } from './other-shop';
import { stockedProduct } from './stock';

const ROOT = resolve(import.meta.dirname, '../..');

export interface SenderShop {
  pbUrl: string;
  /** superuser client */
  admin: PocketBase;
  /** the sender's own account (message_senders), as the sender signs in */
  sender: { email: string; password: string };
  /** A client of the sender's account (the operator impersonating it: no sign-in to rate-limit). */
  senderClient(): Promise<PocketBase>;
  /** what the sender printed, for failure messages */
  senderLog(): string;
  startSender(env?: Record<string, string>): Promise<void>;
  /** Another sender beside the first (two `npm run sender` at once, or a restart's overlap); SIGTERM to stop. */
  startOtherSender(env?: Record<string, string>): Promise<{ log(): string; stop(): Promise<void> }>;
  /** Starts the sender unless it runs (so one failed test leaves no trap for the next). */
  ensureSender(): Promise<void>;
  /** SIGKILL, as a crash */
  killSender(): Promise<void>;
  /** SIGTERM: it finishes the message in hand */
  stopSender(): Promise<void>;
  stop(): Promise<void>;
}

/** `env`: the provider's settings (SMS_PROVIDER, SMS_API_URL, SMS_TOKEN, SMS_FROM ...), for PocketBase and sender. */
export async function startSenderShop(env: Record<string, string>): Promise<SenderShop> {
  const seeded = await seededData();
  const root = mkdtempSync(join(tmpdir(), 'shop-sender-'));
  const dataDir = join(root, 'pb_data');
  cpSync(seeded.dataDir, dataDir, { recursive: true });
  const port = await freePort();
  const pocketbase = await startPocketBase({
    binary: seeded.binary,
    dataDir,
    port,
    extraEnv: { SMS_PROVIDER: env.SMS_PROVIDER ?? 'off' },
    // a test that changes a collection must not write a migration file into the project
    automigrate: false,
  }).catch((err) => {
    rmSync(root, { recursive: true, force: true });
    throw err;
  });
  const admin = new PocketBase(pocketbase.url);
  admin.autoCancellation(false);
  admin.authStore.save(seeded.adminToken, { id: '', collectionName: '_superusers', collectionId: '' });

  let sender: ChildProcess | null = null;
  let log = '';
  // The sender's credentials where `npm start` keeps them (server/credentials.ts senderCredentials); the service
  // account's are not handed to it (scripts/start.mjs neither).
  writeFileSync(join(root, 'sender-credentials.json'), JSON.stringify(seeded.sender), { mode: 0o600 });
  const { SHOP_SERVICE_EMAIL: _email, SHOP_SERVICE_PASSWORD: _password, ...inherited } = process.env;
  const senderEnv = {
    ...inherited,
    PB_URL: pocketbase.url,
    PB_DATA_DIR: dataDir,
    SMS_RECEIPT_URL: `${pocketbase.url}/api/shop/sms-receipt`,
    SMS_RETRY_MS: '400',
    SMS_SENDING_GRACE_MS: '4000',
    ...env,
  };
  const exited = (child: ChildProcess) =>
    new Promise<void>((done) => {
      if (child.exitCode !== null || child.signalCode !== null) return done();
      child.once('exit', () => done());
    });

  /** Starts scripts/sender.mjs; resolves once it says what it sends through. */
  const runSender = async (extra: Record<string, string>, keep: (chunk: string) => void) => {
    const child = spawn(process.execPath, [join(ROOT, 'scripts/sender.mjs')], {
      cwd: ROOT,
      env: { ...senderEnv, ...extra },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let said = '';
    const collect = (chunk: Buffer) => {
      said = (said + chunk.toString()).slice(-20_000);
      keep(chunk.toString());
    };
    child.stdout?.on('data', collect);
    child.stderr?.on('data', collect);
    await new Promise<void>((done, fail) => {
      const timer = setTimeout(() => fail(new Error(`the sender did not start:\n${said}`)), 30_000);
      const look = () => {
        if (said.includes('Sender: sending')) {
          clearTimeout(timer);
          child.stdout?.off('data', look);
          done();
        }
      };
      child.stdout?.on('data', look);
      child.once('exit', (code) => {
        clearTimeout(timer);
        fail(new Error(`the sender exited (${code}):\n${said}`));
      });
    });
    return child;
  };
  const others: ChildProcess[] = [];

  const shop: SenderShop = {
    pbUrl: pocketbase.url,
    admin,
    sender: seeded.sender,
    senderLog: () => log,
    async senderClient() {
      const account = await admin
        .collection('message_senders')
        .getFirstListItem(admin.filter('email = {:email}', { email: seeded.sender.email }));
      const pb = await admin.collection('message_senders').impersonate(account.id, 3600);
      pb.autoCancellation(false);
      return pb;
    },
    async startSender(extra = {}) {
      const started = await runSender(extra, (chunk) => {
        log = (log + chunk).slice(-20_000);
      });
      sender = started;
    },
    async startOtherSender(extra = {}) {
      let own = '';
      const child = await runSender(extra, (chunk) => {
        own = (own + chunk).slice(-20_000);
      });
      others.push(child);
      return {
        log: () => own,
        async stop() {
          const gone = exited(child);
          child.kill('SIGTERM');
          await gone;
        },
      };
    },
    async ensureSender() {
      if (!sender) await shop.startSender();
    },
    async killSender() {
      if (!sender) return;
      const gone = exited(sender);
      sender.kill('SIGKILL');
      await gone;
      sender = null;
    },
    async stopSender() {
      if (!sender) return;
      const gone = exited(sender);
      sender.kill('SIGTERM');
      await gone;
      sender = null;
    },
    async stop() {
      await shop.killSender();
      for (const child of others) {
        const gone = exited(child);
        child.kill('SIGKILL');
        await gone;
      }
      await stopChild(pocketbase.child);
      rmSync(root, { recursive: true, force: true });
    },
  };
  return shop;
}

// The product of each shop's phone orders: one not stock-tracked, so that however many a test makes, none runs short.
const phoneOrderProducts = new WeakMap<PocketBase, Promise<string>>();

/** Creates an order as an operator would in the dashboard (its `placed` message is written with it). */
export async function operatorOrder(
  admin: PocketBase,
  { language, phone, number }: { language: 'en' | 'ne'; phone: string; number: string },
) {
  let product = phoneOrderProducts.get(admin);
  if (!product) {
    product = stockedProduct('Phone Honey', admin).then(({ id }) => id);
    phoneOrderProducts.set(admin, product);
  }
  return admin.collection('orders').create({
    orderNumber: number,
    customerName: language === 'ne' ? 'सीता शर्मा' : 'Sita Sharma',
    phone,
    landmark: 'Blue gate',
    items: [{ id: await product, name: 'Honey', price: 500, quantity: 1, lineTotal: 500 }],
    total: 500,
    language,
  });
}

/**
 * The SMS parts counted against the day's cap: those a gateway took since Nepal's midnight, and those on their way.
 * Counting every SMS ever sent failed on CI once a run crossed Nepal's midnight (18:15 UTC): yesterday's parts raised
 * the cap a test set, and one message too many went.
 */
export async function smsPartsSentToday(admin: PocketBase): Promise<number> {
  // the claim route's count (pocketbase/pb_hooks/lib/message-claims.js smsPartsToday), read through the API
  const rows = await admin.collection('messages').getFullList({
    filter: admin.filter('channel = "sms" && (sent_at >= {:since} || state = "sending")', {
      since: nepalDayStart(new Date()).toISOString().replace('T', ' '),
    }),
    fields: 'text',
  });
  return rows.reduce((sum, row) => sum + partsOf(String(row.text ?? '')), 0);
}

/**
 * Gives up every message an earlier test left queued or sending, so a test that failed half-way does not leave the
 * next one a backlog to drain first.
 */
export async function giveUpLeftovers(admin: PocketBase): Promise<void> {
  const left = await admin
    .collection('messages')
    .getFullList({ filter: 'state = "queued" || state = "sending" || state = "held"', fields: 'id', batch: 500 });
  for (const m of left)
    await admin.collection('messages').update(m.id, { state: 'given_up', note: 'left by an earlier test' });
}

/** Makes the order's held messages (quiet hours) due now, so a test does not depend on the hour it runs at. */
export async function releaseHeld(admin: PocketBase, orderId: string): Promise<void> {
  const held = await admin
    .collection('messages')
    .getFullList({ filter: admin.filter('order = {:o} && state = "held"', { o: orderId }) });
  for (const m of held) await admin.collection('messages').update(m.id, { send_after: new Date().toISOString() });
}
