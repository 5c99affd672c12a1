// The demo is the shop's face in both languages: every text of the demo data (scripts/seed/data.mjs and the home
// page's texts, src/features/home/default-content.json) has its Nepali version (docs/operators.md "Nepali texts"),
// written in Devanagari with Devanagari digits, so no Nepali page of a fresh shop shows an operator's English text.
// A record added without its Nepali fails here, naming it. The Nepali descriptions and articles keep their English
// twins' shape, and the articles their links (internal links to the Nepali pages).
import { describe, expect, it } from 'vitest';
import { cooperatives, deliveryBranches, farmers, posts, products } from '../../../scripts/seed/data.mjs';
import { ORIGINS, journeyOf } from '../../../scripts/seed/lots.mjs';
import lots from '../../../pocketbase/pb_hooks/lib/lots.js';
import defaults from '../../../src/features/home/default-content.json';

const DEVANAGARI = /[\u0900-\u097F]/;
const LATIN_DIGIT = /[0-9]/;

/** The text a reader sees in editor HTML: without tags and their attributes (links name example.org addresses). */
const visibleText = (html: string) => html.replace(/<[^>]*>/g, ' ');

/** A Nepali text: written, in Devanagari, with Devanagari digits. */
function expectNepali(text: unknown, where: string) {
  expect(typeof text === 'string' && text.trim() !== '', `${where} is not written`).toBe(true);
  expect(text as string, where).toMatch(DEVANAGARI);
  expect(visibleText(text as string), `${where} has Latin digits`).not.toMatch(LATIN_DIGIT);
}

const tags = (html: string, tag: string) => html.match(new RegExp(`<${tag}\\b`, 'g'))?.length ?? 0;
const hrefs = (html: string) => [...html.matchAll(/href="([^"]+)"/g)].map((m) => m[1]);
/** An English article's link as its Nepali twin gives it: the shop's pages under /ne, others unchanged. */
const nepaliHref = (href: string | undefined) => (href?.startsWith('/') ? `/ne${href}` : href);

