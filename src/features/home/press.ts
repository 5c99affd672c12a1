// docs/rules.md §2 Home 9 "In the Press": four outlets, three with an external
// article. Editorial content: operators replace it with the shop's real coverage (press_outlets records).

import { DEFAULT_HOME_CONTENT } from './content';

export type { PressOutlet } from '../../lib/data/home-content.parse';

/** docs/rules.md §9: the press carousel shows 4 outlets (the built-in ones; operators' records replace them). */
export const PRESS_OUTLETS = DEFAULT_HOME_CONTENT.press;

/** docs/rules.md §9: the press carousel moves on about every 7 s; its progress bar grows 1.43% every 100 ms. */
export const PRESS_TICK_MS = 100;
export const PRESS_PROGRESS_PER_TICK = 1.43;
