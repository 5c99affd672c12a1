// The banners collection as the build publishes it (src/content.config.ts): active banners, in the operators' order.
export const PUBLISHED_BANNERS = { collection: 'banners', filter: 'active = true', sort: 'sort' };
