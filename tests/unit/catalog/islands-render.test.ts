// Server rendering of the catalogue islands: what every shopper sees first,
// and all a browser without JavaScript ever sees (docs/rules.md §2 card, home, list).
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { markupText } from '@tests/harness/markup-text';
import FreshProducts from '@/features/catalog/FreshProducts';
import ProductBrowser from '@/features/catalog/ProductBrowser';
import { LIST_PAGE_SIZE, SHOWN_PARAM, listOptions, listPage, parseShown } from '@/features/catalog/product-list';
import ProductCard from '@/features/catalog/ProductCard';
import { card } from './card-fixture';

const text = markupText;
const html = (el: Parameters<typeof renderToStaticMarkup>[0]) => renderToStaticMarkup(el);
/** The opening tag that contains `marker` (attribute order is React's business). */
const tagWith = (markup: string, marker: string) => markup.match(new RegExp(`<[a-z]+ [^>]*${marker}[^>]*>`))?.[0] ?? '';
const slugsIn = (markup: string) => [...markup.matchAll(/data-product-card="([^"]+)"/g)].map((m) => m[1]);

describe('ProductCard', () => {
  it('shows name, Nepali name, "Rs. {price} / {unit}", and links the card to /products/{slug}', () => {
    const out = html(
      createElement(ProductCard, {
        product: card({ slug: 'jumla-apple', name: 'Jumla Apple', nepaliName: 'स्याउ', price: 320 }),
      }),
    );
    expect(text(out)).toContain('Jumla Apple');
    expect(text(out)).toContain('स्याउ');
    expect(text(out)).toContain('Rs. 320 / 1 KG');
    expect(out).toContain('href="/products/jumla-apple"');
    expect(out).toMatch(/<img[^>]*loading="lazy"[^>]*>/);
    // The card image's size (CARD_IMAGE_SIZE), so the browser keeps its square before the image arrives.
    expect(out).toMatch(/<img[^>]*width="300"[^>]*height="300"/);
    expect(text(out)).toContain('Add to Cart');
  });

  it('shows "(min. of N)", "Save N%", the approximate weight and every badge when they apply', () => {
    const out = text(
      html(
        createElement(ProductCard, {
          product: card({
            price: 320,
            compareAtPrice: 380,
            minOf: 2,
            approxWeight: 'approx. 5-7 pcs',
            isExpress: true,
            isFeatured: true,
            isOrganic: true,
            isNew: true,
            hasTraceability: true,
          }),
        }),
      ),
    );
    for (const s of [
      '(min. of 2)',
      'Save 15%',
      'approx. 5-7 pcs',
      'EXPRESS',
      'Featured',
      'Organic',
      'New',
      'Traceable Product',
    ]) {
      expect(out).toContain(s);
    }
  });

  it('leaves the optional parts out when they do not apply', () => {
    const out = text(html(createElement(ProductCard, { product: card({ compareAtPrice: 50 }) })));
    for (const s of ['(min. of', 'Save', 'EXPRESS', 'Featured', 'Organic', 'Traceable Product', 'Out of Stock']) {
      expect(out).not.toContain(s);
    }
  });

  it('out of stock: the badge shows and the button is disabled and reads "Out of Stock"', () => {
    const out = html(createElement(ProductCard, { product: card({ is_available: false }) }));
    expect(out).toMatch(/<button[^>]*disabled=""[^>]*>Out of Stock<\/button>/);
    expect(text(out)).not.toContain('Add to Cart');
  });

  it('falls back to the placeholder image when a product has none', () => {
    expect(html(createElement(ProductCard, { product: card({ imageUrl: '' }) }))).toContain('src="/placeholder.svg"');
  });
});

describe('FreshProducts (docs/rules.md §2 Home 4)', () => {
  it('shows at most 8 products, with "All Products" and each distinct non-empty category as choices', () => {
    const products = [
      ...Array.from({ length: 6 }, () => card({ category: 'Fruits' })),
      ...Array.from({ length: 4 }, () => card({ category: 'Honey' })),
      card({ category: '' }),
    ];
    const out = html(createElement(FreshProducts, { products }));
    expect(slugsIn(out)).toEqual(products.slice(0, 8).map((p) => p.slug));
    const options = [...out.matchAll(/<option value="([^"]*)"/g)].map((m) => m[1]);
    expect(options).toEqual(['all', 'Fruits', 'Honey']);
    expect(text(out)).toContain('All Products');
  });

  it('says "No products available at the moment." without products', () => {
    expect(text(html(createElement(FreshProducts, { products: [] })))).toContain(
      'No products available at the moment.',
    );
  });
});

