// The search key rule (src/features/search/fold.ts): romanized Nepali, Devanagari spelled another way and English
// meet at one key; one typo is forgiven (docs/rules.md §5 "How people type").
import { describe, expect, it } from 'vitest';
import { nearlyContains, searchKey } from '@/features/search/fold';
import { findProducts, searchProducts } from '@/features/search/match';
import { productSearchKeys } from '@/features/search/keys';

describe('searchKey: spellings of one word meet', () => {
  it.each<[string, string[]]>([
    ['potato', ['आलु', 'आलू', 'aalu', 'alu', 'aloo', 'ALU']],
    ['tomato', ['गोलभेडा', 'गोलभेंडा', 'golbheda', 'golveda', 'golabheda', 'golbhenda', 'Gol-bheda']],
    ['apple', ['स्याउ', 'स्याऊ', 'syau', 'syaau']],
    ['banana', ['केरा', 'kera', 'keraa']],
    ['cauliflower', ['काउली', 'काउलि', 'kauli', 'kaulee']],
    ['mushroom', ['च्याउ', 'chyau', 'chyaau', 'chhyau']],
    ['turmeric', ['बेसार', 'besar', 'besaar']],
    ['flour', ['पिठो', 'पीठो', 'pitho', 'pito']],
    ['mango', ['आँप', 'आंप', 'aanp', 'aap', 'amp']],
    ['honey', ['मह', 'maha', 'mah']],
    ['buckwheat', ['फापर', 'phapar', 'fapar', 'phaapar']],
    ['coriander', ['धनियाँ', 'धनिया', 'dhaniya', 'dhaniyaa']],
  ])('%s', (_meaning, spellings) => {
    const keys = new Set(spellings.map(searchKey));
    expect([...keys]).toHaveLength(1);
  });

  it.each<[string, string]>([
    ['Organic Potato', 'orgnic poto'],
    ['जुम्लाको स्याउ', 'julko jul syu'],
    ['Gol-bheda (आलू)!', 'golbed alu'],
    ['  ', ''],
    ['९८१२', '9812'],
  ])('%j gives %j', (text, key) => {
    expect(searchKey(text)).toBe(key);
  });

  it('keeps different produce apart', () => {
    const keys = ['आलु', 'केरा', 'काउली', 'च्याउ', 'बेसार', 'पिठो', 'स्याउ', 'गोलभेडा', 'मह'].map(searchKey);
    expect(new Set(keys).size).toBe(keys.length);
  });
});

describe('nearlyContains: one typo', () => {
  it.each<[string, string, boolean]>([
    ['musrum', 'musrum', true],
    ['musrum', 'musum', true], // one letter missing
    ['musrum', 'musrrum', true], // one extra (doubled letters already fold, so a different one)
    ['musrum', 'musrom', true], // one changed
    ['aple', 'apel', true], // two swapped
    ['organic', 'rgan', true], // inside a word
    ['musrum', 'mrsom', false], // two changes
    ['kuli', 'bdlx', false],
  ])('%s ~ %s: %s', (word, needle, expected) => {
    expect(nearlyContains(word, needle)).toBe(expected);
  });
});

describe('findProducts: the spec rule first, then loose matches', () => {
  const INDEX = [
    { id: 'honey', name: 'Wild Honey', nepaliName: 'भीरको मह' },
    { id: 'potato', name: 'Organic Potato', nepaliName: 'अर्गानिक आलु' },
    { id: 'apple', name: 'Jumla Apple', nepaliName: 'जुम्लाको स्याउ' },
    { id: 'tomato', name: 'Tomato', nepaliName: 'गोलभेडा' },
  ];
  const ids = (list: { id: string }[]) => list.map((p) => p.id);

  it('two characters: only the substring rule (no loose matches)', () => {
    expect(ids(searchProducts(INDEX, 'ap'))).toEqual(['apple']);
    expect(ids(searchProducts(INDEX, 'al'))).toEqual([]);
  });

  it('romanized Nepali and Devanagari variants', () => {
    expect(ids(searchProducts(INDEX, 'aalu'))).toEqual(['potato']);
    expect(ids(searchProducts(INDEX, 'आलू'))).toEqual(['potato']);
    expect(ids(searchProducts(INDEX, 'golveda'))).toEqual(['tomato']);
    expect(ids(searchProducts(INDEX, 'गोलभेंडा'))).toEqual(['tomato']);
    expect(ids(searchProducts(INDEX, 'jumla ko syau'))).toEqual(['apple']);
  });

  it('substring matches come before loose ones; every word of the query must match', () => {
    const index = [{ id: 'x', name: 'Tomatto Ketchup', nepaliName: '' }, ...INDEX];
    expect(ids(searchProducts(index, 'tomato'))).toEqual(['tomato', 'x']);
    expect(ids(searchProducts(INDEX, 'wild potato'))).toEqual([]);
  });

  it('a typo is forgiven from four letters of key on', () => {
    expect(ids(searchProducts(INDEX, 'potatoe'))).toEqual(['potato']);
    expect(ids(searchProducts(INDEX, 'honye'))).toEqual(['honey']);
  });

  it("nothing for text that is no one's name", () => {
    expect(ids(searchProducts(INDEX, 'zzqx'))).toEqual([]);
    expect(ids(findProducts(INDEX, 'cheese'))).toEqual([]);
  });

  it('an empty query keeps every product (the product list without a search)', () => {
    expect(ids(findProducts(INDEX, '  '))).toEqual(['honey', 'potato', 'apple', 'tomato']);
  });
});

describe('short keys', () => {
  it('a query whose key has two letters must be a whole word ("aap" finds आँप, "chia" does not find Cinnamon)', () => {
    const index = [
      { id: 'mango', name: 'Maldaha Mango', nepaliName: 'सर्लाहीको माल्दह आँप' },
      { id: 'cinnamon', name: 'Cinnamon (Dalchini)', nepaliName: 'दालचिनी' },
    ];
    expect(searchProducts(index, 'aap').map((p) => p.id)).toEqual(['mango']);
    expect(searchProducts(index, 'chia')).toEqual([]);
  });
});

describe("synonyms rank after the product's own names", () => {
  it('"aalu" lists the product named आलु before one that only a synonym group links to it', () => {
    const groups = [['potato', 'aalu', 'आलु']];
    const index = [
      { id: 'sweet', name: 'Sweet Potato', nepaliName: 'सखरखण्ड' },
      { id: 'potato', name: 'Organic Potato', nepaliName: 'अर्गानिक आलु' },
    ].map((p) => ({ ...p, keys: productSearchKeys(p, groups) }));
    expect(searchProducts(index, 'aalu').map((p) => p.id)).toEqual(['potato', 'sweet']);
  });
});
