// Delivery days in words (src/features/delivery/words.ts) and the checkout's options
// (src/features/delivery/DeliveryDayPicker.tsx dayOptions): weekday with AD and BS dates in both languages, Devanagari
// digits on Nepali pages, refusals naming the next day.
import { describe, expect, it } from 'vitest';
import { LAKESIDE_PLACE } from '@tests/harness/pickup-place';
import {
  cutoffLabel,
  dayLabel,
  dayRefusalMessage,
  movedText,
  moveRefusalText,
  pickupPlaceWords,
} from '@/features/delivery/words';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { LocaleProvider } from '@/components/ui/locale';
import { dayOptions, defaultChoice } from '@/features/delivery/DeliveryDayPicker';
import PickupPlaceLines from '@/features/delivery/PickupPlaceLines';

const patanPlace = {
  name: 'Patan Dhoka co-op shop',
  name_ne: 'पाटन ढोका सहकारी पसल',
  address: 'Patan Dhoka',
  address_ne: 'पाटन ढोका',
  opensAt: '10:00',
  closesAt: '18:00',
};

const day = (date: string, full = false) => ({
  date,
  weekday: 'fri',
  cutoff: `${date}T00:00:00.000Z`,
  full,
});

describe('a delivery day in words', () => {
  it('reads as the weekday with the AD and BS dates, Nepali BS first in Devanagari digits', () => {
    expect(dayLabel('2026-12-04', 'en')).toBe('Friday, 4 December 2026 · 18 Mangsir 2083 BS');
    const ne = dayLabel('2026-12-04', 'ne');
    expect(ne).toBe('शुक्रबार, १८ मंसिर २०८३ (४ डिसेम्बर २०२६)');
    expect(dayLabel('friday', 'en')).toBe('');
  });

  it('a cut-off instant reads in Nepal time', () => {
    expect(cutoffLabel('2026-12-03T12:15:00.000Z', 'en')).toBe('18:00, Thursday, 3 December 2026 · 17 Mangsir 2083 BS');
    expect(cutoffLabel('2026-12-03T12:15:00.000Z', 'ne').startsWith('१८:००, बिहीबार')).toBe(true);
  });

  it('a refusal names the next day, in either language', () => {
    const next = { date: '2026-12-08', weekday: 'tue', cutoff: '2026-12-07T12:15:00.000Z', full: false };
    expect(dayRefusalMessage({ reason: 'full', day: '2026-12-04', next, closedName: '' }, 'en')).toBe(
      'Friday, 4 December 2026 · 18 Mangsir 2083 BS is fully booked. The next delivery day with room is Tuesday, 8 December 2026 · 22 Mangsir 2083 BS: please choose it or a later day.',
    );
    expect(dayRefusalMessage({ reason: 'past_cutoff', day: '2026-12-04', next, closedName: '' }, 'en')).toContain(
      'closed at 18:00.',
    );
    const ne = dayRefusalMessage({ reason: 'closed', day: '2026-12-04', next, closedName: 'दशैं' }, 'ne');
    expect(ne).toContain('(दशैं)');
    expect(ne).not.toMatch(/[0-9]/);
    expect(dayRefusalMessage({ reason: 'none', day: '2026-12-04', next: null, closedName: '' }, 'en')).toContain(
      'No delivery day is open',
    );
  });

  it('a move says from which day, to which, and why', () => {
    expect(movedText({ from: '2026-12-01', to: '2026-12-04', reason: 'past_cutoff' }, 'en')).toBe(
      'Moved from Tuesday, 1 December 2026 · 15 Mangsir 2083 BS to Friday, 4 December 2026 · 18 Mangsir 2083 BS: orders for Tuesday, 1 December 2026 · 15 Mangsir 2083 BS had closed when this order reached us.',
    );
    expect(movedText({ from: '2026-12-01', to: '2026-12-04', reason: 'desk', note: 'Van broke down' }, 'en')).toContain(
      'by the shop: Van broke down',
    );
    // The shopper's page is not given staff's note, and a dashboard edit has none: no sentence ends in a bare colon.
    const byShop =
      'Moved from Tuesday, 1 December 2026 · 15 Mangsir 2083 BS to Friday, 4 December 2026 · 18 Mangsir 2083 BS by the shop.';
    expect(movedText({ from: '2026-12-01', to: '2026-12-04', reason: 'desk' }, 'en')).toBe(byShop);
    expect(movedText({ from: '2026-12-01', to: '2026-12-04', reason: 'edited', note: 'edited' }, 'en')).toBe(byShop);
    expect(movedText({ from: '2026-12-01', to: '2026-12-04', reason: 'desk' }, 'ne')).toMatch(/^पसलले .+ मा सार्यो।$/);
    // An order of no day given one is not "moved from" nowhere.
    expect(movedText({ from: '', to: '2026-12-04', reason: 'edited', note: 'edited' }, 'en')).toBe(
      'Delivery day set to Friday, 4 December 2026 · 18 Mangsir 2083 BS by the shop.',
    );
    expect(movedText({ from: '', to: '2026-12-04', reason: 'edited' }, 'ne')).toMatch(
      /^पसलले डेलिभरी दिन शुक्रबार, .+ तोक्यो।$/,
    );
  });
});

