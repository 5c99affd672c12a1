// Back-in-stock requests (docs/notifications.md "Back in stock"): a shopper asks, on the page of a product that cannot
// be ordered, to be told when it can. The shop writes a 6-digit code to the outbox (lib/shopper-messages.js
// queueAlertMessage); the request is active once they type it. When the product opens (can be ordered again: on
// sale or open for pre-order), each active request writes one message and is done, in the transaction of the save
// that opened it (stock.pb.js, lib/stock.js refreshLots). The routes are stock-alerts.pb.js.

const { lib } = require(`${__hooks}/lib/modules.js`);

/** How long a code may be typed, and how many wrong codes end the request. */
const CODE_TTL_MS = 10 * 60 * 1000;
const MAX_WRONG_CODES = 5;
/** Codes sent to one number in an hour, whatever the product: an SMS costs money and reaches a person. */
const MAX_CODES_PER_HOUR = 3;
/**
 * The share of the day's SMS parts (message_limits.sms_parts_per_day) codes may use. Anyone may ask for a code, to any
 * number: without it, asks from a few addresses could use the whole day's cap, and every order's message would wait
 * for midnight. The rest is kept for orders.
 */
const CODES_SHARE_OF_DAY_CAP = 0.25;

/** @param {string} value */
function mobile(value) {
  const digits = String(value || '').replace(/\D/g, '');
  const last = digits.slice(-10);
  return /^9[78]\d{8}$/.test(last) && (digits.length === 10 || digits === `977${last}`) ? last : '';
}

/** @param {string} salt @param {string} code */
function hashCode(salt, code) {
  return $security.sha256(`${salt}:${code}`);
}

/**
 * Whether the product can be ordered now: visible, available, and when stock-tracked with units on sale or open for
 * pre-order (its summary, lib/stock.js summarise).
 * @param {core.Record} product
 */
function orderable(product) {
  if (!product.getBool('isVisible') || !product.getBool('is_available')) return false;
  if (!product.getBool('stock_tracked')) return true;
  return product.getInt('stock_left') > 0 || product.getInt('preorder_left') > 0;
}

/**
 * @param {CoreApp} app
 * @param {string} id
 * @returns {core.Record | null}
 */
function findProduct(app, id) {
  try {
    return app.findRecordById('web_products', id);
  } catch (_) {
    return null;
  }
}

/** @param {core.Record} product @param {string} language */
function productName(product, language) {
  const nepali = product.getString('nepaliName').trim();
  return language === 'ne' && nepali ? nepali : product.getString('name');
}

/** @param {CoreApp} app @param {string} phone */
function codesSentLastHour(app, phone) {
  const since = new Date(Date.now() - 3600000).toISOString().replace('T', ' ');
  const row = new DynamicModel({ n: 0 });
  app
    .db()
    .newQuery(
      "SELECT COUNT(*) AS n FROM messages WHERE recipient = {:phone} AND event = 'alert_code' AND created >= {:since}",
    )
    .bind({ phone: phone, since: since })
    .one(row);
  return row.n;
}

/**
 * Whether the codes sent since 00:00 Nepal time used their share of the day's SMS parts (none with no cap).
 * @param {CoreApp} app
 */
function codesUsedTheirShare(app) {
  const cap = lib('message-claims').smsCap(app);
  if (cap <= 0) return false;
  const since = new Date(lib('nepal-clock').nepalDayStart(Date.now())).toISOString().replace('T', ' ');
  const rows = arrayOf(new DynamicModel({ text: '' }));
  app
    .db()
    .newQuery("SELECT text FROM messages WHERE event = 'alert_code' AND channel = 'sms' AND created >= {:since}")
    .bind({ since: since })
    .all(rows);
  let parts = 0;
  for (const row of rows) parts += lib('message-rules').smsParts(String(row.text)).parts;
  return parts >= cap * CODES_SHARE_OF_DAY_CAP;
}

/**
 * @typedef {{ status: number, body: Record<string, unknown> }} Answer
 */

/**
 * A shopper asks to be told when `productId` opens: a new pending request and its code in the outbox. The answer
 * is the same whether or not the number asked before (nobody learns who asked for alerts).
 * @param {CoreApp} app
 * @param {{ product?: unknown, phone?: unknown, language?: unknown }} input
 * @returns {Answer}
 */
function ask(app, input) {
  const productId = typeof input.product === 'string' ? input.product : '';
  const phone = mobile(typeof input.phone === 'string' ? input.phone.slice(0, 40) : '');
  const language = input.language === 'ne' ? 'ne' : 'en';
  if (!phone) return { status: 400, body: { code: 'invalid_phone' } };
  /** @type {Answer} */
  let answer = { status: 500, body: {} };
  lib('write-transaction').writeTransaction(app, (txApp) => {
    const product = /^[a-z0-9]{15}$/.test(productId) ? findProduct(txApp, productId) : null;
    if (!product?.getBool('isVisible')) {
      answer = { status: 404, body: { code: 'not_found' } };
      return;
    }
    if (orderable(product)) {
      answer = { status: 409, body: { code: 'orderable' } };
      return;
    }
    if (codesSentLastHour(txApp, phone) >= MAX_CODES_PER_HOUR) {
      answer = { status: 429, body: { code: 'too_many_codes' } };
      return;
    }
    if (codesUsedTheirShare(txApp)) {
      answer = { status: 429, body: { code: 'codes_busy' } };
      return;
    }
    // An earlier request of this number for this product still waiting for its code ends: the new code replaces it.
    txApp
      .db()
      .newQuery(
        "UPDATE stock_alerts SET state = 'ended', code_hash = '' WHERE product = {:p} AND phone = {:phone} AND state = 'pending'",
      )
      .bind({ p: product.id, phone: phone })
      .execute();
    const code = $security.randomStringWithAlphabet(6, '0123456789');
    const salt = $security.randomString(24);
    const expires = new Date(Date.now() + CODE_TTL_MS).toISOString();
    const alert = new Record(txApp.findCachedCollectionByNameOrId('stock_alerts'));
    alert.set('product', product.id);
    alert.set('phone', phone);
    alert.set('language', language);
    alert.set('state', 'pending');
    alert.set('code_salt', salt);
    alert.set('code_hash', hashCode(salt, code));
    alert.set('code_expires', new DateTime(expires));
    alert.set('attempts', 0);
    txApp.save(alert);
    lib('shopper-messages').queueAlertMessage(txApp, alert, 'alert_code', {
      code: code,
      product: productName(product, language),
    });
    answer = { status: 200, body: { request: alert.id, expires: expires } };
  });
  return answer;
}

