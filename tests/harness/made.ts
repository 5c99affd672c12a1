// Records a test file makes for itself (a district, a branch, a route), deleted as an operator would once its tests
// are over, newest first so a route goes before the branch it names. A record already gone, or one the shop still
// refuses to delete, stays: the next file's records never depend on it.
import { afterAll } from 'vitest';
import { adminPb } from './stack';

export type MadeRecord = { collection: string; id: string };

/** A list to push each record made onto; registered to be emptied after the file's tests. */
export function deletedAfterAll(): MadeRecord[] {
  const made: MadeRecord[] = [];
  afterAll(async () => {
    const pb = await adminPb();
    for (const m of made.reverse())
      await pb
        .collection(m.collection)
        .delete(m.id)
        .catch(() => {});
  });
  return made;
}
