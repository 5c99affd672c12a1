import { describe, expect, it } from 'vitest';
import {
  checkBudget,
  formatBudget,
  formatValue,
  markdownTable,
  median,
  mergeSection,
  percentile,
  replaceBetweenMarkers,
  resultsTable,
  row,
  tally,
  withoutScripts,
} from '../../../scripts/bench/stats.mjs';

describe('median', () => {
  it.each([
    [[3], 3],
    [[3, 1, 2], 2],
    [[4, 1, 3, 2], 2.5],
    [[10, 1, 100], 10],
  ])('median(%j) = %d', (values, expected) => {
    expect(median(values)).toBe(expected);
  });

  it('ignores non-numbers and is null for none', () => {
    expect(median([null, 5, Number.NaN, undefined, 1] as number[])).toBe(3);
    expect(median([])).toBeNull();
    expect(median([Number.NaN])).toBeNull();
  });

  it('does not reorder the caller array', () => {
    const values = [3, 1, 2];
    median(values);
    expect(values).toEqual([3, 1, 2]);
  });
});

describe('percentile', () => {
  const hundred = Array.from({ length: 101 }, (_, i) => i); // 0..100

  it.each([
    [0, 0],
    [50, 50],
    [99, 99],
    [100, 100],
  ])('p%d of 0..100 is %d', (p, expected) => {
    expect(percentile(hundred, p)).toBe(expected);
  });

  it('interpolates between ranks', () => {
    expect(percentile([10, 20], 50)).toBe(15);
    expect(percentile([1, 2, 3, 4], 75)).toBeCloseTo(3.25);
  });

  it('is the value itself for one sample, null for none', () => {
    expect(percentile([7], 99)).toBe(7);
    expect(percentile([], 50)).toBeNull();
  });

  it('rejects a percentile outside 0..100', () => {
    expect(() => percentile([1], 101)).toThrow(RangeError);
    expect(() => percentile([1], -1)).toThrow(RangeError);
  });
});

describe('checkBudget', () => {
  it.each([
    [80_000, { max: 80_000 }, 'PASS'],
    [80_001, { max: 80_000 }, 'FAIL'],
    [98, { min: 98 }, 'PASS'],
    [97.9, { min: 98 }, 'FAIL'],
    [5, { min: 1, max: 10 }, 'PASS'],
    [11, { min: 1, max: 10 }, 'FAIL'],
    [0, { min: 1, max: 10 }, 'FAIL'],
  ])('%d against %j is %s', (value, budget, expected) => {
    expect(checkBudget(value, budget)).toBe(expected);
  });

  it('is N/A without a value or a budget', () => {
    expect(checkBudget(null, { max: 1 })).toBe('N/A');
    expect(checkBudget(Number.NaN, { max: 1 })).toBe('N/A');
    expect(checkBudget(1, null)).toBe('N/A');
    expect(checkBudget(1, {})).toBe('N/A');
  });
});

describe('formatting', () => {
  it.each([
    [81_234, 'bytes', '81.2 KB'],
    [250_000, 'bytes', '250 KB'],
    [1_234, 'ms', '1,234 ms'],
    [12_345, 'ms', '12.3 s'],
    [98.4, 'score', '98'],
    [0.0512, 'ratio', '0.051'],
    [205.55, 'rps', '205.6/s'],
    [null, 'ms', '—'],
  ])('formatValue(%j, %s) = %s', (value, unit, expected) => {
    expect(formatValue(value, unit)).toBe(expected);
  });

  it('formats budgets', () => {
    expect(formatBudget({ max: 80_000 }, 'bytes')).toBe('≤ 80.0 KB');
    expect(formatBudget({ min: 98 }, 'score')).toBe('≥ 98');
    expect(formatBudget(null, 'ms')).toBe('—');
  });
});