describe("a pickup order's place in words", () => {
  const place = LAKESIDE_PLACE;

  it('names the point, its address and its hours in English', () => {
    expect(pickupPlaceWords(place, 'en')).toEqual({
      collect: 'Collect at Lakeside farmers corner',
      address: 'Lakeside Road 6, opposite the boat station',
      where: 'Lakeside farmers corner, Lakeside Road 6, opposite the boat station',
      hours: 'Open 09:00–16:00',
    });
  });

  it('in Nepali with the Nepali name and address, the hours in Devanagari digits', () => {
    const ne = pickupPlaceWords(place, 'ne');
    expect(ne).toEqual({
      collect: 'लेकसाइड किसान कुनामा लिनुहोस्',
      address: 'लेकसाइड सडक ६, डुङ्गा स्टेसनको अगाडि',
      where: 'लेकसाइड किसान कुना, लेकसाइड सडक ६, डुङ्गा स्टेसनको अगाडि',
      hours: 'खुल्ने समय ०९:००–१६:००',
    });
    expect(Object.values(ne).join(' ')).not.toMatch(/[0-9]/);
  });

  it('falls back to the English name and address where the point has no Nepali ones; says nothing it does not know', () => {
    const english = pickupPlaceWords({ ...place, name_ne: '', address_ne: '' }, 'ne');
    expect(english.where).toBe('Lakeside farmers corner, Lakeside Road 6, opposite the boat station');
    expect(pickupPlaceWords({ ...place, closesAt: '' }, 'en').hours).toBe('');
    const gone = { name: '', name_ne: '', address: '', address_ne: '', opensAt: '', closesAt: '' };
    expect(pickupPlaceWords(gone, 'en')).toEqual({ collect: '', address: '', where: '', hours: '' });
  });
});

describe('the checkout options', () => {
  it('lists the first four open days of the route, the full ones among them marked, then two days per pickup point', () => {
    const offer = {
      route: {
        id: 'r',
        name: 'Valley',
        name_ne: '',
        days: [
          day('2026-12-01'),
          day('2026-12-04', true),
          day('2026-12-08'),
          day('2026-12-11'),
          day('2026-12-15'),
          day('2026-12-18'),
        ],
      },
      pickupPoints: [
        { id: 'p', ...patanPlace, charge: 0, days: [day('2026-12-01'), day('2026-12-03'), day('2026-12-06')] },
      ],
    };
    const en = dayOptions(offer, 'en');
    expect(en.map((o) => [o.choice.day, o.choice.pickupPoint, o.full])).toEqual([
      ['2026-12-01', '', false],
      ['2026-12-04', '', true],
      ['2026-12-08', '', false],
      ['2026-12-11', '', false],
      ['2026-12-15', '', false],
      ['2026-12-01', 'p', false],
      ['2026-12-03', 'p', false],
    ]);
    expect(en[1].label).toMatch(/\(fully booked\)$/);
    expect(en[5].label).toContain('collect at Patan Dhoka co-op shop (Patan Dhoka, 10:00–18:00)');
    const ne = dayOptions(offer, 'ne');
    expect(ne[5].label).toContain('पाटन ढोका सहकारी पसलमा लिनुहोस् (पाटन ढोका, १०:००–१८:००)');
    for (const o of ne) expect(o.label).not.toMatch(/[0-9]/);
    // The choice carries the point's place, which the review shows.
    expect(en[5].choice.place).toEqual(patanPlace);
    expect(en[0].choice.place).toBeUndefined();
    // Chosen for the shopper: the first open delivery, or their own choice while it is offered.
    expect(defaultChoice(en, null)).toEqual({ day: '2026-12-01', pickupPoint: '' });
    expect(defaultChoice(en, { day: '2026-12-03', pickupPoint: 'p' })).toMatchObject({ day: '2026-12-03' });
    expect(defaultChoice(en, { day: '2026-12-04', pickupPoint: '' })).toEqual({ day: '2026-12-01', pickupPoint: '' });
  });

  it('never chooses a pickup point for the shopper: with no route, delivery to the address comes first and is chosen', () => {
    const points = [{ id: 'p', ...patanPlace, charge: 50, days: [day('2026-12-01'), day('2026-12-03')] }];
    const noRoute = dayOptions({ route: null, pickupPoints: points }, 'en');
    expect(noRoute.map((o) => [o.choice.day, o.choice.pickupPoint])).toEqual([
      ['', ''],
      ['2026-12-01', 'p'],
      ['2026-12-03', 'p'],
    ]);
    expect(noRoute[0].label).toBe('Delivered to your address, on the estimated day');
    expect(dayOptions({ route: null, pickupPoints: points }, 'ne')[0].label).toBe(
      'तपाईंको ठेगानामा, अनुमानित दिनमा पुर्‍याइन्छ',
    );
    expect(defaultChoice(noRoute, null)).toEqual({ day: '', pickupPoint: '' });
    // A route with every day full: nothing is chosen (the shopper picks a point, or the shop says no day is open).
    const full = { id: 'r', name: 'Valley', name_ne: '', days: [day('2026-12-01', true)] };
    const fullRoute = dayOptions({ route: full, pickupPoints: points }, 'en');
    expect(fullRoute.some((o) => o.key === 'address')).toBe(false);
    expect(defaultChoice(fullRoute, null)).toBeNull();
    expect(defaultChoice(fullRoute, { day: '2026-12-03', pickupPoint: 'p' })).toMatchObject({ pickupPoint: 'p' });
  });
});

