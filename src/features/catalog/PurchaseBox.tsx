// docs/rules.md §2/§4 product detail buying: price per unit, "(min. of N)", the
// quantity stepper (max(1, minOf)..99), "Add N to Cart", and the fixed bottom
// bar (small image, cut name, price, Add to Cart). One island renders both, so
// they share the chosen quantity and the bar's flag without a store: the bar
// shows once the page marker 300 px down has scrolled past, or after adding.
import { BAR_THUMB_SIZES, BAR_THUMB_WIDTHS } from '../../lib/image-sizes';
import { widthSrcset } from '../../lib/images/responsive';
import StepperValue from '../../components/ui/StepperValue';
import { useEffect, useState } from 'react';
import { formatMoney, formatNumber } from '../../lib/money';
import { unitText } from '../../lib/unit-text';
import { weightHint } from '../packing/words';
import { outOfStockMessage, outOfStockTitle, quantityBounds, stepperMax } from '../cart/rules';
import { addToCart } from '../cart/store';
import { showToast } from '../../components/ui/toast';
import { toCartProduct, type ProductCardData } from './card-data';
import { truncateName } from './description';
import { CartIcon } from '../../components/ui/icons';
import { MinusIcon, PlusIcon } from '../../components/ui/page-icons';
import { imageFallback } from './image-fallback';
import { LAZY_IMAGE_PRIORITY } from '../../lib/images/loading-priority';
import { StockNote, builtFacts, useLiveProduct } from './live-availability';
import { type Locale, namesIn } from '../../lib/i18n';
import { LocaleProvider } from '../../components/ui/locale';
import * as m from '../../paraglide/messages.js';
import StockAlert from '../alerts/StockAlert';

/** The element the page places 300 px down (docs/rules.md §9 sticky bar offset). */
export const STICKY_MARKER_ID = 'sticky-bar-marker';
/** The "Out of Stock" badge next to the product name, rendered by the page. */
export const OUT_OF_STOCK_BADGE_ID = 'product-out-of-stock';

interface Props {
  product: ProductCardData;
  /** Small image for the bottom bar. */
  thumb: string;
  /** The page's language. */
  locale?: Locale;
}

const STEP =
  'flex h-11 w-11 items-center justify-center text-brand transition hover:bg-green-50 disabled:cursor-not-allowed disabled:text-gray-300 disabled:hover:bg-transparent';

