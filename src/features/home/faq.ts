// docs/rules.md §2 Home 6 "Common questions": five questions, in this order. The built-in texts; operators
// replace them with records (content.ts).
import { DEFAULT_HOME_CONTENT } from './content';

export type { FaqItem } from '../../lib/data/home-content.parse';

export const HOME_FAQ = DEFAULT_HOME_CONTENT.faq;
