/// <reference path="../types.d.ts" />
// Build records are written by the publisher only (the shop_service account:
// server/publish/publisher.ts). Anyone else, superusers in the dashboard
// included, may only ask for a build or a rollback (docs/publishing.md): a new
// record with a trigger, status empty or queued, and for a rollback the build
// to go back to. No one else can edit a record into a lie (two live builds, a
// "running" build that never ends) or delete the live one.

// Handlers run in their own JS runtimes: shared helpers come from require() (lib/integrity.js).

onRecordCreateRequest((e) => {
  const lib = require(`${__hooks}/lib/integrity.js`);
  if (lib.isPublisher(e.auth)) return e.next();
  /** @type {Record<string, string>} */
  const errors = {};
  // Only triggers the publisher picks up from a record (server/publish/publisher.ts, REQUEST_TRIGGERS): any other
  // would wait as "queued" forever.
  const trigger = e.record.getString('trigger');
  if (['', 'dashboard', 'manual', 'webhook', 'staff', 'rollback'].indexOf(trigger) < 0)
    errors.trigger = `'${trigger}' is set by the publisher itself. Use 'dashboard' to publish now, or 'rollback' to go back to an earlier build.`;
  const status = e.record.getString('status');
  if (status !== '' && status !== 'queued')
    errors.status = "Leave it empty (or 'queued'): the publisher sets the status as the build runs.";
  for (const name of lib.PUBLISHER_FIELDS) {
    // Empty text and dates read "", an empty number 0, an unticked box false.
    const value = e.record.get(name);
    if (value !== null && value !== undefined && ['', '0', 'false'].indexOf(String(value)) < 0)
      errors[name] = 'Filled in by the publisher when the build runs; leave it empty.';
  }
  if (e.record.getString('rollback_to') !== '' && e.record.getString('trigger') !== 'rollback')
    errors.rollback_to = "Only for trigger 'rollback': the build to make live again.";
  if (Object.keys(errors).length > 0)
    throw lib.fieldErrors(
      errors,
      "A build record asks for a build: set only the trigger ('dashboard', or 'rollback' with rollback_to).",
      'validation_publisher_only',
    );
  e.next();
}, 'site_builds');

onRecordUpdateRequest((e) => {
  if (require(`${__hooks}/lib/integrity.js`).isPublisher(e.auth)) return e.next();
  throw new BadRequestError(
    "Build records are written by the publisher and cannot be edited. To publish again, create a new record; to go back to an earlier build, create one with trigger 'rollback' (docs/publishing.md).",
  );
}, 'site_builds');

onRecordDeleteRequest((e) => {
  if (require(`${__hooks}/lib/integrity.js`).isPublisher(e.auth)) return e.next();
  const status = e.record.getString('status');
  if (e.record.getBool('live') || status === 'running' || status === 'queued' || status === '')
    throw new BadRequestError(
      'This build record is live, running or waiting to run, so it is kept. Older finished records can be deleted.',
    );
  e.next();
}, 'site_builds');
