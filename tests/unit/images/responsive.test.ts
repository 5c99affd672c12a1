// Width candidates of an image-endpoint URL (src/lib/images/responsive.ts), and the ladders the pages use: each step
// within 1.25 of the last, so no drawn width is more than 1.25 times away from a candidate (docs/images.md).
import { describe, expect, it } from 'vitest';
import { endpointAtWidth, widthSrcset, withQuality } from '../../../src/lib/images/responsive';
import { CARD_IMAGE_WIDTHS } from '../../../src/features/catalog/card-data';
import { BAR_THUMB_WIDTHS, GALLERY_THUMB_WIDTHS } from '../../../src/lib/image-sizes';
import { MAIN_IMAGE_WIDTHS } from '../../../src/features/catalog/media.server';
import { COVER_WIDTHS } from '../../../src/lib/images/page-images';

const card = '/_image?href=/api/files/web_products/abc123/photo_x1.jpg&w=300&h=300&f=auto&q=65';
const cover = '/_image?href=/api/files/posts/p1/cover_y2.jpg&w=640&h=360&f=auto&q=65';

describe('endpointAtWidth', () => {
  it('scales w and h together and keeps the rest of the URL', () => {
    expect(endpointAtWidth(card, 520)).toBe(
      '/_image?href=/api/files/web_products/abc123/photo_x1.jpg&w=520&h=520&f=auto&q=65',
    );
    expect(endpointAtWidth(cover, 1080)).toBe('/_image?href=/api/files/posts/p1/cover_y2.jpg&w=1080&h=608&f=auto&q=65');
  });

  it('leaves other URLs alone', () => {
    expect(endpointAtWidth('/placeholder.svg', 300)).toBeNull();
    expect(endpointAtWidth('https://example.com/a.jpg?w=300&h=300', 300)).toBeNull();
  });
});

describe('widthSrcset', () => {
  it('lists every width with its descriptor, the dense ones at the lower quality', () => {
    const srcset = widthSrcset(card, [300, 520], { fromWidth: 360, quality: 50 });
    expect(srcset).toBe(
      '/_image?href=/api/files/web_products/abc123/photo_x1.jpg&w=300&h=300&f=auto&q=65 300w, ' +
        '/_image?href=/api/files/web_products/abc123/photo_x1.jpg&w=520&h=520&f=auto&q=50 520w',
    );
  });

  it('is empty for a URL that is not the endpoint (the placeholder, an external link)', () => {
    expect(widthSrcset('/placeholder.svg', [300, 520])).toBe('');
  });

  it('changes only q', () => {
    expect(withQuality(card, 40)).toBe(
      '/_image?href=/api/files/web_products/abc123/photo_x1.jpg&w=300&h=300&f=auto&q=40',
    );
  });
});

describe('the ladders', () => {
  for (const [name, widths] of Object.entries({
    CARD_IMAGE_WIDTHS,
    GALLERY_THUMB_WIDTHS,
    BAR_THUMB_WIDTHS,
    MAIN_IMAGE_WIDTHS,
    COVER_WIDTHS,
  })) {
    it(`${name} rises by at most 1.25 a step`, () => {
      for (let i = 1; i < widths.length; i++) {
        expect(widths[i]! / widths[i - 1]!).toBeGreaterThan(1);
        expect(widths[i]! / widths[i - 1]!).toBeLessThanOrEqual(1.25);
      }
    });
  }
});
