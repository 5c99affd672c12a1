// The shop's public addresses (a product, a farmer, a blog post, a lot's trace page and label sheet, an order) are
// built in one place, pocketbase/pb_hooks/lib/paths.js: the lot hook requires it, the shop's code and the bench
// import it through src/lib/paths.ts, each parameter encoded the same way. This test fails when src/, scripts/,
// server/ or the hooks build one of them by hand anywhere else.
import { describe, expect, it } from 'vitest';
import { type CopyForm, codeFiles, copiesIn, copiesOutside } from './literal-copies';

const HOME = 'pocketbase/pb_hooks/lib/paths.js';
const COPIES: readonly CopyForm[] = [
  ['a product path', /\/products\/\$\{/],
  ['a blog path', /\/blog\/(?:page\/)?\$\{/],
  ['a trace path', /\/t\/\$\{/],
  ['a label sheet path', /\$\{[^}]*\}\/labels\b/],
  ['an order path', /\/order\/\$\{/],
  ['a farmer anchor', /farmer-\$\{/],
  ['a path joined with +', /['"`](?:\/(?:products|blog|t|order)\/|(?:\/farmers)?#?farmer-)['"`]\s*\+/],
];

describe('public paths', () => {
  it('are built only in their home module', () => {
    expect(copiesOutside(HOME, COPIES)).toEqual([]);
  });

  it('finds each form of a copy (the scan works)', () => {
    expect(codeFiles()).toContain(HOME);
    // Lines as the shop spelled its paths before they had one home.
    // biome-ignore-start lint/suspicious/noTemplateCurlyInString: lines of code as text are what the scan reads
    const before = [
      "  record.set('trace_url', `${base}/t/${code}`);",
      "  record.set('label_sheet_url', `${base}/t/${code}/labels`);",
      '  return `${tracePath(code)}/labels`;',
      '<a href={localizedPath(`/t/${lot.code}`, locale)}>',
      'href={localizedPath(`/products/${encodeURIComponent(item.slug || item.id)}`, locale)}',
      '<a href={localizedPath(`/blog/${post.slug}`, locale)}>',
      "  return page <= 1 ? '/blog' : `/blog/page/${page}`;",
      '  return localizedPath(`/order/${encodeURIComponent(orderNumber)}`, locale);',
      "href={media.kind === 'link' ? media.href : localizedPath(`/farmers#farmer-${farmer.id}`, locale)}",
      "const href = '/t/' + code;",
    ].join('\n');
    // biome-ignore-end lint/suspicious/noTemplateCurlyInString: lines of code as text are what the scan reads
    const kinds = new Set(copiesIn('before.ts', before, COPIES).map((copy) => copy.what));
    expect([...kinds].sort()).toEqual(COPIES.map(([what]) => what).sort());
    // Comments describing the paths are not copies.
    expect(copiesIn('comment.ts', '// /t/{code}/labels and /products/{slug}, /farmers#farmer-{id}', COPIES)).toEqual(
      [],
    );
  });
});
