// Limits and shapes of JSON fields, for json-fields.pb.js (docs/operators.md, "JSON fields"); the build's record
// guard (src/lib/record-guard.ts) reads its depth rule from here too. Pure functions: unit-tested in
// tests/unit/publish/json-fields.test.ts.
//
// - Every JSON field of every collection is at most MAX_DEPTH levels deep
//   (its size limit is the field's maxSize, set in
//   pb_migrations/1732001800_json_limits.js). A value nested thousands of levels
//   deep once made every build fail with "Maximum call stack size exceeded".
// - The lists operators type by hand (FAQs, nutrition facts, gallery, farmers,
//   tags) are refused in the wrong shape, with an example of the right one.
//   The lot journey has its own rules (lib/lots.js).

const MAX_DEPTH = 8;

// How deeply a JSON text nests ([ and { outside strings), read character by
// character and stopped once past `limit`: no parser and no recursion, so a
// 5,000-level value is measured cheaply and never followed. Hand-written: a
// JSON parser would have to build the very structure we refuse.
/**
 * @param {string} text
 * @param {number} limit
 * @returns {number}
 */
function depthOf(text, limit) {
  let depth = 0;
  let max = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 92)
        i++; // backslash: skip the escaped character
      else if (c === 34) inString = false;
      continue;
    }
    if (c === 34) inString = true;
    else if (c === 91 || c === 123) {
      depth++;
      if (depth > max) max = depth;
      if (max > limit) return max;
    } else if (c === 93 || c === 125) depth--;
  }
  return max;
}

/**
 * How deeply a parsed value nests (arrays and objects), stopped once past `limit`: what the build measures on the
 * records it reads. An explicit stack instead of recursion, so the measure itself never runs out of stack.
 * @param {unknown} value
 * @param {number} [limit]
 * @returns {number}
 */
function depthOfValue(value, limit) {
  const stop = limit === undefined ? MAX_DEPTH : limit;
  let max = 0;
  /** @type {[unknown, number][]} */
  const stack = [[value, 0]];
  for (let next = stack.pop(); next; next = stack.pop()) {
    const item = next[0];
    if (item === null || typeof item !== 'object') continue;
    const depth = next[1] + 1;
    if (depth > max) max = depth;
    if (max > stop) return max;
    const children = Array.isArray(item)
      ? item
      : Object.keys(item).map((key) => /** @type {Record<string, unknown>} */ (item)[key]);
    for (const child of children) stack.push([child, depth]);
  }
  return max;
}

// "" when `text` nests at most MAX_DEPTH levels, else why not (with the right shape when the field has one).
/**
 * @param {string} collection
 * @param {string} field
 * @param {unknown} text the field's JSON text
 */
function depthProblem(collection, field, text) {
  const depth = depthOf(String(text || ''), MAX_DEPTH);
  if (depth <= MAX_DEPTH) return '';
  const shape = SHAPES[collection]?.[field];
  const label = shape ? shape.label : field;
  const right = shape ? ` Write it like this: ${shape.example}` : '';
  return `${label} is nested more than ${MAX_DEPTH} levels deep (lists inside lists or objects); at most ${MAX_DEPTH} levels are allowed.${right}`;
}

/**
 * @param {unknown} v
 * @returns {v is Record<string, any>}
 */
const isObject = (v) => v !== null && typeof v === 'object' && !Array.isArray(v);
/** @param {unknown} v */
const isText = (v) => typeof v === 'string' && v.trim() !== '';
/** @param {unknown} v */
const quote = (v) => {
  const s = JSON.stringify(v);
  return s === undefined ? String(v) : s.length > 60 ? `${s.slice(0, 57)}...` : s;
};

// The shapes, per collection and field: a label, the most entries, an example
// of the right shape, and a check of one entry ("" or what is wrong with it).
/**
 * `entry` checks one entry of the parsed list: JSON an operator typed, any shape, so it is read as `any` and each
 * check tests what it reads.
 * @typedef {{ label: string, max: number, example: string, entry: (v: any) => string }} Shape
 */
