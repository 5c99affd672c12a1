/// <reference path="../types.d.ts" />
// Order desk sessions (SECURITY.md "Desk sessions and sign-in limits"; src/features/desk/session.server.ts).
// - Staff sign in only through the desk: PocketBase's own password sign-in is off for `staff`
//   (pb_migrations/1732001910_staff_sign_in.js) and this route is for the shop_service account, which calls it
//   only after the shop's per-address and per-account limits.
// - A session lasts 12 h from sign-in (the staff collection's token duration) and is never extended: refreshing
//   a staff token is refused, and the desk checks its token with /api/desk/me, which issues none.
// - Sign-out rotates the staff member's token key, so every token issued to them before stops working.
// - An unknown email is answered as slowly as a known one with a wrong password, so timing tells no one which
//   emails belong to staff.

routerAdd(
  'POST',
  '/api/desk/sign-in',
  (e) => {
    const body = e.requestInfo().body || {};
    const email = typeof body.email === 'string' ? body.email.trim().slice(0, 200) : '';
    const password = typeof body.password === 'string' ? body.password.slice(0, 200) : '';
    const wrong = { code: 'wrong', message: 'Wrong email or password.' };
    if (!email || !password) return e.json(400, wrong);
    // An unknown email costs the same bcrypt comparison as a wrong password (lib/desk-sign-in.js).
    const staff = require(`${__hooks}/lib/desk-sign-in.js`).checkStaffPassword($app, email, password);
    if (!staff) return e.json(400, wrong);
    return e.json(200, {
      token: staff.newAuthToken(),
      record: { id: staff.id, name: staff.getString('name'), email: staff.email() },
    });
  },
  $apis.requireAuth('shop_service'),
);

// Made before the first sign-in, so no attempt pays for hashing the stand-in (lib/desk-sign-in.js).
$app.onServe().bindFunc((/** @type {core.ServeEvent} */ e) => {
  require(`${__hooks}/lib/desk-sign-in.js`).standIn(e.app);
  e.next();
});

routerAdd(
  'GET',
  '/api/desk/me',
  (e) => e.json(200, { id: e.auth.id, name: e.auth.getString('name'), email: e.auth.email() }),
  $apis.requireAuth('staff'),
);

routerAdd(
  'POST',
  '/api/desk/sign-out',
  (e) => {
    // Read and saved under one write lock: a copy read before an operator's edit of the same staff record and saved
    // after it would put the old name or email back.
    require(`${__hooks}/lib/write-transaction.js`).writeTransaction($app, (txApp) => {
      const staff = txApp.findRecordById('staff', e.auth.id);
      staff.refreshTokenKey();
      txApp.save(staff);
    });
    return e.json(200, { signedOut: true });
  },
  $apis.requireAuth('staff'),
);

// A staff token is never swapped for a fresh one: a session ends 12 h after sign-in, whoever holds the token.
onRecordAuthRefreshRequest(() => {
  throw new ForbiddenError('Staff sessions cannot be extended: sign in again at the order desk.');
}, 'staff');
