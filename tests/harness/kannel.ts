// Kannel as the shop's SMS gateway, with the phone network played by Kannel's own fakesmsc (Debian's kannel and
// kannel-extras, installed by .ci/run): a kannel.conf written into a temp dir with free loopback ports, bearerbox
// (the core: queues, delivery reports), smsbox (the sendsms HTTP interface the shop calls) and fakesmsc, which
// connects to bearerbox as the SMSC and prints every SMS it is handed. `received()` reads them back, long messages
// joined from their parts and UCS-2 decoded, as the phone would show them. Either box can be stopped and started
// again on the same ports (the gateway down for a while). `stop()` ends everything and removes the dir.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { createServer, type IncomingMessage, request, type Server, type ServerResponse } from 'node:http';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../../server/pocketbase-process.ts';
import { startOnFreshPorts } from './fresh-ports';

const BEARERBOX = ['/usr/sbin/bearerbox', '/usr/bin/bearerbox'].find((bin) => existsSync(bin)) ?? 'bearerbox';
const SMSBOX = ['/usr/sbin/smsbox', '/usr/bin/smsbox'].find((bin) => existsSync(bin)) ?? 'smsbox';
const FAKESMSC = ['/usr/lib/kannel/test/fakesmsc', '/usr/bin/fakesmsc'].find((bin) => existsSync(bin)) ?? 'fakesmsc';

/** One SMS as the phone got it. */
export interface ReceivedSms {
  from: string;
  to: string;
  text: string;
  /** how many parts it came in */
  parts: number;
  encoding: 'gsm' | 'ucs2';
}

export interface Kannel {
  /** smsbox's sendsms address (SMS_API_URL) */
  sendsmsUrl: string;
  /** the sendsms-user as SMS_TOKEN carries it */
  token: string;
  /** every SMS fakesmsc received so far, in order */
  received(): ReceivedSms[];
  /** bearerbox's status page (its queues, the boxes and the phone network connected), for a failing test's message */
  status(): Promise<string>;
  stopSmsbox(): Promise<void>;
  startSmsbox(): Promise<void>;
  stopBearerbox(): Promise<void>;
  startBearerbox(): Promise<void>;
  stop(): Promise<void>;
}

/** Raises when Kannel is not installed, naming the packages. */
export function kannelInstalled(): boolean {
  return spawnSync(BEARERBOX, ['--version']).error === undefined && existsSync(FAKESMSC);
}

function exited(child: ChildProcess): Promise<void> {
  return new Promise((done) => {
    if (child.exitCode !== null || child.signalCode !== null) return done();
    child.once('exit', () => done());
  });
}

async function end(child: ChildProcess | null, signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
  if (!child) return;
  const gone = exited(child);
  child.kill(signal);
  const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
  await gone;
  clearTimeout(timer);
}

/**
 * Resolves once something listens on the port; rejects at once when the box exits (its port was taken between
 * `freePort` and its bind, say, by another test's outgoing connection) or after `ms` on a machine too loaded.
 */
async function listening(port: number, box: ChildProcess, name: string, ms = 30_000): Promise<void> {
  const until = Date.now() + ms;
  for (;;) {
    if (box.exitCode !== null || box.signalCode !== null)
      throw new Error(`${name} exited (${box.exitCode ?? box.signalCode}) before listening on port ${port}`);
    try {
      await fetch(`http://127.0.0.1:${port}/`, { signal: AbortSignal.timeout(1000) });
      return;
    } catch (err) {
      const code = (err as { cause?: { code?: string } }).cause?.code;
      if (code && code !== 'ECONNREFUSED') return; // something answered, though not in HTTP
      if (Date.now() > until) throw new Error(`${name}: nothing listens on port ${port} after ${ms} ms`);
      await new Promise((r) => setTimeout(r, 100));
    }
  }
}

/** Decodes a fakesmsc line's UCS-2 data: URL-encoded UTF-16BE octets ('+' is the octet 0x20). */
function decodeUcs2(data: string): string {
  const bytes: number[] = [];
  for (let i = 0; i < data.length; i++) {
    const c = data[i];
    if (c === '%') {
      bytes.push(Number.parseInt(data.slice(i + 1, i + 3), 16));
      i += 2;
    } else bytes.push(c === '+' ? 0x20 : c.charCodeAt(0));
  }
  return new TextDecoder('utf-16be').decode(new Uint8Array(bytes));
}

/** Octets of a URL-encoded string. */
function octets(data: string): number[] {
  const bytes: number[] = [];
  for (let i = 0; i < data.length; i++) {
    if (data[i] === '%') {
      bytes.push(Number.parseInt(data.slice(i + 1, i + 3), 16));
      i += 2;
    } else bytes.push(data[i] === '+' ? 0x20 : data.charCodeAt(i));
  }
  return bytes;
}

