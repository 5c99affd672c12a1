// The JSON-field rules of the save hook (pocketbase/pb_hooks/lib/json-fields.js) and the build's own guard
// (src/lib/record-guard.ts): depth measured without recursion, wrong shapes refused with an example.
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { depthOf, MAX_JSON_DEPTH, recordDepthProblem } from '@/lib/record-guard';

/** The hook helper, a CommonJS module as PocketBase loads it (it reads its JSON table beside it). */
function loadHookLib(): unknown {
  return createRequire(import.meta.url)('../../../pocketbase/pb_hooks/lib/json-fields.js');
}
const hook = loadHookLib() as {
  MAX_DEPTH: number;
  depthOf(text: string, limit: number): number;
  depthProblem(collection: string, field: string, text: string): string;
  shapeProblem(collection: string, field: string, text: string): string;
  pairProblem(collection: string, field: string, text: string, twinText: string): string;
  notJsonMessages(): Record<string, Record<string, string>>;
};

const nestedText = (levels: number) => `${'['.repeat(levels)}"x"${']'.repeat(levels)}`;
function nestedValue(levels: number): unknown {
  let value: unknown = 'x';
  for (let i = 0; i < levels; i++) value = [value];
  return value;
}

describe('JSON depth', () => {
  it('measures text and values alike, brackets inside strings not counted', () => {
    expect(hook.depthOf('[{"question": "[[[{{", "answer": "a"}]', 99)).toBe(2);
    expect(hook.depthOf('"a \\" [ b"', 99)).toBe(0);
    expect(depthOf([{ question: '[[[', answer: 'a' }], 99)).toBe(2);
    expect(hook.depthOf(nestedText(5), 99)).toBe(5);
    expect(depthOf(nestedValue(5), 99)).toBe(5);
  });

  it('measures 5,000 levels without running out of stack', () => {
    expect(hook.depthOf(nestedText(5000), MAX_JSON_DEPTH)).toBeGreaterThan(MAX_JSON_DEPTH);
    expect(depthOf(nestedValue(5000))).toBeGreaterThan(MAX_JSON_DEPTH);
    expect(hook.depthProblem('web_products', 'faqs', nestedText(5000))).toMatch(
      /^FAQs is nested more than 8 levels deep.*Write it like this: \[\{"question"/,
    );
    expect(hook.depthProblem('orders', 'items', nestedText(MAX_JSON_DEPTH))).toBe('');
    expect(recordDepthProblem({ id: 'p1', name: 'Deep', faqs: nestedValue(5000) })).toMatch(
      /its field "faqs" is nested more than 8 levels deep/,
    );
    expect(recordDepthProblem({ id: 'p1', faqs: [{ question: 'q', answer: 'a' }] })).toBeNull();
  });
});

describe('JSON shapes operators type', () => {
  const ok = (field: string, value: unknown, collection = 'web_products') =>
    expect(hook.shapeProblem(collection, field, JSON.stringify(value))).toBe('');
  const refused = (field: string, value: unknown, message: RegExp, collection = 'web_products') => {
    const problem = hook.shapeProblem(collection, field, typeof value === 'string' ? value : JSON.stringify(value));
    expect(problem).toMatch(message);
    expect(problem).toContain('Write it like this: [');
    expect(problem).not.toMatch(/SyntaxError|Unexpected token/);
  };

  it('accepts the documented shapes, empty values and lists written as a JSON string', () => {
    ok('faqs', [{ question: 'Is it organic?', answer: 'Yes.' }]);
    ok('nutritionFacts', [
      { name: 'Energy', value: '52 kcal', context: 'per 100 g' },
      { name: 'Fat', value: 0.2 },
    ]);
    ok('gallery', ['a.jpg', 'https://x.example/b.webp', { type: 'video', url: 'https://x.example/c.mp4' }]);
    ok('farmers', ['Ram Thapa', { name: 'Sita Gurung', village: 'Guthichaur' }]);
    ok('tags', ['apples'], 'posts');
    ok('faqs', null);
    ok('gallery', JSON.stringify(['a.jpg']));
    expect(hook.shapeProblem('web_products', 'faqs', '')).toBe('');
    expect(hook.shapeProblem('orders', 'items', '{"anything": 1}')).toBe('');
  });

  it('refuses each wrong shape with an example of the right one', () => {
    refused('faqs', '[{"question": "x", ', /^FAQs is not readable JSON/);
    refused('faqs', { question: 'x', answer: 'y' }, /^FAQs must be a list in square brackets/);
    refused('faqs', [{ q: 'x', a: 'y' }], /^FAQs entry 1 .* has no "question" text/);
    refused('faqs', ['Is it organic?'], /^FAQs entry 1 .* is not an object with "question" and "answer"/);
    refused('nutritionFacts', [{ name: 'Energy' }], /^Nutrition facts entry 1 .* has no "value"/);
    refused('nutritionFacts', { Energy: '52 kcal' }, /^Nutrition facts must be a list/);
    refused('gallery', [3], /^Gallery entry 1 \(3\) is neither a file name/);
    refused('gallery', [{ type: 'audio', url: 'a.mp3' }], /has a "type" other than "image" or "video"/);
    refused('farmers', [{ village: 'Jumla' }], /^Farmers entry 1 .* has no "name" text/);
    refused('tags', [1], /^Tags entry 1/, 'posts');
  });

  it('takes the tags in Nepali in Devanagari, as many as the tags or none', () => {
    ok('tags_ne', ['मह', 'रैथाने अन्न'], 'posts');
    ok('tags_ne', JSON.stringify(['मह']), 'posts');
    refused('tags_ne', ['Honey'], /^Tags in Nepali entry 1 \("Honey"\) is not in Nepali/, 'posts');
    refused('tags_ne', ['मह3'], /is not in Nepali/, 'posts');
    const pair = (ne: unknown, tags: unknown) =>
      hook.pairProblem('posts', 'tags_ne', JSON.stringify(ne), JSON.stringify(tags));
    expect(pair(['मह', 'लमजुङ'], ['Honey', 'Lamjung'])).toBe('');
    expect(pair(['मह', 'लमजुङ'], JSON.stringify(['Honey', 'Lamjung']))).toBe('');
    expect(pair([], ['Honey'])).toBe('');
    expect(hook.pairProblem('posts', 'tags_ne', '', '["Honey"]')).toBe('');
    expect(pair(['मह'], ['Honey', 'Lamjung'])).toBe(
      'Tags in Nepali must have one entry for each of the Tags (2), in the same order, or be left empty; it has 1.',
    );
    expect(pair(['मह'], null)).toMatch(/for each of the Tags \(0\)/);
  });
});

describe('what the dashboard says about text that is not JSON', () => {
  it('names the field and gives the example of its shape, for each list operators type and the lot journey', () => {
    const messages = hook.notJsonMessages();
    expect(Object.keys(messages.web_products!).sort()).toEqual(['faqs', 'farmers', 'gallery', 'nutritionFacts']);
    expect(messages.web_products!.faqs).toBe(
      'FAQs is not readable JSON: write a list in square brackets, each text in double quotes. Write it like this: [{"question": "Is it organic?", "answer": "Yes, grown without synthetic pesticides."}]',
    );
    expect(messages.posts!.tags).toMatch(/^Tags is not readable JSON.*Write it like this: \["apples", "jumla"\]$/);
    expect(messages.lots!.journey).toMatch(/^Journey is not readable JSON.*"step": "harvested"/);
    // Each example is itself JSON of the right shape.
    for (const collection of ['web_products', 'posts'])
      for (const [field, message] of Object.entries(messages[collection]!)) {
        const example = message.split('Write it like this: ')[1]!;
        expect(hook.shapeProblem(collection, field, example), `${collection}.${field}`).toBe('');
      }
  });
});
