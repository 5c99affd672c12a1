/// <reference path="../types.d.ts" />
// Site settings and home content edited in the dashboard (docs/operators.md, "Site settings" and "Home and page
// texts"). Site settings are one record (one-record.pb.js). Its `site_url` shows the SITE_URL environment setting and
// cannot be changed here.

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
