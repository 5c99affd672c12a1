// Messages to the shopper as plain rules, without PocketBase (docs/notifications.md): which event a status change is,
// a template's placeholders, the text in the shopper's language with how to stop, quiet hours, and how many SMS parts
// a text takes. lib/shopper-messages.js writes the messages; tests/unit/notifications/message-rules.test.ts checks
// these. Written here, not taken from the shop's TypeScript (src/lib/money.ts), because PocketBase's JavaScript has no
// Intl and cannot import TypeScript.

const { NEPAL_OFFSET_MINUTES } = require(
  typeof __hooks !== 'undefined' ? `${__hooks}/lib/nepal-clock.js` : './nepal-clock.js',
);
const { NEPALI_DIGITS, AD_MONTHS_NE } = require(
  typeof __hooks !== 'undefined' ? `${__hooks}/lib/nepali-words.js` : './nepali-words.js',
);

/** The events a shopper hears about, as message_templates and messages name them. */
const EVENTS = ['placed', 'confirmed', 'out_for_delivery', 'delivered', 'delivery_failed', 'cancelled', 'moved'];

/** @type {Record<string, string>} the event a change to this status is */
const STATUS_EVENTS = {
  Confirmed: 'confirmed',
  'Out for Delivery': 'out_for_delivery',
  Delivered: 'delivered',
  'Delivery failed': 'delivery_failed',
  Cancelled: 'cancelled',
};

/**
 * What a template may say in braces; {order} it must (a message names its order). {cash} is the cash to have ready
 * at the door, empty for an order paid (or to be paid) by wallet, so a sentence that asks for cash is left out of
 * its messages (fillTemplate); {total} is the order's total however it is paid.
 */
const ORDER_PLACEHOLDERS = ['order', 'total', 'cash', 'day', 'link'];
const ORDER_REQUIRED = ['order'];

/**
 * A back-in-stock request's events (lib/stock-alerts.js), with their own placeholders: the code must be in its
 * message, and the product in the message that it is back.
 * @type {Record<string, { placeholders: string[], required: string[] }>}
 */
const ALERT_PLACEHOLDERS = {
  alert_code: { placeholders: ['code', 'product'], required: ['code'] },
  back_in_stock: { placeholders: ['product', 'link'], required: ['product'] },
};

/**
 * Sent whatever the hour: the answer to the shopper's own action (the order's confirmation) and the rider on the way.
 * Every other message waits out the quiet hours.
 */
const AT_ANY_HOUR = ['placed', 'out_for_delivery', 'alert_code'];
const QUIET_FROM_HOUR = 21;
const QUIET_UNTIL_HOUR = 7;

/** Added to every message: how to stop them (message_optouts). */
const STOP_LINES = {
  en: 'Reply STOP to stop messages.',
  ne: 'सन्देश रोक्न STOP लेखेर जवाफ पठाउनुहोस्।',
};

/**
 * Ends every email, on a line of its own: a reply reaches the shop's sender address, and an operator adds the order's
 * mobile number to message_optouts, which stops its SMS and its email alike (docs/notifications.md "Email").
 */
const EMAIL_STOP_LINES = {
  en: 'To stop these messages, reply to this email with STOP.',
  ne: 'यी सन्देश रोक्न यो इमेलको जवाफमा STOP लेखेर पठाउनुहोस्।',
};

const NE_WEEKDAYS = ['आइतबार', 'सोमबार', 'मंगलबार', 'बुधबार', 'बिहीबार', 'शुक्रबार', 'शनिबार'];
const EN_WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const EN_MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * The event a change to `status` is, or '' when the shopper does not hear of it (back to Open).
 * @param {string} status
 */
function eventOfStatus(status) {
  return STATUS_EVENTS[status] || '';
}

/**
 * Why a template's text cannot be used, or '' when it can: an unknown or unclosed placeholder, or a required one
 * missing ({order}; {code} for alert_code, {product} for back_in_stock).
 * @param {string} text
 * @param {string} [event] the template's event; an order's event when absent
 */
