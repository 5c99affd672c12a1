// Runs before `npm start` (and the other long-running scripts): stops at once,
// with a clear message, on a Node.js older than package.json's "engines", before
// PocketBase or anything else is started. Written in old, plain JavaScript
// (CommonJS, no modern syntax) so that an old Node can run it and say so.
'use strict';
var path = require('path');

var wanted = require(path.join(__dirname, '..', 'package.json')).engines.node; // e.g. ">=22.18" (the first Node to run the server's TypeScript without a flag)
var match = /^>=\s*(\d+)(?:\.(\d+))?(?:\.(\d+))?$/.exec(String(wanted).trim());
if (!match) {
  console.error('[shop] package.json engines.node must look like ">=22.18"; found ' + JSON.stringify(wanted));
  process.exit(1);
}
var need = [Number(match[1]), Number(match[2] || 0), Number(match[3] || 0)];
var have = process.versions.node.split('.').map(Number);

function older(a, b) {
  for (var i = 0; i < 3; i++) {
    if (a[i] !== b[i]) return a[i] < b[i];
  }
  return false;
}

if (older(have, need)) {
  console.error(
    '[shop] This shop needs Node.js ' +
      need.join('.') +
      ' or newer (package.json "engines"); this is Node.js ' +
      process.versions.node +
      ' (' +
      process.execPath +
      ').\n' +
      '[shop] Nothing was started. Install a newer Node.js (e.g. from https://nodejs.org or with nvm: `nvm install 24`) and run the command again.',
  );
  process.exit(1);
}
