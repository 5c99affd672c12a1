// failureStatus (src/lib/failure-status.server.ts) picks the status of endpoints that answer in a shape of their own
// (/products/availability.json, /api/rebuild): 503 "try again" only when PocketBase cannot be reached or is busy, 500
// for anything else, logged either way. PocketBase's SDK turns a refused connection into status 0, built here as in
// tests/unit/lib/service-down.test.ts.
import { ClientResponseError } from 'pocketbase';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { failureStatus } from '@/lib/failure-status.server';

const pbError = (status: number) => new ClientResponseError({ url: 'http://127.0.0.1:9/api/x', status, response: {} });

describe('failureStatus', () => {
  const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
  afterEach(() => logged.mockClear());

  it.each([0, 429])('PocketBase status %i (down or busy) is a 503', (status) => {
    expect(failureStatus(pbError(status), 'test')).toBe(503);
  });

  it.each([400, 401, 403, 404, 500])(
    'PocketBase status %i is a 500: refused or a hook bug, not an outage',
    (status) => {
      expect(failureStatus(pbError(status), 'test')).toBe(500);
    },
  );

  it('a bug in our code is a 500, never an outage', () => {
    expect(failureStatus(new TypeError("Cannot read properties of undefined (reading 'id')"), 'test')).toBe(500);
    expect(failureStatus(new Error('SHOP_SERVICE_EMAIL and SHOP_SERVICE_PASSWORD are not set'), 'test')).toBe(500);
  });

  it('follows a cause chain to the PocketBase error', () => {
    expect(failureStatus(new Error('could not read', { cause: pbError(0) }), 'test')).toBe(503);
    expect(failureStatus(new Error('could not read', { cause: pbError(500) }), 'test')).toBe(500);
  });

  it('logs the error itself (its stack) under the context, saying which it was', () => {
    const bug = new TypeError('boom');
    failureStatus(bug, 'availability');
    expect(logged).toHaveBeenCalledWith('[availability] unexpected failure:', bug);
    const down = pbError(0);
    failureStatus(down, 'rebuild');
    expect(logged).toHaveBeenCalledWith('[rebuild] PocketBase unavailable:', down);
  });
});
