// The one cart store every island shares (header badge, add-to-cart buttons,
// drawer, checkout). Persisted in localStorage; @nanostores/persistent also
// follows the `storage` event, so open tabs stay in step.
// Kept free of heavy imports: this module is part of every page's first JS.
import { atom, computed } from 'nanostores';
import { persistentAtom } from '@nanostores/persistent';
import {
  addItem,
  cartSubtotal,
  removeItem,
  setQuantity,
  shouldDiscardCoupon,
  totalQuantity,
  type AppliedCoupon,
  type CartItem,
  type CartProduct,
} from './rules';
import {
  EMPTY_CUSTOMER,
  decodeCart,
  decodeCustomer,
  decodeKeptCoupon,
  encodeKeptCoupon,
  withCity,
  withDistrict,
  type CustomerInfo,
} from './stored';
import { sessionForget, sessionRead, sessionWrite } from '../../lib/session-store';

export type { CustomerInfo } from './stored';
export type { AppliedCoupon } from './rules';

export const CART_STORAGE_KEY = 'krishi-cart';
export const CUSTOMER_STORAGE_KEY = 'krishi-customer';
/** sessionStorage: the tab's applied coupon, with the cart it was applied to (stored.ts encodeKeptCoupon). */
export const COUPON_STORAGE_KEY = 'krishi-coupon';

export const $cart = persistentAtom<CartItem[]>(CART_STORAGE_KEY, [], { encode: JSON.stringify, decode: decodeCart });
export const $cartOpen = atom(false);
export const $cartCount = computed($cart, totalQuantity);
export const $cartSubtotal = computed($cart, cartSubtotal);

/** docs/rules.md §4: adding raises the quantity (or adds the line) and opens the drawer. */
export function addToCart(product: CartProduct, count = 1): void {
  $cart.set(addItem($cart.get(), product, count));
  $cartOpen.set(true);
}

/** docs/rules.md §4/§5: clamped to [max(1, minOf), 99]; 0 or less removes the line. */
export function setCartQuantity(id: string, quantity: number): void {
  $cart.set(setQuantity($cart.get(), id, quantity));
}

export function removeFromCart(id: string): void {
  $cart.set(removeItem($cart.get(), id));
}

export function clearCart(): void {
  $cart.set([]);
}

/** Replaces every line at once (used when the server reports new prices or availability). */
export function replaceCart(items: CartItem[]): void {
  $cart.set(items);
}

// ---------------------------------------------------------------------------
// Applied coupon (docs/rules.md §3): client state only; the server re-checks it when the order is placed. Kept for the
// tab (sessionStorage) with the cart it was applied to, so a reload on a poor connection or a switch of language does
// not lose it; any other cart discards it as before. Written by hand: @nanostores/persistent keeps to localStorage,
// which would carry a coupon into another day's visit.
// ---------------------------------------------------------------------------

function keptCoupon(): AppliedCoupon | null {
  return decodeKeptCoupon(sessionRead(COUPON_STORAGE_KEY), $cart.get());
}

export const $appliedCoupon = atom<AppliedCoupon | null>(typeof window === 'undefined' ? null : keptCoupon());

$appliedCoupon.listen((coupon) => {
  if (coupon) sessionWrite(COUPON_STORAGE_KEY, encodeKeptCoupon(coupon, $cart.get()));
  else sessionForget(COUPON_STORAGE_KEY);
});

export function setAppliedCoupon(coupon: AppliedCoupon): void {
  $appliedCoupon.set(coupon);
}

export function removeCoupon(): void {
  $appliedCoupon.set(null);
}

// ---------------------------------------------------------------------------
// Drawer view (docs/rules.md §2 Cart panel): the cart list or the quick checkout form.
// ---------------------------------------------------------------------------

export type CheckoutView = 'cart' | 'checkout';
export const $checkoutView = atom<CheckoutView>('cart');

export function showCheckout(): void {
  if ($cart.get().length > 0) $checkoutView.set('checkout');
}

export function showCart(): void {
  $checkoutView.set('cart');
}

/**
 * A note shown above the cart list after the server changed the cart (new prices, items gone); cleared by the
 * shopper's next change to the cart.
 */
export const $cartNotice = atom<string | null>(null);

// docs/rules.md §4: any change of item count or subtotal discards the applied coupon, and an empty cart returns the panel to
// the cart view. Watching the store (not each action) also covers changes arriving from another tab.
let previousCart: readonly CartItem[] = $cart.get();
$cart.listen((next) => {
  if (shouldDiscardCoupon(previousCart, next)) $appliedCoupon.set(null);
  if (next.length === 0) $checkoutView.set('cart');
  $cartNotice.set(null);
  previousCart = next;
});

// ---------------------------------------------------------------------------
// Customer info (docs/rules.md §3): saved in localStorage and reused for the next order.
// ---------------------------------------------------------------------------

export const $customer = persistentAtom<CustomerInfo>(
  CUSTOMER_STORAGE_KEY,
  { ...EMPTY_CUSTOMER },
  {
    encode: JSON.stringify,
    decode: decodeCustomer,
  },
);

type CustomerTextField = 'name' | 'phone' | 'email' | 'landmark' | 'notes';

export function setCustomerField(field: CustomerTextField, value: string): void {
  $customer.set({ ...$customer.get(), [field]: value });
}

/** docs/rules.md §4: choosing a district clears city, city name and sets deliveryCharge to 0. */
export function chooseDistrict(id: string, name: string): void {
  $customer.set(withDistrict($customer.get(), { id, name }));
}

/** docs/rules.md §4: choosing a city stores the delivery charge computed for it. */
export function chooseCity(id: string, name: string, deliveryCharge: number): void {
  $customer.set(withCity($customer.get(), { id, name }, deliveryCharge));
}

/** Keeps the saved delivery charge in step with the cart (the charge depends on the items). */
export function setDeliveryCharge(deliveryCharge: number): void {
  const current = $customer.get();
  if (current.deliveryCharge !== deliveryCharge) $customer.set({ ...current, deliveryCharge });
}

/** docs/rules.md §4: placing an order clears the cart, removes the coupon and closes the drawer. */
export function finishOrder(): void {
  clearCart();
  removeCoupon();
  $checkoutView.set('cart');
  $cartOpen.set(false);
}
