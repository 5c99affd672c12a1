// One cart line (docs/rules.md §2 Cart panel): image, name, price per unit, quantity stepper, remove button and line total.
import { formatMoney, formatNumber } from '../../lib/money';
import { lineTotal } from './rules';
import { ONLY_LEFT_BELOW, quantityBounds, type CartItem } from './rules';
import { removeFromCart, setCartQuantity } from './store';
import { MinusIcon, PlusIcon, TrashIcon } from '../../components/ui/page-icons';
import StepperValue from '../../components/ui/StepperValue';
import { useLocale } from '../../components/ui/locale';
import { localizedPath, namesIn } from '../../lib/i18n';
import { productPath } from '../../lib/paths';
import * as m from '../../paraglide/messages.js';
import { unitText } from '../../lib/unit-text';
import { weightHint } from '../packing/words';
import LineThumb from './LineThumb';

const stepButton =
  'inline-flex h-8 w-8 items-center justify-center rounded-full text-brand transition-colors hover:bg-brand/10 focus-visible:outline-2 focus-visible:outline-brand disabled:cursor-not-allowed disabled:text-gray-300 disabled:hover:bg-transparent';

export default function CartLine({ item }: { item: CartItem }) {
  const locale = useLocale();
  // The name in the page's language (the English one on a Nepali page when the product has no Nepali name).
  const name = namesIn(item.name, item.nepaliName, locale).main;
  const { min, max } = quantityBounds(item.minOf, item.maxQuantity);
  const quantityLabel = m.cart_quantity_of({ name: name.text }, { locale });
  return (
    <li className="flex gap-3 py-4" data-testid="cart-line">
      <LineThumb
        src={item.image}
        size={72}
        className="h-18 w-18 shrink-0 rounded-xl bg-white object-cover ring-1 ring-brand/10"
      />
      <div className="min-w-0 flex-1">
        <div className="flex items-start justify-between gap-2">
          <div className="min-w-0">
            <a
              href={localizedPath(productPath(item), locale)}
              className="line-clamp-2 font-medium text-gray-900 hover:text-brand hover:underline"
              lang={name.lang === locale ? undefined : name.lang}
            >
              {name.text}
            </a>
            <p className="text-sm text-gray-600">
              {formatMoney(item.price, locale)} / {unitText(item.unit, locale)}
              {min > 1 && (
                <span className="ml-1 text-xs">{m.cart_min_of({ min: formatNumber(min, locale) }, { locale })}</span>
              )}
            </p>
            {item.weight && (
              <p className="text-xs text-gray-600" data-testid="cart-weight-hint">
                {weightHint(item.weight, locale)}
              </p>
            )}
            {/* As the product showed it (live-availability.ts StockNote); written out here so the cart does not load that chunk. */}
            {item.maxQuantity !== undefined && item.maxQuantity > 0 && item.maxQuantity < ONLY_LEFT_BELOW && (
              <p className="text-xs font-semibold text-red-700">
                {m.cart_only_left({ count: formatNumber(item.maxQuantity, locale) }, { locale })}
              </p>
            )}
            {item.ships && (
              <p className="text-xs font-semibold text-amber-800">
                <span className="mr-1.5 rounded bg-amber-100 px-1.5 py-0.5 text-amber-900">
                  {m.stock_preorder_badge({}, { locale })}
                </span>
                {item.ships}
              </p>
            )}
            {!item.is_available && (
              <span className="mt-1 inline-block rounded bg-red-100 px-1.5 py-0.5 text-xs font-semibold text-red-700">
                {m.product_out_of_stock({}, { locale })}
              </span>
            )}
          </div>
          <button
            type="button"
            onClick={() => removeFromCart(item.id)}
            aria-label={m.cart_remove({ name: name.text }, { locale })}
            className="inline-flex h-8 w-8 shrink-0 items-center justify-center rounded-full text-gray-500 transition-colors hover:bg-red-50 hover:text-red-600 focus-visible:outline-2 focus-visible:outline-brand"
          >
            <TrashIcon width={18} height={18} />
          </button>
        </div>
        <div className="mt-2 flex items-center justify-between">
          {/* biome-ignore lint/a11y/useSemanticElements: a fieldset would not lay out as the inline-flex stepper */}
          <div
            role="group"
            aria-label={quantityLabel}
            className="inline-flex items-center rounded-full border border-brand/20 bg-white"
          >
            <button
              type="button"
              onClick={() => setCartQuantity(item.id, item.quantity - 1)}
              disabled={item.quantity <= min}
              aria-label={m.cart_decrease_quantity_of({ name: name.text }, { locale })}
              className={stepButton}
            >
              <MinusIcon width={16} height={16} />
            </button>
            <StepperValue
              value={item.quantity}
              label={quantityLabel}
              className="w-8 text-center text-sm font-semibold tabular-nums"
              testId="cart-quantity"
            />
            <button
              type="button"
              onClick={() => setCartQuantity(item.id, item.quantity + 1)}
              disabled={item.quantity >= max}
              aria-label={m.cart_increase_quantity_of({ name: name.text }, { locale })}
              className={stepButton}
            >
              <PlusIcon width={16} height={16} />
            </button>
          </div>
          <p className="font-semibold text-gray-900" data-testid="cart-line-total">
            {formatMoney(lineTotal(item.price, item.quantity), locale)}
          </p>
        </div>
      </div>
    </li>
  );
}
