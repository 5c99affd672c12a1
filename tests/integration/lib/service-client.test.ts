// withService (src/lib/pocketbase.server.ts), the shop's one place that signs in again after PocketBase refuses a
// token, against the test stack's real PocketBase: a refused token is retried once with a fresh client; any other
// failure is not retried.
import PocketBase, { ClientResponseError } from 'pocketbase';
import { signInAsService } from '@/lib/data/shop-service.mjs';
import { beforeAll, describe, expect, it } from 'vitest';
import { idFilter, isServiceDown, pbStatus, withService } from '@/lib/pocketbase.server';
import { testStack } from '@tests/harness/stack';

/** One sign-in for the whole file: PocketBase limits sign-ins per address. */
let service: PocketBase;
beforeAll(async () => {
  const { pbUrl, service: account } = testStack();
  service = new PocketBase(pbUrl);
  service.autoCancellation(false);
  await signInAsService(service, account.email, account.password);
});
const signedIn = () => service;

/** A client whose token PocketBase does not accept (as after a restart with other keys). */
function staleClient(): PocketBase {
  const pb = new PocketBase(testStack().pbUrl);
  pb.autoCancellation(false);
  pb.authStore.save('not-a-token-pocketbase-issued', null);
  return pb;
}

/** A connect function that hands out the given clients in turn, counting the calls. */
function clients(...list: (() => Promise<PocketBase> | PocketBase)[]) {
  const counter = { calls: 0 };
  const connect = async () => {
    const next = list[Math.min(counter.calls, list.length - 1)];
    counter.calls++;
    if (!next) throw new Error('no client');
    return next();
  };
  return { connect, counter };
}

describe('withService', () => {
  it('signs in again once when PocketBase refuses the token (401), then succeeds', async () => {
    const { connect, counter } = clients(staleClient, signedIn);
    const list = await withService(
      (pb) => pb.send('/api/shop/orders/by-key', { method: 'POST', body: {} }),
      connect,
    ).catch((e) => e);
    expect(pbStatus(list)).not.toBe(401);
    expect(counter.calls).toBe(2);
  });

  it('gives up after the one retry when the fresh token is refused too', async () => {
    const { connect, counter } = clients(staleClient);
    const error = await withService(
      (pb) => pb.send('/api/shop/orders/by-key', { method: 'POST', body: {} }),
      connect,
    ).catch((e) => e);
    expect(pbStatus(error)).toBe(401);
    expect(counter.calls).toBe(2);
  });

  it('does not retry any other failure (a 404 is an answer, not a refused token)', async () => {
    const { connect, counter } = clients(signedIn);
    const error = await withService((pb) => pb.collection('web_products').getOne('nosuchrecord000'), connect).catch(
      (e) => e,
    );
    expect(error).toBeInstanceOf(ClientResponseError);
    expect(pbStatus(error)).toBe(404);
    expect(isServiceDown(error)).toBe(false);
    expect(counter.calls).toBe(1);
  });

  it('counts an unreachable PocketBase as down (status 0), and nothing that is not a PocketBase failure', async () => {
    const unreachable = async () => {
      const pb = new PocketBase('http://127.0.0.1:9');
      pb.autoCancellation(false);
      return pb;
    };
    const error = await withService((pb) => pb.collection('products').getList(1, 1), unreachable).catch((e) => e);
    expect(pbStatus(error)).toBe(0);
    expect(isServiceDown(error)).toBe(true);
    expect(isServiceDown(new Error('wrapped', { cause: error }))).toBe(true);
    // A bug in our code is not an outage: it is answered 500 and logged as such (src/lib/actions/errors.server.ts).
    expect(isServiceDown(new TypeError("Cannot read properties of undefined (reading 'id')"))).toBe(false);
    expect(isServiceDown(new Error('sign-in settings missing'))).toBe(false);
  });

  it('idFilter matches exactly the ids given, with values escaped by PocketBase', async () => {
    const pb = signedIn();
    const [first] = (await pb.collection('web_products').getList(1, 1)).items;
    const filter = idFilter(pb, [first!.id, '" || id != "']);
    const found = await pb.collection('web_products').getFullList({ filter });
    expect(found.map((record) => record.id)).toEqual([first!.id]);
  });
});
