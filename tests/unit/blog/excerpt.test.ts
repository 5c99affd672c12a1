import { describe, expect, it } from 'vitest';
import {
  EXCERPT_LENGTH,
  EXCERPT_LENGTH_FALLBACK,
  decodeEntities,
  htmlToText,
  plainTextExcerpt,
  readingTimeLabel,
} from '@/features/blog/excerpt';
import { parseTags } from '@/lib/data/posts.parse';

describe('htmlToText / decodeEntities', () => {
  it.each<[string | null | undefined, string]>([
    [null, ''],
    ['', ''],
    ['<p>Hello <strong>farm</strong> world</p>', 'Hello farm world'],
    ['<p>One</p><p>Two</p>', 'One Two'],
    ['Line<br>break<br/>again', 'Line break again'],
    ['<ul><li>a</li><li>b</li></ul>', 'a b'],
    ['Hel<b>lo</b>', 'Hello'],
    ['<script>alert(1)</script>Safe<style>p{}</style>', 'Safe'],
    ['<!-- note -->Text', 'Text'],
    ['Tom &amp; Jerry &lt;3 &quot;hi&quot; &#39;x&#39; it&rsquo;s', 'Tom & Jerry <3 "hi" \'x\' it’s'],
    ['a&nbsp;&nbsp;b', 'a b'],
    ['&#8377; &#x20B9;', '₹ ₹'],
    ['&amp;lt;', '&lt;'], // decoded once only
    ['&unknown; stays', '&unknown; stays'],
    ['  lots \n\t of   space  ', 'lots of space'],
    ['<a href="x">link</a>', 'link'],
  ])('%j → %j', (html, expected) => {
    expect(htmlToText(html)).toBe(expected);
  });

  it.each<[string, string]>([
    ['&AMP;', '&'],
    ['&#0;', '&#0;'],
    ['&#x110000;', '&#x110000;'],
  ])('decodeEntities(%j) = %j', (input, expected) => {
    expect(decodeEntities(input)).toBe(expected);
  });
});

describe('plainTextExcerpt (150 characters, "..." when cut)', () => {
  const words = (n: number) => 'x'.repeat(n);
  it.each<[string, number | undefined, string]>([
    ['<p>Short post.</p>', undefined, 'Short post.'],
    [`<p>${words(150)}</p>`, undefined, words(150)],
    [`<p>${words(151)}</p>`, undefined, `${words(150)}...`],
    [`<p>${words(149)} yz</p>`, undefined, `${words(149)}...`], // trailing space trimmed before "..."
    ['<p>Hello world</p>', 5, 'Hello...'],
    ['<p>Hello world</p>', 11, 'Hello world'],
    ['<p>a &amp; b</p>', 3, 'a &...'], // counted after decoding
    [`${'😀'.repeat(10)}`, 4, '😀😀😀😀...'],
  ])('%j (max %s)', (html, max, expected) => {
    expect(plainTextExcerpt(html, max)).toBe(expected);
  });

  it('lengths', () => {
    expect(EXCERPT_LENGTH).toBe(150);
    expect(EXCERPT_LENGTH_FALLBACK).toBe(120);
  });
});

describe('readingTimeLabel ("N min read")', () => {
  it.each<[number | null | undefined, string]>([
    [5, '5 min read'],
    [1, '1 min read'],
    [12, '12 min read'],
    [2.4, '2 min read'],
    [0, '1 min read'],
    [-3, '1 min read'],
    [null, '1 min read'],
    [undefined, '1 min read'],
    [Number.NaN, '1 min read'],
  ])('%s → %j', (n, expected) => {
    expect(readingTimeLabel(n)).toBe(expected);
  });
});

describe('parseTags (list, JSON string or comma text)', () => {
  it.each<[unknown, string[]]>([
    [null, []],
    [undefined, []],
    ['', []],
    [42, []],
    [
      ['honey', ' farming ', '', 'honey'],
      ['honey', 'farming'],
    ],
    [
      ['a', 5, null, 'b'],
      ['a', 'b'],
    ],
    ['["honey","organic"]', ['honey', 'organic']],
    ['[]', []],
    ['honey, organic ,  ,farming', ['honey', 'organic', 'farming']],
    ['single', ['single']],
    ['["broken", "json"', ['broken', 'json']],
  ])('%j → %j', (value, expected) => {
    expect(parseTags(value)).toEqual(expected);
  });
});
