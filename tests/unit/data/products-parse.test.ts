import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
// The parsing of web_products records (src/lib/data/products.parse.ts) and of JSON list fields
// (src/lib/data/fields.ts).
import { parseJsonList } from '@/lib/data/fields';
import {
  type GalleryItem,
  faqSchema,
  normalizeGallery,
  nutritionFactSchema,
  parseProduct,
  parseProductFacts,
  pocketbaseFileUrl,
  stockOf,
} from '@/lib/data/products.parse';
import { productMedia } from '@/features/catalog/product-media';

const fileUrl = (name: string) => `https://pb.test/api/files/web_products/rec1/${name}`;

describe('parseJsonList', () => {
  const item = z.object({ q: z.string() });
  it.each<[string, unknown, { q: string }[], number]>([
    ['null', null, [], 0],
    ['undefined', undefined, [], 0],
    ['empty string', '', [], 0],
    ['blank string', '   ', [], 0],
    ['array', [{ q: 'a' }, { q: 'b' }], [{ q: 'a' }, { q: 'b' }], 0],
    ['JSON string', '[{"q":"a"}]', [{ q: 'a' }], 0],
    ['empty JSON list', '[]', [], 0],
    ['malformed JSON', '[{"q":', [], 1],
    ['JSON object, not a list', '{"q":"a"}', [], 1],
    ['a number', 42, [], 1],
    ['an object', { q: 'a' }, [], 1],
    ['bad items dropped one by one', [{ q: 'a' }, { q: 1 }, null, { q: 'b' }], [{ q: 'a' }, { q: 'b' }], 2],
  ])('%s', (_name, value, expected, warnings) => {
    const warn = vi.fn();
    expect(parseJsonList(value, item, warn)).toEqual(expected);
    expect(warn).toHaveBeenCalledTimes(warnings);
  });

  it('works without a warning callback', () => {
    expect(parseJsonList('not json', item)).toEqual([]);
  });
});

describe('item schemas', () => {
  it.each<[unknown, unknown]>([
    [
      { name: 'Protein', value: '12 g' },
      { name: 'Protein', value: '12 g', context: undefined },
    ],
    [
      { name: 'Calories', value: 52, context: 'per 100 g' },
      { name: 'Calories', value: '52', context: 'per 100 g' },
    ],
    [
      { name: 'Fat', value: '0 g', context: '  ' },
      { name: 'Fat', value: '0 g', context: undefined },
    ],
    [
      { name: 'Fat', value: '0 g', context: null },
      { name: 'Fat', value: '0 g', context: undefined },
    ],
    [{ name: '', value: '1' }, null],
    [{ name: 'Iron' }, null],
    [
      {
        name: 'Iron',
        value: '7 mg',
        context: 'per 100 g',
        name_ne: ' फलाम ',
        value_ne: '७ मिलिग्राम',
        context_ne: 'प्रति १०० ग्राम',
      },
      {
        name: 'Iron',
        value: '7 mg',
        context: 'per 100 g',
        name_ne: 'फलाम',
        value_ne: '७ मिलिग्राम',
        context_ne: 'प्रति १०० ग्राम',
      },
    ],
    // A Nepali key left empty or not text is left out; the entry keeps its English.
    [
      { name: 'Iron', value: '7 mg', name_ne: '', value_ne: 7 },
      {
        name: 'Iron',
        value: '7 mg',
        context: undefined,
        name_ne: undefined,
        value_ne: undefined,
        context_ne: undefined,
      },
    ],
  ])('nutritionFactSchema(%j)', (input, expected) => {
    const r = nutritionFactSchema.safeParse(input);
    expect(r.success ? r.data : null).toEqual(expected);
  });

  it.each<[unknown, unknown]>([
    [
      { question: ' Is it raw? ', answer: 'Yes' },
      { question: 'Is it raw?', answer: 'Yes' },
    ],
    [{ question: '', answer: 'Yes' }, null],
    [{ answer: 'Yes' }, null],
  ])('faqSchema(%j)', (input, expected) => {
    const r = faqSchema.safeParse(input);
    expect(r.success ? r.data : null).toEqual(expected);
  });
});

