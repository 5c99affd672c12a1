// nginx with the web-server recipe (deploy/nginx/), started as the current user on a loopback port with a temporary
// prefix, serving a build's static folder and passing dynamic paths to one or more shop servers (round robin).
// `stop()` ends it and removes the prefix; call it in afterAll.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import { BROTLI_MODULE, renderNginxConfig } from '../../deploy/nginx/render.mjs';
import { freePort } from '../../server/pocketbase-process.ts';

export const NGINX = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((bin) => existsSync(bin)) ?? 'nginx';

export interface RunningNginx {
  url: string;
  stop(): Promise<void>;
}

/** Starts nginx in front of `nodes` (host:port of each shop server), serving `root` (a build's client folder). */
export async function startNginx({ root, nodes }: { root: string; nodes: string[] }): Promise<RunningNginx> {
  if (spawnSync(NGINX, ['-v']).status !== 0)
    throw new Error('nginx is not installed: apt-get install nginx (see .ci/run)');
  const prefix = mkdtempSync(join(tmpdir(), 'shop-nginx-'));
  for (const dir of ['logs', 'tmp']) mkdirSync(join(prefix, dir));
  const port = await freePort();
  const site = renderNginxConfig({ root, node: nodes.join(','), listen: `127.0.0.1:${port}`, serverName: 'localhost' });
  // A whole nginx.conf around the site file, as Debian's /etc/nginx/nginx.conf would hold it.
  writeFileSync(
    join(prefix, 'nginx.conf'),
    [
      existsSync(BROTLI_MODULE) ? `load_module ${BROTLI_MODULE};` : '',
      // Only root may switch users; as root, workers stay root so they read the work tree and write the temp folders.
      userInfo().uid === 0 ? 'user root;' : '',
      'worker_processes 1;',
      `pid ${join(prefix, 'nginx.pid')};`,
      `error_log ${join(prefix, 'logs', 'error.log')} warn;`,
      'events { worker_connections 256; }',
      'http {',
      '  include /etc/nginx/mime.types;',
      '  default_type application/octet-stream;',
      '  access_log off;',
      ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((t) => `  ${t}_temp_path ${join(prefix, 'tmp', t)};`),
      site,
      '}',
    ].join('\n'),
  );
  const remove = () => rmSync(prefix, { recursive: true, force: true });
  const check = spawnSync(NGINX, ['-t', '-p', prefix, '-c', join(prefix, 'nginx.conf')], { encoding: 'utf8' });
  if (check.status !== 0) {
    remove();
    throw new Error(`nginx -t refused the configuration:\n${check.stderr}`);
  }
  const nginx: ChildProcess = spawn(NGINX, ['-p', prefix, '-c', join(prefix, 'nginx.conf'), '-g', 'daemon off;'], {
    stdio: 'inherit',
  });
  const stop = async () => {
    if (nginx.exitCode === null && nginx.signalCode === null) {
      const gone = new Promise((r) => nginx.once('exit', r));
      nginx.kill('SIGQUIT');
      await gone;
    }
    remove();
  };
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 100; i++) {
    try {
      await fetch(url);
      return { url, stop };
    } catch {
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  await stop();
  throw new Error('nginx did not start');
}
