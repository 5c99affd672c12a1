// docs/rules.md §2 "Product card" (home and /products). Rendered to HTML at build or
// request time inside an island; the name is a real link whose hit area covers
// the whole card, so the card works with JavaScript off. The Add to Cart
// button sits above that link.
import { formatMoney, formatNumber, percentSaved } from '../../lib/money';
import { addToCart } from '../cart/store';
import { productPath } from '../../lib/paths';
import {
  CARD_IMAGE_SIZE,
  CARD_IMAGE_SIZES,
  CARD_IMAGE_WIDTHS,
  DENSE_FROM_WIDTH,
  DENSE_IMAGE_QUALITY,
  toCartProduct,
  type ProductCardData,
} from './card-data';
import { widthSrcset } from '../../lib/images/responsive';
import { CartIcon } from '../../components/ui/icons';
import PictureTint from '../../components/ui/PictureTint';
import { ShieldCheckIcon } from '../../components/ui/page-icons';
import { imageFallback, PLACEHOLDER_SRC } from './image-fallback';
import { LAZY_IMAGE_PRIORITY } from '../../lib/images/loading-priority';
import { StockNote, builtFacts, useLiveProduct } from './live-availability';
import { localizedPath, namesIn } from '../../lib/i18n';
import { useLocale } from '../../components/ui/locale';
import * as m from '../../paraglide/messages.js';
import { unitText } from '../../lib/unit-text';
import { weightHint } from '../packing/words';
import { measureText } from '../../lib/measure-text';
import type { Locale } from '../../lib/i18n';

const BADGE = 'rounded-full px-2 py-0.5 text-[11px] font-semibold leading-5 shadow-sm';

function Badges({ product: p }: { product: ProductCardData }) {
  const locale = useLocale();
  return (
    <div className="absolute left-2 top-2 flex flex-col items-start gap-1">
      {p.isExpress && (
        <span className={`${BADGE} bg-orange-700 tracking-wide text-white`}>{m.buy_badge_express({}, { locale })}</span>
      )}
      {p.isFeatured && (
        <span className={`${BADGE} bg-amber-300 text-amber-950`}>{m.blog_featured({}, { locale })}</span>
      )}
      {p.isOrganic && <span className={`${BADGE} bg-brand text-white`}>{m.buy_badge_organic({}, { locale })}</span>}
      {p.isNew && <span className={`${BADGE} bg-sky-700 text-white`}>{m.buy_badge_new({}, { locale })}</span>}
      {!p.is_available && (
        <span className={`${BADGE} bg-gray-800 text-white`}>{m.product_out_of_stock({}, { locale })}</span>
      )}
    </div>
  );
}

/** docs/rules.md §2: the "Traceable Product" badge shows its icon and expands to its label on hover (screen readers always read the label). */
function TraceableBadge() {
  const locale = useLocale();
  return (
    <span className="group/trace absolute bottom-2 left-2 z-10 flex items-center rounded-full bg-white/95 p-1.5 text-brand shadow-sm ring-1 ring-brand/20">
      <ShieldCheckIcon className="h-4 w-4 shrink-0" />
      <span className="max-w-0 overflow-hidden whitespace-nowrap text-xs font-semibold transition-[max-width,margin] duration-300 group-hover/trace:ml-1 group-hover/trace:max-w-40">
        {m.buy_traceable({}, { locale })}
      </span>
    </span>
  );
}

interface Props {
  product: ProductCardData;
  /**
   * How the card's image loads. 'main': the list's first card, whose image is the page's largest paint and is
   * preloaded from <head> (src/pages/products/index.astro): at once, high priority, decoded in the frame that paints
   * it, as imageLoadingHints (src/lib/images/page-images.ts) gives Astro pages. 'lazy' (the default, and the rest of
   * the first screen too): as the card nears the viewport, at low priority.
   */
  imageLoading?: 'main' | 'lazy';
}

