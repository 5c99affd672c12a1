// The collections anonymous clients may read (their list and view rules are open): the ones pages print
// (src/lib/data/page-collections.mjs). One list for every test that checks what anonymous clients can reach.
import { PAGE_COLLECTIONS } from '@/lib/data/page-collections.mjs';

export const PUBLIC_COLLECTIONS: readonly string[] = PAGE_COLLECTIONS;