describe('the demo data in Nepali', () => {
  it.each(posts.map((post) => [post.slug, post] as const))('post %s', (slug, post) => {
    for (const field of ['title_ne', 'excerpt_ne', 'category_ne', 'content_ne', 'author_name_ne'] as const)
      expectNepali(post[field], `${slug}.${field}`);
    const nepali = post.content_ne as string;
    for (const tag of ['p', 'h2', 'li', 'strong'])
      expect(tags(nepali, tag), `${slug}: <${tag}>`).toBe(tags(post.content, tag));
    // The same links, in the order the Nepali sentences put them.
    expect(hrefs(nepali).sort(), `${slug}: links`).toEqual(hrefs(post.content).map(nepaliHref).sort());
    // One Nepali tag for each tag, stored in the same form (a list, or a JSON string of one).
    const list = (value: unknown) => (typeof value === 'string' ? JSON.parse(value) : value) as string[];
    expect(typeof post.tags_ne, `${slug}: tags_ne stored as tags are`).toBe(typeof post.tags);
    const tagsNe = list(post.tags_ne ?? []);
    expect(tagsNe.length, `${slug}: one Nepali tag per tag`).toBe(list(post.tags).length);
    for (const [i, tag] of tagsNe.entries()) expectNepali(tag, `${slug}.tags_ne.${i}`);
  });

  // Every traceable product's journey, as the seed builds it, has each place and note in Nepali, and the lots hook
  // takes it as it is (pocketbase/pb_hooks/lib/lots.js checkJourney: Devanagari place_ne and note_ne).
  const coopNames = new Map(cooperatives.map((c) => [c.cooperativeId, [c.cooperativeName, c.cooperativeName_ne]]));
  const traceable = products.filter((product) => product.hasTraceability);
  it.each(traceable.map((product) => [product.slug, product] as const))("the journey of %s's lots", (slug, product) => {
    const origin = ORIGINS[product.location];
    expect(origin, `${slug}: ${product.location} has an origin`).toBeDefined();
    const [coop, coopNe] = coopNames.get(product.cooperativeId ?? '') ?? ['', ''];
    const journey = journeyOf(product, origin, coop ?? '', coopNe ?? '', Date.UTC(2026, 10, 2));
    expect(journey.length).toBeGreaterThan(2);
    for (const [i, step] of journey.entries()) {
      expectNepali(step.place_ne, `${slug} step ${i + 1}.place_ne`);
      if (step.note) expectNepali(step.note_ne, `${slug} step ${i + 1}.note_ne`);
    }
    const checked = lots.checkJourney(journey);
    expect(checked.problem).toBeNull();
    expect(checked.steps).toEqual(journey);
  });

  it.each(farmers.map((farmer) => [farmer.name, farmer] as const))('farmer %s', (name, farmer) => {
    for (const field of ['name_ne', 'location_ne', 'specialty_ne', 'story_ne'] as const)
      expectNepali(farmer[field], `${name}.${field}`);
  });

  it.each(products.map((product) => [product.slug, product] as const))('product %s', (slug, product) => {
    expectNepali(product.nepaliName, `${slug}.nepaliName`);
    expectNepali(product.nepaliDescription, `${slug}.nepaliDescription`);
    // The same paragraphs and ticked lines as the English (scripts/seed/data.mjs, d()).
    const shape = (text: string) =>
      text.split('\n\n').map((part) => part.split('\n').filter((l) => l.startsWith('✓ ')).length);
    expect(shape(product.nepaliDescription as string), `${slug}: description's shape`).toEqual(
      shape(product.description),
    );
    if (product.product_info) expectNepali(product.product_info_ne, `${slug}.product_info_ne`);
    for (const [i, faq] of (product.faqs ?? []).entries()) {
      expectNepali(faq.question_ne, `${slug}.faqs.${i}.question_ne`);
      expectNepali(faq.answer_ne, `${slug}.faqs.${i}.answer_ne`);
    }
    for (const [i, fact] of (product.nutritionFacts ?? []).entries()) {
      expectNepali(fact.name_ne, `${slug}.nutritionFacts.${i}.name_ne`);
      expectNepali(fact.value_ne, `${slug}.nutritionFacts.${i}.value_ne`);
      if (fact.context) expectNepali(fact.context_ne, `${slug}.nutritionFacts.${i}.context_ne`);
    }
  });

  it.each(deliveryBranches.map((branch) => [branch.branchName, branch] as const))('branch %s', (name, branch) => {
    expectNepali(branch.branchName_ne, `${name}.branchName_ne`);
    expectNepali(branch.branchArea_ne, `${name}.branchArea_ne`);
    // As many areas as the English lists.
    expect(branch.branchArea_ne.split(',').length, `${name}: areas`).toBe(branch.branchArea.split(',').length);
  });

  it.each(cooperatives.map((coop) => [coop.cooperativeId, coop] as const))('cooperative %s', (id, coop) => {
    expectNepali(coop.cooperativeName_ne, `${id}.cooperativeName_ne`);
  });

  it.each(Object.entries(ORIGINS))("the lots' municipality in %s", (district, origin) => {
    expectNepali(origin.municipality_ne, `${district}.municipality_ne`);
    // The ward number is the same, in Devanagari digits.
    const ward = (text: string) =>
      text.match(/-([0-9०-९]+)/)?.[1]?.replace(/[०-९]/g, (d) => String(d.charCodeAt(0) - 0x966));
    expect(ward(origin.municipality_ne ?? ''), `${district}: ward`).toBe(ward(origin.municipality));
  });

  it("the home page's FAQs", () => {
    expect(defaults.faq.length).toBeGreaterThan(0);
    for (const [i, faq] of defaults.faq.entries()) {
      expectNepali(faq.question_ne, `home faq ${i}.question_ne`);
      expectNepali(faq.answer_ne, `home faq ${i}.answer_ne`);
    }
  });

  it('would name a record left without its Nepali', () => {
    const post = { ...posts[0], content_ne: '' };
    expect(() => expectNepali(post.content_ne, 'post.content_ne')).toThrow(/post.content_ne is not written/);
    expect(() => expectNepali('Fresh from Jumla', 'x')).toThrow();
    expect(() => expectNepali('२,५०० मिटर, 2 दिन', 'x')).toThrow(/Latin digits/);
  });
});
