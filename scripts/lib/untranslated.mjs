// @ts-check
// The test stack's one departure from the demo data (scripts/lib/test-stack.mjs): Nepali texts left unwritten.
/**
 * The demo writes every text in Nepali too (tests/unit/scripts/seed-nepali.test.ts); the test stack leaves one farmer's
 * story and one article's Nepali text unwritten before it builds, so the prebuilt Nepali pages show what an operator's
 * unwritten Nepali looks like: the English text, lang="en", with "(अंग्रेजीमा)" (tests/e2e/nepali.spec.ts).
 */
export const UNTRANSLATED = { farmer: 'Mohammad Idris Ansari', post: 'honey-crystallisation-myths' };

/** @param {import('pocketbase').default} pb */
export async function leaveUntranslated(pb) {
  const farmer = await pb.collection('farmers').getFirstListItem(pb.filter('name = {:n}', { n: UNTRANSLATED.farmer }));
  await pb.collection('farmers').update(farmer.id, { story_ne: '' });
  const post = await pb.collection('posts').getFirstListItem(pb.filter('slug = {:s}', { s: UNTRANSLATED.post }));
  await pb.collection('posts').update(post.id, { content_ne: '' });
}
