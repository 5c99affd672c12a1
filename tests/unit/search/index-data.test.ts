import { describe, expect, it } from 'vitest';
import { buildSearchIndex, parseSearchIndex } from '@/features/search/index-data';

describe('parseSearchIndex (the fetched file or the cached copy)', () => {
  it('keeps valid entries and fills missing optional text with ""', () => {
    expect(
      parseSearchIndex([
        { id: 'a', name: 'Timur' },
        { id: 'b', slug: 'jimbu', name: 'Jimbu', nepaliName: 'जिम्बु', image: '/i.webp' },
      ]),
    ).toEqual([
      { id: 'a', slug: '', name: 'Timur', nepaliName: '', image: '' },
      { id: 'b', slug: 'jimbu', name: 'Jimbu', nepaliName: 'जिम्बु', image: '/i.webp' },
    ]);
  });

  it('drops entries without an id or a name, and non-string optional text becomes ""', () => {
    expect(
      parseSearchIndex([{ id: 'a' }, { name: 'x' }, null, 'a', { id: 'c', name: 'C', slug: 5, image: null }]),
    ).toEqual([{ id: 'c', slug: '', name: 'C', nepaliName: '', image: '' }]);
  });

  it('requires a non-empty text id and name and ignores unknown fields', () => {
    expect(
      parseSearchIndex([
        { id: '', name: 'Empty id' },
        { id: 'a', name: '' },
        { id: 7, name: 'Numeric id' },
        ['a', 'b'],
        { id: 'b', name: 'Kept', price: 100, nepaliName: Infinity },
      ]),
    ).toStrictEqual([{ id: 'b', slug: '', name: 'Kept', nepaliName: '', image: '' }]);
  });

  it('rejects anything that is not a list', () => {
    expect(parseSearchIndex({ products: [] })).toBeNull();
    expect(parseSearchIndex(null)).toBeNull();
    expect(parseSearchIndex('[]')).toBeNull();
    expect(parseSearchIndex([])).toEqual([]);
  });
});

describe('buildSearchIndex (build time)', () => {
  const product = (id: string, isVisible: boolean, imageUrl = `http://pb/api/files/web_products/${id}/a.jpg`) => ({
    id,
    slug: `slug-${id}`,
    name: `Name ${id}`,
    nepaliName: `नाम ${id}`,
    imageUrl,
    isVisible,
    price: 100, // extra fields of a full product are not copied
  });

  it('keeps visible products in order with only the search fields and thumbnail images', async () => {
    const thumbs: string[] = [];
    const index = await buildSearchIndex(
      [product('1', true), product('2', false), product('3', true, '')],
      async (url) => {
        thumbs.push(url);
        return url ? `/_astro/${url.split('/').at(-2)}.webp` : '/placeholder.svg';
      },
    );
    expect(index).toEqual([
      { id: '1', slug: 'slug-1', name: 'Name 1', nepaliName: 'नाम 1', image: '/_astro/1.webp', keys: 'nme 1 nm' },
      { id: '3', slug: 'slug-3', name: 'Name 3', nepaliName: 'नाम 3', image: '/placeholder.svg', keys: 'nme 3 nm' },
    ]);
    expect(thumbs).toEqual(['http://pb/api/files/web_products/1/a.jpg', '']);
  });

  it("adds the words of the operators' synonym groups that name a product to its keys", async () => {
    const potato = { ...product('p', true), name: 'Organic Potato', nepaliName: 'अर्गानिक आलु' };
    const honey = { ...product('h', true), name: 'Wild Honey', nepaliName: 'भीरको मह' };
    const index = await buildSearchIndex([potato, honey], async () => '/i.webp', [['potato', 'aloo', 'आलु', 'spud']]);
    expect(index.map((e) => e.keys)).toEqual(['orgnic poto argnik alu | spud', 'bild honey birko bir mh']);
  });
});
