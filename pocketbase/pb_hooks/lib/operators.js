// Rules for records operators edit in the dashboard (see operators.pb.js and
// docs/operators.md). The schema (pb_migrations/1732001000_operator_schema.js)
// refuses most bad data; these checks add what a field option cannot say:
// messages that state the rule, upper-case coupon codes, categories from the
// list, and percent discounts of at most 100.

const SLUG_MESSAGE =
  'Use only lowercase letters a-z, digits and single hyphens between them (no spaces, capitals, /, ? or #), e.g. jumla-apple';
const CODE = /^[A-Z0-9_-]+$/;
const CODE_MESSAGE = 'Use only the Latin letters A-Z, digits 0-9, - and _ (no spaces), e.g. DASHAIN100';
/** Letters and digits a coupon code needs at least: "A" or "12" is found by any shopper trying codes. */
const CODE_MIN_SIGNS = 3;

/**
 * @param {string} field
 * @param {string} code
 * @param {string} message
 */
function fieldError(field, code, message) {
  /** @type {Record<string, ValidationError>} */
  const data = {};
  data[field] = new ValidationError(code, message);
  return new BadRequestError('Please fix the highlighted field.', data);
}

/**
 * One refusal naming every field at once (field → message), in the shape the dashboard shows under each field:
 * {field: ValidationError(code, message)}. A plain {code, message} object shows as "[object Object]" there.
 * null when there is nothing to refuse.
 * @param {Record<string, string>} problems
 */
function fieldErrors(problems) {
  /** @type {Record<string, ValidationError>} */
  const data = {};
  /** @type {string[]} */
  const messages = [];
  for (const field in problems) {
    data[field] = new ValidationError(`validation_invalid_${field}`, problems[field]);
    const sentence = /[.!?]$/.test(problems[field]) ? problems[field] : `${problems[field]}.`;
    if (messages.indexOf(sentence) < 0) messages.push(sentence);
  }
  if (messages.length === 0) return null;
  // The toast repeats the sentences (API clients read them there too).
  return new BadRequestError(messages.join(' '), data);
}

/**
 * Writes the product's unit from its amount and kind (lib/units.js); the problems (field → message) otherwise.
 * @param {core.Record} record
 */
function resolveProductUnit(record) {
  const units = require(`${__hooks}/lib/units.js`);
  const resolved = units.resolveUnit(
    record.getFloat('unit_amount'),
    record.getString('unit_kind'),
    record.getString('unit'),
  );
  if (resolved.text !== undefined) {
    record.set('unit_amount', resolved.amount);
    record.set('unit_kind', resolved.kind);
    record.set('unit', resolved.text);
  }
  return resolved.problems;
}

/** The most a price or a compare-at price may be (the schema's limit: pb_migrations/1732001000_operator_schema.js). */
const PRICE_MAX = 1000000;

/** @param {core.Record} record */
function checkSlug(record) {
  const slug = record.getString('slug');
  if (slug !== '' && !require(`${__hooks}/lib/slug.js`).isSlug(slug))
    throw fieldError('slug', 'validation_invalid_slug', SLUG_MESSAGE);
}

/**
 * Every problem of a product at once (field → message): slug, category, GTIN and unit, so the dashboard shows each
 * under its field in one go instead of one per save. Normalises what it can (category spelling, GTIN digits, unit).
 * @param {CoreApp} app
 * @param {core.Record} record
 */
