// Blog list, pagination, article, share and not-found (docs/rules.md §2 "Blog list" / "Blog article").
import { test, expect } from '@tests/harness/browser';
import { adminClient } from '@tests/harness/stack';
import type { Page } from '@playwright/test';

const LONG_US_DATE =
  /^(January|February|March|April|May|June|July|August|September|October|November|December) \d{1,2}, \d{4}$/;

async function publishedPosts() {
  const pb = await adminClient();
  // Newest first by the publication date the operator sets (every seeded post has one).
  return pb.collection('posts').getFullList({ filter: 'is_published = true', sort: '-published_at,-created' });
}

async function jsonLdOf(page: Page, type: string) {
  const all = await page.locator('script[type="application/ld+json"]').allTextContents();
  return all.map((text) => JSON.parse(text)).find((data) => data['@type'] === type);
}

test('page 1 of /blog: hero, the featured large card, 9 newest cards with their fields', async ({ page }) => {
  const posts = await publishedPosts();
  expect(posts.length).toBe(14); // the seed: 14 published posts → 2 pages of 9
  await page.goto('/blog');

  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText('Insights on fresh produce, sustainable farming, and healthy living')).toBeVisible();

  const firstFeatured = posts.slice(0, 9).find((p) => p.is_featured)!;
  const featured = page.getByTestId('featured-post');
  await expect(featured).toHaveCount(1);
  await expect(featured.getByRole('heading', { name: firstFeatured.title })).toBeVisible();
  await expect(featured.getByText('Featured', { exact: true })).toBeVisible();

  await expect(page.getByRole('heading', { name: 'Latest Articles' })).toBeVisible();
  // The featured post is shown once: as the large card, not again in the grid.
  const gridPosts = posts.slice(0, 9).filter((p) => p.id !== firstFeatured.id);
  const cards = page.getByTestId('blog-grid').getByTestId('blog-card');
  await expect(cards).toHaveCount(8);
  await expect(cards.getByRole('heading')).toHaveText(gridPosts.map((p) => p.title));

  for (const [i, post] of gridPosts.entries()) {
    const card = cards.nth(i);
    await expect(card.getByTestId('blog-card-date')).toHaveText(LONG_US_DATE);
    await expect(card.getByTestId('blog-card-reading-time')).toHaveText(/^\d+ min read$/);
    const excerpt = (await card.getByTestId('blog-card-excerpt').textContent())!;
    // Every seeded article is longer than 150 characters: cut and marked with "...".
    expect(excerpt.endsWith('...')).toBe(true);
    expect(excerpt.length).toBeLessThanOrEqual(153);
    expect(excerpt).not.toMatch(/[<>]/);
    if (post.category) await expect(card.getByText(post.category, { exact: true })).toBeVisible();
    await expect(card.getByText(post.author_name, { exact: true })).toBeVisible();
    await expect(card.getByText('Featured', { exact: true })).toHaveCount(post.is_featured ? 1 : 0);
    await expect(card.getByRole('link', { name: /Read More/ })).toHaveAttribute('href', `/blog/${post.slug}`);
  }

  // No PocketBase URL anywhere: images are optimised at build time.
  const pbUrl = new URL(process.env.PB_URL ?? JSON.parse(process.env.SHOP_TEST_STACK!).pbUrl).host;
  expect(await page.content()).not.toContain(pbUrl);

  const ld = await jsonLdOf(page, 'CollectionPage');
  expect(ld.mainEntity.itemListElement).toHaveLength(9);
});

test('the desktop list has inert Filter and Search buttons', async ({ page }, testInfo) => {
  await page.goto('/blog');
  const filter = page.getByRole('button', { name: 'Filter' });
  const search = page.getByRole('button', { name: 'Search', exact: true });
  if (testInfo.project.name === 'mobile') {
    await expect(filter).toBeHidden();
    await expect(search).toBeHidden();
    return;
  }
  await filter.click();
  await search.click();
  await expect(page).toHaveURL(/\/blog$/);
  await expect(page.getByTestId('blog-card')).toHaveCount(8);
});

