// After the shop refuses an order, the browser reads the delivery days past its own minute-long copy
// (src/features/delivery/fresh-days.ts), so a refused day is not offered again; otherwise it may use the copy.
import { describe, expect, it } from 'vitest';
import { $daysChangedAt, BROWSER_KEEPS_MS, daysRequestInit, deliveryDaysChanged } from '@/features/delivery/fresh-days';

describe('reads of the delivery days after a refusal', () => {
  it('use the browser copy when nothing was refused', () => {
    expect(daysRequestInit(1_000_000, 0)).toBeUndefined();
  });

  it('go past the browser copy for the minute it may be kept, then use it again', () => {
    const at = 5_000_000;
    expect(daysRequestInit(at, at)).toEqual({ cache: 'no-cache' });
    expect(daysRequestInit(at + BROWSER_KEEPS_MS - 1, at)).toEqual({ cache: 'no-cache' });
    expect(daysRequestInit(at + BROWSER_KEEPS_MS, at)).toBeUndefined();
  });

  it('a refusal marks the days changed (without storage too), which the day islands follow', () => {
    const seen: number[] = [];
    const stop = $daysChangedAt.listen((v) => seen.push(v));
    deliveryDaysChanged(7_000_000);
    stop();
    expect(seen).toEqual([7_000_000]);
    expect(daysRequestInit(7_000_000 + 1)).toEqual({ cache: 'no-cache' });
  });
});