function productProblems(app, record) {
  /** @type {Record<string, string>} */
  const problems = {};
  const slug = record.getString('slug');
  if (slug !== '' && !require(`${__hooks}/lib/slug.js`).isSlug(slug)) problems.slug = SLUG_MESSAGE;
  // A name of spaces only was saved, and the build then left the product out (src/content.config.ts); a Latin
  // "Nepali name" stood as the heading of its Nepali page. Both are kept without the spaces around them.
  const name = record.getString('name').trim();
  record.set('name', name);
  if (name === '') problems.name = 'Give the product a name, e.g. Jumla Apple.';
  const nepaliName = record.getString('nepaliName').trim();
  record.set('nepaliName', nepaliName);
  if (nepaliName !== '' && !/[\u0900-\u097F]/.test(nepaliName))
    problems.nepaliName =
      'Write the Nepali name in Devanagari, e.g. जुम्ला स्याउ, or leave it empty: Nepali pages then show the English name.';
  try {
    normaliseCategory(app, record);
  } catch (err) {
    const data = err?.data;
    problems.category = data?.category?.message || String(err);
  }
  const gtin = record.getString('gtin').replace(/[\s-]/g, '');
  const gtinProblem = require(`${__hooks}/lib/lots.js`).gtinProblem(gtin);
  if (gtinProblem) problems.gtin = gtinProblem;
  else record.set('gtin', gtin);
  const units = resolveProductUnit(record);
  for (const field in units) problems[field] = units[field];
  // A price left empty (a new product's box starts empty: pb_hooks/dashboard/main.js) or typed as 0 arrives as 0:
  // a price of 0 needs Free item ticked.
  const price = record.getFloat('price');
  if (!(price > 0) && !record.getBool('free_item')) {
    problems.price =
      'Type the price in whole rupees, digits only, e.g. 320. A price of 0 is refused unless Free item is ticked.';
  }
  // The schema's own refusal of more said "Must be less or equal than 1e+06."
  for (const field of ['price', 'compareAtPrice'])
    if (record.getFloat(field) > PRICE_MAX) problems[field] = 'A price is at most Rs. 1,000,000, in whole rupees.';
  const unit = record.getString('unit');
  record.set('price_shown', `Rs. ${Math.round(price)}${unit ? ` / ${unit}` : ''}`);
  return problems;
}

/**
 * The category as the categories list spells it, or an error naming the list.
 * @param {CoreApp} app
 * @param {core.Record} record
 */
function normaliseCategory(app, record) {
  const wanted = record.getString('category').trim();
  if (wanted === '') {
    record.set('category', '');
    return;
  }
  const row = new DynamicModel({ name: '' });
  try {
    app
      .db()
      .newQuery('SELECT name FROM categories WHERE name = {:name} COLLATE NOCASE LIMIT 1')
      .bind({ name: wanted })
      .one(row);
  } catch (_) {
    const names = app.findRecordsByFilter('categories', '', 'sort,name', 50, 0).map((c) => c.getString('name'));
    throw fieldError(
      'category',
      'validation_unknown_category',
      `"${wanted}" is not in the Categories collection. Use one of: ${names.join(', ')}; or add it to Categories first`,
    );
  }
  record.set('category', row.name);
}

/**
 * A coupon as saved: its code trimmed and upper-cased, in A-Z, 0-9, - and _, with at least 3 letters or digits, not
 * another coupon's; a percent at most 100.
 * @param {CoreApp} app
 * @param {core.Record} record
 */
function normaliseCoupon(app, record) {
  const code = record.getString('code').trim().toUpperCase();
  record.set('code', code);
  if (code !== '' && !CODE.test(code)) throw fieldError('code', 'validation_invalid_code', CODE_MESSAGE);
  // Checked when the code is typed, so a coupon saved before the rule can still be paused or edited.
  const codeTyped = record.isNew() || record.original().getString('code') !== code;
  if (codeTyped && code !== '' && code.replace(/[-_]/g, '').length < CODE_MIN_SIGNS)
    throw fieldError(
      'code',
      'validation_code_short',
      `A code of so few letters or digits is guessed by anyone: use at least ${CODE_MIN_SIGNS}, e.g. DASHAIN100`,
    );
  // The unique index would refuse it with "Value must be unique.": say which, and what to do.
  if (code !== '') {
    let taken = null;
    try {
      taken = app.findFirstRecordByFilter('coupon', 'code = {:code} && id != {:id}', { code: code, id: record.id });
    } catch (_) {
      taken = null;
    }
    if (taken) {
      throw fieldError(
        'code',
        'validation_not_unique',
        `There is already a coupon ${code}: open it to change it, or choose another code.`,
      );
    }
  }
  for (const [type, value] of [
    ['discount_type', 'discount_value'],
    ['delivery_discount_type', 'discount_discount_value'],
  ]) {
    if (record.getString(type) === '') record.set(type, 'none');
    if (record.getString(type) === 'percent' && record.getFloat(value) > 100) {
      throw fieldError(value, 'validation_percent_max', 'A percent discount is at most 100');
    }
  }
  // Packing an order works its item discount out again from its coupon (lib/packing.js couponOf): new terms would
  // change the discount of orders placed under the old ones.
  if (record.isNew()) return;
  const before = record.original();
  if (
    before.getString('discount_type') === record.getString('discount_type') &&
    before.getFloat('discount_value') === record.getFloat('discount_value')
  )
    return;
  const open = app.countRecords(
    'orders',
    $dbx.and($dbx.hashExp({ coupon_used: record.id }), $dbx.in('status', 'Open', 'Confirmed')),
  );
  if (open > 0) {
    throw fieldError(
      'discount_value',
      'validation_coupon_in_use',
      `${open} open order${open === 1 ? ' uses' : 's use'} this coupon, and packing works their discount out from it: change its discount once they are delivered or cancelled, or make a new coupon for the new discount.`,
    );
  }
}