/** @type {Record<string, Record<string, Shape>>} */
const SHAPES = {
  web_products: {
    faqs: {
      label: 'FAQs',
      max: 30,
      example: '[{"question": "Is it organic?", "answer": "Yes, grown without synthetic pesticides."}]',
      entry(v) {
        if (!isObject(v)) return 'is not an object with "question" and "answer"';
        if (!isText(v.question)) return 'has no "question" text';
        if (typeof v.answer !== 'string') return 'has no "answer" text';
        if (v.question.length > 300) return 'has a question longer than 300 characters';
        if (v.answer.length > 3000) return 'has an answer longer than 3,000 characters';
        return '';
      },
    },
    nutritionFacts: {
      label: 'Nutrition facts',
      max: 40,
      example: '[{"name": "Energy", "value": "52 kcal", "context": "per 100 g"}]',
      entry(v) {
        if (!isObject(v)) return 'is not an object with "name" and "value"';
        if (!isText(v.name)) return 'has no "name" text';
        if (!(isText(v.value) || (typeof v.value === 'number' && Number.isFinite(v.value))))
          return 'has no "value" (text such as "52 kcal", or a number)';
        if (v.context !== undefined && v.context !== null && typeof v.context !== 'string')
          return 'has a "context" that is not text';
        for (const key of ['name', 'value', 'context'])
          if (typeof v[key] === 'string' && v[key].length > 200) return `has a "${key}" longer than 200 characters`;
        return '';
      },
    },
    gallery: {
      label: 'Gallery',
      max: 40,
      example:
        '["orchard.jpg", "https://example.com/harvest.webp", {"type": "video", "url": "https://example.com/harvest.mp4"}]',
      entry(v) {
        if (typeof v === 'string')
          return v.trim() === '' ? 'is empty' : v.length > 500 ? 'is longer than 500 characters' : '';
        if (!isObject(v)) return 'is neither a file name, a web address nor {"type", "url"}';
        if (!isText(v.url)) return 'has no "url"';
        if (v.url.length > 500) return 'has a "url" longer than 500 characters';
        if (v.type !== undefined && v.type !== null && v.type !== '' && v.type !== 'image' && v.type !== 'video')
          return 'has a "type" other than "image" or "video"';
        return '';
      },
    },
    farmers: {
      label: 'Farmers',
      max: 30,
      example: '["Ram Thapa", {"name": "Sita Gurung", "village": "Guthichaur"}]',
      entry(v) {
        if (typeof v === 'string')
          return v.trim() === '' ? 'is empty' : v.length > 200 ? 'is longer than 200 characters' : '';
        if (!isObject(v)) return 'is neither a name nor an object with "name"';
        if (!isText(v.name)) return 'has no "name" text';
        return '';
      },
    },
  },
  posts: {
    tags: {
      label: 'Tags',
      max: 20,
      example: '["apples", "jumla"]',
      entry(v) {
        if (!isText(v)) return 'is not a word or phrase in quotes';
        return v.length > 50 ? 'is longer than 50 characters' : '';
      },
    },
    // The tags in Nepali, in the same order as `tags` (the pair is checked by pairProblem below). Devanagari, as the
    // other Nepali names (pb_migrations/1732003000_nepali_places.js).
    tags_ne: {
      label: 'Tags in Nepali',
      max: 20,
      example: '["स्याउ", "जुम्ला"]',
      entry(v) {
        if (!isText(v)) return 'is not a word or phrase in quotes';
        if (v.length > 50) return 'is longer than 50 characters';
        return NEPALI_TAG.test(v.trim())
          ? ''
          : 'is not in Nepali: Devanagari letters and digits, spaces and hyphens only';
      },
    },
  },
};

const NEPALI_TAG = /^[\u0900-\u097F](?:[\u0900-\u097F -]|\u200C|\u200D)*$/;

// Lists that are a translation of another field of the same record, entry for entry: collection → field → its twin.
/** @type {Record<string, Record<string, string>>} */
const PAIRS = { posts: { tags_ne: 'tags' } };

// The list in a JSON field's text (a list, or a list written as a JSON string), or null when it holds none.
/** @param {unknown} text */
function listIn(text) {
  const raw = String(text || '').trim();
  if (raw === '' || raw === 'null') return null;
  try {
    let value = JSON.parse(raw);
    if (typeof value === 'string') value = JSON.parse(value);
    return Array.isArray(value) ? value : null;
  } catch (_) {
    return null;
  }
}