export default function PurchaseBox({ product, thumb, locale = 'en' }: Props) {
  const { min } = quantityBounds(product.minOf);
  // The product's name in the page's language (its Nepali name on a Nepali page, the English one marked where none).
  const name = namesIn(product.name, product.nepaliName, locale).main;
  // The page was built earlier: ask the server once whether the product is still
  // for sale (or for sale again), at what price and how many are left, and show it as it is now.
  const live = useLiveProduct(product);
  // The stepper's maximum: the smaller of 99 and what is left (docs/rules.md §5 Stock allocation).
  const max = stepperMax(live.left);
  const available = live.is_available;
  useEffect(() => {
    // The heading's static badge (ProductDetail.astro) follows the live answer too.
    document.getElementById(OUT_OF_STOCK_BADGE_ID)?.toggleAttribute('hidden', available);
  }, [available]);
  const [quantity, setQuantity] = useState(min);
  // Fewer left than the chosen quantity (the live answer came): choose no more than is left.
  useEffect(() => setQuantity((q) => Math.max(Math.min(min, max), Math.min(q, max))), [min, max]);
  const [scrolledPast, setScrolledPast] = useState(false);
  const [added, setAdded] = useState(false);

  useEffect(() => {
    const marker = document.getElementById(STICKY_MARKER_ID);
    if (!marker) return;
    const observer = new IntersectionObserver(([entry]) => {
      if (entry) setScrolledPast(!entry.isIntersecting && entry.boundingClientRect.top < 0);
    });
    observer.observe(marker);
    return () => observer.disconnect();
  }, []);

  /** docs/rules.md §4: adds the chosen quantity in one go; out of stock shows the destructive toast instead (docs/rules.md §8). */
  const add = () => {
    if (!available) {
      showToast({
        title: outOfStockTitle(locale),
        description: outOfStockMessage(name.text, locale),
        variant: 'destructive',
      });
      return;
    }
    addToCart(toCartProduct(live), quantity);
    setAdded(true);
  };
  const barShown = scrolledPast || added;

  return (
    <LocaleProvider locale={locale}>
      {/* What the page was built with, for its live check before this island loads (live-check.ts). */}
      <div className="space-y-4" {...builtFacts(product)}>
        <p className="flex flex-wrap items-baseline gap-x-2 gap-y-1">
          <span className="text-3xl font-bold text-brand" data-testid="product-price">
            {formatMoney(live.price, locale)}
          </span>
          <span className="text-gray-600">/ {unitText(product.unit, locale)}</span>
          {product.minOf > 0 && (
            <span className="text-sm text-gray-500">
              {m.buy_min_of({ count: formatNumber(product.minOf, locale) }, { locale })}
            </span>
          )}
        </p>
        {product.weight && (
          <p className="text-gray-700" data-testid="product-weight">
            {weightHint(product.weight, locale)}
          </p>
        )}
        <StockNote left={live.left} ships={live.ships} />
        {/* Nothing to order now: the shopper may ask to be told when it can be (docs/notifications.md "Back in stock"). */}
        {(!available || live.left === 0) && <StockAlert productId={product.id} />}
        <div className="flex flex-wrap items-center gap-3">
          {/* biome-ignore lint/a11y/useSemanticElements: a fieldset would not lay out as the inline stepper */}
          <div
            className="flex items-center overflow-hidden rounded-xl border border-gray-300 bg-white"
            role="group"
            aria-label={m.buy_quantity({}, { locale })}
          >
            <button
              type="button"
              className={STEP}
              aria-label={m.buy_decrease_quantity({}, { locale })}
              disabled={!available || quantity <= min}
              onClick={() => setQuantity((q) => Math.max(min, q - 1))}
            >
              <MinusIcon className="h-4 w-4" />
            </button>
            <StepperValue
              value={quantity}
              label={m.buy_quantity({}, { locale })}
              className="w-10 text-center text-lg font-semibold tabular-nums"
              testId="quantity"
            />
            <button
              type="button"
              className={STEP}
              aria-label={m.buy_increase_quantity({}, { locale })}
              disabled={!available || quantity >= max}
              onClick={() => setQuantity((q) => Math.min(max, q + 1))}
            >
              <PlusIcon className="h-4 w-4" />
            </button>
          </div>
          <button
            type="button"
            disabled={!available}
            onClick={add}
            className="flex min-w-48 flex-1 items-center justify-center gap-2 rounded-xl bg-brand px-6 py-3 text-base font-semibold text-white shadow-sm transition hover:bg-brand-light disabled:cursor-not-allowed disabled:bg-gray-300 disabled:text-gray-600 sm:flex-none"
          >
            {available ? (
              <>
                <CartIcon className="h-5 w-5" />
                {live.ships
                  ? m.buy_preorder_count({ count: formatNumber(quantity, locale) }, { locale })
                  : m.buy_add_count_to_cart({ count: formatNumber(quantity, locale) }, { locale })}
              </>
            ) : (
              m.product_out_of_stock({}, { locale })
            )}
          </button>
        </div>
      </div>

      {/* docs/rules.md §2 fixed bottom bar. Hidden bars are inert so keyboard users never land in them. */}
      <div
        className={`fixed inset-x-0 bottom-0 z-30 border-t border-gray-200 bg-white/95 shadow-[0_-4px_16px_rgba(0,0,0,0.08)] backdrop-blur transition-[translate,visibility] duration-300 ${barShown ? 'visible translate-y-0' : 'invisible translate-y-full'}`}
        data-testid="sticky-bar"
        data-shown={barShown ? 'true' : 'false'}
        aria-hidden={!barShown}
        inert={!barShown}
      >
        <div className="mx-auto flex max-w-7xl items-center gap-3 px-4 py-2.5 sm:px-6 lg:px-8">
          <img
            {...imageFallback}
            src={thumb}
            srcSet={widthSrcset(thumb, BAR_THUMB_WIDTHS) || undefined}
            sizes={BAR_THUMB_SIZES}
            alt=""
            width={48}
            height={48}
            loading="lazy"
            fetchPriority={LAZY_IMAGE_PRIORITY}
            className="h-12 w-12 shrink-0 rounded-lg object-cover"
          />
          <div className="min-w-0 flex-1">
            <p
              className="truncate text-sm font-semibold text-gray-900"
              title={name.text}
              lang={name.lang === locale ? undefined : name.lang}
              data-testid="sticky-name"
            >
              {truncateName(name.text)}
            </p>
            <p className="text-sm">
              <span className="font-bold text-brand">{formatMoney(live.price, locale)}</span>
              <span className="text-gray-500"> / {unitText(product.unit, locale)}</span>
            </p>
          </div>
          {/* Not disabled when out of stock: pressing it explains why with a toast (docs/rules.md §4). */}
          <button
            type="button"
            onClick={add}
            className={`flex shrink-0 items-center gap-2 rounded-xl px-4 py-2.5 text-sm font-semibold shadow-sm transition ${available ? 'bg-brand text-white hover:bg-brand-light' : 'bg-gray-300 text-gray-600'}`}
          >
            {available && <CartIcon className="h-4 w-4" />}
            {available
              ? live.ships
                ? m.buy_preorder({}, { locale })
                : m.buy_add_to_cart({}, { locale })
              : m.product_out_of_stock({}, { locale })}
          </button>
        </div>
      </div>
    </LocaleProvider>
  );
}
