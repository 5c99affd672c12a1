// The hooks' own modules, loaded once per runtime. goja's require() resolves its path again on every call (a
// symlink walk of each folder), even for a module it has already loaded; on an order's path that was about 5% of
// PocketBase's time. A module's variables live as long as its runtime, so a loaded module is kept here.
// Hand-written: a few lines over require(), which no library replaces inside PocketBase's runtimes.

/** @type {Record<string, any>} */
const loaded = {};

/**
 * The exports of pb_hooks/lib/<name>.js, with their types (HookModules in pocketbase/goja-globals.d.ts).
 * @template {keyof HookModules} N
 * @param {N} name
 * @returns {HookModules[N]}
 */
function lib(name) {
  if (!loaded[name]) loaded[name] = require(`${__hooks}/lib/${name}.js`);
  return loaded[name];
}

module.exports = { lib };
