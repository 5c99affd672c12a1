// The farmers collection as the build publishes it (src/content.config.ts): every farmer, in the operators' order.
export const PUBLISHED_FARMERS = { collection: 'farmers', filter: '', sort: 'sort' };
