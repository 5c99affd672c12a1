/// <reference path="../types.d.ts" />
// The shop's forms (QR leads and feedback; src/features/forms/actions.ts): the shop's server stores a submission
// through this route, for the shop_service account only, and nowhere else. The records API is closed to that
// account for qr_form and feedback (pb_migrations/1732002400_service_account_rules.js), so every stored
// submission has passed the form's rules here (lib/shop-forms.js) and carries PocketBase's own time: the account
// cannot store a record of any other shape, size or date.

routerAdd(
  'POST',
  '/api/shop/forms/{form}',
  (e) => {
    const lib = require(`${__hooks}/lib/shop-forms.js`);
    const form = e.request.pathValue('form');
    // Plain JS values (the body arrives as Go maps and slices), so the checks see what JSON.parse would.
    const body = JSON.parse(JSON.stringify(e.requestInfo().body || {}));
    const checked = lib.checkSubmission(form, body, new Date());
    if (!checked) return e.json(404, { code: 'not_found', message: `No form named '${String(form).slice(0, 40)}'.` });
    if (checked.problems) {
      return e.json(400, {
        code: 'invalid',
        message: 'The submission does not match its form.',
        data: checked.problems,
      });
    }
    const record = new Record($app.findCollectionByNameOrId(form));
    record.set(checked.field, checked.value);
    $app.save(record);
    return e.json(201, { id: record.id });
  },
  $apis.requireAuth('shop_service'),
);
