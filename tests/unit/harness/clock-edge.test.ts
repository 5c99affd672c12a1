// The test helpers' wait past an hour of Nepal's clock (tests/harness/clock-edge.ts): none far from it, the rest up
// to the margin after it, across midnight too.
import { describe, expect, it } from 'vitest';
import { msPastNepalEdges } from '@tests/harness/clock-edge';

/** The instant of a Nepal wall-clock time ("YYYY-MM-DDTHH:MM:SS"), UTC+5:45. */
const nepal = (local: string) => Date.parse(`${local}+05:45`);
const margin = { beforeMs: 90_000, afterMs: 35_000 };

describe('msPastNepalEdges', () => {
  it('waits for nothing away from every edge', () => {
    expect(msPastNepalEdges(nepal('2026-12-03T17:58:29'), ['18:00'], margin)).toBe(0);
    expect(msPastNepalEdges(nepal('2026-12-03T18:00:35'), ['18:00'], margin)).toBe(0);
    expect(msPastNepalEdges(nepal('2026-12-03T12:00:00'), ['08:00', '18:00'], margin)).toBe(0);
  });

  it('waits until the margin after an edge, from before it and from just after it', () => {
    expect(msPastNepalEdges(nepal('2026-12-03T17:58:30'), ['18:00'], margin)).toBe(125_000);
    expect(msPastNepalEdges(nepal('2026-12-03T17:59:59'), ['08:00', '18:00'], margin)).toBe(36_000);
    expect(msPastNepalEdges(nepal('2026-12-03T18:00:20'), ['18:00'], margin)).toBe(15_000);
  });

  it('reads the edge on Nepal’s clock, not UTC’s, and across midnight', () => {
    // 18:14:00 UTC is 23:59:00 in Nepal
    expect(msPastNepalEdges(Date.parse('2026-12-03T18:14:00Z'), ['00:00'], margin)).toBe(95_000);
    expect(msPastNepalEdges(nepal('2026-12-04T00:00:10'), ['00:00'], margin)).toBe(25_000);
    expect(msPastNepalEdges(Date.parse('2026-12-03T23:59:00Z'), ['00:00'], margin)).toBe(0);
  });
});
