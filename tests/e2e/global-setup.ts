import { ensureStack } from '../harness/global-stack';

export default async function globalSetup() {
  return ensureStack();
}
