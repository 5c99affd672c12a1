// Closed days written in BS (docs/operators.md "Closed days"; pocketbase/pb_hooks/delivery-days.pb.js with
// pocketbase/pb_hooks/lib/bs-date.js, migration 1732003800_closed_days_bs.js): a BS date typed in the dashboard sets
// the AD day, an impossible one is refused with a sentence under its field and nothing is saved, and AD days chosen
// in the date picker get their BS dates, so the two columns agree.
import { afterAll, describe, expect, it } from 'vitest';
import { ClientResponseError } from 'pocketbase';
import { bsToAd } from '@/lib/bikram-sambat';
import { adminPb } from '@tests/harness/stack';

const made: string[] = [];
afterAll(async () => {
  const pb = await adminPb();
  for (const id of made)
    await pb
      .collection('closed_days')
      .delete(id)
      .catch(() => {});
});

const day = (value: unknown) => String(value).slice(0, 10);

async function refusal(save: Promise<unknown>): Promise<Record<string, string>> {
  const err = await save.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err, 'the save should have been refused').toBeInstanceOf(ClientResponseError);
  expect((err as ClientResponseError).status).toBe(400);
  const data = ((err as ClientResponseError).response as { data?: Record<string, { message: string }> }).data ?? {};
  return Object.fromEntries(Object.entries(data).map(([k, v]) => [k, v.message]));
}

describe('closed days in BS', () => {
  it('a BS period (Devanagari digits too) is stored as its AD days, with its BS dates beside them', async () => {
    const pb = await adminPb();
    const record = await pb
      .collection('closed_days')
      .create({ name: 'Test BS festival', from_bs: '२०८८-०६-२०', to_bs: '2088-6-24' });
    made.push(record.id);
    expect(day(record.from)).toBe(bsToAd('2088/06/20'));
    expect(day(record.to)).toBe(bsToAd('2088/06/24'));
    expect([record.from_bs, record.to_bs]).toEqual(['2088-06-20', '2088-06-24']);

    // Moved in the AD date picker: the BS dates follow.
    const moved = await pb
      .collection('closed_days')
      .update(record.id, { from: bsToAd('2088/06/21'), to: bsToAd('2088/06/25') });
    expect([moved.from_bs, moved.to_bs]).toEqual(['2088-06-21', '2088-06-25']);
    // Changed in BS: the AD days follow.
    const again = await pb.collection('closed_days').update(record.id, { to_bs: '2088-06-28' });
    expect(day(again.to)).toBe(bsToAd('2088/06/28'));
    expect(day(again.from)).toBe(bsToAd('2088/06/21'));
  });

  it('days picked in the dashboard from a browser on Nepal time are the days picked, not the day before', async () => {
    const pb = await adminPb();
    // What the date picker sends for 12 to 14 December 2089 at midnight in Kathmandu (18:15 UTC the day before).
    const record = await pb
      .collection('closed_days')
      .create({ name: 'Test picked in Nepal', from: '2089-12-11 18:15:00.000Z', to: '2089-12-13 18:15:00.000Z' });
    made.push(record.id);
    expect([record.from, record.to]).toEqual(['2089-12-12 00:00:00.000Z', '2089-12-14 00:00:00.000Z']);
    // Saved again unchanged: the same days.
    const again = await pb.collection('closed_days').update(record.id, { name: 'Test picked in Nepal again' });
    expect([again.from, again.to]).toEqual([record.from, record.to]);
    // A lot's dates likewise (a pre-order ships from its harvest day).
    const [product] = (await pb.collection('web_products').getList(1, 1)).items;
    const lot = await pb.collection('lots').create({
      product: product.id,
      origin_district: 'Lamjung',
      harvest_date: '2026-10-01 18:15:00.000Z',
      pack_date: '2026-10-01 18:15:00.000Z',
      best_before: '2026-10-20 18:15:00.000Z',
    });
    try {
      expect([lot.harvest_date, lot.pack_date, lot.best_before]).toEqual([
        '2026-10-02 00:00:00.000Z',
        '2026-10-02 00:00:00.000Z',
        '2026-10-21 00:00:00.000Z',
      ]);
    } finally {
      await pb.collection('lots').delete(lot.id);
    }
  });

  it('an impossible BS date is refused under its field and nothing is saved', async () => {
    const pb = await adminPb();
    const before = (await pb.collection('closed_days').getList(1, 1)).totalItems;
    const errors = await refusal(
      pb.collection('closed_days').create({ name: 'Test bad BS', from_bs: '2088-06-40', to_bs: '2088-13-01' }),
    );
    expect(errors.from_bs).toMatch(/^Month 6 of BS 2088 has \d\d days: there is no day 40\.$/);
    expect(errors.to_bs).toBe('There is no BS month 13: months go from 1 (Baisakh) to 12 (Chaitra).');
    expect(errors.from).toBeUndefined();
    expect(
      (await refusal(pb.collection('closed_days').create({ name: 'x', from_bs: 'Dashain', to_bs: '' }))).from_bs,
    ).toContain('year-month-day');
    // Typed in BS, a period that ends before it starts is said under the BS field, in BS dates too.
    const backwards = await refusal(
      pb.collection('closed_days').create({ name: 'Test backwards BS', from_bs: '2088-09-05', to_bs: '2088-09-01' }),
    );
    expect(backwards).toEqual({
      to_bs: `The last closed day (BS 2088-09-01, ${bsToAd('2088-09-01')}) comes before the first (BS 2088-09-05, ${bsToAd('2088-09-05')}).`,
    });
    expect((await pb.collection('closed_days').getList(1, 1)).totalItems).toBe(before);
  });
});
