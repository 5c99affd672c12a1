// Districts and the delivery branches in them, as operators keep them in the dashboard (docs/operators.md
// "Delivery"). A branch names its district by its text (`delivery_branch.districtName`), not by a link: the checkout lists
// a district's branches, the shop checks a shopper's branch, and a route finds a branch's district
// (lib/delivery-schedule.js routeOf), each by that text equal to a `districts` record's name. A text no district has
// ("kathmandu", "Kathmandu ", an old name) would take the branch off the checkout and off its district's route with
// no word, so the text is matched here as it is saved, and a district renamed takes its branches' text with it. A
// district or branch that others still name is not deleted (PocketBase would unlink it without a check).

const { lib } = require(`${__hooks}/lib/modules.js`);

/** A typed place name: trimmed, runs of spaces made one. @param {string} text */
function tidyName(text) {
  return String(text).trim().replace(/\s+/g, ' ');
}

/**
 * The district a branch's typed text names, whatever its capitals and spaces, or null.
 * @param {CoreApp} app
 * @param {string} typed
 */
function districtNamed(app, typed) {
  const name = tidyName(typed);
  if (name === '') return null;
  // `~` finds the name case-insensitively (SQLite's LIKE) within longer ones too: the exact one is picked here.
  const found = app.findRecordsByFilter('districts', 'districtName ~ {:d}', '', 0, 0, { d: name });
  return found.find((d) => d.getString('districtName').toLowerCase() === name.toLowerCase()) || null;
}

/**
 * Writes a branch's district as the districts collection spells it; a sentence for the field when none is named so.
 * @param {CoreApp} app
 * @param {core.Record} branch a delivery_branch record being saved
 * @returns {string} '' when the branch names a district
 */
function matchBranchDistrict(app, branch) {
  const typed = tidyName(branch.getString('districtName'));
  if (typed === '') return ''; // the field's own "required" says it
  const district = districtNamed(app, typed);
  if (!district) {
    return `No district is named "${typed}". Type it as Districts spells it (Example: Kathmandu), or add the district there first.`;
  }
  branch.set('districtName', district.getString('districtName'));
  return '';
}

/**
 * Why a district's save is refused (its name taken by another with other capitals or spaces); '' when it is not.
 * Tidies the name on the record.
 * @param {CoreApp} app
 * @param {core.Record} district
 */
function districtNameProblem(app, district) {
  const name = tidyName(district.getString('districtName'));
  district.set('districtName', name);
  const same = districtNamed(app, name);
  if (same && same.id !== district.id) {
    return `${same.getString('districtName')} is a district already: one district has one record.`;
  }
  return '';
}

/**
 * A district renamed: the branches that named it by its old name name it by the new one (called in the rename's
 * write transaction, after the district is saved, so each branch's own check finds the new name).
 * @param {CoreApp} txApp
 * @param {string} before the district's name before the save
 * @param {string} after
 */
function renameBranchesOf(txApp, before, after) {
  if (before === after) return;
  for (const branch of txApp.findRecordsByFilter('delivery_branch', 'districtName = {:d}', '', 0, 0, { d: before })) {
    branch.set('districtName', after);
    txApp.save(branch);
  }
}

/**
 * Why a district may not be deleted; '' when it may. Its branches would keep naming a district no shopper can pick,
 * and PocketBase would take it off its route's list without a check, leaving a route that may serve nothing.
 * @param {CoreApp} app
 * @param {core.Record} district
 */
function districtDeleteProblem(app, district) {
  const name = district.getString('districtName');
  const branches = app.findRecordsByFilter('delivery_branch', 'districtName = {:d}', 'branchName', 0, 0, { d: name });
  if (branches.length > 0) {
    const names = branches.slice(0, 5).map((b) => b.getString('branchName'));
    const more = branches.length > 5 ? ` and ${branches.length - 5} more` : '';
    return `${name} has delivery branches: ${names.join(', ')}${more}. Move them to another district or delete them first.`;
  }
  const routes = app.findRecordsByFilter('routes', 'districts ~ {:d}', 'name', 0, 0, { d: district.id });
  if (routes.length > 0) {
    const names = routes.map((r) => `"${r.getString('name')}"`).join(', ');
    return `${name} is served by the route ${names}: take it off the route first.`;
  }
  return '';
}

/**
 * Why a branch may not be deleted; '' when it may. PocketBase would take it off its route's stops without a check
 * (a route may be left serving nothing, its route sheet one stop short), and refuse it for a pickup point in its own
 * raw words.
 * @param {CoreApp} app
 * @param {core.Record} branch
 */
function branchDeleteProblem(app, branch) {
  const name = branch.getString('branchName');
  const routes = app.findRecordsByFilter('routes', 'branches ~ {:b}', 'name', 0, 0, { b: branch.id });
  if (routes.length > 0) {
    const names = routes.map((r) => `"${r.getString('name')}"`).join(', ');
    return `${name} is a stop of the route ${names}: take it off the route first.`;
  }
  const points = app.findRecordsByFilter('pickup_points', 'branch = {:b}', 'name', 0, 0, { b: branch.id });
  if (points.length > 0) {
    const names = points.map((p) => `"${p.getString('name')}"`).join(', ');
    return `${name} has the pickup point ${names}: move it to another branch or delete it first.`;
  }
  return '';
}

/**
 * Throws the field's refusal, the dashboard's shape, when there is one.
 * @param {string} field
 * @param {string} problem
 */
function refuseUnder(field, problem) {
  const refusal = problem ? lib('operators').fieldErrors({ [field]: problem }) : null;
  if (refusal) throw refusal;
}

module.exports = {
  tidyName,
  matchBranchDistrict,
  districtNameProblem,
  renameBranchesOf,
  districtDeleteProblem,
  branchDeleteProblem,
  refuseUnder,
};
