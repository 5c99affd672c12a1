// Ceilings on numbers an operator types, for fields where a slip of several zeros is easy and costly (docs/operators.md,
// "Numbers"): a lot of 1e16 units looked in stock for ever, and a budget of 1e20 was refused by PocketBase as "Decimal
// numbers are not allowed." (a whole-number field checks that before its max). Checked on what comes from outside
// (number-fields.pb.js), never on the shop's own saves, so a record saved before a ceiling existed still sells.

/** Per collection and field, the largest number an operator may type. @type {Record<string, Record<string, number>>} */
const CEILINGS = {
  lots: { units: 10000000, preorder_cap: 10000000, expected_units: 10000000 },
  campaigns: { remaining_budget: 1000000000 },
};

/**
 * 10000000 as "10,000,000", as the fields' help writes it.
 * @param {number} n
 */
function grouped(n) {
  return String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/**
 * What is wrong with a typed number, or null: above its ceiling (the field's own, or the schema's max when the number
 * is too large for PocketBase to word it), or below the schema's min when too large to word.
 * @param {string} collection
 * @param {string} field
 * @param {number} value
 * @param {{ min?: number | null, max?: number | null }} schema the field's own min and max
 * @returns {{ code: string, message: string } | null}
 */
function limitProblem(collection, field, value, schema) {
  const ceiling = CEILINGS[collection]?.[field];
  const max = ceiling !== undefined ? ceiling : schema.max;
  const huge = Math.abs(value) > Number.MAX_SAFE_INTEGER;
  if (max !== null && max !== undefined && value > max && (ceiling !== undefined || huge))
    return {
      code: 'validation_max_number_constraint',
      message: `At most ${grouped(max)}: check the number for extra zeros.`,
    };
  if (!huge) return null;
  const min = schema.min;
  if (min !== null && min !== undefined && value < min)
    return { code: 'validation_min_number_constraint', message: `At least ${grouped(min)}.` };
  return { code: 'validation_number_too_large', message: 'Too large a number: check it for extra zeros.' };
}

module.exports = { CEILINGS, limitProblem };
