/// <reference path="../types.d.ts" />
// Site settings and home content edited in the dashboard (docs/operators.md, "Site settings" and "Home and page
// texts"). Site settings are one record: a second one is refused, and it cannot be deleted (an empty field already
// means "the default"). Its `site_url` shows the SITE_URL environment setting and cannot be changed here.

onRecordCreate((e) => {
  let count = 0;
  try {
    count = e.app.countRecords('site_settings');
  } catch (_) {
    count = 0;
  }
  if (count > 0) {
    throw new BadRequestError(
      'There is only one site settings record: open the existing one and edit it instead of adding another.',
    );
  }
  e.next();
}, 'site_settings');

onRecordDelete((_e) => {
  throw new BadRequestError(
    'The site settings record cannot be deleted. To go back to a default, empty that field and save.',
  );
}, 'site_settings');

// Read-only: whatever was typed, the stored and shown value is the environment's. The support phone must dial.
onRecordValidate((e) => {
  e.record.set('site_url', require(`${__hooks}/lib/lots.js`).siteUrl());
  require(`${__hooks}/lib/operators.js`).normaliseContactNumbers(e.record);
  e.next();
}, 'site_settings');

onRecordEnrich((e) => {
  e.record.set('site_url', require(`${__hooks}/lib/lots.js`).siteUrl());
  e.next();
}, 'site_settings');

// A tile's category must be one shoppers can filter by: spelled as the Categories collection spells it.
onRecordValidate((e) => {
  require(`${__hooks}/lib/operators.js`).normaliseCategory(e.app, e.record);
  e.next();
}, 'home_categories');
