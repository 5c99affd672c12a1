// The `messages` section (bench/README.md): the outbox drained through a real Kannel while shoppers check out.
// `count` messages are queued at once (as order events write them: docs/notifications.md), then the sender
// (server/notify/sender.ts, signed in with its own account) hands them to Kannel's smsbox, fakesmsc playing the phone
// network (tests/harness/kannel.ts), at the highest pace message_limits allows, while the checkout section's load runs
// at 50 connections (checkout.mjs). Reported: messages per second, the delay from a message's event (its row written)
// to the gateway accepting it (sent_at), p50 and p99, whether every message reached its phone exactly once, and the
// checkout's own rows, measured under that load.
import PocketBase from 'pocketbase';
import { startKannel } from '../../tests/harness/kannel.ts';
import { signInAsSender } from '../../server/data/message-senders.ts';
import { countMessages, createOutboxMessage, readMessageTimes, setSendingLimits } from '../../server/data/messages.ts';
import { KannelTransport } from '../../server/notify/sms-kannel.ts';
import { Sender } from '../../server/notify/sender.ts';
import { runCheckout } from './checkout.mjs';
import { percentile, row } from './stats.mjs';

const SECTION = 'messages';
/** The pace asked of the sender: message_limits.sms_per_second's maximum. */
const PACE = 100;

/** A phone number per message, so the phone network's log tells each apart. */
const phoneOf = (i) => `98${String(10_000_000 + i).slice(-8)}`;

async function queueMessages(adminPb, count, marker, log) {
  const started = Date.now();
  for (let from = 0; from < count; from += 50) {
    const batch = [];
    for (let i = from; i < Math.min(count, from + 50); i++) {
      batch.push(
        createOutboxMessage(adminPb, {
          event: 'confirmed',
          event_seq: i + 1,
          channel: 'sms',
          recipient: phoneOf(i),
          language: i % 4 === 0 ? 'ne' : 'en',
          text:
            i % 4 === 0
              ? `कृषि बजार ${marker} ${i}: तपाईंको अर्डर पक्का भयो।`
              : `Krishi Bazaar ${marker} ${i}: your order is confirmed.`,
          state: 'queued',
          send_after: new Date().toISOString(),
        }),
      );
    }
    await Promise.all(batch);
  }
  log(`messages: ${count} queued in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

/**
 * @param {{ shopUrl: string, pbUrl: string, adminPb: PocketBase, sender: { email: string, password: string },
 *   count: number, seconds: number, log: (line: string) => void, pids?: object }} options
 */
export async function runMessages({ shopUrl, pbUrl, adminPb, sender, count, seconds, log, pids = {} }) {
  const kannel = await startKannel();
  const marker = `bench${Date.now().toString(36)}`;
  let running = null;
  try {
    await setSendingLimits(adminPb, { sms_per_second: PACE, sms_parts_per_day: 0, max_attempts: 12 });
    await queueMessages(adminPb, count, marker, log);

    const pb = new PocketBase(pbUrl);
    pb.autoCancellation(false);
    await signInAsSender(pb, sender.email, sender.password);
    running = new Sender({
      pb,
      transport: new KannelTransport({
        url: kannel.sendsmsUrl,
        token: kannel.token,
        from: 'KrishiBzr',
        receiptUrl: `${pbUrl}/api/shop/sms-receipt`,
      }),
      log,
      pollMs: 200,
      graceMs: 120_000,
    });
    const startedAt = Date.now();
    running.start();
    // The checkout's load at 50 connections while the outbox drains.
    const checkout = await runCheckout({
      shopUrl,
      adminPb,
      connectionLevels: [50],
      budgetRounds: 1,
      seconds,
      log,
      pids,
    });

    const filter = adminPb.filter('text ~ {:marker}', { marker });
    const deadline = Date.now() + Math.max(120_000, (count / 10) * 1000);
    let sent = 0;
    for (;;) {
      sent = await countMessages(adminPb, `${filter} && state = "sent"`);
      if (sent >= count || Date.now() > deadline) break;
      await new Promise((done) => setTimeout(done, 1000));
    }
    const rows = await readMessageTimes(adminPb, filter);
    await running.stop();
    running = null;
    const sentRows = rows.filter((m) => m.sent_at);
    const delays = sentRows.map((m) => Date.parse(m.sent_at) - Date.parse(m.created));
    const lastSent = Math.max(...sentRows.map((m) => Date.parse(m.sent_at)));
    const drainSeconds = (lastSent - startedAt) / 1000;
    const received = kannel.received().filter((sms) => sms.text.includes(marker));
    const distinct = new Set(received.map((sms) => sms.text)).size;
    log(
      `messages: ${sentRows.length}/${count} sent in ${drainSeconds.toFixed(1)} s; ${received.length} at the phones (${distinct} distinct)`,
    );
    return {
      rows: [
        row(
          SECTION,
          `${count} SMS through Kannel, checkout at 50 conn`,
          'messages/s',
          sentRows.length / drainSeconds,
          'rps',
        ),
        row(SECTION, 'event → accepted by the gateway', 'delay p50', percentile(delays, 50), 'ms'),
        row(SECTION, 'event → accepted by the gateway', 'delay p99', percentile(delays, 99), 'ms'),
        row(SECTION, 'messages not sent', 'count', count - sentRows.length, 'count', { max: 0 }),
        row(SECTION, 'messages at the phone more than once', 'count', received.length - distinct, 'count', { max: 0 }),
        ...checkout.rows.map((r) => ({ ...r, section: SECTION, item: `${r.item} (while sending)` })),
      ],
      details: {
        count,
        pace: PACE,
        drainSeconds,
        sent: sentRows.length,
        received: received.length,
        checkout: checkout.details,
      },
    };
  } finally {
    await running?.stop();
    await kannel.stop();
  }
}
