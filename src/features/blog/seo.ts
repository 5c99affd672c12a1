/**
 * Blog metadata and structured data, docs/rules.md §2: the list page has collection-page structured data; the article has
 * blog-posting structured data whose title falls back to the post title and whose description falls back to the
 * excerpt, then to "Read about {title}" (docs/rules.md §3: SEO title → title, SEO description → excerpt). A Nepali
 * article's title and description are its Nepali title and excerpt (or the start of its Nepali article) when the
 * operator wrote them, else the English ones (docs/operators.md "Nepali texts").
 */
import type { Locale } from '../../lib/i18n';
import { nepaliSummary, type PostNepali } from './post-texts';

export interface PostMetaSource extends PostNepali {
  title: string;
  excerpt: string;
  seoTitle: string;
  seoDescription: string;
}

/** Title and description for an article's <head> and structured data, in the page's language. */
export function postMeta(post: PostMetaSource, locale: Locale = 'en'): { title: string; description: string } {
  const title = post.seoTitle.trim() || post.title;
  const description = post.seoDescription.trim() || post.excerpt.trim() || `Read about ${post.title}`;
  if (locale === 'en') return { title, description };
  return { title: post.titleNe?.trim() || title, description: nepaliSummary(post) ?? description };
}

/** ISO 8601 of a PocketBase date ("2026-11-22 10:00:00.000Z"), or undefined when unreadable. */
export function isoDate(value: string): string | undefined {
  const date = new Date(value.trim().replace(/^(\d{4}-\d{2}-\d{2}) /, '$1T'));
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
}

export interface BlogPostingInput extends PostMetaSource {
  /** Absolute URL of the article (in the page's language). */
  url: string;
  /** The page's language (its headline and description follow it); English when not given. */
  locale?: Locale;
  /** Absolute URL of the cover image, if any. */
  imageUrl?: string;
  authorName: string;
  created: string;
  /** The publication date (falls back to created). */
  published?: string;
  updated: string;
  tags: string[];
  category: string;
  publisher: { name: string; url: string };
}

/** schema.org BlogPosting for one article. */
export function blogPostingJsonLd(input: BlogPostingInput): Record<string, unknown> {
  const { title, description } = postMeta(input, input.locale);
  const published = isoDate(input.published?.trim() || input.created);
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: title,
    description,
    url: input.url,
    mainEntityOfPage: { '@type': 'WebPage', '@id': input.url },
    ...(input.imageUrl ? { image: [input.imageUrl] } : {}),
    ...(published ? { datePublished: published, dateModified: isoDate(input.updated) ?? published } : {}),
    ...(input.authorName ? { author: { '@type': 'Person', name: input.authorName } } : {}),
    ...(input.category ? { articleSection: input.category } : {}),
    ...(input.tags.length ? { keywords: input.tags.join(', ') } : {}),
    publisher: { '@type': 'Organization', name: input.publisher.name, url: input.publisher.url },
  };
}

export interface CollectionPageInput {
  name: string;
  description: string;
  /** Absolute URL of the list page. */
  url: string;
  /** The posts listed on the page, in order, with absolute URLs. */
  items: { url: string; name: string }[];
}

/** schema.org CollectionPage listing the page's articles. */
export function collectionPageJsonLd(input: CollectionPageInput): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'CollectionPage',
    name: input.name,
    description: input.description,
    url: input.url,
    mainEntity: {
      '@type': 'ItemList',
      itemListElement: input.items.map((item, i) => ({
        '@type': 'ListItem',
        position: i + 1,
        url: item.url,
        name: item.name,
      })),
    },
  };
}
