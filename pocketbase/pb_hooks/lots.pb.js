/// <reference path="../types.d.ts" />
// Harvest lots and product GTINs: checks that the field options cannot
// express, run on every save (dashboard, API, seed). Refusals are 400s whose
// message names the field and the fix; the dashboard shows it under the field.
// The rules themselves: pocketbase/pb_hooks/lib/lots.js, docs/traceability.md.

onRecordValidate((e) => {
  const lib = require(`${__hooks}/lib/lots.js`);
  const lotCode = require(`${__hooks}/lib/lot-code.js`);
  const record = e.record;
  // Every problem at once, each under its field (lib/operators.js fieldErrors: the dashboard's shape).
  /** @type {Record<string, string>} */
  const problems = {};

  // Code: the operator's (normalised to capitals) or a generated one.
  // A saved lot's code emptied in the form keeps the code its labels carry; only a new lot gets a generated one.
  const stored = record.isNew() ? '' : record.original().getString('code');
  const typed = record.getString('code').trim() === '' ? stored : record.getString('code');
  let code = typed.trim() === '' ? '' : lotCode.normaliseCode(typed);
  if (code === null) {
    problems.code =
      "Lot code must be 3-20 letters, digits or '-' (no spaces), starting and ending with a letter or digit, e.g. HNY-2411.";
  }
  if (code === '') {
    for (let attempt = 0; attempt < 20; attempt++) {
      const candidate = $security.randomStringWithAlphabet(lotCode.CODE_LENGTH, lotCode.CODE_ALPHABET);
      try {
        e.app.findFirstRecordByFilter('lots', 'code = {:c}', { c: candidate });
      } catch (_) {
        code = candidate;
        break;
      }
    }
    if (!code) problems.code = 'Could not generate a free lot code; type one.';
  }
  // A code orders already name stays: their lines, the payout report and the labels read the lot by it.
  if (code && !record.isNew() && code !== record.original().getString('code')) {
    const named = lib.codeNamedProblem(e.app, record);
    if (named) problems.code = named;
  }
  if (code && !problems.code) {
    try {
      e.app.findFirstRecordByFilter('lots', 'code = {:c} && id != {:id}', { c: code, id: record.id });
      problems.code = `Lot code ${code} is already used by another lot; choose another code or leave it empty to get one.`;
    } catch (_) {
      // free
    }
    record.set('code', code);
  }

  // JSON fields come to hooks as raw bytes: read the text and let checkJourney parse it.
  const journey = lib.checkJourney(record.getString('journey'));
  if (journey.problem) problems.journey = journey.problem;
  else record.set('journey', journey.steps);

  // Stored as the Nepal days the operator picked (midnight UTC), whatever time and zone the date picker added: a
  // pre-order ships from its harvest day (lib/stock.js), which must not fall a day early.
  const days = require(`${__hooks}/lib/delivery-days.js`);
  for (const field of ['harvest_date', 'pack_date', 'best_before']) {
    const day = days.pickedDay(record.getString(field));
    if (day) record.set(field, `${day} 00:00:00.000Z`);
  }
  const dated = lib.lotProblems({
    harvest_date: record.getString('harvest_date'),
    pack_date: record.getString('pack_date'),
    best_before: record.getString('best_before'),
    latitude: record.getFloat('latitude'),
    longitude: record.getFloat('longitude'),
    quantity: record.getFloat('quantity'),
    quantity_unit: record.getString('quantity_unit'),
  });
  for (const field in dated) problems[field] = dated[field];
  // The trace page says where the harvest comes from: spaces alone are no district (lib/visible-text.js).
  Object.assign(
    problems,
    require(`${__hooks}/lib/visible-text.js`).namedFields(record, {
      origin_district: 'Write the district the harvest comes from, as the trace page shows it. Example: Chitwan.',
    }),
  );

  const refusal = require(`${__hooks}/lib/operators.js`).fieldErrors(problems);
  if (refusal) throw refusal;

  // The addresses the shop's pages answer at (lib/paths.js, the one spelling of them).
  const paths = require(`${__hooks}/lib/paths.js`);
  const base = lib.siteUrl();
  record.set('trace_url', `${base}${paths.tracePath(code)}`);
  record.set('label_sheet_url', `${base}${paths.traceLabelsPath(code)}`);
  e.next();
}, 'lots');

// Product GTINs are checked with the product's other fields (operators.pb.js, lib/operators.js productProblems).

// A lot orders name stays, as its code does (lib/lots.js deleteProblem): said as a sentence, where PocketBase's own
// refusal of a lot with draws named only the relation, and a lot named by labels alone was deleted.
onRecordDeleteRequest((e) => {
  const problem = require(`${__hooks}/lib/lots.js`).deleteProblem(e.app, e.record);
  if (problem) throw new BadRequestError(problem);
  e.next();
}, 'lots');
