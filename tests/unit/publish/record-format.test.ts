import { describe, expect, it } from 'vitest';
import {
  buildSummary,
  dashboardLink,
  issuesHtml,
  issuesText,
  leftOutRecords,
  MAX_LISTED_RECORDS,
  logTail,
  nepalTime,
  productChanges,
} from '../../../server/publish/record-format.ts';
import { isRasterImage, slugProblem } from '@/lib/buildable';

describe('build records in words', () => {
  it('gives times in Nepal time (UTC+5:45)', () => {
    expect(nepalTime(new Date('2026-11-23T19:40:00Z'))).toBe('24 Nov 2026, 01:25 Nepal time');
    expect(nepalTime('2026-01-05T00:00:00.000Z')).toBe('5 Jan 2026, 05:45 Nepal time');
  });

  it('starts the log tail at a line', () => {
    const log = Array.from({ length: 500 }, (_, i) => `line ${i} of the build output`).join('\n');
    const tail = logTail(log, 400);
    expect(tail.length).toBeLessThanOrEqual(400);
    expect(tail).toMatch(/^line \d+ of the build output\n/);
    expect(tail.endsWith('line 499 of the build output')).toBe(true);
    expect(logTail('short', 400)).toBe('short');
  });

  it('links a record in the dashboard with the key PocketBase 0.39 opens (`record`)', () => {
    expect(dashboardLink('https://pb.example/', 'web_products', 'abc123')).toBe(
      'https://pb.example/_/#/collections?collection=web_products&record=abc123',
    );
  });

  it('counts products added, changed and removed', () => {
    expect(productChanges({ a: '1', b: '1', c: '1' }, { a: '1', b: '2', d: '1' })).toEqual({
      added: 1,
      changed: 1,
      removed: 1,
    });
    expect(productChanges(null, { a: '1' })).toBeNull();
  });

  it('sums a build up in one line', () => {
    expect(buildSummary({ pages: 120, changes: { added: 1, changed: 2, removed: 0 }, leftOut: 1 })).toBe(
      '120 pages; products: 1 added, 2 changed, 0 removed; 1 record left out (see "skipped")',
    );
    expect(buildSummary({ pages: 1, changes: null, leftOut: 0, withProblems: 2 })).toMatch(
      /first build.*no record left out; 2 records published with a problem/,
    );
  });

  it('names each problem record, why, and where to fix it', () => {
    const issues = [
      {
        collection: 'web_products',
        id: 'p1',
        title: 'Mango',
        outcome: 'left out' as const,
        reason: 'its slug "fruits/mango" holds "/"',
      },
      {
        collection: 'web_products',
        id: 'p2',
        title: 'Apple',
        outcome: 'published' as const,
        reason: 'gallery: "x.jpg" is not a file',
      },
      {
        collection: 'web_products',
        id: 'p2',
        title: 'Apple',
        outcome: 'published' as const,
        reason: 'gallery: "x.jpg" is not a file',
      },
    ];
    const text = issuesText(issues, 'http://pb.local');
    expect(text).toContain(
      'Product "Mango": LEFT OUT of the site: its slug "fruits/mango" holds "/". Fix it here: http://pb.local/_/#/collections?collection=web_products&record=p1',
    );
    expect(text.match(/Apple/g)).toHaveLength(1);
    expect(leftOutRecords(issues)).toEqual(new Set(['web_products/p1']));
    // The record's field holds HTML: each "Fix it here" is a link, and a record's text cannot inject markup.
    const html = issuesHtml(
      [
        ...issues,
        { collection: 'posts', id: 'b1', title: '<b>Bold</b> & co', outcome: 'left out' as const, reason: 'x' },
      ],
      'http://pb.local',
    );
    expect(html).toContain(
      '<p>Product "Mango": LEFT OUT of the site: its slug "fruits/mango" holds "/". <a href="http://pb.local/_/#/collections?collection=web_products&amp;record=p1" target="_blank" rel="noopener">Fix it here</a></p>',
    );
    expect(html).toContain('Blog post "&lt;b&gt;Bold&lt;/b&gt; &amp; co"');
    // A record older data left without a name is named by its id.
    expect(
      issuesText(
        [{ collection: 'web_products', id: 'p9', title: '   ', outcome: 'left out', reason: 'x' }],
        'http://pb.local',
      ),
    ).toMatch(/^Product without a name \(id p9\): LEFT OUT of the site: x\./);
    expect(html).not.toContain('<b>');
  });

  it('lists at most the first records and counts the rest, so a huge report still fits its record', () => {
    // Issue 22 item 5: 10,000 gallery entries naming missing files made a 2.1 MB report.
    const issues = Array.from({ length: 10_000 }, (_, i) => ({
      collection: 'web_products',
      id: `p${i}`,
      title: `Product ${i}`,
      outcome: (i % 2 ? 'published' : 'left out') as 'published' | 'left out',
      reason: `gallery entry "missing-${i}.jpg" is not a file of this product`.repeat(3),
    }));
    for (const report of [issuesHtml(issues, 'http://pb.local'), issuesText(issues, 'http://pb.local')]) {
      expect(report.match(/Fix it here/g)).toHaveLength(MAX_LISTED_RECORDS);
      expect(report).toContain(`...and ${10_000 - MAX_LISTED_RECORDS} more records with problems, not listed here`);
      // Left-out records come first.
      expect(report).not.toContain('published, with a problem');
      expect(report.length).toBeLessThan(60_000);
    }
  });
});

describe('what the build can publish', () => {
  // The build takes the slug rule PocketBase stores slugs by (src/lib/slug.mjs, tests/unit/lib/slug.test.ts).
  it.each(['fruits/mango', 'mango?x', 'mango#1', 'fresh mango', 'mango.html', '', 'Mango', 'mango_2', 'आँप', 'mango-'])(
    'refuses the slug %j with a reason',
    (slug) => {
      expect(slugProblem(slug)).toMatch(/slug/);
    },
  );
  it.each(['fresh-mango', 'mango-2', 'p8q3m2x7k1n5z0a'])('keeps the slug %j', (slug) =>
    expect(slugProblem(slug)).toBeNull(),
  );
  it('names the characters a slug cannot hold, and the slug to use instead', () => {
    expect(slugProblem('fruits/mango?')).toContain('"/", "?"');
    expect(slugProblem('Fruits/Mango')).toBe(
      'its slug "Fruits/Mango" holds capitals, "/"; use only lowercase letters a-z, digits and single hyphens between them, e.g. "fruits-mango"',
    );
    expect(slugProblem('ताजा आँप')).toContain('holds letters other than a-z, a space; ');
    expect(slugProblem('ताजा आँप')).toContain('e.g. "fresh-mango"');
    expect(slugProblem('mango--ripe')).toContain('two in a row');
    expect(slugProblem('m'.repeat(201))).toContain('longer than 200 characters');
  });
  it('reads JPEG, PNG, WebP and AVIF only', () => {
    expect(['a.jpg', 'b.JPEG', 'c.png', 'd.webp', 'e.avif', 'http://x/f.png?thumb=1'].every(isRasterImage)).toBe(true);
    expect(['a.svg', 'b.gif', 'c.heic', 'd.pdf', 'e'].some(isRasterImage)).toBe(false);
  });
});
