// A post's texts in the page's language (docs/operators.md "Nepali texts"): Nepali where the operator wrote it,
// English (marked lang="en") where not; English pages unchanged.
import { describe, expect, it } from 'vitest';
import {
  authorIn,
  hasContent,
  nepaliSummary,
  postContentIn,
  postSummaryIn,
  postTitleIn,
  type PostWithNepali,
  tagsIn,
} from '@/features/blog/post-texts';
import { parsePost, parseTagPairs } from '@/lib/data/posts.parse';

// Written without Nepali ("" is how the record parser leaves a field nobody filled).
const english: PostWithNepali = {
  id: 'p1',
  slug: 'gundruk-soup-recipe',
  title: 'Gundruk ko Jhol',
  excerpt: 'A warming winter soup.',
  content: '<p>Gundruk is made by fermenting radish leaves.</p>',
  coverImageUrl: '',
  images: [],
  tags: [],
  tagsNe: [],
  category: 'Recipes',
  authorName: '',
  authorNameNe: '',
  authorAvatarUrl: '',
  readingTime: 4,
  isFeatured: false,
  seoTitle: '',
  seoDescription: '',
  created: '2026-01-01 00:00:00.000Z',
  updated: '2026-01-01 00:00:00.000Z',
  published: '2026-01-01 00:00:00.000Z',
  titleNe: '',
  excerptNe: '',
  contentNe: '',
  categoryNe: '',
};
const post: PostWithNepali = {
  ...english,
  titleNe: 'गुन्द्रुकको झोल',
  excerptNe: 'जाडोको न्यानो परिकार।',
  contentNe: '<p>गुन्द्रुक रायोको पात कुहाएर बनाइन्छ।</p>',
};

describe('postTitleIn / postContentIn', () => {
  it('give the Nepali title and article on Nepali pages', () => {
    expect(postTitleIn(post, 'ne')).toEqual({ text: 'गुन्द्रुकको झोल', lang: 'ne' });
    expect(postContentIn(post, 'ne')).toEqual({ text: post.contentNe, lang: 'ne' });
  });

  it('give the English ones on English pages', () => {
    expect(postTitleIn(post, 'en')).toEqual({ text: 'Gundruk ko Jhol', lang: 'en' });
    expect(postContentIn(post, 'en')).toEqual({ text: english.content, lang: 'en' });
  });

  it('fall back to the English, marked as English, for a post without Nepali (or an emptied editor)', () => {
    expect(postTitleIn(english, 'ne')).toEqual({ text: 'Gundruk ko Jhol', lang: 'en' });
    expect(postTitleIn({ ...english, titleNe: '  ' }, 'ne').lang).toBe('en');
    for (const empty of ['', '<p></p>', '<p><br></p>', '<p>&nbsp;</p>'])
      expect(postContentIn({ ...english, contentNe: empty }, 'ne')).toEqual({ text: english.content, lang: 'en' });
  });

  it('count an article holding only a picture as written', () => {
    expect(hasContent('<p><img src="photo.jpg"></p>')).toBe(true);
    expect(hasContent(undefined)).toBe(false);
  });
});

describe('postSummaryIn', () => {
  it('prefers the Nepali excerpt, then the start of the Nepali article', () => {
    expect(postSummaryIn(post, 'ne', 'English summary')).toEqual({ text: 'जाडोको न्यानो परिकार।', lang: 'ne' });
    expect(postSummaryIn({ ...post, excerptNe: '' }, 'ne', 'English summary')).toEqual({
      text: 'गुन्द्रुक रायोको पात कुहाएर बनाइन्छ।',
      lang: 'ne',
    });
  });

  it('cuts a long Nepali summary like an English one (150 characters and "...")', () => {
    const summary = nepaliSummary({ excerptNe: 'मह '.repeat(100) }) ?? '';
    expect(summary.endsWith('...')).toBe(true);
    expect(Array.from(summary).length).toBeLessThanOrEqual(153);
  });

  it('shows the English summary, marked as English, without Nepali; and on English pages', () => {
    expect(postSummaryIn(english, 'ne', 'English summary')).toEqual({ text: 'English summary', lang: 'en' });
    expect(postSummaryIn(post, 'en', 'English summary')).toEqual({ text: 'English summary', lang: 'en' });
  });
});

describe("the author's name", () => {
  it('is the Nepali name on a Nepali page where the post has it, else the English one, marked English', () => {
    const post = { authorName: 'Sabina Thapa', authorNameNe: 'सविना थापा' };
    expect(authorIn(post, 'ne')).toEqual({ authorName: 'सविना थापा' });
    expect(authorIn({ ...post, authorNameNe: '' }, 'ne')).toEqual({ authorName: 'Sabina Thapa', authorLang: 'en' });
    expect(authorIn(post, 'en')).toEqual({ authorName: 'Sabina Thapa' });
    // No author: the byline's own words ("Krishi Bazaar Team"), in the page's language.
    expect(authorIn({ authorName: '', authorNameNe: '' }, 'ne')).toEqual({ authorName: '' });
  });
});

describe('the tags', () => {
  it('pairs each tag with its Nepali (posts.tags_ne), in any stored form; another length pairs nothing', () => {
    expect(parseTagPairs(['Honey', 'Lamjung'], ['मह', 'लमजुङ'])).toEqual([
      ['Honey', 'मह'],
      ['Lamjung', 'लमजुङ'],
    ]);
    expect(parseTagPairs('["Honey", "Lamjung"]', '["मह", " लमजुङ "]')).toEqual([
      ['Honey', 'मह'],
      ['Lamjung', 'लमजुङ'],
    ]);
    // A repeated or empty tag is dropped with its own Nepali, not the next tag's.
    expect(parseTagPairs(['Honey', 'Honey', ' ', 'Lamjung'], ['मह', 'मह', '', 'लमजुङ'])).toEqual([
      ['Honey', 'मह'],
      ['Lamjung', 'लमजुङ'],
    ]);
    expect(parseTagPairs(['Honey', 'Lamjung'], ['मह'])).toEqual([
      ['Honey', ''],
      ['Lamjung', ''],
    ]);
    expect(parseTagPairs(['Honey'], null)).toEqual([['Honey', '']]);
  });

  it('a post record gives tags and tagsNe of the same length', () => {
    const record = { id: 'p1', slug: 's', title: 'T', tags: '["Honey","Lamjung"]', tags_ne: ['मह', 'लमजुङ'] };
    const parsed = parsePost(record, () => '');
    expect(parsed?.tags).toEqual(['Honey', 'Lamjung']);
    expect(parsed?.tagsNe).toEqual(['मह', 'लमजुङ']);
    expect(parsePost({ ...record, tags_ne: undefined }, () => '')?.tagsNe).toEqual(['', '']);
  });

  it('are the Nepali tags on a Nepali page, a tag without one in English, marked; English pages unchanged', () => {
    const tagged = { tags: ['Honey', 'Lamjung'], tagsNe: ['मह', ''] };
    expect(tagsIn(tagged, 'ne')).toEqual([
      { text: 'मह', lang: 'ne' },
      { text: 'Lamjung', lang: 'en' },
    ]);
    expect(tagsIn(tagged, 'en')).toEqual([
      { text: 'Honey', lang: 'en' },
      { text: 'Lamjung', lang: 'en' },
    ]);
    expect(tagsIn({ tags: ['Honey'] }, 'ne')).toEqual([{ text: 'Honey', lang: 'en' }]);
  });
});