describe('normalizeGallery', () => {
  it.each<[string, unknown, GalleryItem[]]>([
    ['null', null, []],
    ['bare file name → fileUrl, image', ['a.jpg'], [{ type: 'image', url: fileUrl('a.jpg') }]],
    ['bare .mp4 file name → fileUrl, video', ['clip.mp4'], [{ type: 'video', url: fileUrl('clip.mp4') }]],
    ['http url kept', ['http://cdn.test/x.png'], [{ type: 'image', url: 'http://cdn.test/x.png' }]],
    ['https .webm url is a video', ['https://cdn.test/v.WEBM'], [{ type: 'video', url: 'https://cdn.test/v.WEBM' }]],
    [
      'video extension before a query string',
      ['https://cdn.test/v.mp4?t=1'],
      [{ type: 'video', url: 'https://cdn.test/v.mp4?t=1' }],
    ],
    ['site path kept', ['/images/farm.jpg'], [{ type: 'image', url: '/images/farm.jpg' }]],
    [
      'object with type video',
      [{ type: 'video', url: 'https://yt.test/embed/1' }],
      [{ type: 'video', url: 'https://yt.test/embed/1' }],
    ],
    [
      'object with type image and a file name',
      [{ type: 'image', url: 'b.png' }],
      [{ type: 'image', url: fileUrl('b.png') }],
    ],
    ['object without type, .mp4 url', [{ url: '/v/a.mp4' }], [{ type: 'video', url: '/v/a.mp4' }]],
    [
      'JSON string of mixed entries',
      '["a.jpg", {"type":"video","url":"https://cdn.test/v.mp4"}]',
      [
        { type: 'image', url: fileUrl('a.jpg') },
        { type: 'video', url: 'https://cdn.test/v.mp4' },
      ],
    ],
    ['blank entries skipped', ['', '  ', 'c.jpg'], [{ type: 'image', url: fileUrl('c.jpg') }]],
    ['malformed JSON → empty', '["a.jpg"', []],
    ['a non-list object → empty', { url: 'a.jpg' }, []],
    [
      '"javascript:" is not kept as a url',
      ['javascript:alert(1)'],
      [{ type: 'image', url: fileUrl('javascript:alert(1)') }],
    ],
  ])('%s', (_name, value, expected) => {
    expect(normalizeGallery(value, fileUrl)).toEqual(expected);
  });

  it('warns for a malformed gallery and for bad entries', () => {
    const warn = vi.fn();
    expect(normalizeGallery('{broken', fileUrl, warn)).toEqual([]);
    expect(normalizeGallery([42, 'a.jpg'], fileUrl, warn)).toEqual([{ type: 'image', url: fileUrl('a.jpg') }]);
    expect(warn).toHaveBeenCalledTimes(2);
  });
});

describe('pocketbaseFileUrl (docs/rules.md §3 image URL)', () => {
  it.each<[string, string, string, string]>([
    ['https://pb.test', 'rec1', 'a.jpg', 'https://pb.test/api/files/web_products/rec1/a.jpg'],
    ['https://pb.test/', 'rec1', 'a b.jpg', 'https://pb.test/api/files/web_products/rec1/a%20b.jpg'],
  ])('(%s, %s, %s)', (base, id, file, expected) => {
    expect(pocketbaseFileUrl(base, id, file)).toBe(expected);
  });

  it('supports another collection', () => {
    expect(pocketbaseFileUrl('https://pb.test', 'p1', 'c.png', 'posts')).toBe(
      'https://pb.test/api/files/posts/p1/c.png',
    );
  });
});

describe('parseProduct', () => {
  const opts = { fileUrl: (id: string, f: string) => `https://pb.test/api/files/web_products/${id}/${f}` };
  const raw = {
    id: 'rec1',
    slug: 'wild-honey',
    name: 'Wild Honey',
    nepaliName: 'जंगली मह',
    description: 'Raw honey.',
    price: '1200',
    unit: '500 GM',
    minOf: '2',
    image: 'main.jpg',
    gallery: '["g1.jpg","https://cdn.test/v.mp4"]',
    category: 'Honey',
    isFeatured: true,
    isOrganic: 'true',
    isNew: false,
    location: 'Ilam',
    isVisible: true,
    nutritionFacts: '[{"name":"Sugar","value":"80 g"}]',
    faqs: [{ question: 'Raw?', answer: 'Yes' }],
    farmers: '["Ram","Sita"]',
    created: '2026-01-01 10:00:00.000Z',
  };

  it('parses a messy record', () => {
    const p = parseProduct(raw, opts);
    expect(p).not.toBeNull();
    expect(p).toMatchObject({
      id: 'rec1',
      price: 1200,
      minOf: 2,
      imageUrl: 'https://pb.test/api/files/web_products/rec1/main.jpg',
      gallery: [
        { type: 'image', url: 'https://pb.test/api/files/web_products/rec1/g1.jpg' },
        { type: 'video', url: 'https://cdn.test/v.mp4' },
      ],
      isFeatured: true,
      isOrganic: true,
      isNew: false,
      hasTraceability: false,
      is_available: true,
      isVisible: true,
      nutritionFacts: [{ name: 'Sugar', value: '80 g' }],
      faqs: [{ question: 'Raw?', answer: 'Yes' }],
      farmers: ['Ram', 'Sita'],
      farmerName: '',
      cooperativeName: '',
      product_info: '',
    });
  });

  it.each<[unknown, boolean]>([
    [undefined, true],
    [null, true],
    [true, true],
    ['', true],
    [false, false],
    ['false', false],
  ])('is_available %j → %s (true unless explicitly false)', (value, expected) => {
    expect(parseProduct({ ...raw, is_available: value }, opts)?.is_available).toBe(expected);
  });

  it.each<[string, Record<string, unknown>]>([
    ['no id', { id: undefined }],
    ['empty name', { name: '  ' }],
    ['non-numeric price', { price: 'free' }],
    ['missing price', { price: undefined }],
  ])('returns null for %s and warns', (_name, patch) => {
    const onWarn = vi.fn();
    expect(parseProduct({ ...raw, ...patch }, { ...opts, onWarn })).toBeNull();
    expect(onWarn).toHaveBeenCalledTimes(1);
  });

  it('keeps the product when list fields are malformed, with warnings', () => {
    const onWarn = vi.fn();
    const p = parseProduct(
      { ...raw, gallery: '{', nutritionFacts: 'oops', faqs: 7, farmers: '[', minOf: 'n/a', image: '' },
      { ...opts, onWarn },
    );
    expect(p).toMatchObject({ gallery: [], nutritionFacts: [], faqs: [], farmers: [], minOf: 0, imageUrl: '' });
    expect(onWarn).toHaveBeenCalledTimes(4);
  });

  it('productMedia puts the main image first', () => {
    const p = parseProduct(raw, opts);
    expect(p && productMedia(p).map((m) => m.url)).toEqual([
      'https://pb.test/api/files/web_products/rec1/main.jpg',
      'https://pb.test/api/files/web_products/rec1/g1.jpg',
      'https://cdn.test/v.mp4',
    ]);
    expect(productMedia({ imageUrl: '', gallery: [] })).toEqual([]);
  });
});

