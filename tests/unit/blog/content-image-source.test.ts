import { describe, expect, it } from 'vitest';
import { contentImageSource, imgTags } from '@/features/blog/content-image-source';
import { sanitizeArticleHtml } from '@/features/blog/sanitize';

const post = { id: 'post123456789ab', images: ['field_a1b2c3.jpg', 'My photo_x.png'] };
const toUrl = (c: string, r: string, f: string) =>
  `http://pb.internal:8090/api/files/${c}/${r}/${encodeURIComponent(f)}`;

describe('contentImageSource: which pictures are PocketBase files', () => {
  it.each([
    // What the dashboard editor's "Insert media → Media from collection" writes (collection id, ?thumb).
    [
      'https://admin.shop.test/api/files/pbc_123/post123456789ab/field_a1b2c3.jpg?thumb=100x100',
      'http://pb.internal:8090/api/files/posts/post123456789ab/field_a1b2c3.jpg',
    ],
    [
      'http://127.0.0.1:8090/api/files/web_products/prod12345678901/apple.webp',
      'http://pb.internal:8090/api/files/web_products/prod12345678901/apple.webp',
    ],
    // Another record named by its collection id, or a private collection: a PocketBase file the shop cannot show.
    ['http://127.0.0.1:8090/api/files/pbc_999/prod12345678901/apple.webp', ''],
    ['/api/files/orders/ord123456789012/x.png', ''],
    [
      'http://127.0.0.1:8090/api/files/posts/post123456789ab/My%20photo_x.png',
      'http://pb.internal:8090/api/files/posts/post123456789ab/My%20photo_x.png',
    ],
    [
      '/api/files/posts/post123456789ab/field_a1b2c3.jpg',
      'http://pb.internal:8090/api/files/posts/post123456789ab/field_a1b2c3.jpg',
    ],
    // A bare name of one of the post's uploads.
    ['field_a1b2c3.jpg', 'http://pb.internal:8090/api/files/posts/post123456789ab/field_a1b2c3.jpg'],
  ])('%s → %s', (src, expected) => {
    expect(contentImageSource(src, post, toUrl)).toBe(expected);
  });

  it.each([
    'https://example.com/picture.jpg',
    'other.jpg',
    '',
    '/images/logo.png',
    'https://x.test/api/files/only/two',
  ])('%j is not a PocketBase file', (src) => {
    expect(contentImageSource(src, post, toUrl)).toBeNull();
  });
});

describe('imgTags on sanitised HTML', () => {
  it('replaces the pictures it is given, keeps alt and other tags, and stays sanitised', async () => {
    const dirty =
      '<p>Hi</p><img src="https://pb.test/api/files/posts/post123456789ab/field_a1b2c3.jpg?thumb=100x100" alt="Harvest &amp; co" onerror="alert(1)" width="100"><img src="https://example.com/x.jpg">';
    const clean = sanitizeArticleHtml(dirty, 'https://shop.test');
    expect(clean).not.toContain('onerror');
    const out = await imgTags(clean, async (src, rest) =>
      contentImageSource(src, post, toUrl) ? `<img src="/_astro/a.webp" ${rest} />` : null,
    );
    expect(out).toBe(
      '<p>Hi</p><img src="/_astro/a.webp" alt="Harvest &amp; co" /><img src="https://example.com/x.jpg" />',
    );
  });
});
