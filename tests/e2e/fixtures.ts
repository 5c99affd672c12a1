// Every browser test runs against the stack's shop server.
import { test as base, expect } from '@playwright/test';
import { testStack } from '../harness/stack';

export const test = base.extend({
  baseURL: async ({}, use) => {
    await use(testStack().shopUrl);
  },
});
export { expect };