describe('gallery_files: uploaded in the dashboard, shown without a gallery JSON entry', () => {
  const opts = { fileUrl: (id: string, f: string) => `https://pb.test/api/files/web_products/${id}/${f}` };
  const base = { id: 'rec9', name: 'Kiwi', price: 300, gallery: null, nutritionFacts: null, farmers: null, faqs: null };

  it('shows uploads after the JSON entries, in upload order', () => {
    const p = parseProduct({ ...base, gallery: '["g1.jpg"]', gallery_files: ['up_b.webp', 'up_a.avif'] }, opts);
    expect(p?.gallery.map((g) => g.url)).toEqual([
      'https://pb.test/api/files/web_products/rec9/g1.jpg',
      'https://pb.test/api/files/web_products/rec9/up_b.webp',
      'https://pb.test/api/files/web_products/rec9/up_a.avif',
    ]);
  });

  it('uploads alone make the gallery, and a file the JSON names is not repeated', () => {
    expect(parseProduct({ ...base, gallery: null, gallery_files: ['a.png'] }, opts)?.gallery).toEqual([
      { type: 'image', url: 'https://pb.test/api/files/web_products/rec9/a.png' },
    ]);
    expect(parseProduct({ ...base, gallery: ['a.png'], gallery_files: ['a.png'] }, opts)?.gallery).toHaveLength(1);
    expect(parseProduct({ ...base, gallery_files: 7 }, opts)?.gallery).toEqual([]);
  });
});

describe('parseProductFacts', () => {
  it('reads a PocketBase record with the catalogue rules (numeric strings, is_available default true)', () => {
    expect(
      parseProductFacts({
        id: 'a',
        slug: 'a',
        name: 'A',
        price: '120',
        unit: '1 KG',
        category: 'Fruits',
        minOf: '',
        isVisible: true,
      }),
    ).toEqual({
      id: 'a',
      slug: 'a',
      name: 'A',
      nepaliName: '',
      price: 120,
      unit: '1 KG',
      category: 'Fruits',
      minOf: 0,
      is_available: true,
      isVisible: true,
      image: '',
    });
  });

  it.each([
    ['no price', { id: 'a', name: 'A' }],
    ['a garbage price', { id: 'a', name: 'A', price: 'free' }],
    ['a negative price', { id: 'a', name: 'A', price: -5 }],
    ['no name', { id: 'a', price: 5 }],
    ['not an object', 'a'],
  ])('refuses a record with %s', (_label, raw) => {
    expect(parseProductFacts(raw)).toBeNull();
  });

  it('only is_available explicitly false makes a product unavailable', () => {
    expect(parseProductFacts({ id: 'a', name: 'A', price: 1, is_available: false })?.is_available).toBe(false);
    expect(parseProductFacts({ id: 'a', name: 'A', price: 1 })?.is_available).toBe(true);
  });
});

describe('stockOf (the stock summary the hooks keep on a product)', () => {
  it('reads the product summary; untracked products have no stock', () => {
    expect(stockOf({ stock_tracked: false, stock_left: 3 })).toBeNull();
    expect(stockOf({ stock_tracked: true, stock_left: 3 })).toEqual({ left: 3, shipsFrom: '' });
    expect(
      stockOf({ stock_tracked: true, stock_left: 0, preorder_left: 4, preorder_ships: '2027-04-01 00:00:00.000Z' }),
    ).toEqual({
      left: 4,
      shipsFrom: '2027-04-01',
    });
    expect(stockOf({ stock_tracked: true, stock_left: 0 })).toEqual({ left: 0, shipsFrom: '' });
  });

  it('is part of the facts of a stock-tracked product', () => {
    expect(parseProductFacts({ id: 'a', name: 'A', price: 1, stock_tracked: true, stock_left: 2 })?.stock).toEqual({
      left: 2,
      shipsFrom: '',
    });
    expect(parseProductFacts({ id: 'a', name: 'A', price: 1 })).not.toHaveProperty('stock');
  });
});