/**
 * The contact numbers of the site settings. The support phone as shoppers dial it from every "call us" link:
 * Devanagari digits as Latin ones, spaces trimmed; digits with an optional leading + and spaces, dashes or brackets
 * between them (7 to 15 digits). Anything else is refused under the field: the links would dial nothing. Empty means
 * the default.
 * @param {core.Record} record a site_settings record
 */
function normaliseContactNumbers(record) {
  const { latinDigits } = require(`${__hooks}/lib/bs-date.js`);
  const typed = latinDigits(record.getString('support_phone')).trim();
  const digits = typed.replace(/[^0-9]/g, '').length;
  if (typed !== '' && (!/^\+?[0-9][0-9 ()-]*[0-9]$/.test(typed) || digits < 7 || digits > 15)) {
    throw fieldError(
      'support_phone',
      'validation_phone',
      'Write the support phone in digits, with + and the country code if you like, e.g. +977-1-5550100 (spaces and dashes are fine).',
    );
  }
  record.set('support_phone', typed);
  // The WhatsApp number is digits only (its field's pattern, for wa.me links): "+977 980-0000000" or Devanagari digits
  // as typed from a phone are the same number, so the +, spaces, dashes and brackets are dropped before it is checked.
  const whatsapp = record.getString('whatsapp_number');
  const digitsOnly = latinDigits(whatsapp).replace(/[+\s().-]/g, '');
  if (/^[0-9]+$/.test(digitsOnly)) record.set('whatsapp_number', digitsOnly);
  const hours = deliveryWindowProblem(record.getString('delivery_window'));
  if (hours) throw fieldError('delivery_window', 'validation_time', hours);
  normaliseSocialLinks(record);
}

/**
 * The footer's links to the shop's pages elsewhere. PocketBase's url field takes "www.facebook.com/x" and "ftp://…",
 * which the build cannot link (src/lib/settings.mjs httpUrl) and would quietly replace with the default. An address
 * typed without its https:// gets it, as a browser would read it; any other is refused under its field.
 * @param {core.Record} record
 */
function normaliseSocialLinks(record) {
  for (const field of ['facebook_url', 'instagram_url', 'youtube_url', 'tiktok_url']) {
    const typed = record.getString(field).trim();
    if (typed === '') continue;
    const address = /^[a-z][a-z0-9+.-]*:/i.test(typed) ? typed : `https://${typed}`;
    if (!/^https?:\/\/[^\s/.]+\.[^\s]+$/i.test(address)) {
      throw fieldError(
        field,
        'validation_url',
        `Write the page's whole web address, starting with https://. Example: https://www.facebook.com/krishibazaar.`,
      );
    }
    record.set(field, address);
  }
}

/**
 * Why the delivery hours shown on every order page name a time that is none ("25:00 - 7pm", "10:75"); "" when each
 * time in them can be one. The words around the times are free (any language, digits Latin or Devanagari).
 * @param {string} text
 */
function deliveryWindowProblem(text) {
  const { latinDigits } = require(`${__hooks}/lib/bs-date.js`);
  // A time is hours with minutes ("17:00", "7.30"), or hours with AM/PM ("5 PM"); a number alone ("7 days") is none.
  for (const time of latinDigits(String(text)).matchAll(/(\d{1,2})(?:[:.](\d{2}))?\s*([ap]\.?m\.?(?![a-z]))?/gi)) {
    const hours = Number(time[1]);
    const twelve = time[3] !== undefined;
    if (time[2] === undefined && !twelve) continue;
    if (Number(time[2] || 0) > 59 || hours > (twelve ? 12 : 23) || (twelve && hours === 0))
      return `${time[0].trim()} is not a time of day: write hours and minutes, e.g. 10:00 AM - 5:00 PM or 10:00-17:00.`;
  }
  return '';
}

module.exports = {
  SLUG_MESSAGE,
  normaliseContactNumbers,
  deliveryWindowProblem,
  fieldErrors,
  productProblems,
  resolveProductUnit,
  checkSlug,
  normaliseCategory,
  normaliseCoupon,
};
