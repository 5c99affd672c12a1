// A real SMTP server for the email tests: Mailpit (a Go module, built once with `go install` into the tools folder
// .ci/run uses, then reused, as tests/harness/fake-s3.ts does gofakes3). Each start listens on free loopback ports
// (SMTP and its HTTP API) with its own database in a temp folder; `stop()` ends it and removes the folder.
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { homedir, tmpdir } from 'node:os';
import { join } from 'node:path';
import type { MailServer } from '../../server/notify/email.ts';
import { freePort } from '../../server/pocketbase-process.ts';
import { startOnFreshPorts } from './fresh-ports';

export const MAILPIT_VERSION = 'v1.33.1';

/** The Mailpit binary, built with Go the first time. */
export function mailpitBinary(): string {
  const tools = process.env.SHOP_TOOLS_DIR ?? join(homedir(), '.cache', 'krishi-bazaar-tools');
  const dir = join(tools, `mailpit-${MAILPIT_VERSION}`);
  const bin = join(dir, 'mailpit');
  if (!existsSync(bin)) {
    execFileSync('go', ['install', `github.com/axllent/mailpit@${MAILPIT_VERSION}`], {
      env: { ...process.env, CGO_ENABLED: '0', GOBIN: dir },
      stdio: 'inherit',
    });
  }
  return bin;
}

/** One received message as Mailpit's list gives it (/api/v1/messages). */
export interface MailSummary {
  ID: string;
  MessageID: string;
  Subject: string;
  To: { Name: string; Address: string }[];
  From: { Name: string; Address: string };
}

/** One message in full (/api/v1/message/{ID}). */
export interface MailMessage extends MailSummary {
  Text: string;
}

export interface Mailpit {
  smtpPort: number;
  apiUrl: string;
  /** Every message received, newest first. */
  messages(): Promise<MailSummary[]>;
  message(id: string): Promise<MailMessage>;
  /** The message with this Message-ID (angle brackets or not), waiting up to `ms` for it. */
  waitFor(messageId: string, ms?: number): Promise<MailMessage>;
  stop(): Promise<void>;
}

/** PocketBase's mail settings as the sender reads them (server/notify/email.ts), pointed at a Mailpit on `port`. */
export function mailpitServer(port: number, senderAddress: string): MailServer {
  return {
    enabled: true,
    host: '127.0.0.1',
    port,
    username: '',
    password: '',
    authMethod: '',
    tls: false,
    localName: '',
    senderAddress,
    senderName: 'Krishi Bazaar',
  };
}

export interface MailpitOptions {
  /** Refuse (550) every recipient that does not match this regular expression. */
  allowedRecipients?: string;
  /** Mailpit's chaos triggers, e.g. `Sender:451:100` (every MAIL FROM answered 451). */
  chaos?: string;
}

async function json<T>(url: string): Promise<T> {
  const answer = await fetch(url);
  if (!answer.ok) throw new Error(`${url}: ${answer.status}`);
  return (await answer.json()) as T;
}

/**
 * Starts Mailpit on fresh loopback ports. A start that fails (a port taken between `freePort` and Mailpit's bind, or
 * Mailpit slow on a loaded machine) is ended and tried again on other ports.
 */
export async function startMailpit(options: MailpitOptions = {}): Promise<Mailpit> {
  return startOnFreshPorts('Mailpit', () => startMailpitOnce(options));
}

async function startMailpitOnce(options: MailpitOptions): Promise<Mailpit> {
  const dir = mkdtempSync(join(tmpdir(), 'mailpit-'));
  const smtpPort = await freePort();
  const httpPort = await freePort();
  const args = [
    '--smtp',
    `127.0.0.1:${smtpPort}`,
    '--listen',
    `127.0.0.1:${httpPort}`,
    '--database',
    join(dir, 'mailpit.db'),
    '--smtp-disable-rdns',
    '--quiet',
  ];
  if (options.allowedRecipients) args.push('--smtp-allowed-recipients', options.allowedRecipients);
  if (options.chaos) args.push('--enable-chaos', '--chaos-triggers', options.chaos);
  const child: ChildProcess = spawn(mailpitBinary(), args, { stdio: 'ignore' });
  const apiUrl = `http://127.0.0.1:${httpPort}`;
  const stop = () =>
    new Promise<void>((done) => {
      const finish = () => {
        rmSync(dir, { recursive: true, force: true });
        done();
      };
      if (child.exitCode !== null || child.signalCode !== null) return finish();
      child.once('exit', finish);
      child.kill('SIGTERM');
    });
  for (const until = Date.now() + 30_000; ; ) {
    if (child.exitCode !== null) {
      await stop();
      throw new Error(`mailpit exited (${child.exitCode})`);
    }
    const up = await fetch(`${apiUrl}/readyz`, { signal: AbortSignal.timeout(2000) }).then(
      (r) => r.ok,
      () => false,
    );
    if (up) break;
    if (Date.now() > until) {
      await stop();
      throw new Error(`mailpit did not answer on port ${httpPort} in 30 s`);
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  const messages = async () => (await json<{ messages: MailSummary[] }>(`${apiUrl}/api/v1/messages`)).messages;
  const message = (id: string) => json<MailMessage>(`${apiUrl}/api/v1/message/${encodeURIComponent(id)}`);
  return {
    smtpPort,
    apiUrl,
    messages,
    message,
    async waitFor(messageId, ms = 5000) {
      const bare = messageId.replace(/^<|>$/g, '');
      for (const until = Date.now() + ms; ; ) {
        const found = (await messages()).find((m) => m.MessageID === bare);
        if (found) return message(found.ID);
        if (Date.now() > until) throw new Error(`no message ${messageId} in Mailpit`);
        await new Promise((r) => setTimeout(r, 50));
      }
    },
    stop,
  };
}