describe('markdown', () => {
  it('builds a table and escapes pipes and newlines', () => {
    expect(markdownTable(['a', 'b'], [['x|y', 'line\nbreak']])).toBe(
      '| a | b |\n| --- | --- |\n| x\\|y | line break |',
    );
  });

  it('puts every figure beside its budget and result', () => {
    const rows = [
      row('weight', '/', 'JS', 90_000, 'bytes', { max: 80_000 }),
      row('weight', '/blog', 'JS', null, 'bytes', { max: 80_000 }, 'HTTP 404'),
      row('static', '/', 'requests/s', 1500, 'rps'),
    ];
    expect(rows.map((r) => r.status)).toEqual(['FAIL', 'N/A', 'N/A']);
    expect(resultsTable(rows).split('\n')).toEqual([
      '| Section | Item | Metric | Value | Budget | Result |',
      '| --- | --- | --- | --- | --- | --- |',
      '| weight | / | JS | 90.0 KB | ≤ 80.0 KB | FAIL |',
      '| weight | /blog | JS | — (HTTP 404) | ≤ 80.0 KB | N/A |',
      '| static | / | requests/s | 1,500.0/s | — | N/A |',
    ]);
    expect(tally(rows)).toEqual({ PASS: 0, FAIL: 1, 'N/A': 2 });
  });

  it('replaces the text between markers, or appends them', () => {
    const start = '<!-- s -->';
    const end = '<!-- e -->';
    expect(replaceBetweenMarkers(`intro\n${start}\nold\n${end}\noutro`, start, end, 'new')).toBe(
      `intro\n${start}\nnew\n${end}\noutro`,
    );
    expect(replaceBetweenMarkers('intro\n', start, end, 'new')).toBe(`intro\n\n${start}\nnew\n${end}\n`);
  });
});

describe('withoutScripts', () => {
  it('drops every script and module preload, keeps structured data and the rest', () => {
    const html =
      '<head><link rel="modulepreload" href="/_astro/a.js"><script type="application/ld+json">{"a":1}</script></head>' +
      '<body><p>Hi</p><script type="module" src="/_astro/b.js"></script><astro-island><button>Add</button></astro-island>' +
      '<SCRIPT>\nalert(1)\n</SCRIPT></body>';
    expect(withoutScripts(html)).toBe(
      '<head><script type="application/ld+json">{"a":1}</script></head><body><p>Hi</p><astro-island><button>Add</button></astro-island></body>',
    );
  });
});

describe('mergeSection', () => {
  const r = (item: string, metric: string, value: number) => ({ section: 'lighthouse', item, metric, value });
  it('replaces the rows measured again in place and keeps the others with the run that measured them', () => {
    const before = mergeSection(undefined, {
      ranAt: '2026-11-27T01:00:00.000Z',
      command: 'npm run bench -- lighthouse',
      rows: [r('/ · Slow 4G', 'LCP', 1400), r('/ · Regular 3G', 'LCP', 2100), r('—', 'section crashed', 0)],
    });
    expect(before.rows.every((row: { ranAt: string }) => row.ranAt === '2026-11-27T01:00:00.000Z')).toBe(true);
    const merged = mergeSection(before, {
      ranAt: '2026-11-27T05:00:00.000Z',
      command: 'npm run bench -- lighthouse --preset=slow-4g',
      rows: [r('/ · Slow 4G', 'LCP', 1300), r('/ · Slow 4G', 'TBT', 20)],
    });
    expect(merged.rows).toEqual([
      { ...r('/ · Slow 4G', 'LCP', 1300), ranAt: '2026-11-27T05:00:00.000Z' },
      { ...r('/ · Regular 3G', 'LCP', 2100), ranAt: '2026-11-27T01:00:00.000Z', earlier: true },
      { ...r('/ · Slow 4G', 'TBT', 20), ranAt: '2026-11-27T05:00:00.000Z' },
    ]);
    expect(merged.command).toBe('npm run bench -- lighthouse --preset=slow-4g');
    expect(merged.earlierRuns).toEqual([{ ranAt: '2026-11-27T01:00:00.000Z', command: 'npm run bench -- lighthouse' }]);
  });
});
