// Image sizes shared by build-time code and browser modules (pure constants).

/** Square thumbnails: the product gallery's strip and the header search's results (drawn at 40 px, sharp at 2x). */
export const THUMB_SIZE = 100;
