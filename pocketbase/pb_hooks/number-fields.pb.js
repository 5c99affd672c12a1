/// <reference path="../types.d.ts" />
// Every number field of every collection: a number above its ceiling, or too large for PocketBase to word its refusal,
// is refused under the field in words (lib/number-limits.js). Checked on what comes from outside (the dashboard, the
// records API, batches), like json-fields.pb.js: the shop's own saves of lots and campaigns are never refused by it.

/** @param {core.RecordRequestEvent} e */
function checkNumberFields(e) {
  const { limitProblem } = require(`${__hooks}/lib/number-limits.js`);
  const collection = e.record.collection();
  /** @type {Record<string, ValidationError>} */
  const errors = {};
  let count = 0;
  // On an update, only the numbers that change: a record saved before a ceiling existed can still be edited otherwise.
  const before = e.record.isNew() ? null : e.record.original();
  for (const field of collection.fields) {
    if (field.type() !== 'number') continue;
    const value = e.record.getFloat(field.name);
    if (before && before.getFloat(field.name) === value) continue;
    const f = /** @type {any} */ (field);
    const problem = limitProblem(collection.name, field.name, value, { min: f.min, max: f.max });
    if (problem) {
      errors[field.name] = new ValidationError(problem.code, problem.message);
      count++;
    }
  }
  if (count > 0) throw new BadRequestError('Please fix the highlighted fields.', errors);
  e.next();
}
onRecordCreateRequest(checkNumberFields);
onRecordUpdateRequest(checkNumberFields);
