// The home page's farmers, banners and category tiles in the page's language (docs/operators.md "Nepali texts"):
// Nepali where the operator wrote it, English (marked lang="en") where not; English pages unchanged.
import { describe, expect, it } from 'vitest';
import { parseCategory } from '@/lib/data/categories.parse';
import { readCategoryNames } from '@/features/catalog/category-names';
import { bannerTextsIn } from '@/features/home/banner-slides';
import { categoryTileIn, HOME_CATEGORIES } from '@/features/home/categories';
import { type FarmerWithNepali, farmerIn } from '@/features/home/farmer-texts';

// Written without Nepali ("" is how the record parser leaves a field nobody filled).
const farmer: FarmerWithNepali = {
  id: 'f1',
  name: 'Purna Bahadur Gurung',
  location: 'Bhujung, Lamjung',
  specialty: 'Honey',
  imageUrl: '',
  years: 22,
  story: 'He leads the honey hunters of Bhujung.',
  videoUrl: '',
  sort: 1,
  nameNe: '',
  locationNe: '',
  specialtyNe: '',
  storyNe: '',
};

/** Category records as PocketBase holds them, parsed as the data layer reads them. */
const categories = (records: readonly Record<string, unknown>[]) => records.map(parseCategory);

describe('farmerIn', () => {
  const nepali = { ...farmer, nameNe: 'पूर्णबहादुर गुरुङ', locationNe: 'भुजुङ, लमजुङ', specialtyNe: 'मह' };

  it('leads with the Nepali name on Nepali pages, the English one beneath, and the Nepali place and specialty', () => {
    expect(farmerIn(nepali, 'ne')).toEqual({
      name: { text: 'पूर्णबहादुर गुरुङ', lang: 'ne' },
      otherName: { text: 'Purna Bahadur Gurung', lang: 'en' },
      location: { text: 'भुजुङ, लमजुङ', lang: 'ne' },
      specialty: { text: 'मह', lang: 'ne' },
      // No Nepali story: the English one, marked as English.
      story: { text: farmer.story, lang: 'en' },
    });
  });

  it('shows a farmer without Nepali texts in English on Nepali pages', () => {
    const shown = farmerIn(farmer, 'ne');
    expect(shown.name).toEqual({ text: 'Purna Bahadur Gurung', lang: 'en' });
    expect(shown).not.toHaveProperty('otherName');
    expect([shown.location.lang, shown.specialty.lang, shown.story.lang]).toEqual(['en', 'en', 'en']);
  });

  it('keeps English pages as they were: English only, no second name', () => {
    const shown = farmerIn(nepali, 'en');
    expect(shown).not.toHaveProperty('otherName');
    expect([shown.name.text, shown.location.text, shown.specialty.text, shown.story.text]).toEqual([
      farmer.name,
      farmer.location,
      farmer.specialty,
      farmer.story,
    ]);
  });
});

describe('bannerTextsIn', () => {
  const banner = { headline: 'New season honey has arrived', ctaLabel: "See what's new", alt: 'Jars of honey' };

  it('gives the Nepali headline, button and picture description where written', () => {
    expect(bannerTextsIn({ ...banner, headlineNe: 'नयाँ सिजनको मह आइपुग्यो', ctaLabelNe: 'हेर्नुहोस्' }, 'ne')).toEqual({
      headline: { text: 'नयाँ सिजनको मह आइपुग्यो', lang: 'ne' },
      ctaLabel: { text: 'हेर्नुहोस्', lang: 'ne' },
      alt: { text: 'Jars of honey', lang: 'en' },
    });
  });

  it('keeps an empty English button empty unless it is written in Nepali', () => {
    expect(bannerTextsIn({ ...banner, ctaLabel: '' }, 'ne').ctaLabel.text).toBe('');
    expect(bannerTextsIn({ ...banner, ctaLabel: '', ctaLabelNe: 'किन्नुहोस्' }, 'ne').ctaLabel.text).toBe('किन्नुहोस्');
  });

  it('is English on English pages', () => {
    const texts = bannerTextsIn({ ...banner, headlineNe: 'नयाँ', ctaLabelNe: 'हेर्नुहोस्', altNe: 'महका जार' }, 'en');
    expect([texts.headline.text, texts.ctaLabel.text, texts.alt.text]).toEqual([
      banner.headline,
      banner.ctaLabel,
      banner.alt,
    ]);
  });
});

describe('categoryTileIn (Shop by Category)', () => {
  const names = readCategoryNames(
    categories([
      { name: 'Honey', name_ne: 'मह' },
      { name: 'Spices', name_ne: 'मसला' },
    ]),
  );
  const tile = { category: 'Spices', label: 'Spices', blurb: 'Turmeric and cardamom' };

  it('uses the tile’s Nepali label first, then the category’s Nepali name, then the English label', () => {
    expect(categoryTileIn({ ...tile, labelNe: 'मसलाहरू' }, names, 'ne').label).toEqual({ text: 'मसलाहरू', lang: 'ne' });
    expect(categoryTileIn(tile, names, 'ne').label).toEqual({ text: 'मसला', lang: 'ne' });
    expect(categoryTileIn({ ...tile, category: 'Pickles', label: 'Pickles' }, names, 'ne').label).toEqual({
      text: 'Pickles',
      lang: 'en',
    });
  });

  it('shows the Nepali line where written, the English one marked as English where not', () => {
    expect(categoryTileIn({ ...tile, blurbNe: 'बेसार र अलैँची' }, names, 'ne').blurb).toEqual({
      text: 'बेसार र अलैँची',
      lang: 'ne',
    });
    expect(categoryTileIn(tile, names, 'ne').blurb).toEqual({ text: tile.blurb, lang: 'en' });
  });

  it('shows the tile’s own label and line on English pages', () => {
    for (const builtIn of HOME_CATEGORIES)
      expect(categoryTileIn(builtIn, names, 'en')).toEqual({
        label: { text: builtIn.label, lang: 'en' },
        blurb: { text: builtIn.blurb, lang: 'en' },
      });
  });
});
