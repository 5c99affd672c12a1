// Small tables that every placement reads and operators rarely change (routes, branches, districts, closed days,
// message templates), kept in the app's store between requests: reading them as records cost about a millisecond of
// the write lock per order. Each group of tables has a generation that read-cache.pb.js renews whenever one of its
// records is saved or deleted, before the write and again once it is committed, so a copy built from the rows
// before an edit is never used after it: the next order after an operator's edit reads the tables again.
// Hand-written because it is a few lines over PocketBase's own store; no library caches goja values across runtimes.

/** The tables behind each group of kept copies. */
const GROUPS = {
  delivery: ['routes', 'delivery_branch', 'districts', 'closed_days'],
  templates: ['message_templates'],
};

/**
 * The group whose copies a save of this collection makes old, or '' for none.
 * @param {string} collection
 * @returns {'' | keyof typeof GROUPS}
 */
function groupOf(collection) {
  for (const group of /** @type {(keyof typeof GROUPS)[]} */ (Object.keys(GROUPS))) {
    if (GROUPS[group].indexOf(collection) >= 0) return group;
  }
  return '';
}

/**
 * Renews a group's generation: every copy kept under the old one is built again when next asked for.
 * @param {keyof typeof GROUPS} group
 */
function forget(group) {
  $app.store().set(`read-cache-generation:${group}`, $security.randomString(16));
}

/**
 * A record hook's step on a kept table (read-cache.pb.js): the group forgotten before and after the write.
 * @param {{ record?: core.Record | null, next: () => void }} e
 */
function forgetAround(e) {
  const group = e.record ? groupOf(e.record.collection().name) : '';
  if (group) forget(group);
  e.next();
  if (group) forget(group);
}

/**
 * This runtime's parsed copies, by "<group>:<key>": { generation, value }. Parsing the kept JSON again on every
 * order (the templates are a few kilobytes) cost more than the read it saved; a module's variables live as long as
 * its runtime, and the generation still says when a copy is old.
 * @type {Record<string, { generation: string, value: unknown }>}
 */
const parsed = {};

/**
 * `build()`'s value (plain JSON data), built again when the group's tables changed since it was kept. The value is
 * shared by every later call in this runtime: callers read it and never change it.
 * @template T
 * @param {keyof typeof GROUPS} group
 * @param {string} key
 * @param {() => T} build
 * @returns {T}
 */
function cached(group, key, build) {
  const store = $app.store();
  let generation = String(store.get(`read-cache-generation:${group}`) || '');
  if (generation === '') {
    forget(group);
    generation = String(store.get(`read-cache-generation:${group}`));
  }
  const name = `${group}:${key}`;
  const mine = parsed[name];
  if (mine && mine.generation === generation) return /** @type {T} */ (mine.value);
  // Kept as one string, "<generation>\n<json>": a plain Go string crosses the hooks' separate runtimes unchanged.
  const kept = String(store.get(`read-cache:${name}`) || '');
  const cut = kept.indexOf('\n');
  /** @type {T} */
  let value;
  if (cut > 0 && kept.slice(0, cut) === generation) value = JSON.parse(kept.slice(cut + 1));
  else {
    value = build();
    store.set(`read-cache:${name}`, `${generation}\n${JSON.stringify(value)}`);
  }
  parsed[name] = { generation: generation, value: value };
  return value;
}

/**
 * Every kept table: the collections read-cache.pb.js watches.
 * @returns {string[]}
 */
function keptTables() {
  return /** @type {string[]} */ ([]).concat(...Object.values(GROUPS));
}

module.exports = { GROUPS, groupOf, forget, forgetAround, cached, keptTables };
