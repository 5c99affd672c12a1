// isServiceDown (src/lib/pocketbase.server.ts) decides whether a failed action is answered 503 "unavailable" or 500
// "a bug" (src/lib/actions/errors.server.ts). Only a PocketBase that cannot be reached, or says it is busy, is an
// outage; a TypeError in our code must never be reported as one. PocketBase's SDK turns a refused connection or a
// timeout into a ClientResponseError with status 0, which is what is built here (the integration test
// tests/integration/lib/service-client.test.ts gets one from a real closed port).
import { ClientResponseError } from 'pocketbase';
import { describe, expect, it } from 'vitest';
import { isServiceDown } from '@/lib/pocketbase.server';

const pbError = (status: number) => new ClientResponseError({ url: 'http://127.0.0.1:9/api/x', status, response: {} });

describe('isServiceDown', () => {
  it.each([0, 429])('PocketBase status %i is an outage', (status) => {
    expect(isServiceDown(pbError(status))).toBe(true);
  });

  it.each([400, 403, 404, 409, 500])('PocketBase status %i is not (a bug here or in the hooks)', (status) => {
    expect(isServiceDown(pbError(status))).toBe(false);
  });

  it('a code bug is not an outage', () => {
    expect(isServiceDown(new TypeError("Cannot read properties of undefined (reading 'id')"))).toBe(false);
    expect(isServiceDown(new Error('SHOP_SERVICE_EMAIL and SHOP_SERVICE_PASSWORD are not set'))).toBe(false);
    expect(isServiceDown(undefined)).toBe(false);
    expect(isServiceDown('down')).toBe(false);
  });

  it('follows a cause chain to the PocketBase error', () => {
    expect(isServiceDown(new Error('could not save', { cause: pbError(0) }))).toBe(true);
    expect(isServiceDown(new Error('could not save', { cause: pbError(400) }))).toBe(false);
    expect(isServiceDown(new Error('outer', { cause: new TypeError('inner') }))).toBe(false);
  });
});