describe('ProductBrowser (docs/rules.md §2 Products list), as rendered by the server for a query', () => {
  const products = [
    card({ name: 'Apple', category: 'Fruits', price: 300 }),
    card({ name: 'Honey', category: 'Honey', price: 900, isOrganic: true }),
    card({ name: 'Banana', category: 'Fruits', price: 160 }),
  ];
  const render = (query: string, list = products) => {
    const params = new URLSearchParams(query);
    const initial = listPage(list, params, 0, parseShown(params.get(SHOWN_PARAM)));
    return html(createElement(ProductBrowser, { initial, options: listOptions(list), query }));
  };

  it("names the filter's cooperatives and districts in Nepali on a Nepali page, an English name marked English", () => {
    const list = [
      card({ name: 'Apple', cooperativeName: 'Karnali Coop', cooperativeName_ne: 'कर्णाली सहकारी', location: 'Jumla' }),
      card({ name: 'Tea', cooperativeName: 'Ilam Coop', location: 'Ilam' }),
    ];
    const options = listOptions(list, {}, { locationNames: { Jumla: 'जुम्ला' } });
    const initial = listPage(list, new URLSearchParams(), 0, LIST_PAGE_SIZE);
    const out = html(createElement(ProductBrowser, { initial, options, query: '', locale: 'ne' }));
    expect(text(out)).toContain('कर्णाली सहकारी');
    expect(text(out)).toContain('जुम्ला');
    expect(out).not.toMatch(/>Karnali Coop</);
    expect(out).toContain('<span lang="en">Ilam Coop</span>');
    expect(out).toContain('<span lang="en">Ilam</span>');
    // The values filtered on stay the English names (what ?cooperatives= and ?locations= carry).
    expect(tagWith(out, 'value="Karnali Coop"')).toContain('name="cooperatives"');
    expect(tagWith(out, 'value="Jumla"')).toContain('name="locations"');
    // The cooperative's Nepali name is not sent with the cards.
    expect(initial.cards.some((c) => 'cooperativeName_ne' in c)).toBe(false);
    // English pages are as they were.
    const english = html(createElement(ProductBrowser, { initial, options: listOptions(list), query: '' }));
    expect(english).toMatch(/>Karnali Coop</);
    expect(english).not.toContain('lang="en"');
  });

  it('applies the query: heading count, filtered and sorted grid, controls set', () => {
    const out = render('category=Fruits&sort=price-low');
    expect(text(out)).toContain('All Products (2)');
    expect(slugsIn(out)).toEqual([products[2]!.slug, products[0]!.slug]);
    expect(tagWith(out, 'value="Fruits"')).toContain('checked=""');
    expect(out).toMatch(/<option value="price-low" selected="">/);
    // One active filter (the category) on the Filters badge.
    expect(out).toMatch(/data-testid="filter-count"[^>]*>1</);
  });

  it("loads the first card's image as the main one and every other lazily at low priority, the first screen's too", () => {
    const many = Array.from({ length: 6 }, (_, i) => card({ name: `Product ${i}` }));
    const images = [...render('', many).matchAll(/<img [^>]*>/g)].map(([tag]) => ({
      loading: tag.match(/loading="(\w+)"/)?.[1],
      priority: tag.match(/fetchPriority="(\w+)"/)?.[1],
      decoding: tag.match(/decoding="(\w+)"/)?.[1],
    }));
    expect(images).toEqual([
      { loading: 'eager', priority: 'high', decoding: 'sync' },
      ...Array.from({ length: 5 }, () => ({ loading: 'lazy', priority: 'low', decoding: 'async' })),
    ]);
  });

  it('has a plain GET form to /products that carries the search box and the sort menu', () => {
    const out = render('');
    const form = tagWith(out, 'id="product-filter-form"');
    expect(form).toMatch(/^<form /);
    expect(form).toContain('method="get"');
    expect(form).toContain('action="/products"');
    expect(tagWith(out, 'name="search"')).toContain('form="product-filter-form"');
    expect(tagWith(out, 'name="sort"')).toContain('form="product-filter-form"');
    expect(tagWith(out, 'id="product-filters"')).toContain('popover="auto"');
    // HTML attribute names are case-insensitive: popoverTarget is popovertarget.
    expect(out.toLowerCase()).toContain('popovertarget="product-filters"');
    expect(text(out)).toContain('Apply Filters');
    // The price slider tops out at 10000 (no product costs more), step 10.
    const max = tagWith(out, 'name="maxPrice"');
    expect(max).toContain('max="10000"');
    expect(max).toContain('step="10"');
  });

  it('shows the empty state with Clear Filters when nothing matches', () => {
    const out = text(render('search=zzz'));
    expect(out).toContain('All Products (0)');
    expect(out).toContain('No products found');
    expect(out).toContain('Try adjusting your filters or search query.');
    expect(out).toContain('Clear Filters');
  });

  it('raises the slider maximum to the highest price above 10000', () => {
    const dear = [...products, card({ price: 12500 })];
    const out = render('', dear);
    expect(tagWith(out, 'name="maxPrice"')).toContain('max="12500"');
    expect(text(out)).toContain('Rs. 0 – Rs. 12500');
  });

  it('sends one page of cards and a no-JavaScript "Show more" link that asks for the next page', () => {
    const many = Array.from({ length: LIST_PAGE_SIZE + 5 }, (_, i) => card({ name: `Item ${i}`, category: 'Fruits' }));
    const out = render('category=Fruits', many);
    expect(text(out)).toContain(`All Products (${LIST_PAGE_SIZE + 5})`);
    expect(slugsIn(out)).toEqual(many.slice(0, LIST_PAGE_SIZE).map((p) => p.slug));
    expect(out).toContain(`href="/products?category=Fruits&amp;shown=${LIST_PAGE_SIZE * 2}"`);
    expect(text(out)).toContain('Show more products (5 more)');
    const all = render(`category=Fruits&shown=${LIST_PAGE_SIZE * 2}`, many);
    expect(slugsIn(all)).toHaveLength(LIST_PAGE_SIZE + 5);
    expect(text(all)).not.toContain('Show more products');
  });
});
