import { ensureStack } from '@tests/harness/global-stack';

export default async function setup() {
  return ensureStack();
}
