/// <reference path="../types.d.ts" />
// Every JSON field of every collection: refused when nested too deep, and the
// lists operators type by hand refused in the wrong shape, all fields at once,
// each message under its field in the dashboard with an example of the right
// shape. Rules: lib/json-fields.js; docs/operators.md, "JSON fields".
// A list that translates another (posts.tags_ne, lib/json-fields.js PAIRS) is refused with as many entries as its twin.
// Checked on what comes from outside (the dashboard, the records API, batches), not on the saves the hooks make
// themselves: those run for every order inside its write transaction (orders.pb.js) and write only what their own
// code built.

/** @param {core.RecordRequestEvent} e */
function checkJsonFields(e) {
  const lib = require(`${__hooks}/lib/json-fields.js`);
  const collection = e.record.collection();
  /** @type {Record<string, ValidationError>} */
  const errors = {};
  let count = 0;
  for (const field of collection.fields) {
    if (field.type() !== 'json') continue;
    // JSON fields come to hooks as raw bytes: getString gives their text.
    const text = e.record.getString(field.name);
    const twin = lib.PAIRS[collection.name]?.[field.name];
    const problem =
      lib.depthProblem(collection.name, field.name, text) ||
      lib.shapeProblem(collection.name, field.name, text) ||
      (twin ? lib.pairProblem(collection.name, field.name, text, e.record.getString(twin)) : '');
    if (problem) {
      // A ValidationError (not a plain object), so the dashboard shows the message under the field.
      errors[field.name] = new ValidationError('validation_json_shape', problem);
      count++;
    }
  }
  if (count > 0) throw new BadRequestError('Please fix the highlighted fields.', errors);
  e.next();
}
onRecordCreateRequest(checkJsonFields);
onRecordUpdateRequest(checkJsonFields);
