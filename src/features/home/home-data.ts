// The home page's build-time data: what each section shows, in the order
// docs/rules.md asks for (newest products and posts first, farmers and banners by
// their sort field).
import { getCollection } from 'astro:content';
import { newestFirst } from '../../lib/newest-first';
import { newestFirst as newestPostsFirst } from '../blog/list';

const bySort = <T extends { sort: number }>(a: T, b: T) => a.sort - b.sort;

export async function loadHomeData() {
  const [products, posts, farmers, banners] = await Promise.all([
    getCollection('products'),
    getCollection('posts'),
    getCollection('farmers'),
    getCollection('banners'),
  ]);
  return {
    products: products.map((e) => e.data).sort(newestFirst),
    posts: newestPostsFirst(posts.map((e) => e.data)),
    farmers: farmers.map((e) => e.data).sort(bySort),
    banners: banners.map((e) => e.data).sort(bySort),
  };
}
