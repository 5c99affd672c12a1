import { describe, expect, it } from 'vitest';
import {
  DEFAULT_LIMITS,
  budgetsFor,
  canonicalActionName,
  carriesCouponCode,
  clientAddress,
  clientKey,
  mayCarryCouponCode,
  parseLimitSetting,
  parseTrustProxy,
} from '@/lib/rate-limits/rate-limit';
import {
  TOO_MANY_REQUESTS_MESSAGE,
  tooManyRequestsMessage,
  tooManyRequestsText,
} from '@/lib/rate-limits/too-many-requests';
import { hasControlCharacters } from '@/lib/text';

describe('budgetsFor', () => {
  it('charges orders, coupon guesses, each form and order lookups; other reads are free', () => {
    expect(budgetsFor('placeOrder', false)).toEqual(['orders']);
    expect(budgetsFor('placeOrder', true)).toEqual(['orders', 'coupons']);
    expect(budgetsFor('validateCoupon', false)).toEqual(['coupons']);
    expect(budgetsFor('quote', true)).toEqual(['coupons']);
    expect(budgetsFor('quote', false)).toEqual([]);
    expect(budgetsFor('submitFeedback', false)).toEqual(['feedback']);
    expect(budgetsFor('submitQrLead', false)).toEqual(['qrLead']);
    expect(budgetsFor('getOrder', false)).toEqual(['lookups']);
    expect(budgetsFor('orderAgain', false)).toEqual(['lookups']);
    // Each ask writes an SMS, each code typed is a guess (src/features/alerts/actions.ts).
    expect(budgetsFor('askStockAlert', false)).toEqual(['alerts']);
    expect(budgetsFor('confirmStockAlert', false)).toEqual(['alerts']);
    for (const read of ['listDistricts', 'listBranches', 'checkStock', 'nope'])
      expect(budgetsFor(read, true)).toEqual([]);
  });

  it('knows an action by every name Astro runs it under', () => {
    expect(canonicalActionName('validate%43oupon/')).toBe('validateCoupon');
    expect(canonicalActionName('placeOrder//')).toBe('placeOrder');
    expect(canonicalActionName('bad%ZZ')).toBe('bad%ZZ');
    expect(budgetsFor('place%4Frder/', false)).toEqual(['orders']);
    expect(mayCarryCouponCode('quot%65')).toBe(true);
    expect(mayCarryCouponCode('validateCoupon')).toBe(false);
  });

  it('sees a coupon code only when one is given', () => {
    expect(carriesCouponCode({ couponCode: 'DASHAIN100' })).toBe(true);
    for (const input of [{ couponCode: '  ' }, { couponCode: null }, { couponCode: 5 }, {}, null, 'couponCode', []]) {
      expect(carriesCouponCode(input)).toBe(false);
    }
  });
});

describe('settings', () => {
  it('SHOP_RATE_LIMITS: defaults, off, or per-minute overrides; a typo is an error', () => {
    expect(parseLimitSetting(undefined)).toEqual({ enabled: true, rules: DEFAULT_LIMITS });
    expect(parseLimitSetting(' on ')).toEqual({ enabled: true, rules: DEFAULT_LIMITS });
    expect(parseLimitSetting('off')).toEqual({ enabled: false });
    expect(parseLimitSetting('orders=3, coupons = 7')).toEqual({
      enabled: true,
      rules: { ...DEFAULT_LIMITS, orders: { limit: 3, windowMs: 60_000 }, coupons: { limit: 7, windowMs: 60_000 } },
    });
    // A budget keeps its own window: the per-account sign-in budget counts over 15 minutes.
    expect(parseLimitSetting('deskSignInAccount=4')).toEqual({
      enabled: true,
      rules: { ...DEFAULT_LIMITS, deskSignInAccount: { limit: 4, windowMs: 15 * 60_000 } },
    });
    for (const bad of ['of', 'orders=0', 'orders=-1', 'order=5', 'orders=5;coupons=2', 'orders=1.5']) {
      expect(() => parseLimitSetting(bad), bad).toThrow(/SHOP_RATE_LIMITS/);
    }
  });

  it('TRUST_PROXY: a number of hops', () => {
    expect([undefined, '', '0', 'false', 'off'].map(parseTrustProxy)).toEqual([0, 0, 0, 0, 0]);
    expect([' true', '1', 'on', '2'].map(parseTrustProxy)).toEqual([1, 1, 1, 2]);
    expect(() => parseTrustProxy('loopback')).toThrow(/TRUST_PROXY/);
  });
});

