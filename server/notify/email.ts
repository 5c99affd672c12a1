// The email transport (docs/notifications.md "Email"): one `messages` row of channel `email` sent through the SMTP
// server set in PocketBase's mail settings (dashboard: Settings → Mail settings), with nodemailer. The sender
// (server/notify/sender.ts) owns the rows, retries and caps; this sends one message and says what became of it
// (server/notify/transport.ts).
//
// SMTP has no idempotency: a message the server accepted, whose answer was lost in a crash, is sent again on the next
// try. Each message's Message-ID is derived from its `messages` row id, the same on every try, so a mail reader that
// gets it twice can tell the copies for one (most show one).
import nodemailer from 'nodemailer';
import type PocketBase from 'pocketbase';
import type { OutgoingMessage, SendOutcome, Transport } from './transport.ts';

/** PocketBase's mail settings, as pocketbase/pb_hooks/shopper-messages.pb.js `/api/shop/mail-server` gives them. */
export interface MailServer {
  enabled: boolean;
  host: string;
  port: number;
  username: string;
  password: string;
  /** `PLAIN` (PocketBase's default when empty) or `LOGIN` */
  authMethod: string;
  /** TLS from the first byte (SMTPS, usually port 465); otherwise STARTTLS when the server offers it */
  tls: boolean;
  /** The name said in EHLO ('' for nodemailer's own) */
  localName: string;
  senderAddress: string;
  senderName: string;
}

/** How long a connection, the server's greeting and a silent socket may take before the try counts as failed. */
const CONNECT_MS = 15_000;
const SOCKET_MS = 60_000;

/** The route that hands a superuser PocketBase's mail settings with the password its settings API hides. */
export const MAIL_SERVER_ROUTE = '/api/shop/mail-server';

/** Reads PocketBase's mail settings; `pb` must be signed in as a superuser. */
export async function readMailServer(pb: PocketBase): Promise<MailServer> {
  const raw: unknown = await pb.send(MAIL_SERVER_ROUTE, { method: 'GET', requestKey: null });
  const v = (raw ?? {}) as Record<string, unknown>;
  const text = (key: string) => (typeof v[key] === 'string' ? (v[key] as string) : '');
  return {
    enabled: v.enabled === true,
    host: text('host'),
    port: typeof v.port === 'number' && Number.isInteger(v.port) ? v.port : 0,
    username: text('username'),
    password: text('password'),
    authMethod: text('authMethod'),
    tls: v.tls === true,
    localName: text('localName'),
    senderAddress: text('senderAddress'),
    senderName: text('senderName'),
  };
}

/**
 * The Message-ID of a `messages` row: `<message-{id}@{the sender's domain}>`, the same on every try of the row, and
 * never the same for two rows.
 */
export function messageIdOf(rowId: string, senderAddress: string): string {
  const domain = /@([A-Za-z0-9.-]+)$/.exec(senderAddress.trim())?.[1] ?? 'localhost';
  return `<message-${rowId}@${domain}>`;
}

/**
 * What an SMTP failure means for the message: a permanent refusal (5xx: no such mailbox, relaying denied, bad
 * credentials) cannot be helped by trying again; a temporary one (4xx) and no answer at all (refused, timed out, the
 * connection dropped) can.
 */
export function smtpOutcome(error: unknown): SendOutcome {
  const e = (error ?? {}) as { code?: unknown; responseCode?: unknown; response?: unknown; message?: unknown };
  const said = typeof e.response === 'string' && e.response ? e.response : String(e.message ?? error);
  const code = typeof e.code === 'string' ? `${e.code}: ` : '';
  const reason = `${code}${said}`.replace(/\s+/g, ' ').trim().slice(0, 300);
  if (typeof e.responseCode === 'number' && e.responseCode >= 500 && e.responseCode < 600) {
    return { kind: 'give_up', reason };
  }
  return { kind: 'retry', reason };
}

/** A nodemailer transport for these settings: one connection per message (a shop sends a few an hour). */
function transporterFor(server: MailServer) {
  return nodemailer.createTransport({
    host: server.host,
    port: server.port,
    secure: server.tls,
    ...(server.localName ? { name: server.localName } : {}),
    ...(server.username
      ? { auth: { user: server.username, pass: server.password }, authMethod: server.authMethod || 'PLAIN' }
      : {}),
    connectionTimeout: CONNECT_MS,
    greetingTimeout: CONNECT_MS,
    socketTimeout: SOCKET_MS,
    // The text is the shop's own, never a file or a URL to fetch.
    disableFileAccess: true,
    disableUrlAccess: true,
  });
}

/**
 * The email transport: `mailServer` is asked for the settings at each send, so a change in the dashboard counts from
 * the next message.
 */
export function emailTransport(mailServer: () => Promise<MailServer>): Transport {
  return {
    channel: 'email',
    name: 'smtp',
    async send(message: OutgoingMessage, signal: AbortSignal): Promise<SendOutcome> {
      if (message.channel !== 'email') return { kind: 'give_up', reason: `not an email: channel ${message.channel}` };
      if (signal.aborted) return { kind: 'retry', reason: 'stopped before sending' };
      let server: MailServer;
      try {
        server = await mailServer();
      } catch (error) {
        return { kind: 'retry', reason: `could not read the mail settings: ${String(error)}`.slice(0, 300) };
      }
      if (!server.enabled || !server.host) {
        return { kind: 'give_up', reason: 'no mail server: PocketBase mail settings do not use SMTP' };
      }
      if (!server.senderAddress) return { kind: 'give_up', reason: 'no sender address in PocketBase mail settings' };
      const messageId = messageIdOf(message.id, server.senderAddress);
      const transporter = transporterFor(server);
      const sending = transporter.sendMail({
        from: { name: server.senderName, address: server.senderAddress },
        to: message.recipient,
        subject: message.subject ?? '',
        text: message.text,
        messageId,
        headers: { 'Content-Language': message.language },
      });
      // nodemailer cannot cancel a send: on abort the attempt is let go and counted for a retry (a copy that still
      // arrives carries the same Message-ID).
      let onAbort = () => {};
      const aborted = new Promise<SendOutcome>((resolve) => {
        onAbort = () => resolve({ kind: 'retry', reason: 'stopped while sending' });
        signal.addEventListener('abort', onAbort, { once: true });
      });
      const outcome = sending.then(
        (): SendOutcome => ({ kind: 'accepted', providerId: messageId }),
        (error: unknown) => smtpOutcome(error),
      );
      try {
        return await Promise.race([outcome, aborted]);
      } finally {
        signal.removeEventListener('abort', onAbort);
        void outcome.finally(() => transporter.close());
      }
    },
  };
}

/** The email transport reading PocketBase's mail settings through `pb`, a superuser client (the sender's). */
export function emailTransportFromPocketBase(pb: PocketBase): Transport {
  return emailTransport(() => readMailServer(pb));
}
