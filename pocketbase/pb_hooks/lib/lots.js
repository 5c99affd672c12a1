// Rules for harvest lots and product GTINs, used by lots.pb.js (and by the
// order hook to note each line's lot). Plain functions on plain values where
// possible, so the messages are easy to read and test. docs/traceability.md
// explains them to operators.

// Journey steps, in the order a lot usually moves, and the example the messages show: one table,
// lot-journey.json beside this file, which the shop's pages read too (src/features/trace/journey.ts).
const journey = require(typeof __hooks !== 'undefined' ? `${__hooks}/lib/lot-journey.json` : './lot-journey.json');
const JOURNEY_STEPS = journey.steps;
const JOURNEY_EXAMPLE = journey.example;
const MAX_JOURNEY_STEPS = 30;

// A step's Nepali place: Devanagari as the other Nepali place names (pb_migrations/1732003000_nepali_places.js,
// DEVANAGARI_TEXT). Its Nepali note: a sentence, so any punctuation, but in Devanagari with Devanagari digits (no
// Latin letter or digit): a Latin text here would be shown as the "Nepali" one.
const NEPALI_PLACE = /^[\u0900-\u097F](?:[\u0900-\u097F ()/.,-]|\u200C|\u200D)*$/;
const LATIN = /[A-Za-z0-9]/;
const DEVANAGARI = /[\u0900-\u097F]/;

/** @typedef {{ date: string, step: string, place: string, note?: string, place_ne?: string, note_ne?: string }} JourneyStep */

/**
 * A lot's dates, place and quantity as lotProblems() reads them (lots.pb.js passes the record's values).
 * @typedef {object} LotDates
 * @property {string} harvest_date
 * @property {string} pack_date
 * @property {string} best_before
 * @property {number} latitude
 * @property {number} longitude
 * @property {number} quantity
 * @property {string} quantity_unit
 */

/**
 * GS1 check digit (mod 10, weights 3 and 1 from the right) of the digits before it.
 * @param {string} body
 */
function gs1CheckDigit(body) {
  let sum = 0;
  for (let i = 0; i < body.length; i++) {
    const digit = body.charCodeAt(body.length - 1 - i) - 48;
    sum += digit * (i % 2 === 0 ? 3 : 1);
  }
  return (10 - (sum % 10)) % 10;
}

/**
 * null, or why `gtin` is not a valid GTIN-8/12/13/14. Empty is fine (the field is optional).
 * @param {string} gtin
 */
function gtinProblem(gtin) {
  if (gtin === '') return null;
  if (!/^\d+$/.test(gtin)) return 'GTIN must be digits only (no spaces or letters).';
  if ([8, 12, 13, 14].indexOf(gtin.length) < 0) {
    return `GTIN must have 8, 12, 13 or 14 digits; this one has ${gtin.length}.`;
  }
  const expected = gs1CheckDigit(gtin.slice(0, -1));
  const given = Number(gtin.slice(-1));
  if (expected !== given) {
    return (
      'GTIN check digit is wrong: the last digit should be ' +
      expected +
      ', not ' +
      given +
      '. Check the number printed under the barcode.'
    );
  }
  return null;
}

/**
 * "2026-11-02" (or a PocketBase date "2026-11-02 00:00:00.000Z") → "2026-11-02", or "" when it is not a real date.
 * @param {unknown} value
 */
function dayOf(value) {
  const match = /^(\d{4})-(\d{2})-(\d{2})(?:[ T].*)?$/.exec(String(value || '').trim());
  if (!match) return '';
  const ms = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  const back = new Date(ms).toISOString().slice(0, 10);
  return back === `${match[1]}-${match[2]}-${match[3]}` ? back : '';
}

/**
 * The journey as stored, or the first problem with it. Accepts null/empty (no journey yet). Each step:
 * {date: "YYYY-MM-DD", step: one of JOURNEY_STEPS, place: text, note?: text, place_ne?: Nepali place, note_ne?: Nepali
 * note}; dates never go backwards.
 * @param {unknown} value the field's JSON text, or a value already parsed
 * @returns {{ steps: JourneyStep[] | null, problem: string | null }}
 */
