// A post's texts in the page's language (docs/operators.md "Nepali texts"): Nepali pages show the post's Nepali title,
// summary and article (posts.title_ne, excerpt_ne, content_ne) where the operator wrote them, and the English ones,
// marked as English, where not (namesIn in src/lib/i18n.ts, the one rule for that). English pages are unchanged.
// Pure.
import { type Locale, type NamesIn, namesIn } from '../../lib/i18n';
import type { BlogPost } from '../../lib/data/posts.parse';
import { htmlToText, plainTextExcerpt } from './excerpt';

/**
 * The post's Nepali texts, trimmed ("" or absent: not written). Read from the record with its English fields
 * (src/lib/data/posts.parse.ts); optional so that a post without them reads as one with nothing in Nepali.
 */
export interface PostNepali {
  titleNe?: string;
  excerptNe?: string;
  /** Editor HTML, not yet sanitised. */
  contentNe?: string;
}

/** A post as the blog pages and the home page's cards get it. */
export type PostWithNepali = BlogPost & PostNepali;

/** A text and the language it is written in. */
export type ShownText = NamesIn['main'];

/** Editor HTML with something to show: the editor leaves "<p></p>" (or "<p><br></p>") in a field it emptied. */
export function hasContent(html: string | undefined): html is string {
  return typeof html === 'string' && (htmlToText(html) !== '' || /<img\b/i.test(html));
}

/** The post's title in `locale`. */
export function postTitleIn(post: PostWithNepali, locale: Locale): ShownText {
  return namesIn(post.title, post.titleNe, locale).main;
}

/** The article's HTML (not yet sanitised) in `locale`: the Nepali article when it has content, else the English. */
export function postContentIn(post: PostWithNepali, locale: Locale): ShownText {
  return namesIn(post.content, hasContent(post.contentNe) ? post.contentNe : undefined, locale).main;
}

/**
 * The post's summary in Nepali: its Nepali excerpt, else the start of its Nepali article, as plain text of at most
 * 150 characters; undefined without either.
 */
export function nepaliSummary(post: PostNepali): string | undefined {
  if (post.excerptNe?.trim()) return plainTextExcerpt(post.excerptNe);
  return hasContent(post.contentNe) ? plainTextExcerpt(post.contentNe) || undefined : undefined;
}

/**
 * A card's summary in `locale`. English pages show `english` (each place has its own rule: the blog list cuts the
 * content, the home page prefers the excerpt); Nepali pages the Nepali summary, or `english` marked as English.
 */
export function postSummaryIn(post: PostWithNepali, locale: Locale, english: string): ShownText {
  return namesIn(english, nepaliSummary(post), locale).main;
}

/** The author's name in `locale`: the Nepali one on Nepali pages where the post has it, else as written (marked). */
export function authorIn(
  post: { authorName: string; authorNameNe?: string },
  locale: Locale,
): { authorName: string; authorLang?: Locale } {
  if (!post.authorName) return { authorName: '' };
  const name = namesIn(post.authorName, post.authorNameNe, locale).main;
  return { authorName: name.text, ...(name.lang === locale ? {} : { authorLang: name.lang }) };
}

/**
 * The post's tags in `locale`: on Nepali pages each tag's Nepali (posts.tags_ne) where the operator wrote it, else the
 * English tag, marked as English.
 */
export function tagsIn(post: { tags: string[]; tagsNe?: string[] }, locale: Locale): ShownText[] {
  return post.tags.map((tag, i) => namesIn(tag, post.tagsNe?.[i], locale).main);
}
