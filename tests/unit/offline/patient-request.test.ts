import { describe, expect, it } from 'vitest';
import { RequestTimeout, isUnreachable, patientRead, withTimeout } from '@/lib/patient-request';

const noWait = async () => {};

describe('withTimeout', () => {
  it('gives the answer when it comes in time', async () => {
    await expect(withTimeout(async () => 7, 1000)).resolves.toBe(7);
  });

  it('gives up with RequestTimeout when no answer comes', async () => {
    const never = () => new Promise<number>(() => {});
    const err = await withTimeout(never, 5).catch((e) => e);
    expect(err).toBeInstanceOf(RequestTimeout);
    expect(isUnreachable(err)).toBe(true);
  });
});

describe('patientRead', () => {
  it('tries again after a network failure, with the given waits', async () => {
    const waits: number[] = [];
    let calls = 0;
    const answer = await patientRead(
      async () => {
        calls++;
        if (calls < 3) throw new TypeError('Failed to fetch');
        return 'ok';
      },
      { delays: [10, 30], wait: async (ms) => void waits.push(ms) },
    );
    expect(answer).toBe('ok');
    expect(calls).toBe(3);
    expect(waits).toEqual([10, 30]);
  });

  it('stops after its last try with the last error', async () => {
    let calls = 0;
    const err = await patientRead(
      async () => {
        calls++;
        throw new TypeError(`fail ${calls}`);
      },
      { delays: [1, 1], wait: noWait },
    ).catch((e) => e);
    expect(calls).toBe(3);
    expect((err as Error).message).toBe('fail 3');
  });

  it('never repeats a call the server answered, even with an error', async () => {
    let calls = 0;
    const err = await patientRead(
      async () => {
        calls++;
        throw new Error('BAD_REQUEST');
      },
      { delays: [1, 1], wait: noWait },
    ).catch((e) => e);
    expect(calls).toBe(1);
    expect(isUnreachable(err)).toBe(false);
  });
});
