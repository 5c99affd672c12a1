import { describe, expect, it } from 'vitest';
import {
  ALL_CATEGORIES,
  DEFAULT_MAX_PRICE,
  type FilterState,
  type FilterableProduct,
  PRICE_STEP,
  type SortValue,
  activeFilterCount,
  applyFilters,
  defaultFilters,
  distinctCategories,
  distinctCooperatives,
  distinctLocations,
  filtersToQuery,
  parseFilters,
  priceSliderMax,
  productTypes,
  sortOptions,
  sortProducts,
} from '@/features/catalog/filters';

type P = FilterableProduct & { id: string };
const PRODUCTS: P[] = [
  {
    id: 'honey',
    name: 'Wild Honey',
    nepaliName: 'जंगली मह',
    price: 1200,
    category: 'Honey',
    cooperativeName: 'Ilam Coop',
    location: 'Ilam',
    isOrganic: true,
    isFeatured: true,
    isNew: false,
  },
  {
    id: 'mango',
    name: 'Alphonso Mango',
    nepaliName: 'आँप',
    price: 250,
    category: 'Fruits',
    cooperativeName: 'Terai Coop',
    location: 'Sarlahi',
    isOrganic: false,
    isFeatured: true,
    isNew: true,
  },
  {
    id: 'timur',
    name: 'Timur',
    nepaliName: 'टिमुर',
    price: 450,
    category: 'Spices',
    cooperativeName: 'Ilam Coop',
    location: 'Jumla',
    isOrganic: true,
    isNew: false,
  },
  {
    id: 'apple',
    name: 'apple',
    nepaliName: 'स्याउ',
    price: 300,
    category: 'Fruits',
    cooperativeName: 'Mustang Coop',
    location: 'Mustang',
    isNew: true,
  },
  { id: 'saffron', name: 'Saffron', price: 12000, category: 'Spices', cooperativeName: '', location: 'Mustang' },
];
const HIGHEST = 12000;
const state = (patch: Partial<FilterState> = {}, highest = HIGHEST): FilterState => ({
  ...defaultFilters(highest),
  ...patch,
});
const ids = (list: P[]) => list.map((p) => p.id);

describe('constants (docs/rules.md §9)', () => {
  it('sort options and labels', () => {
    expect(sortOptions('en')).toEqual(sortOptions());
    expect(sortOptions()).toEqual([
      { value: 'default', label: 'Default' },
      { value: 'price-low', label: 'Price: Low to High' },
      { value: 'price-high', label: 'Price: High to Low' },
      { value: 'name-asc', label: 'Name: A to Z' },
      { value: 'name-desc', label: 'Name: Z to A' },
    ]);
  });

  it('product types and labels', () => {
    expect(productTypes('en')).toEqual(productTypes());
    expect(productTypes()).toEqual([
      { value: 'organic', label: 'Organic' },
      { value: 'featured', label: 'Featured' },
      { value: 'new', label: 'New Arrivals' },
    ]);
  });

  it('sort options and product types in Nepali, same values in the same order', () => {
    expect(sortOptions('ne')).toEqual([
      { value: 'default', label: 'सामान्य क्रम' },
      { value: 'price-low', label: 'मूल्य: कमदेखि बढी' },
      { value: 'price-high', label: 'मूल्य: बढीदेखि कम' },
      { value: 'name-asc', label: 'नाम: A देखि Z' },
      { value: 'name-desc', label: 'नाम: Z देखि A' },
    ]);
    expect(productTypes('ne')).toEqual([
      { value: 'organic', label: 'जैविक' },
      { value: 'featured', label: 'विशेष' },
      { value: 'new', label: 'भर्खरै आएका' },
    ]);
  });

  it('defaults', () => {
    expect([ALL_CATEGORIES, DEFAULT_MAX_PRICE, PRICE_STEP]).toEqual(['all', 10000, 10]);
    expect(defaultFilters()).toEqual({
      category: 'all',
      cooperatives: [],
      locations: [],
      types: [],
      minPrice: 0,
      maxPrice: 10000,
      search: '',
      sort: 'default',
    });
  });
});

describe('priceSliderMax (10000, raised to the highest price)', () => {
  it.each<[string, { price: number }[], number]>([
    ['no products', [], 10000],
    ['all below 10000', [{ price: 1200 }, { price: 250 }], 10000],
    ['exactly 10000', [{ price: 10000 }], 10000],
    ['one above', [{ price: 250 }, { price: 12000 }], 12000],
    ['fractional highest rounds up', [{ price: 10000.5 }], 10001],
    ['NaN ignored', [{ price: Number.NaN }], 10000],
  ])('%s', (_name, products, expected) => {
    expect(priceSliderMax(products)).toBe(expected);
  });
});