test('pagination: previous disabled on page 1, next to page 2, next disabled on the last page', async ({ page }) => {
  const posts = await publishedPosts();
  await page.goto('/blog');
  const nav = page.getByRole('navigation', { name: 'Blog pages' });
  await expect(nav.getByRole('link', { name: 'Previous' })).toHaveAttribute('aria-disabled', 'true');
  await expect(nav.getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
  await expect(nav.getByRole('link', { name: /^Page \d+$/ })).toHaveCount(2);

  await nav.getByRole('link', { name: 'Next' }).click();
  await expect(page).toHaveURL(/\/blog\/page\/2$/);
  await expect(page.evaluate(() => window.scrollY)).resolves.toBe(0);
  await expect(page.getByTestId('featured-post')).toHaveCount(0); // the large card is on page 1 only
  const cards = page.getByTestId('blog-card');
  await expect(cards).toHaveCount(posts.length - 9);
  await expect(cards.getByRole('heading')).toHaveText(posts.slice(9).map((p) => p.title));
  await expect(nav.getByRole('link', { name: 'Next' })).toHaveAttribute('aria-disabled', 'true');
  await expect(nav.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');

  await nav.getByRole('link', { name: 'Previous' }).click();
  await expect(page).toHaveURL(/\/blog$/);
});

test('/blogs shows the same list, canonical /blog; pages past the end go to /blog', async ({ page }) => {
  await page.goto('/blogs');
  await expect(page.getByTestId('blog-grid').getByTestId('blog-card')).toHaveCount(8);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/blog$/);
  await page.goto('/blog/page/99');
  await expect(page).toHaveURL(/\/blog$/);
});

test('an article: title, content, Topics, 3 related and Browse all articles', async ({ page }) => {
  const posts = await publishedPosts();
  const post = posts.find((p) => !p.is_featured)!; // the first card of the grid
  await page.goto('/blog');
  const readMore = page.getByTestId('blog-grid').getByRole('link', { name: `Read More about ${post.title}` });
  await expect(readMore).toHaveAttribute('href', `/blog/${post.slug}`);
  await readMore.click();
  await expect(page).toHaveURL(new RegExp(`/blog/${post.slug}$`));

  await expect(page.getByRole('heading', { level: 1, name: post.title })).toBeVisible();
  await expect(page.getByText(post.author_name).first()).toBeVisible();
  await expect(page.getByText(/^\d+ min read$/).first()).toBeVisible();
  const content = page.getByTestId('article-content');
  await expect(content.locator('p').first()).toBeVisible();

  // Links: external ones open in a new tab with no-opener; the shop's own do not.
  const external = content.locator('a[href^="https://www.example.org"]').first();
  await expect(external).toHaveAttribute('target', '_blank');
  await expect(external).toHaveAttribute('rel', 'noopener noreferrer');
  const internal = content.locator('a[href^="/products"]').first();
  await expect(internal).not.toHaveAttribute('target', /.*/);

  await expect(page.getByText('Topics:')).toBeVisible();
  const tags: string[] = Array.isArray(post.tags) ? post.tags : JSON.parse(post.tags);
  await expect(page.getByRole('list', { name: 'Topics' }).getByRole('listitem')).toHaveText(tags);

  await expect(page.getByRole('heading', { name: 'Related Articles' })).toBeVisible();
  const related = page.getByTestId('related-articles').getByTestId('blog-card');
  await expect(related).toHaveCount(3);
  await expect(related.getByRole('heading')).toHaveText(
    posts
      .slice(0, 4)
      .filter((p) => p.id !== post.id)
      .slice(0, 3)
      .map((p) => p.title),
  );

  const ld = await jsonLdOf(page, 'BlogPosting');
  expect(ld.headline).toBe(post.seo_title || post.title);
  expect(ld.description).toBe(post.seo_description || post.excerpt || `Read about ${post.title}`);

  await page.getByRole('link', { name: /Browse all articles/ }).click();
  await expect(page).toHaveURL(/\/blog$/);
});

test('an unknown or unpublished slug ends on /blog', async ({ page }) => {
  await page.goto('/blog/no-such-post-anywhere');
  await expect(page).toHaveURL(/\/blog$/);
  await expect(page.getByTestId('blog-card').first()).toBeVisible();
  const pb = await adminClient();
  const draft = await pb.collection('posts').getFirstListItem('is_published = false');
  await page.goto(`/blog/${draft.slug}`);
  await expect(page).toHaveURL(/\/blog$/);
});

test('Share without a device share sheet copies the link and says so', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  // Desktop Linux Chromium has no share sheet anyway; make sure the mobile profile behaves the same.
  await page.addInitScript(() => {
    delete (Navigator.prototype as { share?: unknown }).share;
  });
  const [post] = await publishedPosts();
  await page.goto(`/blog/${post!.slug}`);
  // The island hydrates at the first interaction (src/lib/hydrate-on-interaction.ts): the first tap must share.
  await expect(page.locator('astro-island[component-url*="ShareButton"]')).toHaveAttribute('ssr', '');
  await page.getByRole('button', { name: 'Share' }).click();
  await expect(page.getByText('Link copied')).toBeVisible();
  await expect(page.getByText('The link has been copied to your clipboard')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());
});