describe("the pickup place's lines", () => {
  const render = (place: typeof LAKESIDE_PLACE, locale: 'en' | 'ne') =>
    renderToStaticMarkup(
      createElement(
        LocaleProvider,
        { locale } as Parameters<typeof LocaleProvider>[0],
        createElement(PickupPlaceLines, { place }),
      ),
    );

  it('an address given only in English is marked English on a Nepali page', () => {
    expect(render(LAKESIDE_PLACE, 'ne')).toContain(`<p>${LAKESIDE_PLACE.address_ne}</p>`);
    expect(render({ ...LAKESIDE_PLACE, address_ne: '' }, 'ne')).toContain(`<p lang="en">${LAKESIDE_PLACE.address}</p>`);
    expect(render({ ...LAKESIDE_PLACE, address_ne: '' }, 'en')).toContain(`<p>${LAKESIDE_PLACE.address}</p>`);
  });
});

describe('moveRefusalText', () => {
  const refusal = (problem: string, values: Record<string, string> = {}) => ({
    message: 'PocketBase sentence',
    problem,
    values,
  });
  it("says each refusal by its key in both languages; an unknown key is PocketBase's sentence in English", () => {
    expect(moveRefusalText(refusal('past'), 'en')).toBe('That day has passed: choose today or later.');
    expect(moveRefusalText(refusal('something new'), 'en')).toBe('PocketBase sentence');
    expect(moveRefusalText(refusal('moved_meanwhile', { day: '2026-12-04' }), 'en')).toBe(
      'Changed by someone else: the order is now on Friday, 4 December 2026 · 18 Mangsir 2083 BS. Look at it again before you move it.',
    );
    expect(moveRefusalText(refusal('moved_meanwhile', { day: '2026-12-04' }), 'ne')).toContain('शुक्रबार');
    expect(moveRefusalText(refusal('finished', { status: 'डेलिभर भयो' }), 'ne')).toBe(
      'अर्डरको अवस्था डेलिभर भयो हो: सार्ने दिन छैन।',
    );
    expect(moveRefusalText(refusal('stale_form'), 'ne')).toMatch(/^अर्डर फेरि खोल्नुहोस्/);
    expect(moveRefusalText(refusal('past'), 'ne')).toBe('त्यो दिन बितिसक्यो: आज वा पछिको दिन छान्नुहोस्।');
    expect(moveRefusalText(refusal('closed', { closed: 'Strike', closed_ne: 'बन्द' }), 'ne')).toBe(
      'त्यो दिन कसैले डेलिभरी गर्दैन (बन्द)।',
    );
    expect(moveRefusalText(refusal('weekday', { place: 'Hills', place_ne: '' }), 'ne')).toBe(
      'Hills ले त्यो बार डेलिभरी गर्दैन।',
    );
    expect(moveRefusalText(refusal('preorder', { day: '2026-12-25' }), 'ne')).toContain('२०८३');
    expect(moveRefusalText(refusal('something new'), 'ne')).toContain('अर्डर सारिएन');
    expect(moveRefusalText(refusal('too_far', { days: '120' }), 'en')).toBe(
      'That day is more than 120 days ahead: choose a nearer day.',
    );
    expect(moveRefusalText(refusal('too_far', { days: '120' }), 'ne')).toBe(
      'त्यो दिन १२० दिनभन्दा पर छ: नजिकको दिन छान्नुहोस्।',
    );
  });
});
