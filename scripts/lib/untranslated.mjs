// @ts-check
// The test stack's one departure from the demo data (scripts/lib/test-stack.mjs): Nepali texts left unwritten.
import { readAllRecords, updateRecord } from '../../server/data/collections.ts';

/**
 * The demo writes every text in Nepali too (tests/unit/scripts/seed-nepali.test.ts); the test stack leaves one farmer's
 * story and one article's Nepali text unwritten before it builds, so the prebuilt Nepali pages show what an operator's
 * unwritten Nepali looks like: the English text, lang="en", with "(अंग्रेजीमा)" (tests/e2e/nepali.spec.ts).
 */
export const UNTRANSLATED = { farmer: 'Mohammad Idris Ansari', post: 'honey-crystallisation-myths' };

/** @param {import('pocketbase').default} pb */
export async function leaveUntranslated(pb) {
  const [farmer] = await readAllRecords(pb, 'farmers', {
    fields: 'id',
    filter: pb.filter('name = {:n}', { n: UNTRANSLATED.farmer }),
  });
  const [post] = await readAllRecords(pb, 'posts', {
    fields: 'id',
    filter: pb.filter('slug = {:s}', { s: UNTRANSLATED.post }),
  });
  if (!farmer || !post)
    throw new Error(`the demo has no ${farmer ? `post ${UNTRANSLATED.post}` : UNTRANSLATED.farmer}`);
  await updateRecord(pb, 'farmers', farmer.id, { story_ne: '' });
  await updateRecord(pb, 'posts', post.id, { content_ne: '' });
}