/**
 * The shopper types the code of request `input.request`: the right one activates it; a wrong one is counted, and
 * the fifth ends the request; an expired code ends it too.
 * @param {CoreApp} app
 * @param {{ request?: unknown, code?: unknown }} input
 * @returns {Answer}
 */
function confirm(app, input) {
  const id = typeof input.request === 'string' ? input.request : '';
  const code = typeof input.code === 'string' ? input.code.trim() : '';
  if (!/^[a-z0-9]{15}$/.test(id)) return { status: 404, body: { code: 'not_found' } };
  if (!/^\d{6}$/.test(code)) return { status: 400, body: { code: 'invalid_code' } };
  /** @type {Answer} */
  let answer = { status: 500, body: {} };
  lib('write-transaction').writeTransaction(app, (txApp) => {
    let alert;
    try {
      alert = txApp.findRecordById('stock_alerts', id);
    } catch (_) {
      answer = { status: 404, body: { code: 'not_found' } };
      return;
    }
    const state = alert.getString('state');
    if (state === 'active' || state === 'done') {
      answer = { status: 200, body: { state: 'active' } }; // typed twice: it stands
      return;
    }
    if (state !== 'pending') {
      answer = {
        status: 410,
        body: { code: alert.getInt('attempts') >= MAX_WRONG_CODES ? 'too_many_attempts' : 'expired' },
      };
      return;
    }
    const expires = Date.parse(alert.getString('code_expires').replace(' ', 'T'));
    if (!Number.isFinite(expires) || expires < Date.now()) {
      alert.set('state', 'ended');
      alert.set('code_hash', '');
      txApp.save(alert);
      answer = { status: 410, body: { code: 'expired' } };
      return;
    }
    if (!$security.equal(alert.getString('code_hash'), hashCode(alert.getString('code_salt'), code))) {
      const attempts = alert.getInt('attempts') + 1;
      alert.set('attempts', attempts);
      if (attempts >= MAX_WRONG_CODES) {
        alert.set('state', 'ended');
        alert.set('code_hash', '');
        txApp.save(alert);
        answer = { status: 429, body: { code: 'too_many_attempts' } };
        return;
      }
      txApp.save(alert);
      answer = { status: 400, body: { code: 'wrong_code', attemptsLeft: MAX_WRONG_CODES - attempts } };
      return;
    }
    alert.set('code_hash', '');
    // One active request per number and product: a second one ends, and the first still tells them once.
    let twin = null;
    try {
      twin = txApp.findFirstRecordByFilter(
        'stock_alerts',
        "product = {:p} && phone = {:phone} && state = 'active' && id != {:id}",
        { p: alert.getString('product'), phone: alert.getString('phone'), id: alert.id },
      );
    } catch (_) {
      // none
    }
    alert.set('state', twin ? 'ended' : 'active');
    txApp.save(alert);
    // It may have opened between the ask and the code: then it is told now.
    if (!twin) tellOpened(txApp, [alert.getString('product')]);
    answer = { status: 200, body: { state: 'active' } };
  });
  return answer;
}

/**
 * For each of these products that can be ordered now, every active request writes its one message and is done.
 * Call it in the transaction of the save that may have opened them, after the products' summaries are written.
 * @param {CoreApp} txApp
 * @param {string[]} productIds
 */
function tellOpened(txApp, productIds) {
  for (const id of productIds) {
    if (!id) continue;
    const alerts = txApp.findRecordsByFilter('stock_alerts', "product = {:p} && state = 'active'", 'created', 0, 0, {
      p: id,
    });
    if (alerts.length === 0) continue;
    const product = findProduct(txApp, id);
    if (!product || !orderable(product)) continue;
    const site = lib('lots').siteUrl();
    const path = lib('paths').productPath({ id: product.id, slug: product.getString('slug') });
    for (const alert of alerts) {
      const language = alert.getString('language') === 'ne' ? 'ne' : 'en';
      lib('shopper-messages').queueAlertMessage(txApp, alert, 'back_in_stock', {
        product: productName(product, language),
        link: `${site}${language === 'ne' ? '/ne' : ''}${path}`,
      });
      alert.set('state', 'done');
      alert.set('told_at', new DateTime(new Date().toISOString()));
      txApp.save(alert);
    }
  }
}

module.exports = { ask, confirm, tellOpened, orderable, CODE_TTL_MS, MAX_WRONG_CODES, MAX_CODES_PER_HOUR };
