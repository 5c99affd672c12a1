/// <reference path="../types.d.ts" />
// A file over its field's size limit is refused in megabytes ("photo.jpg is 7.3 MB; at most 5 MB here"), under
// its field, before PocketBase's own check would say "5242880 bytes". Every collection, every file field, on
// what comes from outside (files arrive only with a request; the hooks' own saves carry none).

/** @param {core.RecordRequestEvent} e */
function checkFileSizes(e) {
  const mb = (/** @type {number} */ bytes) => `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB`;
  /** @type {Record<string, string>} */
  const problems = {};
  for (const field of e.record.collection().fields) {
    if (field.type() !== 'file' || !(field.maxSize > 0)) continue;
    for (const file of e.record.getUnsavedFiles(field.name)) {
      if (file && file.size > field.maxSize) {
        problems[field.name] =
          `"${file.originalName}" is ${mb(file.size)}; a file here can be at most ${mb(field.maxSize)}. ` +
          'Make it smaller first (a phone\'s "share as smaller image", or an online compressor) and upload it again.';
      }
    }
  }
  const refusal = require(`${__hooks}/lib/operators.js`).fieldErrors(problems);
  if (refusal) throw refusal;
  e.next();
}
onRecordCreateRequest(checkFileSizes);
onRecordUpdateRequest(checkFileSizes);
