// Fills in deploy/nginx/shop.conf.template: where the live build's static
// folder is, where the Node server listens, and the security headers of the
// Node server (the same policy, from src/lib/content-security-policy.mjs).
//   node deploy/nginx/render.mjs --root <dir> --node <host:port>[,<host:port>...] [--listen 80] [--server-name _] [--no-brotli]
// Several --node addresses (comma-separated) balance requests over several shop servers: their rate-limit counters
// and desk sessions live in PocketBase, so every server sees the same (SECURITY.md "Rate limits").
import { existsSync, readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { pathToFileURL } from 'node:url';
import { serverPolicy } from '../../src/lib/content-security-policy.mjs';

/** Debian's brotli_static module (package libnginx-mod-http-brotli-static). */
export const BROTLI_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';

const HEADERS = () => [
  `add_header Content-Security-Policy "${serverPolicy()}" always;`,
  'add_header X-Content-Type-Options "nosniff" always;',
  'add_header Referrer-Policy "strict-origin-when-cross-origin" always;',
  'add_header X-Frame-Options "DENY" always;',
];

// Node sets its own security headers (and merges each on-demand page's policy): nginx passes them on.
// TRUST_PROXY=1 on the Node server makes rate limits count shoppers from X-Forwarded-For, not nginx.
const PROXY = [
  'proxy_pass http://krishi_bazaar_node;',
  'proxy_http_version 1.1;',
  'proxy_set_header Connection "";',
  'proxy_set_header Host $host;',
  'proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;',
  'proxy_set_header X-Forwarded-Proto $scheme;',
  'proxy_read_timeout 60s;',
];

/**
 * `node` is one "host:port" or several, comma-separated (nginx balances requests over them).
 * @param {{ root: string, node: string, listen?: string, serverName?: string, brotli?: boolean }} options
 * @returns {string} the server configuration
 */
export function renderNginxConfig({ root, node, listen = '80', serverName = '_', brotli = existsSync(BROTLI_MODULE) }) {
  if (/["';{}\s]/.test(`${root}${node}${listen}${serverName}`))
    throw new Error('values must not hold quotes, braces or semicolons');
  const nodes = node.split(',').filter(Boolean);
  if (nodes.length === 0) throw new Error('name at least one Node server (host:port)');
  const template = readFileSync(new URL('./shop.conf.template', import.meta.url), 'utf8');
  return template
    .replace(/^( *)\{\{HEADERS\}\}$/gm, (_, indent) =>
      HEADERS()
        .map((line) => indent + line)
        .join('\n'),
    )
    .replace(/^( *)\{\{PROXY\}\}$/gm, (_, indent) => PROXY.map((line) => indent + line).join('\n'))
    .replace(/^( *)brotli_static on;\n/m, (line, indent) =>
      brotli ? line : `${indent}# brotli_static on;  (libnginx-mod-http-brotli-static is not installed)\n`,
    )
    .replaceAll('{{ROOT}}', root)
    .replace(/^( *)server \{\{NODE\}\};$/m, (_, indent) => nodes.map((n) => `${indent}server ${n};`).join('\n'))
    .replaceAll('{{LISTEN}}', listen)
    .replaceAll('{{SERVER_NAME}}', serverName);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { values } = parseArgs({
    options: {
      root: { type: 'string' },
      node: { type: 'string', default: '127.0.0.1:4321' },
      listen: { type: 'string', default: '80' },
      'server-name': { type: 'string', default: '_' },
      'no-brotli': { type: 'boolean', default: false },
    },
  });
  if (!values.root) {
    console.error(
      'Usage: node deploy/nginx/render.mjs --root <.builds/current/client, absolute> --node <host:port>[,<host:port>...] [--listen 80] [--server-name shop.example] [--no-brotli]',
    );
    process.exit(1);
  }
  process.stdout.write(
    renderNginxConfig({
      root: values.root,
      node: values.node,
      listen: values.listen,
      serverName: values['server-name'],
      ...(values['no-brotli'] ? { brotli: false } : {}),
    }),
  );
}
