/// <reference path="../types.d.ts" />
// The collections the shop reads as its settings hold one record each (docs/operators.md "Site settings",
// docs/notifications.md "Limits"): a second one is refused, since the shop and PocketBase's hooks would each pick one
// of two, and the one cannot be deleted. An empty site setting already means its default; without the limits record
// the day's cap of SMS parts, which providers bill, would silently be gone.

onRecordCreate(
  (e) => {
    const name = e.record.collection().name;
    let count = 0;
    try {
      count = e.app.countRecords(name);
    } catch (_) {
      count = 0;
    }
    if (count > 0) {
      const what = name === 'site_settings' ? 'site settings' : 'message limits';
      throw new BadRequestError(
        `There is only one ${what} record: open the existing one and edit it instead of adding another.`,
      );
    }
    e.next();
  },
  'site_settings',
  'message_limits',
);

onRecordDelete(
  (e) => {
    throw new BadRequestError(
      e.record.collection().name === 'site_settings'
        ? 'The site settings record cannot be deleted. To go back to a default, empty that field and save.'
        : 'The message limits record cannot be deleted: the sender would have no daily cap of SMS parts. To send without a cap, type 0 in sms_parts_per_day and save.',
    );
  },
  'site_settings',
  'message_limits',
);
