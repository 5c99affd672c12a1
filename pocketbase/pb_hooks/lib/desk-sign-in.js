// Desk sign-in (desk-session.pb.js): an unknown email must cost what a wrong password costs. A wrong password is
// one bcrypt comparison; without one for unknown emails their answer came back in a fraction of the time, telling
// anyone which emails belong to staff. So an unknown email is compared against a stand-in: an unsaved staff record
// with a random password, hashed once per process with the staff collection's own bcrypt cost and shared by every
// JS runtime through the app's store.

const STORE_KEY = 'shop.deskSignIn.standIn';

/** @param {CoreApp} app */
function standIn(app) {
  let record = app.store().get(STORE_KEY);
  if (!record) {
    record = new Record(app.findCollectionByNameOrId('staff'));
    record.setPassword($security.randomString(40));
    app.store().set(STORE_KEY, record);
  }
  return record;
}

/**
 * The staff member with `email` when `password` is theirs, else null; the same bcrypt work either way.
 * @param {CoreApp} app
 * @param {string} email
 * @param {string} password
 */
function checkStaffPassword(app, email, password) {
  let staff = null;
  try {
    staff = app.findAuthRecordByEmail('staff', email);
  } catch (_) {
    // An email is one address however it is capitalised ("Ram@…" from a phone's keyboard); the staff index is not
    // NOCASE, so PocketBase's own lookup is exact. The per-account limit counts it in lower case too.
    try {
      staff = app.findFirstRecordByFilter('staff', 'email:lower = {:email}', { email: email.toLowerCase() });
    } catch (_) {
      standIn(app).validatePassword(password);
      return null;
    }
  }
  return staff.validatePassword(password) ? staff : null;
}

module.exports = { standIn, checkStaffPassword };
