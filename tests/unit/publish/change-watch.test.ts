import { describe, expect, it } from 'vitest';
import {
  followingLive,
  nextWatch,
  oneAtATime,
  STARTING_WATCH,
  type Watch,
  type WatchEvent,
} from '../../../server/publish/change-watch.ts';

const POLL_MS = 3000;

/** Feeds the events in order; returns the last watch and every answer's log line and look. */
function run(events: WatchEvent[], from: Watch = STARTING_WATCH) {
  let watch = from;
  const logs: string[] = [];
  let looks = 0;
  for (const event of events) {
    const answer = nextWatch(watch, event, POLL_MS);
    watch = answer.watch;
    if (answer.log) logs.push(answer.log);
    if (answer.lookNow) looks++;
  }
  return { watch, logs, looks };
}

const connected: WatchEvent = { type: 'connected' };
const dropped: WatchEvent = { type: 'lost', reason: 'the live connection to PocketBase dropped' };
const looked: WatchEvent = { type: 'looked', ok: true };
const lookFailed: WatchEvent = { type: 'looked', ok: false };

describe('choosing realtime events or polling', () => {
  it('polls from the start, quietly, until the connection opens and a look after it succeeded', () => {
    const beforeConnecting = run([looked, looked]);
    expect(followingLive(beforeConnecting.watch)).toBe(false);
    expect(beforeConnecting.logs).toEqual([]);
    const justConnected = run([looked, connected]);
    expect(justConnected.looks).toBe(1);
    expect(followingLive(justConnected.watch)).toBe(false);
    const caughtUp = run([looked, connected, looked]);
    expect(followingLive(caughtUp.watch)).toBe(true);
    expect(caughtUp.logs).toEqual([]);
  });

  it('keeps polling after connecting while the look fails, and stops once one succeeds', () => {
    const failing = run([connected, lookFailed, lookFailed]);
    expect(followingLive(failing.watch)).toBe(false);
    expect(failing.logs).toEqual([]);
    expect(followingLive(run([lookFailed], failing.watch).watch)).toBe(false);
    expect(followingLive(run([looked], failing.watch).watch)).toBe(true);
  });

  it('goes back to polling when a look fails while following realtime events', () => {
    const following = run([connected, looked]).watch;
    expect(followingLive(run([lookFailed], following).watch)).toBe(false);
  });

  it('does not report a drop the SDK reconnects before the second poll (PocketBase closes idle connections)', () => {
    const following = run([connected, looked]).watch;
    const brief = run([dropped, looked, connected, looked], following);
    expect(brief.logs).toEqual([]);
    expect(brief.looks).toBe(1);
    expect(followingLive(brief.watch)).toBe(true);
  });

  it('reports an outage once, at its second poll, and its end once', () => {
    const following = run([connected, looked]).watch;
    const outage = run([dropped, looked, looked, dropped, looked, looked, connected, looked], following);
    expect(outage.logs).toEqual([
      'Publisher: the live connection to PocketBase dropped; checking PocketBase for edits every 3 s until it is back.',
      'Publisher: the live connection to PocketBase is back; edits are noticed as they are made.',
    ]);
    expect(followingLive(outage.watch)).toBe(true);
    expect(outage.watch).toEqual({ connected: true, caughtUp: true, outage: '', fallbackPolls: 0 });
  });

  it('names the first cause of an outage, not a retry that failed again', () => {
    const never: WatchEvent = {
      type: 'lost',
      reason: 'the live connection to PocketBase could not be opened (Failed to establish realtime connection.)',
    };
    const { logs } = run([looked, never, looked, never, looked, looked]);
    expect(logs).toEqual([
      'Publisher: the live connection to PocketBase could not be opened (Failed to establish realtime connection.); checking PocketBase for edits every 3 s until it is back.',
    ]);
  });

  it('asks for a look after every (re)connection, so an edit made while it was down is not lost', () => {
    const { looks } = run([connected, looked, dropped, connected, looked, dropped, looked, looked, connected]);
    expect(looks).toBe(3);
  });
});

describe('one look at a time', () => {
  /** A look that waits for its `finish` call, recording when each run started. */
  function controlledLook() {
    const started: number[] = [];
    const finishers: ((value: number) => void)[] = [];
    const look = oneAtATime(
      () =>
        new Promise<number>((resolve) => {
          started.push(started.length + 1);
          finishers.push(resolve);
        }),
    );
    const finish = async (index: number) => {
      finishers[index]!(index + 1);
      // Lets the loop start the next run.
      await new Promise((r) => setTimeout(r, 0));
    };
    return { look, started, finish };
  }

  it('runs once for calls made while idle, one after another', async () => {
    const { look, started, finish } = controlledLook();
    const first = look();
    await finish(0);
    expect(await first).toBe(1);
    const second = look();
    await finish(1);
    expect(await second).toBe(2);
    expect(started).toEqual([1, 2]);
  });

  it('answers calls made during a run with one more run after it, shared by all of them', async () => {
    const { look, started, finish } = controlledLook();
    const first = look();
    const during = [look(), look(), look()];
    expect(started).toEqual([1]);
    await finish(0);
    expect(started).toEqual([1, 2]);
    await finish(1);
    expect(await first).toBe(2);
    expect(await Promise.all(during)).toEqual([2, 2, 2]);
    expect(started).toEqual([1, 2]);
  });

  it('passes a failure on to every caller waiting for that run, and runs afresh at the next call', async () => {
    let runs = 0;
    const look = oneAtATime(async () => {
      runs++;
      if (runs === 1) throw new Error('PocketBase did not answer');
      return runs;
    });
    await expect(Promise.all([look(), look()])).rejects.toThrow('PocketBase did not answer');
    expect(await look()).toBe(2);
  });
});
