// docs/rules.md §8's checkout messages: the spec's English, unchanged, and a Nepali text for Nepali pages.
import { describe, expect, it } from 'vitest';
import * as messages from '@/features/checkout/messages';

const ENGLISH: Record<string, string> = {
  districtsFailed: 'Failed to load districts. Please refresh the page.',
  branchesFailed: 'Failed to load cities. Please try again.',
  quoteFailed: 'Unable to calculate your order total at the moment. Please try again.',
  couponCheckFailed: 'Unable to validate coupon at the moment. Please try again.',
  couponApplyFailed: 'Error applying coupon',
  stockCheckFailed: 'Failed to verify product availability. Please try again.',
  placeOrderFailed: 'Failed to place order. Please try again.',
  couponBadFilter: 'Invalid filter provided. Please check your request and try again.',
  couponForbidden: "You don't have the necessary permissions to perform this action.",
  districtUnavailable: 'The selected district is not available. Please choose your district again.',
  branchUnavailable: 'The selected city/area is not available. Please choose your city/area again.',
  branchNotInDistrict: 'The selected city/area is not in the selected district. Please choose your city/area again.',
  duplicateProduct: 'Each product may appear only once in an order.',
  keyReused: 'This order was already submitted with different details. Please reload the page and try again.',
  walletNotOffered: 'This way of paying is not available now. Please choose another.',
  orderSavedTitle: 'Saved on this phone, not sent yet',
  orderNotSent:
    'No connection to the shop. Your order is saved on this phone and will be sent when you are back online.',
  stockNotChecked:
    'No connection to check stock now. You can still confirm: the shop checks stock and prices when your order is sent.',
  noConnection: 'No answer from the shop: check your connection and try again.',
  areasOffline:
    'You are offline, and the delivery areas are not saved on this phone yet. Connect to the internet to choose where to deliver.',
  couponOffline:
    'You are offline: a coupon is checked by the shop, so connect to the internet to apply it. You can place your order without it.',
};

const byName = new Map(Object.entries(messages));
const message = (name: string) => byName.get(name) as (locale?: 'en' | 'ne') => string;

describe('checkout messages (docs/rules.md §8)', () => {
  it('has one function per message, and no other export but the English STOCK_CHECK_FAILED', () => {
    expect(Object.keys(messages).sort()).toEqual([...Object.keys(ENGLISH), 'STOCK_CHECK_FAILED'].sort());
    expect(messages.STOCK_CHECK_FAILED).toBe(ENGLISH.stockCheckFailed);
  });

  it.each(Object.entries(ENGLISH))('%s: the English text, verbatim (the default)', (name, english) => {
    expect(message(name)()).toBe(english);
    expect(message(name)('en')).toBe(english);
  });

  it.each(Object.keys(ENGLISH))('%s: a Nepali text in Devanagari for Nepali pages', (name) => {
    const nepali = message(name)('ne');
    expect(nepali).toMatch(/[\u0900-\u097F]/);
    expect(nepali).not.toBe(ENGLISH[name]);
  });

  it('says the common ones in plain Nepali', () => {
    expect(messages.placeOrderFailed('ne')).toBe('अर्डर गर्न सकिएन। कृपया फेरि प्रयास गर्नुहोस्।');
    expect(messages.districtUnavailable('ne')).toBe('छानिएको जिल्ला उपलब्ध छैन। कृपया आफ्नो जिल्ला फेरि छान्नुहोस्।');
    expect(messages.duplicateProduct('ne')).toBe('एउटा अर्डरमा एउटै उत्पादन एकपटक मात्र राख्न सकिन्छ।');
  });
});