describe('applyFilters (docs/rules.md §5 Products filters)', () => {
  it.each<[string, FilterState, string[]]>([
    ['defaults show everything in the given order', state(), ['honey', 'mango', 'timur', 'apple', 'saffron']],
    [
      'default max 10000 hides a 12000 product when the highest price is not passed',
      state({}, 0),
      ['honey', 'mango', 'timur', 'apple'],
    ],
    ['price range is inclusive', state({ minPrice: 250, maxPrice: 450 }), ['mango', 'timur', 'apple']],
    ['price below min hidden', state({ minPrice: 251 }), ['honey', 'timur', 'apple', 'saffron']],
    ['search is case-insensitive on name', state({ search: 'HONEY' }), ['honey']],
    ['search is trimmed', state({ search: '  mango ' }), ['mango']],
    ['search matches nepaliName', state({ search: 'मह' }), ['honey']],
    ['search substring anywhere', state({ search: 'a' }), ['mango', 'apple', 'saffron']],
    ['search with no match', state({ search: 'cheese' }), []],
    ['category exact match', state({ category: 'Fruits' }), ['mango', 'apple']],
    ['category is case-sensitive', state({ category: 'fruits' }), []],
    ['one cooperative', state({ cooperatives: ['Ilam Coop'] }), ['honey', 'timur']],
    ['any of two cooperatives', state({ cooperatives: ['Ilam Coop', 'Terai Coop'] }), ['honey', 'mango', 'timur']],
    ['location', state({ locations: ['Mustang'] }), ['apple', 'saffron']],
    ['any of two locations', state({ locations: ['Ilam', 'Jumla'] }), ['honey', 'timur']],
    ['type organic', state({ types: ['organic'] }), ['honey', 'timur']],
    ['type featured', state({ types: ['featured'] }), ['honey', 'mango']],
    ['type new', state({ types: ['new'] }), ['mango', 'apple']],
    ['any of organic or new', state({ types: ['organic', 'new'] }), ['honey', 'mango', 'timur', 'apple']],
    ['filters combine with AND', state({ category: 'Fruits', types: ['new'], maxPrice: 280 }), ['mango']],
    ['cooperative AND location', state({ cooperatives: ['Ilam Coop'], locations: ['Jumla'] }), ['timur']],
    ['filter then sort', state({ category: 'Fruits', sort: 'price-high' }), ['apple', 'mango']],
  ])('%s', (_name, s, expected) => {
    expect(ids(applyFilters(PRODUCTS, s))).toEqual(expected);
  });

  it('ignores surrounding spaces in record values', () => {
    const p: P = { id: 'x', name: 'X', price: 10, category: ' Herbs ', cooperativeName: ' Coop ', location: ' Dolpa ' };
    expect(ids(applyFilters([p], state({ category: 'Herbs', cooperatives: ['Coop'], locations: ['Dolpa'] })))).toEqual([
      'x',
    ]);
  });

  it.each<[string, string, boolean]>([
    ['Wild Honey', 'wild', true],
    ['Wild Honey', '', true],
    ['Wild Honey', 'mango', false],
    ['Wild Honey', 'h', true],
  ])('search %j in %s: %s', (name, q, expected) => {
    const p: P = { id: 'x', name, price: 10 };
    expect(ids(applyFilters([p], state({ search: q })))).toEqual(expected ? ['x'] : []);
  });

  it('reads romanized Nepali like the header search (आलु for "aalu")', () => {
    const potato: P = { id: 'p', name: 'Organic Potato', nepaliName: 'अर्गानिक आलु', price: 90 };
    const honey: P = { id: 'h', name: 'Wild Honey', nepaliName: 'भीरको मह', price: 900 };
    expect(ids(applyFilters([honey, potato], state({ search: 'aalu' })))).toEqual(['p']);
  });
});

describe('sortProducts (docs/rules.md §9)', () => {
  it.each<[SortValue, string[]]>([
    ['default', ['honey', 'mango', 'timur', 'apple', 'saffron']],
    ['price-low', ['mango', 'apple', 'timur', 'honey', 'saffron']],
    ['price-high', ['saffron', 'honey', 'timur', 'apple', 'mango']],
    ['name-asc', ['mango', 'apple', 'saffron', 'timur', 'honey']],
    ['name-desc', ['honey', 'timur', 'saffron', 'apple', 'mango']],
  ])('%s', (sort, expected) => {
    expect(ids(sortProducts(PRODUCTS, sort))).toEqual(expected);
  });

  it('is stable for equal prices and does not mutate the input', () => {
    const list: P[] = [
      { id: 'x', name: 'B', price: 100 },
      { id: 'y', name: 'A', price: 100 },
      { id: 'z', name: 'C', price: 50 },
    ];
    expect(ids(sortProducts(list, 'price-low'))).toEqual(['z', 'x', 'y']);
    expect(ids(list)).toEqual(['x', 'y', 'z']);
  });
});

