// The shop's two forms (docs/rules.md §3 and §5; src/features/forms/rules.ts), checked again inside PocketBase
// before shop-forms.pb.js stores them: the service account cannot create qr_form or feedback records through the
// records API (pb_migrations/1732002400_service_account_rules.js), so a stored submission always has the form's
// shape and limits, whatever the caller skipped. The limits are the form rules' (QR_MAX, FEEDBACK_MAX); the phone
// rule is src/lib/phone.ts's, after the shop has turned the number into ten Latin digits.

// C0/C1 control codes (tab and line breaks excepted) and direction overrides: src/lib/text.ts.
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/;
const NEPALI_MOBILE = /^9[78]\d{8}$/;
// src/features/forms/rules.ts, EMAIL_PATTERN.
const EMAIL =
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/;
// What the form's action sends as submitted_at (Date.prototype.toISOString); the stored time is PocketBase's own.
const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

/**
 * A text field: a string, already trimmed, within `max` characters, no control characters; `required` non-empty and
 * holding a visible letter or digit (lib/visible-text.js: a name of zero-width spaces is no name).
 * @param {unknown} value
 * @param {number} max
 * @param {boolean} required
 */
function textProblem(value, max, required) {
  if (typeof value !== 'string') return 'must be text';
  if (value !== value.trim()) return 'must be trimmed';
  if (required && value === '') return 'is required';
  if (value.length > max) return `must be at most ${max} characters`;
  if (CONTROL_CHARACTERS.test(value)) return 'contains characters that are not allowed';
  if (required && !require(`${__hooks}/lib/visible-text.js`).hasVisibleLetter(value)) {
    return 'must contain at least one letter or digit';
  }
  return null;
}

// Per form: the collection's single JSON field, and each key of its content with its check.
/**
 * A key's check reads a value of the submitted JSON, any shape (each check tests its type first): null or the problem.
 * @typedef {{ field: string, keys: Record<string, (v: any) => string | null> }} FormSpec
 */
/** @type {Record<string, FormSpec>} */
const FORMS = {
  qr_form: {
    field: 'contact_json',
    keys: {
      fullName: (v) => textProblem(v, 100, true),
      mobile: (v) => (typeof v === 'string' && NEPALI_MOBILE.test(v) ? null : 'must be a Nepali mobile number'),
      business: (v) => textProblem(v, 150, true),
      email: (v) => textProblem(v, 254, true) || (EMAIL.test(v) ? null : 'must be an email address'),
      nature: (v) => textProblem(v, 200, true),
    },
  },
  feedback: {
    field: 'feedback',
    keys: {
      phone: (v) => (typeof v === 'string' && NEPALI_MOBILE.test(v) ? null : 'must be a Nepali mobile number'),
      order_id: (v) => textProblem(v, 40, false),
      rating: (v) => (typeof v === 'number' && Number.isInteger(v) && v >= 1 && v <= 5 ? null : 'must be 1 to 5'),
      comment: (v) => textProblem(v, 2000, true),
    },
  },
};

/**
 * A submission of `form` as the form's action sends it ({[field]: the record's JSON, as text or an object}):
 * {field, value} to store (with PocketBase's time as submitted_at), or {problems} naming each bad key.
 * Null for a form that does not exist.
 * @param {string} form
 * @param {any} body
 * @param {Date} now
 */
function checkSubmission(form, body, now) {
  if (!Object.hasOwn(FORMS, form)) return null;
  const spec = FORMS[form];
  /** @type {Record<string, string>} */
  const problems = {};
  if (!body || typeof body !== 'object' || Array.isArray(body)) return { problems: { body: 'must be an object' } };
  for (const key of Object.keys(body)) if (key !== spec.field) problems[key] = 'is not a field of this form';
  let content = body[spec.field];
  // 32 KB: the JSON field's own limit (pb_migrations/1732001800_json_limits.js).
  if (typeof content === 'string') {
    if (content.length > 32 * 1024) return { problems: { [spec.field]: 'must be at most 32 KB' } };
    try {
      content = JSON.parse(content);
    } catch (_) {
      return { problems: { [spec.field]: 'must be JSON' } };
    }
  }
  if (!content || typeof content !== 'object' || Array.isArray(content)) {
    problems[spec.field] = 'must be an object';
    return { problems };
  }
  /** @type {Record<string, unknown>} */
  const value = {};
  for (const key of Object.keys(spec.keys)) {
    const problem = Object.hasOwn(content, key) ? spec.keys[key](content[key]) : 'is required';
    if (problem) problems[`${spec.field}.${key}`] = problem;
    else value[key] = content[key];
  }
  for (const key of Object.keys(content)) {
    if (key === 'submitted_at') {
      if (typeof content[key] !== 'string' || !ISO_TIME.test(content[key]))
        problems[`${spec.field}.${key}`] = 'must be an ISO time';
    } else if (!Object.hasOwn(spec.keys, key)) problems[`${spec.field}.${key}`] = 'is not a field of this form';
  }
  if (Object.keys(problems).length > 0) return { problems };
  value.submitted_at = now.toISOString();
  return { field: spec.field, value };
}

module.exports = { checkSubmission, FORM_NAMES: Object.keys(FORMS) };
