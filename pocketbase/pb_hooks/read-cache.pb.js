/// <reference path="../types.d.ts" />
// Copies of small tables kept between requests (lib/read-cache.js) are made old by any save or delete of their
// records, whichever way it comes (the dashboard, the records API, a hook, a migration): before the write, and again
// once it is committed, so a copy read from the rows before the edit is never kept past it.
// Handlers run in their own JS runtimes: the work is in lib/read-cache.js forgetAround().

const KEPT_TABLES = require(`${__hooks}/lib/read-cache.js`).keptTables();

onRecordCreateExecute((e) => require(`${__hooks}/lib/read-cache.js`).forgetAround(e), ...KEPT_TABLES);
onRecordUpdateExecute((e) => require(`${__hooks}/lib/read-cache.js`).forgetAround(e), ...KEPT_TABLES);
onRecordDeleteExecute((e) => require(`${__hooks}/lib/read-cache.js`).forgetAround(e), ...KEPT_TABLES);
onRecordAfterCreateSuccess((e) => require(`${__hooks}/lib/read-cache.js`).forgetAround(e), ...KEPT_TABLES);
onRecordAfterUpdateSuccess((e) => require(`${__hooks}/lib/read-cache.js`).forgetAround(e), ...KEPT_TABLES);
onRecordAfterDeleteSuccess((e) => require(`${__hooks}/lib/read-cache.js`).forgetAround(e), ...KEPT_TABLES);