// "" when `text` (a list translating another field, PAIRS) is empty or has as many entries as its twin's `twinText`,
// else the message to show under the field. The shapes of both are checked by shapeProblem.
/**
 * @param {string} collection
 * @param {string} field
 * @param {unknown} text
 * @param {unknown} twinText
 */
function pairProblem(collection, field, text, twinText) {
  const twin = PAIRS[collection]?.[field];
  if (!twin) return '';
  const list = listIn(text);
  if (!list || list.length === 0) return '';
  const shape = SHAPES[collection]?.[field];
  const twinShape = SHAPES[collection]?.[twin];
  const label = shape ? shape.label : field;
  const twinLabel = twinShape ? twinShape.label : twin;
  const twins = listIn(twinText) || [];
  if (list.length === twins.length) return '';
  return `${label} must have one entry for each of the ${twinLabel} (${twins.length}), in the same order, or be left empty; it has ${list.length}.`;
}

// "" when `text` (the field's JSON text, as PocketBase holds it) has the right
// shape for collection/field (or no shape is set), else the message to show
// under the field, with an example of the right shape.
/**
 * @param {string} collection
 * @param {string} field
 * @param {unknown} text
 */
function shapeProblem(collection, field, text) {
  const shape = SHAPES[collection]?.[field];
  if (!shape) return '';
  const raw = String(text || '').trim();
  if (raw === '' || raw === 'null') return '';
  const right = `Write it like this: ${shape.example}`;
  let value;
  try {
    value = JSON.parse(raw);
  } catch (_) {
    return `${shape.label} is not readable JSON. ${right}`;
  }
  // A list written as a JSON string (older imports and the demo seed do this): the site reads its inside.
  if (typeof value === 'string') {
    try {
      const inner = JSON.parse(value);
      if (Array.isArray(inner)) value = inner;
    } catch (_) {
      // not a list in a string: refused below
    }
  }
  if (value === null) return '';
  if (!Array.isArray(value)) return `${shape.label} must be a list in square brackets, not ${quote(value)}. ${right}`;
  if (value.length > shape.max) return `${shape.label} can have at most ${shape.max} entries (it has ${value.length}).`;
  for (let i = 0; i < value.length; i++) {
    const wrong = shape.entry(value[i]);
    if (wrong) return `${shape.label} entry ${i + 1} (${quote(value[i])}) ${wrong}. ${right}`;
  }
  return '';
}

// What the dashboard shows under a JSON field whose text is not JSON at all (e.g. `Q: how? A: like this`): the
// dashboard refuses such text itself, before sending it, with the browser's "SyntaxError: ..."; its extension
// (pb_hooks/dashboard/main.js) shows this sentence instead. Per collection, field → message.
function notJsonMessages() {
  // The lot journey's example (its rules are in lib/lots.js). Read here, not at load: the shop's build imports this
  // module for its depth rule alone.
  const journeyExample = require(
    typeof __hooks !== 'undefined' ? `${__hooks}/lib/lot-journey.json` : './lot-journey.json',
  ).example;
  /** @type {Record<string, Record<string, string>>} */
  const messages = {};
  /**
   * @param {string} collection
   * @param {string} field
   * @param {string} label
   * @param {string} example
   */
  const add = (collection, field, label, example) => {
    messages[collection] = messages[collection] || {};
    messages[collection][field] =
      `${label} is not readable JSON: write a list in square brackets, each text in double quotes. Write it like this: ${example}`;
  };
  for (const collection in SHAPES) {
    for (const field in SHAPES[collection])
      add(collection, field, SHAPES[collection][field].label, SHAPES[collection][field].example);
  }
  add('lots', 'journey', 'Journey', journeyExample);
  return messages;
}

module.exports = {
  MAX_DEPTH,
  SHAPES,
  PAIRS,
  depthOf,
  depthOfValue,
  depthProblem,
  shapeProblem,
  pairProblem,
  notJsonMessages,
};