function templateProblem(text, event) {
  const alert = event ? ALERT_PLACEHOLDERS[event] : undefined;
  const allowed = alert ? alert.placeholders : ORDER_PLACEHOLDERS;
  const required = alert ? alert.required : ORDER_REQUIRED;
  /** @type {string[]} */
  const used = [];
  // Placeholders as other tools write them: sent as typed, they would reach the shopper as "$ORD-123456" or "｛order｝".
  const foreign = /\$\{|｛|｝|%[a-z_]+%/.exec(text);
  if (foreign)
    return `Write placeholders in plain braces, like {${required[0]}}: "${foreign[0]}" is not one the shop fills in.`;
  const pattern = /\{([^{}]*)\}/g;
  let match = pattern.exec(text);
  while (match) {
    if (allowed.indexOf(match[1]) < 0) {
      return `{${match[1]}} is not a placeholder the shop fills in; use ${allowed.map((p) => `{${p}}`).join(', ')}.`;
    }
    used.push(match[1]);
    match = pattern.exec(text);
  }
  if (/[{}]/.test(text.replace(pattern, ''))) {
    return `A brace is not closed: write placeholders as {${required[0]}}.`;
  }
  for (const name of required) {
    if (used.indexOf(name) < 0) {
      if (name === 'code') return 'The message must give the code: include {code}.';
      if (name === 'product') return 'Say which product the message is about: include {product}.';
      return `Say which order the message is about: include {${name}}.`;
    }
  }
  // {total} and {cash} are written with their currency ("Rs. 340", "रु. ३४०"): typed before them, it would be twice.
  // Only as a word of its own: "yours {total}" or "Hours {cash}" end in "rs", and are no currency.
  const currency = /(?:^|[^A-Za-z\u0900-\u097F])(Rs\.?|NPR|रु\.?)[ \t]*\{(total|cash)\}/i.exec(text);
  if (currency) {
    return `{${currency[2]}} already gives the amount with "Rs." ("Rs. 340", "रु. ३४०"): write "{${currency[2]}}" without "${currency[1]}" before it.`;
  }
  // A sentence naming the order is always sent (fillTemplate); one asking for cash is left out for an order a wallet
  // paid. Both in one sentence would ask a wallet's shopper to "keep ready" nothing.
  if (sentencesOf(text).some((sentence) => sentence.indexOf('{cash}') !== -1 && sentence.indexOf('{order}') !== -1))
    return 'Give {cash} a sentence of its own, apart from {order}: it is left out for an order paid by eSewa or Khalti.';
  return '';
}

/**
 * A template's sentences, each with its end (. ! ? or the Devanagari danda ।, or a line's end) and the spaces after.
 * A full stop inside a word or before a small letter or a figure ends nothing: "e.g. in cash", "approx. delivery",
 * "Rs. 340", "krishibazaar.example" stay in their sentence, which fillTemplate keeps or leaves out whole.
 * @param {string} template
 */
function sentencesOf(template) {
  return template.match(/(?:[^.!?।\n]|\.(?=[^\s.!?।]|[ \t]+[a-z0-9०-९]))*(?:[.!?।]+|\n|$)[ \t]*/g) || [];
}

/**
 * The template with its placeholders filled in, and how to stop messages at the end.
 * @param {string} template
 * @param {Record<string, string>} values
 * @param {'en' | 'ne'} language
 */
function renderMessage(template, values, language) {
  const text = `${fillTemplate(template, values)} ${STOP_LINES[language]}`;
  return language === 'en' ? plainMarks(text) : text;
}

/**
 * Typographic marks a phone or a word processor types, and GSM's plain ones for them. One ’ in an English SMS sends
 * it all as UCS-2, 70 characters a part instead of 160: three times the parts, and the daily cap, for the same words.
 * @type {[RegExp, string][]}
 */
const PLAIN_MARKS = [
  [/[\u2018\u2019\u201A\u201B\u2032]/g, "'"],
  [/[\u201C\u201D\u201E\u201F\u2033]/g, '"'],
  [/[\u2010-\u2015]/g, '-'],
  [/\u2026/g, '...'],
  [/[\u00A0\u2007\u202F]/g, ' '],
];

/** @param {string} text */
function plainMarks(text) {
  let plain = text;
  for (const [mark, replacement] of PLAIN_MARKS) plain = plain.replace(mark, replacement);
  return plain;
}

/** The placeholders a message exists to tell (templateProblem requires them): a sentence naming one is always sent. */
const ALWAYS_SENT = ['order', 'code', 'product'];

/**
 * The template with its placeholders filled in. A sentence whose placeholder has nothing to say is left out, so an
 * order an operator entered without a delivery day is confirmed without "It should reach you by ." (a sentence ends
 * with . ! ? or the Devanagari danda ।). A template of one sentence keeps it, with the placeholder left empty; so does
 * a sentence that names the order (or the code, or the product), so "Order {order} arrives {day}." still gives the
 * order's number when it has no day.
 * @param {string} template
 * @param {Record<string, string>} values
 */
function fillTemplate(template, values) {
  const sentences = sentencesOf(template);
  const complete = sentences.filter((sentence) => {
    const names = [...sentence.matchAll(/\{([a-z_]+)\}/g)].map(([, name]) => name);
    return names.every((name) => values[name]) || names.some((name) => ALWAYS_SENT.indexOf(name) !== -1);
  });
  const kept = complete.join('').trim() ? complete : sentences;
  // An empty placeholder left in a kept sentence goes with the space before it: "arrives {day}." → "arrives.".
  return kept
    .join('')
    .replace(/[ \t]*\{([a-z_]+)\}/g, (whole, name) =>
      values[name] ? whole.replace(`{${name}}`, () => values[name]) : '',
    )
    .trim();
}

/**
 * An email's subject and text from its templates: the placeholders filled in, and how to stop messages on a line of
 * its own at the end of the text (the subject has none).
 * @param {string} subjectTemplate
 * @param {string} textTemplate
 * @param {Record<string, string>} values
 * @param {'en' | 'ne'} language
 * @returns {{ subject: string, text: string }}
 */
function renderEmail(subjectTemplate, textTemplate, values, language) {
  return {
    subject: fillTemplate(subjectTemplate, values).replace(/\s+/g, ' '),
    text: `${fillTemplate(textTemplate, values)}\n\n${EMAIL_STOP_LINES[language]}`,
  };
}

/** @param {string} text */
function nepaliDigits(text) {
  return text.replace(/[0-9]/g, (d) => NEPALI_DIGITS[Number(d)]);
}

/**
 * An amount as the shopper's pages show it: "Rs. 1234" in English (docs/rules.md §1), "रु. १,२३४" in Nepali (lakh
 * grouping, Devanagari digits, as src/lib/money.ts formatMoney).
 * @param {number} amount
 * @param {'en' | 'ne'} language
 */
function moneyText(amount, language) {
  const value = Number.isFinite(amount) ? Math.round(amount) : 0;
  if (language === 'en') return `Rs. ${value}`;
  const digits = String(Math.abs(value));
  const last = digits.slice(-3);
  const rest = digits.slice(0, -3).replace(/\B(?=(\d{2})+(?!\d))/g, ',');
  return `रु. ${value < 0 ? '-' : ''}${nepaliDigits(rest ? `${rest},${last}` : last)}`;
}

/**
 * A day as a shopper reads it, in Nepal's calendar day of the instant: "Tue 1 Dec" or "मंगलबार, डिसेम्बर १", with
 * its year when that is not the year the message is written in ("Tue 5 Jan 2027", "मंगलबार, जनवरी ५, २०२७"), so a
 * pre-order's far day is not read as this year's. '' when the date is missing or unreadable.
 * @param {string} iso
 * @param {'en' | 'ne'} language
 * @param {number} [nowMs] when the message is written
 */
function dayText(iso, language, nowMs = Date.now()) {
  const instant = Date.parse(String(iso || '').replace(' ', 'T'));
  if (!Number.isFinite(instant)) return '';
  const local = new Date(instant + NEPAL_OFFSET_MINUTES * 60000);
  const weekday = local.getUTCDay();
  const month = local.getUTCMonth();
  const day = local.getUTCDate();
  const year = local.getUTCFullYear();
  const otherYear = year !== new Date(nowMs + NEPAL_OFFSET_MINUTES * 60000).getUTCFullYear();
  if (language === 'en') return `${EN_WEEKDAYS[weekday]} ${day} ${EN_MONTHS[month]}${otherYear ? ` ${year}` : ''}`;
  const yearNe = otherYear ? `, ${nepaliDigits(String(year))}` : '';
  return `${NE_WEEKDAYS[weekday]}, ${AD_MONTHS_NE[month]} ${nepaliDigits(String(day))}${yearNe}`;
}

/**
 * When a message of `event` written at `nowMs` may go: `nowMs` itself, or 07:00 Nepal time next when it is written
 * in the quiet hours (21:00-07:00) and is not one that goes at any hour.
 * @param {string} event
 * @param {number} nowMs
 */
function sendAfter(event, nowMs) {
  if (AT_ANY_HOUR.indexOf(event) >= 0) return nowMs;
  const offsetMs = NEPAL_OFFSET_MINUTES * 60000;
  const local = new Date(nowMs + offsetMs);
  const hour = local.getUTCHours();
  if (hour >= QUIET_UNTIL_HOUR && hour < QUIET_FROM_HOUR) return nowMs;
  const morning = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate(), QUIET_UNTIL_HOUR);
  const next = hour >= QUIET_FROM_HOUR ? morning + 24 * 3600000 : morning;
  return next - offsetMs;
}

