import { describe, expect, it } from 'vitest';
import {
  type DescriptionBlock,
  defaultProductDetails,
  parseDescription,
  productInfoLines,
  truncateName,
} from '@/features/catalog/description';

describe('parseDescription (docs/rules.md §2: paragraphs at blank lines; check-mark lines are ticked bullets)', () => {
  it.each<[string, string | null | undefined, DescriptionBlock[]]>([
    ['null', null, []],
    ['empty', '', []],
    ['only blank lines', '\n  \n\n', []],
    ['one paragraph', 'Fresh honey.', [{ type: 'p', text: 'Fresh honey.' }]],
    [
      'two paragraphs split at a blank line',
      'First para.\n\nSecond para.',
      [
        { type: 'p', text: 'First para.' },
        { type: 'p', text: 'Second para.' },
      ],
    ],
    [
      'CRLF and whitespace-only separator lines',
      'A\r\n \r\nB',
      [
        { type: 'p', text: 'A' },
        { type: 'p', text: 'B' },
      ],
    ],
    [
      'lines within a paragraph are kept, trimmed',
      '  line one  \nline two',
      [{ type: 'p', text: 'line one\nline two' }],
    ],
    [
      'tick lines with ✓ ✔ ✅ become one ticks block',
      '✓ Raw\n✔ Unfiltered\n✅ From Ilam',
      [{ type: 'ticks', items: ['Raw', 'Unfiltered', 'From Ilam'] }],
    ],
    ['✔️ with variation selector and no space', '✔️Pure', [{ type: 'ticks', items: ['Pure'] }]],
    [
      'intro line, ticks, then a closing line in one paragraph',
      'Why buy:\n✓ Fresh\n✓ Local\nOrder now.',
      [
        { type: 'p', text: 'Why buy:' },
        { type: 'ticks', items: ['Fresh', 'Local'] },
        { type: 'p', text: 'Order now.' },
      ],
    ],
    [
      'indented tick lines count',
      'Intro\n\n   ✓ One\n   ✓ Two',
      [
        { type: 'p', text: 'Intro' },
        { type: 'ticks', items: ['One', 'Two'] },
      ],
    ],
    ['a bare check mark is dropped', '✓\n✓ Kept', [{ type: 'ticks', items: ['Kept'] }]],
    ['a check mark inside a line is text', 'Quality ✓ assured', [{ type: 'p', text: 'Quality ✓ assured' }]],
    ['other bullets are plain text', '- item\n* item', [{ type: 'p', text: '- item\n* item' }]],
  ])('%s', (_name, input, expected) => {
    expect(parseDescription(input)).toEqual(expected);
  });
});

describe('productInfoLines (docs/rules.md §3: CRLF-separated)', () => {
  it.each<[string | null | undefined, string[]]>([
    [null, []],
    [undefined, []],
    ['', []],
    ['Weight: 500 g\r\nOrigin: Ilam', ['Weight: 500 g', 'Origin: Ilam']],
    ['a\nb', ['a', 'b']],
    ['a\rb', ['a', 'b']],
    ['  a  \r\n\r\n   \r\n b ', ['a', 'b']],
  ])('%j → %j', (input, expected) => {
    expect(productInfoLines(input)).toEqual(expected);
  });
});

describe('Product Details list (docs/rules.md §2)', () => {
  it('default list names the location', () => {
    expect(defaultProductDetails('Ilam')).toEqual([
      '100% Organic or Natural produce',
      'Sourced from Ilam',
      'Fresh harvest delivery',
    ]);
  });

  it('in Nepali, without a location', () => {
    expect(defaultProductDetails('', 'ne')).toEqual(['१००% अर्गानिक वा प्राकृतिक उत्पादन', 'ताजा फसल, सिधै डेलिभरी']);
  });
});

describe('truncateName (docs/rules.md §9: over 40 → first 37 + "...")', () => {
  const forty = 'A'.repeat(40);
  it.each<[string, string]>([
    ['', ''],
    ['Wild Honey', 'Wild Honey'],
    [forty, forty],
    ['A'.repeat(41), `${'A'.repeat(37)}...`],
    ['Organic Himalayan Wild Cliff Honey from Ilam Hills', 'Organic Himalayan Wild Cliff Honey fr...'],
    [`${'😀'.repeat(41)}`, `${'😀'.repeat(37)}...`],
    [`${'😀'.repeat(40)}`, `${'😀'.repeat(40)}`],
  ])('%j → %j', (name, expected) => {
    expect(truncateName(name)).toBe(expected);
  });

  it('cut names are exactly 40 characters', () => {
    expect(truncateName('x'.repeat(100))).toHaveLength(40);
  });
});