function checkJourney(value) {
  if (value === null || value === undefined || value === '' || value === 'null') return { steps: [], problem: null };
  /** @type {any} parsed JSON, any shape: each step is checked below */
  let list = value;
  if (typeof value === 'string') {
    try {
      list = JSON.parse(value);
    } catch (_) {
      return {
        steps: null,
        problem: `Journey is not valid JSON. Write a list like ${JOURNEY_EXAMPLE}.`,
      };
    }
  }
  if (list === null) return { steps: [], problem: null };
  if (!Array.isArray(list))
    return {
      steps: null,
      problem: 'Journey must be a list of steps: [{"date": ..., "step": ..., "place": ..., "note": ...}, ...].',
    };
  if (list.length > MAX_JOURNEY_STEPS)
    return { steps: null, problem: `Journey can have at most ${MAX_JOURNEY_STEPS} steps.` };
  /** @type {JourneyStep[]} */
  const steps = [];
  let previous = '';
  for (let i = 0; i < list.length; i++) {
    const raw = list[i];
    const label = `Journey step ${i + 1}`;
    if (!raw || typeof raw !== 'object' || Array.isArray(raw))
      return { steps: null, problem: `${label} must be an object with date, step, place and note.` };
    for (const key in raw) {
      if (['date', 'step', 'place', 'note', 'place_ne', 'note_ne'].indexOf(key) < 0) {
        return {
          steps: null,
          problem: `${label}: unknown field "${key}" (use date, step, place, note, place_ne, note_ne).`,
        };
      }
    }
    const date = dayOf(raw.date);
    if (!date)
      return { steps: null, problem: `${label}: date must be a real day written YYYY-MM-DD, e.g. 2026-11-02.` };
    const step = typeof raw.step === 'string' ? raw.step.trim().toLowerCase() : '';
    if (JOURNEY_STEPS.indexOf(step) < 0) {
      return { steps: null, problem: `${label}: step must be one of: ${JOURNEY_STEPS.join(', ')}.` };
    }
    const place = typeof raw.place === 'string' ? raw.place.trim() : '';
    if (!place) return { steps: null, problem: `${label}: place is required (e.g. Bhujung, Lamjung).` };
    if (place.length > 200) return { steps: null, problem: `${label}: place must be at most 200 characters.` };
    if (raw.note !== undefined && raw.note !== null && typeof raw.note !== 'string') {
      return { steps: null, problem: `${label}: note must be text.` };
    }
    const note = typeof raw.note === 'string' ? raw.note.trim() : '';
    if (note.length > 500) return { steps: null, problem: `${label}: note must be at most 500 characters.` };
    for (const key of ['place_ne', 'note_ne']) {
      if (raw[key] !== undefined && raw[key] !== null && typeof raw[key] !== 'string')
        return { steps: null, problem: `${label}: ${key} must be text.` };
    }
    const placeNe = typeof raw.place_ne === 'string' ? raw.place_ne.trim() : '';
    if (placeNe.length > 200) return { steps: null, problem: `${label}: place_ne must be at most 200 characters.` };
    if (placeNe && !NEPALI_PLACE.test(placeNe))
      return {
        steps: null,
        problem: `${label}: place_ne is the place in Nepali: Devanagari letters and digits, spaces, commas, hyphens, brackets and full stops only (e.g. भुजुङ, लमजुङ).`,
      };
    const noteNe = typeof raw.note_ne === 'string' ? raw.note_ne.trim() : '';
    if (noteNe.length > 500) return { steps: null, problem: `${label}: note_ne must be at most 500 characters.` };
    if (noteNe && (LATIN.test(noteNe) || !DEVANAGARI.test(noteNe)))
      return {
        steps: null,
        problem: `${label}: note_ne is the note in Nepali: write it in Devanagari, with Devanagari digits (no Latin letters or digits).`,
      };
    if (previous && date < previous)
      return {
        steps: null,
        problem: `${label}: date ${date} is before the previous step (${previous}); list the steps oldest first.`,
      };
    previous = date;
    /** @type {JourneyStep} */
    const out = { date: date, step: step, place: place };
    if (note) out.note = note;
    if (placeNe) out.place_ne = placeNe;
    if (noteNe) out.note_ne = noteNe;
    steps.push(out);
  }
  return { steps: steps, problem: null };
}

/**
 * Field problems of a lot (name → message); empty when fine. Takes plain values.
 * @param {LotDates} lot
 */
function lotProblems(lot) {
  /** @type {Record<string, string>} */
  const problems = {};
  const harvest = dayOf(lot.harvest_date);
  const pack = dayOf(lot.pack_date);
  const best = dayOf(lot.best_before);
  if (harvest && pack && pack < harvest)
    problems.pack_date = `Pack date (${pack}) cannot be before the harvest date (${harvest}).`;
  if (best && (pack || harvest) && best <= (pack || harvest))
    problems.best_before = 'Best-before date must be after the pack date.';
  const hasLat = lot.latitude !== 0 && lot.latitude !== null && lot.latitude !== undefined;
  const hasLng = lot.longitude !== 0 && lot.longitude !== null && lot.longitude !== undefined;
  if (hasLat && !(lot.latitude >= -90 && lot.latitude <= 90))
    problems.latitude = 'Latitude must be between -90 and 90 (Nepal is about 26.3 to 30.5).';
  if (hasLng && !(lot.longitude >= -180 && lot.longitude <= 180))
    problems.longitude = 'Longitude must be between -180 and 180 (Nepal is about 80 to 88.2).';
  if (hasLat !== hasLng) problems[hasLat ? 'longitude' : 'latitude'] = 'Give both latitude and longitude, or neither.';
  if (!(lot.quantity >= 0)) problems.quantity = 'Quantity cannot be negative.';
  if (lot.quantity > 0 && !lot.quantity_unit)
    problems.quantity_unit = 'Choose the unit of the quantity (kg, jar, ...).';
  return problems;
}

