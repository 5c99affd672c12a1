// A local S3-compatible server for the replication tests (gofakes3, a Go module: built once with `go install` into
// the tools folder .ci/run uses, then reused). In memory, on a free loopback port, one bucket; `stop()` ends it.
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../../server/pocketbase-process.ts';

export const GOFAKES3_VERSION = 'v1.2.0';

/** The gofakes3 binary, built with Go the first time. */
export function fakeS3Binary(): string {
  const tools = process.env.SHOP_TOOLS_DIR ?? join(homedir(), '.cache', 'krishi-bazaar-tools');
  const dir = join(tools, `gofakes3-${GOFAKES3_VERSION}`);
  const bin = join(dir, 'gofakes3');
  if (!existsSync(bin)) {
    execFileSync('go', ['install', `github.com/johannesboyne/gofakes3/cmd/gofakes3@${GOFAKES3_VERSION}`], {
      env: { ...process.env, CGO_ENABLED: '0', GOBIN: dir },
      stdio: 'inherit',
    });
  }
  return bin;
}

export interface FakeS3 {
  endpoint: string;
  bucket: string;
  stop(): Promise<void>;
}

export async function startFakeS3(bucket: string): Promise<FakeS3> {
  const port = await freePort();
  const child: ChildProcess = spawn(
    fakeS3Binary(),
    ['-backend', 'memory', '-host', `127.0.0.1:${port}`, '-initialbucket', bucket],
    { stdio: 'ignore' },
  );
  const endpoint = `http://127.0.0.1:${port}`;
  // by the clock, not by tries: a loaded machine answers slower, not later in the count
  for (const until = Date.now() + 30_000; ; ) {
    if (child.exitCode !== null) throw new Error(`gofakes3 exited (${child.exitCode})`);
    const up = await fetch(endpoint, { signal: AbortSignal.timeout(2000) }).then(
      () => true,
      () => false,
    );
    if (up) break;
    if (Date.now() > until) {
      child.kill('SIGKILL');
      throw new Error(`gofakes3 did not answer on port ${port} in 30 s`);
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  return {
    endpoint,
    bucket,
    stop: () =>
      new Promise((done) => {
        if (child.exitCode !== null) return done();
        child.once('exit', () => done());
        child.kill('SIGTERM');
      }),
  };
}