export default function ProductCard({ product, imageLoading = 'lazy' }: Props) {
  // Built with the page; the live price and availability replace it once the server answers.
  const p = useLiveProduct(product);
  const locale = useLocale();
  const names = namesIn(p.name, p.nepaliName, locale);
  const saved = percentSaved(p.price, p.compareAtPrice);
  return (
    <article
      className="group relative flex h-full flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-black/5 transition hover:-translate-y-0.5 hover:shadow-md"
      data-product-card={p.slug}
      {...builtFacts(product)}
    >
      <div className="relative aspect-square overflow-hidden bg-green-50">
        <PictureTint tint={p.tint} />
        <img
          {...imageFallback}
          src={p.imageUrl || PLACEHOLDER_SRC}
          srcSet={
            widthSrcset(p.imageUrl, CARD_IMAGE_WIDTHS, { fromWidth: DENSE_FROM_WIDTH, quality: DENSE_IMAGE_QUALITY }) ||
            undefined
          }
          // A lazy card is sized by the browser from its box; the main one (drawn before layout) by the grid's rule.
          sizes={imageLoading === 'lazy' ? `auto, ${CARD_IMAGE_SIZES}` : CARD_IMAGE_SIZES}
          alt={p.name}
          width={CARD_IMAGE_SIZE}
          height={CARD_IMAGE_SIZE}
          loading={imageLoading === 'lazy' ? 'lazy' : 'eager'}
          fetchPriority={imageLoading === 'main' ? 'high' : LAZY_IMAGE_PRIORITY}
          decoding={imageLoading === 'main' ? 'sync' : 'async'}
          className="relative h-full w-full object-cover transition duration-300 group-hover:scale-105"
        />
        <Badges product={p} />
        {saved !== null && (
          <span className={`${BADGE} absolute right-2 top-2 bg-red-600 text-white`}>
            {m.buy_save_percent({ percent: formatNumber(saved, locale) }, { locale })}
          </span>
        )}
        {p.hasTraceability && <TraceableBadge />}
      </div>
      <div className="flex flex-1 flex-col gap-0.5 p-3 sm:p-4">
        <h3 className="text-sm font-semibold leading-snug text-gray-900 sm:text-base">
          {/* The stretched link: its ::after covers the card. */}
          <a
            href={localizedPath(productPath(p), locale)}
            className="after:absolute after:inset-0 after:content-[''] focus-visible:outline-none focus-visible:after:rounded-2xl focus-visible:after:ring-2 focus-visible:after:ring-brand"
          >
            {names.main.lang === locale ? names.main.text : <span lang={names.main.lang}>{names.main.text}</span>}
          </a>
        </h3>
        {names.other && (
          <p lang={names.other.lang} className="text-xs text-gray-500 sm:text-sm">
            {names.other.text}
          </p>
        )}
        <p className="mt-1 text-sm text-gray-700" data-price={p.price}>
          <span className="font-bold text-brand">{`${formatMoney(p.price, locale)} / ${unitText(p.unit, locale)}`}</span>
          {p.compareAtPrice > p.price && (
            <s className="ml-1.5 text-xs text-gray-600">{formatMoney(p.compareAtPrice, locale)}</s>
          )}
        </p>
        {p.weight && (
          <p className="text-xs text-gray-700" data-testid="card-weight">
            {weightHint(p.weight, locale)}
          </p>
        )}
        {p.minOf > 0 && (
          <p className="text-xs text-gray-500">{m.buy_min_of({ count: formatNumber(p.minOf, locale) }, { locale })}</p>
        )}
        <StockNote left={p.left} ships={p.ships} />
        {p.approxWeight && <ApproxWeight text={p.approxWeight} locale={locale} />}
        <div className="mt-auto pt-3">
          <button
            type="button"
            className="relative z-10 flex w-full items-center justify-center gap-2 rounded-lg bg-brand px-3 py-2 text-sm font-semibold text-white transition hover:bg-brand-light focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand disabled:cursor-not-allowed disabled:bg-gray-300 disabled:text-gray-600"
            disabled={!p.is_available}
            onClick={() => addToCart(toCartProduct(p))}
          >
            {p.is_available ? (
              <>
                <CartIcon className="h-4 w-4" />{' '}
                {p.ships ? m.buy_preorder({}, { locale }) : m.buy_add_to_cart({}, { locale })}
              </>
            ) : (
              m.product_out_of_stock({}, { locale })
            )}
          </button>
        </div>
      </div>
    </article>
  );
}

/** The operator's "approx. 4-5 pcs" in the page's language (measure-text.ts), marked English when it cannot be. */
function ApproxWeight({ text, locale }: { text: string; locale: Locale }) {
  const shown = measureText(text, locale);
  return (
    <p className="text-xs text-gray-500" lang={shown.lang === locale ? undefined : shown.lang} data-approx-weight="">
      {shown.text}
    </p>
  );
}
