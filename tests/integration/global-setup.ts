import { ensureStack } from '../harness/global-stack';

export default async function setup() {
  return ensureStack();
}
