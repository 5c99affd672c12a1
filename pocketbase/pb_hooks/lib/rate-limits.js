// The store of the shop server's rate limiter (src/lib/rate-limits/pocketbase-store.server.ts, a
// rate-limiter-flexible store): one atomic SQL statement per call on the `rate_limits` collection
// (pb_migrations/1732001900_rate_limits.js). The upsert is the same as rate-limiter-flexible's own SQLite
// store: a window that has ended starts again with these points, a running one adds them. One statement on
// PocketBase's single write connection is atomic, so two shop servers counting the same client never lose a
// count. Times are this process's clock (ms since the epoch); expire 0 means the row never ends.

const ID_ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';
// Keys the shop makes: "<budget>:<client>" (an address, a /64, or a hash of an account).
const KEY = /^[\x21-\x7e]{1,300}$/;
const MAX_POINTS = 1000000;
const MAX_DURATION_MS = 366 * 24 * 60 * 60 * 1000;

/**
 * @param {unknown} n
 * @param {number} min
 * @param {number} max
 */
function isInt(n, min, max) {
  return typeof n === 'number' && Number.isInteger(n) && n >= min && n <= max;
}

function row() {
  return new DynamicModel({ points: 0, expire: 0 });
}

/** @param {DynamicModel} found a row() read */
function answer(found) {
  return { points: found.points, expire: found.expire > 0 ? found.expire : null };
}

// One call of the store: {op: 'upsert', key, points, msDuration, forceExpire} | {op: 'get', key} |
// {op: 'delete', key}. Answers {status, body}; anything malformed is a 400 and changes nothing.
/**
 * @param {CoreApp} app
 * @param {Record<string, any>} body the request's JSON, any shape: checked here
 * @param {number} now
 */
function handle(app, body, now) {
  const op = body.op;
  const key = body.key;
  if (typeof key !== 'string' || !KEY.test(key)) return { status: 400, body: { code: 'invalid', message: 'key' } };
  if (op === 'get') {
    const found = row();
    try {
      app
        .db()
        .newQuery('SELECT points, expire FROM rate_limits WHERE key = {:key} AND (expire = 0 OR expire > {:now})')
        .bind({ key, now })
        .one(found);
    } catch (_) {
      return { status: 200, body: null }; // no running window
    }
    return { status: 200, body: answer(found) };
  }
  if (op === 'delete') {
    app.db().newQuery('DELETE FROM rate_limits WHERE key = {:key}').bind({ key }).execute();
    return { status: 200, body: { deleted: true } };
  }
  if (op !== 'upsert') return { status: 400, body: { code: 'invalid', message: 'op' } };
  const points = body.points;
  const msDuration = body.msDuration;
  if (!isInt(points, -MAX_POINTS, MAX_POINTS) || !isInt(msDuration, 0, MAX_DURATION_MS)) {
    return { status: 400, body: { code: 'invalid', message: 'points or msDuration' } };
  }
  const expire = msDuration > 0 ? now + msDuration : 0;
  const params = { id: $security.randomStringWithAlphabet(15, ID_ALPHABET), key, points, expire, now };
  const sql =
    body.forceExpire === true
      ? 'INSERT INTO rate_limits (id, key, points, expire) VALUES ({:id}, {:key}, {:points}, {:expire}) ' +
        'ON CONFLICT(key) DO UPDATE SET points = excluded.points, expire = excluded.expire RETURNING points, expire'
      : 'INSERT INTO rate_limits (id, key, points, expire) VALUES ({:id}, {:key}, {:points}, {:expire}) ' +
        'ON CONFLICT(key) DO UPDATE SET ' +
        'points = CASE WHEN expire = 0 OR expire > {:now} THEN points + excluded.points ELSE excluded.points END, ' +
        'expire = CASE WHEN expire = 0 OR expire > {:now} THEN expire ELSE excluded.expire END ' +
        'RETURNING points, expire';
  const found = row();
  app.db().newQuery(sql).bind(params).one(found);
  return { status: 200, body: answer(found) };
}

// Ended windows are dropped every few minutes (cron in rate-limits.pb.js), so the table holds only running ones.
/**
 * @param {CoreApp} app
 * @param {number} now
 */
function cleanup(app, now) {
  app.db().newQuery('DELETE FROM rate_limits WHERE expire != 0 AND expire <= {:now}').bind({ now }).execute();
}

module.exports = { handle, cleanup };