/** A part as fakesmsc printed it: `<from> <to> <type> [udh] <data>`. */
type Part = { from: string; to: string; type: string; udh: number[]; data: string };

function parsePart(line: string): Part | null {
  const m = /Got message \d+: <(.*)>$/.exec(line);
  if (!m) return null;
  const [from, to, type, ...rest] = m[1].split(' ');
  if (type === 'udh-data' || type === 'udh-text' || type === 'udh') {
    return { from, to, type, udh: octets(rest[0]), data: rest.slice(1).join(' ') };
  }
  return { from, to, type, udh: [], data: rest.join(' ') };
}

function textOf(part: Part): { text: string; encoding: 'gsm' | 'ucs2' } {
  // A part of a long message: `udh <udh> data <payload>` (UCS-2 octets) or `udh <udh> text <payload>`.
  if (part.type === 'udh') {
    const [kind, ...rest] = part.data.split(' ');
    const payload = rest.join(' ');
    return kind === 'text' ? { text: payload, encoding: 'gsm' } : { text: decodeUcs2(payload), encoding: 'ucs2' };
  }
  if (part.type === 'ucs-2' || part.type === 'ucs2' || part.type === 'data' || part.type === 'udh-data')
    return { text: decodeUcs2(part.data), encoding: 'ucs2' };
  return { text: part.data, encoding: 'gsm' };
}

/** Joins the parts of long messages (UDH concatenation: 00 03 ref total seq) into the messages the phone shows. */
export function joinParts(lines: string[]): ReceivedSms[] {
  const out: ReceivedSms[] = [];
  const open = new Map<string, { at: number; total: number; parts: Map<number, string>; encoding: 'gsm' | 'ucs2' }>();
  for (const line of lines) {
    const part = parsePart(line);
    if (!part) continue;
    const { text, encoding } = textOf(part);
    const u = part.udh;
    // UDH: length, then IE 00 (8-bit ref) len 3 ref total seq
    if (u.length >= 6 && u[1] === 0x00 && u[2] === 0x03) {
      const key = `${part.to}/${u[3]}`;
      let msg = open.get(key);
      if (!msg) {
        msg = { at: out.length, total: u[4], parts: new Map(), encoding };
        open.set(key, msg);
        out.push({ from: part.from, to: part.to, text: '', parts: u[4], encoding });
      }
      msg.parts.set(u[5], text);
      out[msg.at].text = [...msg.parts.entries()]
        .sort((a, b) => a[0] - b[0])
        .map(([, t]) => t)
        .join('');
      if (msg.parts.size === msg.total) open.delete(key);
      continue;
    }
    out.push({ from: part.from, to: part.to, text, parts: 1, encoding });
  }
  return out;
}

/**
 * Starts Kannel with fakesmsc as the phone network. A start that fails (a port taken before its box bound it, a box
 * slow on a loaded machine) is ended and tried again on fresh ports: a test is about the sender, not the free ports.
 */
export async function startKannel(): Promise<Kannel> {
  if (!kannelInstalled())
    throw new Error('Kannel is not installed: apt-get install kannel kannel-extras (see .ci/run)');
  return startOnFreshPorts('Kannel', startKannelOnce);
}

