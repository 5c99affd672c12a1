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