describe('parseFilters (docs/rules.md §2 query parameters)', () => {
  it.each<[string, string, number, FilterState]>([
    ['empty query', '', 0, defaultFilters(0)],
    ['empty query with a high price', '', HIGHEST, { ...defaultFilters(0), maxPrice: 12000 }],
    [
      'every parameter',
      'category=Herbs+%26+Shurbs&cooperatives=A,B&locations=Ilam&types=organic,new,bogus&minPrice=100&maxPrice=500&search=mango&sort=price-low',
      0,
      {
        category: 'Herbs & Shurbs',
        cooperatives: ['A', 'B'],
        locations: ['Ilam'],
        types: ['organic', 'new'],
        minPrice: 100,
        maxPrice: 500,
        search: 'mango',
        sort: 'price-low',
      },
    ],
    ['garbage prices fall back', 'minPrice=abc&maxPrice=-5', 0, defaultFilters(0)],
    [
      'garbage max falls back to the raised default',
      'maxPrice=lots',
      HIGHEST,
      { ...defaultFilters(0), maxPrice: 12000 },
    ],
    [
      'decimal prices are truncated',
      'minPrice=10.9&maxPrice=12.7',
      0,
      { ...defaultFilters(0), minPrice: 10, maxPrice: 12 },
    ],
    ['unknown sort → default', 'sort=random', 0, defaultFilters(0)],
    ['empty category → all', 'category=', 0, defaultFilters(0)],
    [
      'comma lists are trimmed and de-duplicated',
      'cooperatives=%20A%20,,A,B%20',
      0,
      { ...defaultFilters(0), cooperatives: ['A', 'B'] },
    ],
    ['only unknown types → none', 'types=cheap,fresh', 0, defaultFilters(0)],
  ])('%s', (_name, query, highest, expected) => {
    expect(parseFilters(new URLSearchParams(query), highest)).toEqual(expected);
  });
});

describe('filtersToQuery (only non-default values)', () => {
  it.each<[string, FilterState, number, string]>([
    ['defaults → empty', defaultFilters(0), 0, ''],
    ['raised default max is not written', state(), HIGHEST, ''],
    ['max 10000 is written when the default is 12000', state({ maxPrice: 10000 }), HIGHEST, 'maxPrice=10000'],
    ['category with & and spaces', state({ category: 'Herbs & Shurbs' }), HIGHEST, 'category=Herbs+%26+Shurbs'],
    [
      'comma lists keep literal commas',
      state({ cooperatives: ['A', 'B'], types: ['organic', 'new'] }),
      HIGHEST,
      'cooperatives=A,B&types=organic,new',
    ],
    [
      'all parameters in order',
      {
        category: 'Fruits',
        cooperatives: ['Ilam Coop'],
        locations: ['Ilam', 'Jumla'],
        types: ['featured'],
        minPrice: 100,
        maxPrice: 900,
        search: 'fresh mango',
        sort: 'name-desc',
      },
      0,
      'category=Fruits&cooperatives=Ilam+Coop&locations=Ilam,Jumla&types=featured&minPrice=100&maxPrice=900&search=fresh+mango&sort=name-desc',
    ],
    ['blank search is not written', state({ search: '   ' }), HIGHEST, ''],
    ['category all is not written', state({ category: 'all', sort: 'price-low' }), HIGHEST, 'sort=price-low'],
  ])('%s', (_name, s, highest, expected) => {
    expect(filtersToQuery(s, highest)).toBe(expected);
  });

  it.each<[FilterState, number]>([
    [
      state({ category: 'Herbs & Shurbs', cooperatives: ['A', 'B C'], minPrice: 20, search: 'मह', sort: 'price-high' }),
      HIGHEST,
    ],
    [state({ locations: ['Ilam'], types: ['new', 'organic'], maxPrice: 500 }, 0), 0],
  ])('round-trips through parseFilters (%#)', (s, highest) => {
    expect(parseFilters(new URLSearchParams(filtersToQuery(s, highest)), highest)).toEqual(s);
  });
});

describe('activeFilterCount (Filters button badge)', () => {
  it.each<[string, FilterState, number]>([
    ['defaults', state(), 0],
    ['category', state({ category: 'Honey' }), 1],
    [
      '2 cooperatives + 1 location + 2 types',
      state({ cooperatives: ['A', 'B'], locations: ['Ilam'], types: ['organic', 'new'] }),
      5,
    ],
    ['min price changed', state({ minPrice: 100 }), 1],
    ['min and max changed count once', state({ minPrice: 100, maxPrice: 500 }), 1],
    ['max 10000 when the default is 12000', state({ maxPrice: 10000 }), 1],
    ['search and sort are not counted', state({ search: 'honey', sort: 'name-asc' }), 0],
  ])('%s → %s', (_name, s, expected) => {
    expect(activeFilterCount(s, HIGHEST)).toBe(expected);
  });
});

describe('distinct option lists', () => {
  const extra: P[] = [
    ...PRODUCTS,
    { id: 'e', name: 'E', price: 1, category: '  ', cooperativeName: ' Ilam Coop ', location: null },
  ];
  it('categories: distinct, non-empty, first-seen order', () => {
    expect(distinctCategories(extra)).toEqual(['Honey', 'Fruits', 'Spices']);
  });
  it('cooperatives: distinct, non-empty, trimmed, A to Z', () => {
    expect(distinctCooperatives(extra)).toEqual(['Ilam Coop', 'Mustang Coop', 'Terai Coop']);
  });
  it('locations: distinct, non-empty, A to Z', () => {
    expect(distinctLocations(extra)).toEqual(['Ilam', 'Jumla', 'Mustang', 'Sarlahi']);
  });
});
