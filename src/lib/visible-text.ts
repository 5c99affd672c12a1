// The visible-letter rule (a name, a landmark or a comment holds at least one letter or digit a person can see) for
// the shop's checks. Written once, in pocketbase/pb_hooks/lib/visible-text.js, because the order hook refuses the same
// text and cannot import from src/.
import visibleText from '../../pocketbase/pb_hooks/lib/visible-text.js';

export const { VISIBLE_LETTER_PATTERN, hasVisibleLetter } = visibleText;