// The shop's public URL, as the site build reads it: server/pocketbase-process.ts hands PocketBase SITE_URL
// resolved from src/lib/settings.mjs; the fallback (the same default) serves a PocketBase started by hand.
function siteUrl() {
  const raw = String($os.getenv('SITE_URL') || `http://localhost:${$os.getenv('PORT') || '4321'}`).trim();
  return raw.replace(/\/+$/, '');
}

/**
 * Order lines with `lot` (the product's latest lot code at placement) added where the product has one. One query
 * for all lines (the order hook runs this for every order): a product's newest lot by harvest date, then creation.
 * @param {CoreApp} app
 * @param {unknown} items the order's lines as the request gave them (JSON, any shape: only well-formed lines get a lot)
 * @param {string[]} [drawn] products whose lines are drawn from lots: the draw names their lot (lib/stock.js
 *   noteDraws), so they are not looked up here
 */
function withLots(app, items, drawn) {
  if (!Array.isArray(items)) return items;
  /** @type {string[]} */
  const ids = [];
  for (const item of items) {
    if (
      item &&
      typeof item === 'object' &&
      typeof item.id === 'string' &&
      item.id &&
      ids.indexOf(item.id) < 0 &&
      !(drawn && drawn.indexOf(item.id) >= 0)
    ) {
      ids.push(item.id);
    }
  }
  /** @type {Record<string, string>} */
  const latest = {};
  if (ids.length > 0) {
    /** @type {Record<string, string>} */
    const params = {};
    const holes = ids.map((id, i) => {
      params[`p${i}`] = id;
      return `{:p${i}}`;
    });
    const rows = arrayOf(new DynamicModel({ product: '', code: '' }));
    try {
      app
        .db()
        .newQuery(
          `SELECT product, code FROM (SELECT product, code, ROW_NUMBER() OVER (PARTITION BY product ` +
            `ORDER BY harvest_date DESC, created DESC) AS newest FROM lots ` +
            `WHERE product IN (${holes.join(', ')}) AND code != '') WHERE newest = 1`,
        )
        .bind(params)
        .all(rows);
    } catch (_) {
      return items;
    }
    for (const row of rows) latest[row.product] = row.code;
  }
  return items.map((item) => {
    if (!item || typeof item !== 'object') return item;
    const code = typeof item.id === 'string' ? latest[item.id] : undefined;
    if (!code) return item;
    /** @type {Record<string, unknown>} */
    const copy = {};
    for (const key in item) copy[key] = item[key];
    copy.lot = code;
    return copy;
  });
}

/**
 * How many orders name a lot by its stored code: those that drew from it, or else those whose line's label names it.
 * Orders keep the code, not the lot: each line's draws and label (lib/stock.js, withLots above), the payout report that
 * pays the lot's farmers and cooperative (lib/cash.js), and the trace links on order pages.
 * @param {CoreApp} app
 * @param {core.Record} lot its stored code in original()
 */
function ordersNaming(app, lot) {
  const code = lot.original().getString('code');
  const drawn = app.countRecords('order_allocations', $dbx.hashExp({ lot: lot.id }));
  if (drawn > 0) return drawn;
  // A line's label names the lot as its `lot`, exactly: a product named or slugged as the code (GHEE, "ghee") is no
  // label, nor is HNY-24 HNY-2411.
  const row = new DynamicModel({ labelled: 0 });
  app
    .db()
    .newQuery(
      'SELECT COUNT(*) AS labelled FROM orders o WHERE EXISTS ' +
        "(SELECT 1 FROM json_each(CASE WHEN json_valid(o.items) THEN o.items ELSE '[]' END) line " +
        "WHERE json_type(line.value) = 'object' AND json_extract(line.value, '$.lot') = {:code})",
    )
    .bind({ code: code })
    .one(row);
  return row.labelled;
}

/**
 * Why a lot's code may not change; '' when it may: once an order names the lot, a new code would leave its lines,
 * payouts and labels pointing at nothing.
 * @param {CoreApp} app
 * @param {core.Record} lot the lot being saved, its stored code in original()
 */
function codeNamedProblem(app, lot) {
  if (ordersNaming(app, lot) === 0) return '';
  const code = lot.original().getString('code');
  return `Orders name this lot by its code ${code}: their lines, the farmers' payouts and the printed labels read it, so it cannot change now. Put the code back to ${code}; for a new code, make a new lot.`;
}

/**
 * Why a lot may not be deleted; '' when it may: for the same reason its code is kept, its farmers would go unpaid
 * and its trace link would answer "not found".
 * @param {CoreApp} app
 * @param {core.Record} lot
 */
function deleteProblem(app, lot) {
  if (ordersNaming(app, lot) === 0) return '';
  return `Orders name this lot by its code ${lot.original().getString('code')}: their lines, the farmers' payouts and the trace links read it, so it is kept. To sell nothing more from it, set stock_status to closed.`;
}

module.exports = {
  JOURNEY_STEPS,
  JOURNEY_EXAMPLE,
  gs1CheckDigit,
  gtinProblem,
  dayOf,
  checkJourney,
  lotProblems,
  siteUrl,
  withLots,
  codeNamedProblem,
  deleteProblem,
};
