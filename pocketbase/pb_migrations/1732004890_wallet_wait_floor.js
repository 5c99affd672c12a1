/// <reference path="../pb_data/types.d.ts" />
// site_settings.wallet_wait_minutes is at least 5 (0 or empty still means 60). A shopper at eSewa or Khalti may take
// a few minutes over an OTP or a PIN, and no check with the wallet holds the order meanwhile
// (pocketbase/pb_hooks/lib/payments.js expireOrder): a wait of 1 to 4 minutes cancelled orders whose payments then
// arrived late, to be refunded. The dashboard now refuses such a number under the field; a value already saved
// below 5 is raised to 5, the nearest wait that is kept.

const FLOOR = 5;
const HELP =
  'Minutes an order paid by wallet waits for its payment before it is cancelled and its stock and coupon budget return: at least 5, since paying at the wallet can take a few minutes. Empty or 0: 60.';
const OLD_HELP =
  'Minutes an order paid by wallet waits for its payment before it is cancelled and its stock and coupon budget return. Empty or 0: 60.';

migrate(
  (app) => {
    const settings = app.findCollectionByNameOrId('site_settings');
    const field = settings.fields.getByName('wallet_wait_minutes');
    field.min = FLOOR;
    field.help = HELP;
    app.save(settings);
    app
      .db()
      .newQuery(
        'UPDATE site_settings SET wallet_wait_minutes = {:floor} WHERE wallet_wait_minutes > 0 AND wallet_wait_minutes < {:floor}',
      )
      .bind({ floor: FLOOR })
      .execute();
  },
  (app) => {
    const settings = app.findCollectionByNameOrId('site_settings');
    const field = settings.fields.getByName('wallet_wait_minutes');
    field.min = 0;
    field.help = OLD_HELP;
    app.save(settings);
  },
);