describe('clientAddress', () => {
  it('is the socket address unless proxies are trusted', () => {
    expect(clientAddress('10.0.0.9', '1.2.3.4', 0)).toBe('10.0.0.9');
    expect(clientAddress('10.0.0.9', null, 1)).toBe('10.0.0.9');
    expect(clientAddress(undefined, null, 0)).toBe('unknown');
  });

  it('takes the address the outermost trusted proxy appended, not what the client wrote before it', () => {
    expect(clientAddress('10.0.0.9', '6.6.6.6, 1.2.3.4', 1)).toBe('1.2.3.4');
    expect(clientAddress('10.0.0.9', '6.6.6.6, 1.2.3.4, 10.0.0.2', 2)).toBe('1.2.3.4');
    expect(clientAddress('10.0.0.9', '1.2.3.4', 3)).toBe('1.2.3.4');
    expect(clientAddress('10.0.0.9', ' , ', 1)).toBe('10.0.0.9');
  });

  it('counts an IPv6 client by its /64 and an IPv4-mapped address as IPv4', () => {
    expect(clientKey('::ffff:192.0.2.7')).toBe('192.0.2.7');
    expect(clientKey('2001:db8:1:2::a')).toBe(clientKey('2001:0db8:0001:0002:ffff:0:0:b'));
    expect(clientKey('2001:db8:1:2::a')).toBe('2001:db8:1:2::/64');
    expect(clientKey('2001:db8:1:3::a')).not.toBe(clientKey('2001:db8:1:2::a'));
    expect(clientKey('[::1]')).toBe('0:0:0:0::/64');
    expect(clientKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(clientKey('not:an:address:::')).toBe('not:an:address:::');
  });
});

describe('tooManyRequestsMessage', () => {
  it("is the server's sentence for a 429 and null for any other failure", () => {
    expect(tooManyRequestsMessage({ code: 'TOO_MANY_REQUESTS', message: 'Slow down.' })).toBe('Slow down.');
    expect(tooManyRequestsMessage({ code: 'TOO_MANY_REQUESTS', message: '' })).toBe(tooManyRequestsText());
    for (const other of [{ code: 'BAD_REQUEST', message: 'x' }, new Error('network'), null, 'TOO_MANY_REQUESTS']) {
      expect(tooManyRequestsMessage(other)).toBeNull();
    }
  });

  it('is worded in the English of the spec, or in Nepali for a Nepali page', () => {
    expect(tooManyRequestsText()).toBe('Too many requests. Please wait a minute and try again.');
    expect(TOO_MANY_REQUESTS_MESSAGE).toBe(tooManyRequestsText('en'));
    expect(tooManyRequestsText('ne')).toBe('धेरै पटक अनुरोध भयो। कृपया एक मिनेट पर्खेर फेरि प्रयास गर्नुहोस्।');
    expect(tooManyRequestsMessage({ code: 'TOO_MANY_REQUESTS' }, 'ne')).toBe(tooManyRequestsText('ne'));
    // The server's own sentence (already in the page's language) wins.
    expect(tooManyRequestsMessage({ code: 'TOO_MANY_REQUESTS', message: 'पर्खनुहोस्।' }, 'en')).toBe('पर्खनुहोस्।');
  });
});

describe('hasControlCharacters', () => {
  it('refuses control codes and direction overrides, keeps line breaks, tabs, Devanagari joiners and emoji', () => {
    for (const bad of ['a\u0000b', 'bell\u0007', '\u001b[31mred', 'x\u007f', 'c1\u0085', '\u202Egnp.exe', 'a\u2066b']) {
      expect(hasControlCharacters(bad), JSON.stringify(bad)).toBe(true);
    }
    for (const ok of ['line one\nline two\r\n\tend', 'क्‍ष', 'कृषि बजार', 'ताजा 🥭🍎', 'O\'Brien "quoted"']) {
      expect(hasControlCharacters(ok), ok).toBe(false);
    }
  });
});