async function startKannelOnce(): Promise<Kannel> {
  const dir = mkdtempSync(join(tmpdir(), 'shop-kannel-'));
  mkdirSync(join(dir, 'store'));
  const [adminPort, boxPort, smscPort, sendsmsPort] = [
    await freePort(),
    await freePort(),
    await freePort(),
    await freePort(),
  ];
  const token = 'shop:kannel-test-password';
  const conf = join(dir, 'kannel.conf');
  writeFileSync(
    conf,
    [
      'group = core',
      `admin-port = ${adminPort}`,
      'admin-interface = 127.0.0.1',
      'admin-password = kannel-admin',
      'admin-allow-ip = "127.0.0.1"',
      `smsbox-port = ${boxPort}`,
      'smsbox-interface = 127.0.0.1',
      'box-allow-ip = "127.0.0.1"',
      `log-file = "${join(dir, 'bearerbox.log')}"`,
      'log-level = 1',
      'dlr-storage = internal',
      // Queued messages survive a bearerbox restart, as a real gateway keeps them.
      'store-type = file',
      `store-location = "${join(dir, 'store', 'kannel.store')}"`,
      '',
      'group = smsc',
      'smsc = fake',
      'smsc-id = fake',
      `port = ${smscPort}`,
      'connect-allow-ip = 127.0.0.1',
      '',
      'group = smsbox',
      'bearerbox-host = 127.0.0.1',
      `bearerbox-port = ${boxPort}`,
      `sendsms-port = ${sendsmsPort}`,
      'sendsms-interface = 127.0.0.1',
      `log-file = "${join(dir, 'smsbox.log')}"`,
      'log-level = 1',
      '',
      'group = sendsms-user',
      `username = ${token.split(':')[0]}`,
      `password = ${token.split(':')[1]}`,
      'max-messages = 10',
      'concatenation = true',
      '',
    ].join('\n'),
  );

  let bearerbox: ChildProcess | null = null;
  let smsbox: ChildProcess | null = null;
  let fakesmsc: ChildProcess | null = null;
  const lines: string[] = [];
  let partial = '';

  const startBearerbox = async () => {
    const box = spawn(BEARERBOX, [conf], { stdio: 'ignore' });
    bearerbox = box;
    await listening(adminPort, box, 'bearerbox');
  };
  const startSmsbox = async () => {
    const box = spawn(SMSBOX, [conf], { stdio: 'ignore' });
    smsbox = box;
    await listening(sendsmsPort, box, 'smsbox');
  };
  const startFakesmsc = () => {
    // -m 0: sends the gateway nothing, prints what it is handed (on stderr)
    fakesmsc = spawn(FAKESMSC, ['-H', '127.0.0.1', '-r', String(smscPort), '-m', '0', '0 0 text x'], {
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    fakesmsc.stderr?.on('data', (chunk: Buffer) => {
      const text = partial + chunk.toString('latin1');
      const all = text.split('\n');
      partial = all.pop() ?? '';
      for (const line of all) if (line.includes('Got message')) lines.push(line);
    });
  };

  const status = () =>
    fetch(`http://127.0.0.1:${adminPort}/status.txt?password=kannel-admin`)
      .then((r) => r.text())
      .catch((err: Error) => `bearerbox's status page did not answer: ${err.message}`);

  /** bearerbox, the phone network and smsbox; resolves once both are connected to bearerbox */
  const startAll = async () => {
    await startBearerbox();
    startFakesmsc();
    await startSmsbox();
    const until = Date.now() + 30_000;
    for (;;) {
      const now = await status();
      if (/FAKE:\d+ \(online/.test(now) && /smsbox:.*\(on-line/.test(now)) break;
      if (Date.now() > until) throw new Error(`fakesmsc or smsbox did not connect to bearerbox:\n${now}`);
      await new Promise((r) => setTimeout(r, 200));
    }
  };

  const kannel: Kannel = {
    sendsmsUrl: `http://127.0.0.1:${sendsmsPort}/cgi-bin/sendsms`,
    token,
    received: () => joinParts(lines),
    status,
    async stopSmsbox() {
      await end(smsbox);
      smsbox = null;
    },
    startSmsbox,
    async stopBearerbox() {
      await end(smsbox);
      smsbox = null;
      await end(bearerbox);
      bearerbox = null;
      // fakesmsc ends with its connection to bearerbox
      await end(fakesmsc);
      fakesmsc = null;
    },
    async startBearerbox() {
      await startAll();
    },
    async stop() {
      await end(fakesmsc);
      await end(smsbox);
      await end(bearerbox);
      rmSync(dir, { recursive: true, force: true });
    },
  };
  try {
    await startAll();
  } catch (err) {
    await kannel.stop();
    throw err;
  }
  return kannel;
}

/**
 * A proxy in front of Kannel's sendsms, where a test stands between the sender and the gateway: `before` may keep a
 * request from Kannel (true: the proxy does nothing more with it), `after` may keep Kannel's answer from the sender
 * (true: answered by the test or never). Kannel down answers 502, as a gateway that cannot be reached.
 */
export async function sendsmsProxy(
  kannel: Kannel,
  {
    before,
    after,
  }: {
    before?: (req: IncomingMessage, res: ServerResponse) => boolean;
    after?: (answer: IncomingMessage) => boolean;
  } = {},
): Promise<{ server: Server; url: string }> {
  const port = await freePort();
  const server = createServer((req, res) => {
    if (before?.(req, res)) return;
    const target = new URL(kannel.sendsmsUrl);
    const forward = request(
      { host: target.hostname, port: target.port, path: req.url, method: req.method, headers: req.headers },
      (answer) => {
        if (after?.(answer)) return;
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    forward.on('error', () => {
      res.writeHead(502);
      res.end('gateway down');
    });
    req.pipe(forward);
  });
  await new Promise<void>((done) => server.listen(port, '127.0.0.1', done));
  return { server, url: `http://127.0.0.1:${port}/cgi-bin/sendsms` };
}