/**
 * When the quiet hours holding `nowMs` began (21:00 Nepal time), or null when `nowMs` is not in them. A retry given a
 * time since then was meant to go at night (its attempt was made at night); one given an earlier time, waiting for a
 * stopped sender, waits for 07:00 as a message not yet tried does.
 * @param {number} nowMs
 */
function quietHoursBegan(nowMs) {
  const end = sendAfter('', nowMs);
  return end === nowMs ? null : end - (24 - QUIET_FROM_HOUR + QUIET_UNTIL_HOUR) * 3600000;
}

// GSM 03.38's basic characters: a text of only these goes as 7-bit SMS (160 a part); anything else, Nepali included,
// as UCS-2 (70 a part). The extension characters (^{}[]~|€\) count two.
const GSM_BASIC =
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà';
const GSM_EXTENDED = '^{}\\[~]|€';

/**
 * How the text travels as SMS: its encoding and how many parts it takes (a message longer than one part is split,
 * each part losing room to the header: 153 GSM characters or 67 UCS-2 code units).
 * @param {string} text
 * @returns {{ encoding: 'gsm' | 'ucs2', parts: number }}
 */
function smsParts(text) {
  let gsmLength = 0;
  let gsm = true;
  for (const char of text) {
    if (GSM_BASIC.indexOf(char) >= 0) gsmLength += 1;
    else if (GSM_EXTENDED.indexOf(char) >= 0) gsmLength += 2;
    else {
      gsm = false;
      break;
    }
  }
  if (gsm) return { encoding: 'gsm', parts: gsmLength <= 160 ? 1 : Math.ceil(gsmLength / 153) };
  const units = text.length; // UTF-16 code units, as UCS-2 counts them
  return { encoding: 'ucs2', parts: units <= 70 ? 1 : Math.ceil(units / 67) };
}

