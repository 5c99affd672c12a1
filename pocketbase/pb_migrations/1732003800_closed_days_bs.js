/// <reference path="../pb_data/types.d.ts" />
// Closed days in BS (docs/operators.md "Closed days", docs/rules.md "Delivery days"): an operator may write a closed
// period's first and last day as BS dates; the hook (pocketbase/pb_hooks/delivery-days.pb.js, with
// pocketbase/pb_hooks/lib/bs-date.js) sets the AD days from them, refusing an impossible BS date with a sentence under
// the field, and writes the BS dates of AD days chosen in the date picker, so the two always agree.

migrate(
  (app) => {
    const closed = app.findCollectionByNameOrId('closed_days');
    const fromBs = new TextField({
      name: 'from_bs',
      max: 20,
      help: 'Or the first closed day in BS, year-month-day: 2083-06-15 or २०८३-०६-१५ (BS 2080 to 2090). Filled in, it sets the AD date above; left as it was, it follows the AD date.',
    });
    const toBs = new TextField({
      name: 'to_bs',
      max: 20,
      help: 'Or the last closed day in BS, year-month-day, included. Filled in, it sets the AD date above; left as it was, it follows the AD date.',
    });
    // Each beside its AD field in the dashboard's form.
    for (const [ad, bs] of [
      ['from', fromBs],
      ['to', toBs],
    ]) {
      const at = closed.fields.indexOf ? closed.fields.indexOf(closed.fields.getByName(ad)) : -1;
      if (at >= 0) closed.fields.addAt(at + 1, bs);
      else closed.fields.add(bs);
    }
    closed.fields.getByName('from').help =
      'The first closed day in AD, as the date picker shows it; or write it in BS in the next field.';
    closed.fields.getByName('to').help =
      'The last closed day in AD, included (the same as the first for a single day); or write it in BS in the next field.';
    app.save(closed);
    // The periods there are get their BS dates on their next save.
  },
  (app) => {
    const closed = app.findCollectionByNameOrId('closed_days');
    for (const name of ['from_bs', 'to_bs']) closed.fields.removeByName(name);
    closed.fields.getByName('from').help =
      'The first closed day (AD, as the date picker shows it). A festival dated in BS: convert it first, e.g. with the BS column of the shop calendar (docs/operators.md "Closed days").';
    closed.fields.getByName('to').help = 'The last closed day (AD), included; the same as the first for a single day.';
    app.save(closed);
  },
);
