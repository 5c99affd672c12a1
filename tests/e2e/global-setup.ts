import { ensureStack } from '@tests/harness/global-stack';

export default async function globalSetup() {
  return ensureStack();
}