/**
 * Whether handing over `parts` more SMS parts stays within the day's cap (`cap` 0 or less: no cap). The claim route
 * applies it (lib/message-claims.js); the sender, to set aside a message longer than the whole cap
 * (server/notify/backoff.ts neverWithinDailyCap).
 * @param {number} usedToday
 * @param {number} parts
 * @param {number} cap
 */
function withinDailyCap(usedToday, parts, cap) {
  return cap <= 0 || usedToday + parts <= cap;
}

/**
 * The most a message may hold: SMS parts (the gateway's cap, Kannel's `max-messages = 10` in docs/notifications.md,
 * past which the phone gets the message cut short), and characters in the messages collection's text and subject.
 */
const MESSAGE_LIMITS = { smsParts: 10, text: 2000, subject: 300 };

/**
 * Each placeholder at its longest, in the template's script: the link on this shop's address, a product's name at
 * its 200 characters, a total of crores, the longest day.
 * @param {'en' | 'ne'} language
 * @param {string} siteUrl
 * @returns {Record<string, string>}
 */
function longestValues(language, siteUrl) {
  const letters = (/** @type {number} */ n) => (language === 'ne' ? 'क' : 'x').repeat(n);
  return {
    order: 'ORD-123456',
    total: moneyText(-999999999, language),
    cash: moneyText(-999999999, language),
    day: letters(30),
    link: `${siteUrl}/ne/order/ORD-123456`,
    code: '123456',
    product: letters(200),
  };
}

