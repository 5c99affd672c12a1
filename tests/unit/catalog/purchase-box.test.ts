// Server rendering of the product page's purchase island (what shoppers see
// before hydration and with JavaScript off), docs/rules.md §2/§4/§9.
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { markupText } from '@tests/harness/markup-text';
import type { ProductCardData } from '@/features/catalog/card-data';
import PurchaseBox from '@/features/catalog/PurchaseBox';
import { card } from './card-fixture';

const product = card({
  id: 'p1',
  slug: 'p1',
  name: 'Jumla Apple',
  nepaliName: 'जुम्लाको स्याउ',
  price: 320,
  cooperativeName: '',
});
const render = (p: Partial<ProductCardData>) =>
  renderToStaticMarkup(createElement(PurchaseBox, { product: { ...product, ...p }, thumb: '/_astro/t.webp' }));
const text = markupText;

describe('PurchaseBox', () => {
  it('starts at quantity 1 with "Add 1 to Cart" and the price per unit', () => {
    const t = text(render({}));
    expect(t).toContain('Add 1 to Cart');
    expect(t).toContain('Rs. 320 / 1 KG');
    expect(t).not.toContain('(min. of');
  });

  it('starts at minOf and shows "(min. of N)" (docs/rules.md §4: quantity set on load to max(1, minOf))', () => {
    const html = render({ minOf: 3 });
    expect(text(html)).toContain('(min. of 3)');
    expect(text(html)).toContain('Add 3 to Cart');
    // Minus is disabled at the minimum.
    expect(html).toMatch(/<button[^>]*aria-label="Decrease quantity"[^>]*disabled=""/);
  });

  it('cuts names over 40 characters to 37 plus "..." in the bottom bar only (docs/rules.md §9)', () => {
    const name = 'Organic Himalayan Wild Cliff Honey from the Lamjung Hills';
    const html = render({ name });
    expect(html).toContain('Organic Himalayan Wild Cliff Honey fr...');
    expect(html).toContain(`title="${name}"`);
  });

  it('keeps names of 40 characters whole', () => {
    const name = 'A'.repeat(40);
    expect(render({ name })).toContain(`>${name}</p>`);
  });

  it('out of stock: add, plus and minus are disabled and the label reads "Out of Stock" (docs/rules.md §4)', () => {
    const html = render({ is_available: false });
    expect(html).not.toContain('to Cart</button>');
    expect(html).toMatch(/<button[^>]*disabled=""[^>]*>Out of Stock<\/button>/);
    expect(html).toMatch(/aria-label="Decrease quantity"[^>]*disabled=""/);
    expect(html).toMatch(/aria-label="Increase quantity"[^>]*disabled=""/);
  });

  it('renders the bottom bar hidden until scrolled or added', () => {
    expect(render({})).toMatch(/data-testid="sticky-bar"[^>]*data-shown="false"/);
  });
});
