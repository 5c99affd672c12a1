// A failed build says truthfully what is served: with no build live yet it
// must not claim that "the previous site keeps serving".
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { testStack } from '@tests/harness/stack';
import { Publisher } from '../../../server/publish/publisher.ts';
import { publisherClient } from '../../../server/publish/live.ts';
import { freePort } from '../../../server/pocketbase-process.ts';
import { projectRoot } from '../../../server/paths.ts';

mkdirSync(join(projectRoot, '.builds'), { recursive: true });
const buildsRoot = mkdtempSync(join(projectRoot, '.builds', 'test-messages-'));
afterAll(() => rmSync(buildsRoot, { recursive: true, force: true }));

it('a failed first build says that no build is live, not that the previous site keeps serving', async () => {
  const stack = testStack();
  const lines: string[] = [];
  const publisher = new Publisher({
    pb: await publisherClient(stack.pbUrl, stack.service),
    // A real failing build: its PocketBase address points at a closed port.
    buildEnv: {
      PB_URL: `http://127.0.0.1:${await freePort()}`,
      SHOP_SERVICE_EMAIL: stack.service.email,
      SHOP_SERVICE_PASSWORD: stack.service.password,
      SITE_BUILD_TOKEN: stack.buildToken,
    },
    buildsRoot,
    log: (line: string) => lines.push(line),
  });
  const result = await publisher.request('command line');
  expect(result.ok).toBe(false);
  const failure = lines.find((line) => line.includes('FAILED'));
  expect(failure).toContain('no build is live yet');
  expect(failure).not.toContain('previous');
}, 200_000);