/**
 * Why a template's text would not fit a message once its placeholders are filled in at their longest, or '' when
 * it fits: an SMS over the gateway's parts, an email or its subject over what a message holds. Without this, a
 * template of many {link}s saved fine and then made messages no send could take.
 * @param {string} field the template's field: sms_en, sms_ne, email_subject_en, …
 * @param {string} text
 * @param {string} siteUrl
 */
function templateLengthProblem(field, text, siteUrl) {
  const language = field.endsWith('_ne') ? 'ne' : 'en';
  const values = longestValues(language, siteUrl);
  if (field.startsWith('sms_')) {
    const parts = smsParts(renderMessage(text, values, language)).parts;
    if (parts <= MESSAGE_LIMITS.smsParts) return '';
    return `With its placeholders filled in, this SMS could take ${parts} parts; at most ${MESSAGE_LIMITS.smsParts} reach the phone: shorten it or use fewer placeholders.`;
  }
  if (field.startsWith('email_subject_')) {
    const length = renderEmail(text, '', values, language).subject.length;
    if (length <= MESSAGE_LIMITS.subject) return '';
    return `With its placeholders filled in, this subject could be ${length} characters; a subject holds at most ${MESSAGE_LIMITS.subject}: shorten it or use fewer placeholders.`;
  }
  const length = renderEmail('', text, values, language).text.length;
  if (length <= MESSAGE_LIMITS.text) return '';
  return `With its placeholders filled in, this email could be ${length} characters; an email holds at most ${MESSAGE_LIMITS.text}: shorten it or use fewer placeholders.`;
}

/**
 * Why a message made from a template cannot be sent as it is, or '' when it can (lib/shopper-messages.js notes it as
 * not sent, cut to what the record holds): a template saved before the length rule, a longer shop address since.
 * @param {{ channel: 'sms' | 'email', text: string, subject?: string }} message
 */
function messageTooLong(message) {
  const long =
    message.text.length > MESSAGE_LIMITS.text ||
    (message.subject || '').length > MESSAGE_LIMITS.subject ||
    (message.channel === 'sms' && smsParts(message.text).parts > MESSAGE_LIMITS.smsParts);
  return long ? 'not sent: too long with its placeholders filled in; shorten the template (message_templates)' : '';
}

/**
 * What is wrong with the sending limits an operator typed (field → sentence; empty when nothing). PocketBase reads a 0
 * in a required number box as empty ("Cannot be blank." under a box that shows 0): said here in words.
 * @param {{ sms_per_second: number, max_attempts: number }} limits
 * @returns {Record<string, string>}
 */
function limitsProblems(limits) {
  /** @type {Record<string, string>} */
  const problems = {};
  if (!(limits.sms_per_second >= 0.01 && limits.sms_per_second <= 100)) {
    problems.sms_per_second = 'Type how many SMS a second, from 0.01 (one every 100 seconds) to 100.';
  }
  if (!(Number.isInteger(limits.max_attempts) && limits.max_attempts >= 1 && limits.max_attempts <= 50)) {
    problems.max_attempts = 'Type how many times a message is tried, from 1 to 50.';
  }
  return problems;
}

/**
 * Why the Nepali words of a template (`sms_ne`, `email_subject_ne`, `email_ne`) are not Nepali: without one
 * Devanagari letter outside its placeholders, a shopper who ordered in Nepali would get English (or nothing they can
 * read). "" when they are. Latin words beside Nepali ones (a brand, "SMS") are fine.
 * @param {string} text
 */
function nepaliTemplateProblem(text) {
  const words = String(text).replace(/\{[^{}]*\}/g, '');
  return /[\u0900-\u097F]/.test(words)
    ? ''
    : 'Write the Nepali words in Nepali (Devanagari): shoppers who ordered in Nepali get this one.';
}

module.exports = {
  EVENTS,
  MESSAGE_LIMITS,
  templateLengthProblem,
  nepaliTemplateProblem,
  messageTooLong,
  limitsProblems,
  PLACEHOLDERS: ORDER_PLACEHOLDERS,
  ALERT_PLACEHOLDERS,
  STOP_LINES,
  EMAIL_STOP_LINES,
  eventOfStatus,
  templateProblem,
  renderMessage,
  renderEmail,
  moneyText,
  dayText,
  AT_ANY_HOUR,
  quietHoursBegan,
  sendAfter,
  smsParts,
  withinDailyCap,
};
