import { describe, expect, it } from 'vitest';
import { blogPostingJsonLd, collectionPageJsonLd, isoDate, postMeta } from '@/features/blog/seo';

const base = { title: 'Gundruk Soup', excerpt: 'A winter classic.', seoTitle: '', seoDescription: '' };

describe('postMeta (docs/rules.md §2/§3 fallbacks)', () => {
  it('uses the SEO title and description when set', () => {
    expect(postMeta({ ...base, seoTitle: 'SEO title', seoDescription: 'SEO description' })).toEqual({
      title: 'SEO title',
      description: 'SEO description',
    });
  });
  it('falls back to the title and the excerpt', () => {
    expect(postMeta(base)).toEqual({ title: 'Gundruk Soup', description: 'A winter classic.' });
  });
  it('then to "Read about {title}"', () => {
    expect(postMeta({ ...base, excerpt: '  ', seoDescription: ' ' }).description).toBe('Read about Gundruk Soup');
  });
});

describe('postMeta on Nepali pages (docs/operators.md "Nepali texts")', () => {
  const nepali = { ...base, seoTitle: 'Gundruk Soup, the hill way', seoDescription: 'How to cook it.' };
  it('uses the Nepali title and excerpt when the post has them', () => {
    expect(postMeta({ ...nepali, titleNe: ' गुन्द्रुकको झोल ', excerptNe: 'जाडोको परिकार।' }, 'ne')).toEqual({
      title: 'गुन्द्रुकको झोल',
      description: 'जाडोको परिकार।',
    });
  });
  it('describes the page by the start of the Nepali article when there is no Nepali excerpt', () => {
    const long = `<p>${'गुन्द्रुक '.repeat(40)}</p>`;
    const { description } = postMeta({ ...nepali, contentNe: long }, 'ne');
    expect(description.startsWith('गुन्द्रुक गुन्द्रुक')).toBe(true);
    expect(description.endsWith('...')).toBe(true);
    expect(Array.from(description).length).toBeLessThanOrEqual(153);
  });
  it('falls back to the English title and description, as the English page has them', () => {
    expect(postMeta({ ...nepali, titleNe: ' ', excerptNe: '', contentNe: '<p></p>' }, 'ne')).toEqual(postMeta(nepali));
    expect(postMeta(nepali, 'ne')).toEqual({ title: 'Gundruk Soup, the hill way', description: 'How to cook it.' });
  });
  it('leaves English pages as they were', () => {
    expect(postMeta({ ...nepali, titleNe: 'गुन्द्रुकको झोल', excerptNe: 'जाडोको परिकार।' })).toEqual(postMeta(nepali));
  });
});

describe('isoDate', () => {
  it('reads PocketBase dates', () => {
    expect(isoDate('2026-11-22 10:00:00.000Z')).toBe('2026-11-22T10:00:00.000Z');
    expect(isoDate('nonsense')).toBeUndefined();
  });
});

describe('blogPostingJsonLd', () => {
  const input = {
    ...base,
    url: 'https://shop.example/blog/gundruk',
    imageUrl: 'https://shop.example/_astro/c.webp',
    authorName: 'Anjali Shrestha',
    created: '2026-11-22 10:00:00.000Z',
    updated: '2026-11-23 10:00:00.000Z',
    tags: ['Recipes', 'Winter'],
    category: 'Recipes',
    publisher: { name: 'Krishi Bazaar', url: 'https://shop.example/' },
  };
  it('describes the article with the fallbacks applied', () => {
    expect(blogPostingJsonLd(input)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BlogPosting',
      headline: 'Gundruk Soup',
      description: 'A winter classic.',
      url: input.url,
      mainEntityOfPage: { '@type': 'WebPage', '@id': input.url },
      image: [input.imageUrl],
      datePublished: '2026-11-22T10:00:00.000Z',
      dateModified: '2026-11-23T10:00:00.000Z',
      author: { '@type': 'Person', name: 'Anjali Shrestha' },
      articleSection: 'Recipes',
      keywords: 'Recipes, Winter',
      publisher: { '@type': 'Organization', name: 'Krishi Bazaar', url: 'https://shop.example/' },
    });
  });
  it('takes the Nepali headline and description on a Nepali page', () => {
    const ld = blogPostingJsonLd({
      ...input,
      url: 'https://shop.example/ne/blog/gundruk',
      titleNe: 'गुन्द्रुकको झोल',
      excerptNe: 'जाडोको परिकार।',
      locale: 'ne',
    });
    expect([ld.headline, ld.description, ld.url]).toEqual([
      'गुन्द्रुकको झोल',
      'जाडोको परिकार।',
      'https://shop.example/ne/blog/gundruk',
    ]);
    expect(blogPostingJsonLd({ ...input, titleNe: 'गुन्द्रुकको झोल' }).headline).toBe('Gundruk Soup');
  });
  it('leaves out what is missing', () => {
    const ld = blogPostingJsonLd({
      ...input,
      imageUrl: undefined,
      authorName: '',
      tags: [],
      category: '',
      created: '',
      updated: '',
    });
    for (const key of ['image', 'author', 'keywords', 'articleSection', 'datePublished', 'dateModified'])
      expect(ld).not.toHaveProperty(key);
  });
});

describe('collectionPageJsonLd', () => {
  it('lists the page items in order', () => {
    const ld = collectionPageJsonLd({
      name: 'Blog',
      description: 'd',
      url: 'https://shop.example/blog',
      items: [
        { url: 'https://shop.example/blog/a', name: 'A' },
        { url: 'https://shop.example/blog/b', name: 'B' },
      ],
    });
    expect(ld['@type']).toBe('CollectionPage');
    expect(ld.mainEntity).toEqual({
      '@type': 'ItemList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, url: 'https://shop.example/blog/a', name: 'A' },
        { '@type': 'ListItem', position: 2, url: 'https://shop.example/blog/b', name: 'B' },
      ],
    });
  });
});
