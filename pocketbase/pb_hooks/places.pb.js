/// <reference path="../types.d.ts" />
// Districts and delivery branches kept in the dashboard (lib/places.js, docs/operators.md "Delivery"): a branch names
// a district that exists, spelled as the district is; a district renamed takes its branches with it; a district with
// branches or a route, or a branch on a route or with a pickup point, is not deleted. Refusals are 400s with a
// sentence (under the field for a save).

onRecordValidate((e) => {
  const places = require(`${__hooks}/lib/places.js`);
  places.refuseUnder('districtName', places.matchBranchDistrict(e.app, e.record));
  e.next();
}, 'delivery_branch');

onRecordValidate((e) => {
  const places = require(`${__hooks}/lib/places.js`);
  places.refuseUnder('districtName', places.districtNameProblem(e.app, e.record));
  e.next();
}, 'districts');

// A rename and its branches' new text are written in one write transaction: all of them, or none.
onRecordUpdateRequest((e) => {
  require(`${__hooks}/lib/write-transaction.js`).inRecordTransaction(e, (txApp) => {
    const before = e.record.original().getString('districtName');
    e.next();
    require(`${__hooks}/lib/places.js`).renameBranchesOf(txApp, before, e.record.getString('districtName'));
  });
}, 'districts');

// Checked and deleted in one write transaction, so no branch, route or pickup point comes to name it in between.
onRecordDeleteRequest(
  (e) => {
    require(`${__hooks}/lib/write-transaction.js`).inRecordTransaction(e, (txApp) => {
      const places = require(`${__hooks}/lib/places.js`);
      const district = e.record.collection().name === 'districts';
      const problem = district
        ? places.districtDeleteProblem(txApp, e.record)
        : places.branchDeleteProblem(txApp, e.record);
      if (problem) throw new BadRequestError(problem);
      e.next();
    });
  },
  'districts',
  'delivery_branch',
);
