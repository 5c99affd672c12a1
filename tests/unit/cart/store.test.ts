// The shared cart store's state rules (docs/rules.md §4 Cart). In Node the persistent atoms keep their values in memory.
import { beforeEach, describe, expect, it } from 'vitest';
import {
  $appliedCoupon,
  $cart,
  $cartCount,
  $cartOpen,
  $cartSubtotal,
  $checkoutView,
  $customer,
  addToCart,
  chooseCity,
  chooseDistrict,
  clearCart,
  finishOrder,
  removeFromCart,
  setAppliedCoupon,
  setCartQuantity,
  setCustomerField,
  setDeliveryCharge,
  showCheckout,
} from '@/features/cart/store';
import type { CartProduct } from '@/features/cart/rules';

const product = (id: string, price = 100, minOf?: number): CartProduct => ({
  id,
  slug: id,
  name: `Product ${id}`,
  price,
  unit: '1 KG',
  image: '',
  category: 'Vegetables',
  badges: [],
  farmerName: '',
  location: '',
  hasTraceability: false,
  is_available: true,
  ...(minOf ? { minOf } : {}),
});

const coupon = { code: 'DASHAIN100', couponId: 'c1', discount: 100, deliveryDiscount: 0 };

beforeEach(() => {
  clearCart();
  $appliedCoupon.set(null);
  $checkoutView.set('cart');
  $cartOpen.set(false);
});

describe('cart store', () => {
  it('adding opens the drawer and counts quantities', () => {
    addToCart(product('a', 100));
    addToCart(product('a', 100));
    addToCart(product('b', 50));
    expect($cartOpen.get()).toBe(true);
    expect($cartCount.get()).toBe(3);
    expect($cartSubtotal.get()).toBe(250);
  });

  it('keeps quantities within max(1, minOf)..99 and removes at 0', () => {
    addToCart(product('a', 10, 3));
    expect($cart.get()[0]!.quantity).toBe(3);
    setCartQuantity('a', 2);
    expect($cart.get()[0]!.quantity).toBe(3);
    setCartQuantity('a', 150);
    expect($cart.get()[0]!.quantity).toBe(99);
    setCartQuantity('a', 0);
    expect($cart.get()).toEqual([]);
  });

  it('discards the applied coupon when the quantity changes', () => {
    addToCart(product('a'));
    setAppliedCoupon(coupon);
    setCartQuantity('a', 2);
    expect($appliedCoupon.get()).toBeNull();
  });

  it('discards the applied coupon when a line is removed', () => {
    addToCart(product('a'));
    addToCart(product('b'));
    setAppliedCoupon(coupon);
    removeFromCart('b');
    expect($appliedCoupon.get()).toBeNull();
  });

  it('keeps the coupon when neither count nor subtotal changes', () => {
    addToCart(product('a'));
    setAppliedCoupon(coupon);
    $cart.set($cart.get().map((i) => ({ ...i, is_available: false })));
    expect($appliedCoupon.get()).toEqual(coupon);
  });

  it('only switches to the checkout view with something in the cart, and back when it empties', () => {
    showCheckout();
    expect($checkoutView.get()).toBe('cart');
    addToCart(product('a'));
    showCheckout();
    expect($checkoutView.get()).toBe('checkout');
    removeFromCart('a');
    expect($checkoutView.get()).toBe('cart');
  });

  it('finishing an order clears the cart and coupon and closes the drawer', () => {
    addToCart(product('a'));
    showCheckout();
    setAppliedCoupon(coupon);
    finishOrder();
    expect($cart.get()).toEqual([]);
    expect($appliedCoupon.get()).toBeNull();
    expect($cartOpen.get()).toBe(false);
    expect($checkoutView.get()).toBe('cart');
  });
});

describe('customer info', () => {
  it('choosing a district resets the city; choosing a city sets the charge', () => {
    setCustomerField('name', 'Sita');
    chooseDistrict('d1', 'Kathmandu');
    chooseCity('b1', 'Thamel', 120);
    expect($customer.get()).toMatchObject({
      name: 'Sita',
      district: 'd1',
      city: 'b1',
      cityName: 'Thamel',
      deliveryCharge: 120,
    });
    setDeliveryCharge(240);
    expect($customer.get().deliveryCharge).toBe(240);
    chooseDistrict('d2', 'Lalitpur');
    expect($customer.get()).toMatchObject({
      name: 'Sita',
      district: 'd2',
      districtName: 'Lalitpur',
      city: '',
      cityName: '',
      deliveryCharge: 0,
    });
  });
});
