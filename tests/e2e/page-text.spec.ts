// Every built page's text, read as a shopper reads it: no word glued to an email address, a phone number or a lot
// code ("write tosupport@…", "+977-1-5550100or", "lot codeCHI-2484."), and no word glued to an opening bracket
// ("scale(turn off"). Astro drops the line break between a text line and an element on the next one, so a missing
// {' '} in a template shows up here. Pages rendered on demand (a label sheet, the not-found pages) are fetched.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { setting } from '@/lib/settings.mjs';
import { test, expect } from '@tests/harness/browser';
import { anonymousClient, testStack } from '@tests/harness/stack';

// Elements that start a new line of text (a paragraph, a list item...): their tags become line breaks; the other
// tags (a, strong, span...) join their text to the words around them, as a browser lays it out. A regular
// expression is enough for the shop's own markup (no HTML parser needed for tags it writes itself).
const BLOCK =
  /<\/?(?:p|div|li|ul|ol|h[1-6]|section|article|header|footer|nav|main|aside|figure|figcaption|form|label|button|table|tr|td|th|dt|dd|dl|br|hr|details|summary|option|select|textarea|blockquote|address|time|svg|img|input)\b[^>]*>/gi;

/** The visible text of an HTML page: scripts, styles and templates out, block tags as line breaks, entities decoded. */
function pageText(html: string): string {
  return html
    .replace(/<(script|style|template|noscript)\b[\s\S]*?<\/\1>/gi, '\n')
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(BLOCK, '\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&nbsp;|&#160;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;|&#34;/g, '"')
    .replace(/&#39;|&#x27;/g, "'");
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const email = setting('PUBLIC_SUPPORT_EMAIL');
const phone = setting('PUBLIC_SUPPORT_PHONE');

/** Each pattern finds a word glued to something that needs a space before or after it. */
const GLUED: { what: string; pattern: RegExp }[] = [
  { what: 'a word before the support email', pattern: new RegExp(`\\p{L}${escapeRegExp(email)}`, 'u') },
  { what: 'a word after the support email', pattern: new RegExp(`${escapeRegExp(email)}\\p{L}`, 'u') },
  { what: 'a word before the support phone', pattern: new RegExp(`\\p{L}${escapeRegExp(phone)}`, 'u') },
  { what: 'a word after the support phone', pattern: new RegExp(`${escapeRegExp(phone)}\\p{L}`, 'u') },
  { what: 'a word before a Nepali phone number', pattern: /\p{L}(?:\+977|9[78]\d{8}\b)/u },
  { what: 'a word before a lot code', pattern: /\p{Ll}[A-Z]{2,5}-\d{3,6}\b/u },
  { what: 'a word after a lot code', pattern: /\b[A-Z]{2,5}-\d{3,6}\p{Ll}/u },
  { what: 'a word before an opening bracket', pattern: /\p{Ll}{2}\((?=\p{Ll})/u },
  { what: 'a word before a web or mail link', pattern: /\p{Ll}(?:https?:\/\/|mailto:)/u },
];

/** In the markup itself: a word running straight into a link's text, or out of it ("drawn from<a>Fluent Emoji"). */
// (A link laid out as a block of its own, class "block"/"flex"/"grid", starts its own line: not glued. A Nepali
// postposition written on the linked word, "<a>पसल</a>मा", is how Nepali joins them: not glued either.)
const GLUED_TO_LINK = [
  /\p{L}<a\b(?![^>]*class="[^"]*\b(?:block|flex|grid)\b)[^>]*>\s*\p{L}/u,
  /\p{L}<\/a>(?!\p{Script=Devanagari})\p{L}/u,
];

function gluedToLinks(html: string): string[] {
  const body = html.replace(/<(script|style|template)\b[\s\S]*?<\/\1>/gi, '');
  return GLUED_TO_LINK.flatMap((pattern) => {
    const m = pattern.exec(body);
    return m
      ? [`a word glued to a link: "…${body.slice(Math.max(0, m.index - 30), m.index + m[0].length + 30)}…"`]
      : [];
  });
}

function gluedIn(text: string): string[] {
  const found: string[] = [];
  for (const { what, pattern } of GLUED) {
    const m = pattern.exec(text);
    if (m)
      found.push(
        `${what}: "…${text.slice(Math.max(0, m.index - 25), m.index + m[0].length + 25).replace(/\s+/g, ' ')}…"`,
      );
  }
  return found;
}

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.html'))
    .map((f) => join(dir, f));
}

test('the patterns catch the glued words the issue found, and pass the same words spaced', () => {
  for (const bad of [
    `write to${email}`,
    `${phone}or write to`,
    'tell us the lot codeCHI-2484.',
    'Print at 100% scale(turn off “fit to page”)',
  ])
    expect(gluedIn(bad), bad).not.toEqual([]);
  for (const good of [`write to ${email}`, `${phone} or write to`, 'the lot code CHI-2484.', '100% scale (turn off)'])
    expect(gluedIn(good), good).toEqual([]);
  expect(pageText('<p>call <a href="tel:1">+977-1-5550100</a>or write</p><p>Next</p>')).toContain('5550100or');
  expect(pageText('<li>One</li><li>Two</li>')).not.toContain('OneTwo');
  expect(gluedToLinks('drawn from<a href="https://github.com/microsoft/fluentui-emoji">Fluent Emoji</a>')).not.toEqual(
    [],
  );
  expect(
    gluedToLinks('drawn from <a href="https://github.com/microsoft/fluentui-emoji">Fluent Emoji</a>, MIT'),
  ).toEqual([]);
  expect(gluedToLinks('हाम्रो <a href="/ne/products">पसल</a>मा हेर्नुहोस्')).toEqual([]);
  expect(gluedToLinks('see the <a href="/products">shop</a>now')).not.toEqual([]);
});

test('no built page glues a word to an email, a phone number, a lot code or a bracket', async () => {
  const client = join(testStack().buildDir, 'client');
  const files = htmlFiles(client);
  expect(files.length).toBeGreaterThan(50);
  const problems: string[] = [];
  for (const file of files) {
    const html = readFileSync(file, 'utf8');
    for (const p of [...gluedIn(pageText(html)), ...gluedToLinks(html)])
      problems.push(`${file.slice(client.length)}: ${p}`);
  }
  expect(problems).toEqual([]);
});

test('nor do the pages rendered on demand: a label sheet and the not-found pages', async ({ request }) => {
  const pb = anonymousClient();
  const lot = await pb.collection('lots').getFirstListItem('', { sort: '-harvest_date' });
  const problems: string[] = [];
  for (const path of [
    `/t/${lot.code}/labels`,
    '/t/NO-SUCH-LOT',
    '/products/no-such-product',
    '/01/00000000000000/10/NOPE',
    '/no-such-page',
  ]) {
    const html = await (await request.get(path)).text();
    for (const p of [...gluedIn(pageText(html)), ...gluedToLinks(html)]) problems.push(`${path}: ${p}`);
  }
  expect(problems).toEqual([]);
});
