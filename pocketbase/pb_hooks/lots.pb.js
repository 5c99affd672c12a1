/// <reference path="../pb_data/types.d.ts" />
// Harvest lots and product GTINs: checks that the field options cannot
// express, run on every save (dashboard, API, seed). Refusals are 400s whose
// message names the field and the fix; the dashboard shows it under the field.
// The rules themselves: pocketbase/pb_hooks/lib/lots.js, docs/traceability.md.

onRecordValidate((e) => {
  const lib = require(`${__hooks}/lib/lots.js`);
  const record = e.record;
  const refuse = (field, message) => {
    throw new BadRequestError(message, { [field]: { code: `validation_invalid_${field}`, message: message } });
  };

  // Code: the operator's (normalised to capitals) or a generated one.
  const typed = record.getString('code');
  let code = typed.trim() === '' ? '' : lib.normaliseCode(typed);
  if (code === null) {
    refuse(
      'code',
      "Lot code must be 3-20 letters, digits or '-' (no spaces), starting and ending with a letter or digit, e.g. HNY-2411.",
    );
  }
  if (code === '') {
    for (let attempt = 0; attempt < 20; attempt++) {
      const candidate = $security.randomStringWithAlphabet(lib.CODE_LENGTH, lib.CODE_ALPHABET);
      try {
        e.app.findFirstRecordByFilter('lots', 'code = {:c}', { c: candidate });
      } catch (_) {
        code = candidate;
        break;
      }
    }
  }
  if (!code) refuse('code', 'Could not generate a free lot code; type one.');
  try {
    const other = e.app.findFirstRecordByFilter('lots', 'code = {:c} && id != {:id}', { c: code, id: record.id });
    if (other)
      refuse(
        'code',
        `Lot code ${code} is already used by another lot; choose another code or leave it empty to get one.`,
      );
  } catch (err) {
    if (err instanceof BadRequestError) throw err;
  }
  record.set('code', code);

  // JSON fields come to hooks as raw bytes: read the text and let checkJourney parse it.
  const journey = lib.checkJourney(record.getString('journey'));
  if (journey.problem) refuse('journey', journey.problem);
  record.set('journey', journey.steps);

  const problems = lib.lotProblems({
    harvest_date: record.getString('harvest_date'),
    pack_date: record.getString('pack_date'),
    best_before: record.getString('best_before'),
    latitude: record.getFloat('latitude'),
    longitude: record.getFloat('longitude'),
    quantity: record.getFloat('quantity'),
    quantity_unit: record.getString('quantity_unit'),
  });
  for (const field in problems) refuse(field, problems[field]);

  const base = lib.siteUrl();
  record.set('trace_url', `${base}/t/${code}`);
  record.set('label_sheet_url', `${base}/t/${code}/labels`);
  e.next();
}, 'lots');

onRecordValidate((e) => {
  const lib = require(`${__hooks}/lib/lots.js`);
  const gtin = e.record.getString('gtin').replace(/[\s-]/g, '');
  const problem = lib.gtinProblem(gtin);
  if (problem) throw new BadRequestError(problem, { gtin: { code: 'validation_invalid_gtin', message: problem } });
  e.record.set('gtin', gtin);
  e.next();
}, 'web_products');
