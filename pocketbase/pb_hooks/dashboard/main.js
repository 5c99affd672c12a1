// The shop's extension of the PocketBase dashboard (/_/), registered by pb_hooks/dashboard.pb.js; docs/operators.md
// "The dashboard". PocketBase 0.39 runs this file once, after the dashboard's own code and before its first page,
// as the body of an async function; `app` is the dashboard's global (its field types, store and API client).
//
// 1. After signing in, the dashboard opens on products, not on an internal account (shop_service, message_senders:
//    it would open on the first collection by name, and auth collections come first).
// 2. A new product's price box starts empty (the dashboard shows 0 in an empty number box, so an operator typing
//    after the 0 got another price), and a currency prefix typed into it ("Rs. 200") is left out: the box keeps
//    200. A box left empty or at 0 is refused on save (pb_hooks/lib/operators.js).
// 3. Text typed into a JSON box that is not JSON at all: the dashboard refuses it before sending anything, with
//    the browser's "SyntaxError: ..."; the message under the field says instead what to write, with an example of
//    the right shape (from pb_hooks/lib/json-fields.js, through /api/shop/dashboard/json-help).
// 4. Every number box takes Devanagari digits (a Nepali keyboard types "५०"): the browser's number box drops them, so
//    "५०" units or a "१५०" delivery charge was saved as 0 with no word. They are written as the Latin digits.
// 5. Every number box shows what will be saved. The browser reads "12,50" as 1250 while it shows "12,50" (a comma
//    is a thousands separator to it), and a text with an "e" or a sign in it is no number until it is whole, so the
//    dashboard wrote 0 under the next digit: "1e9" was saved as 9, "-50" as 50. A comma, an "e" and a "+" are not
//    typed (nor a "-" where the field allows nothing below 0): the box shows "1250" as "1,250" is typed. A pasted
//    "Rs. 1,250" is pasted as 1250.

// 1. The first collection opened in this page, unless its address asked for an internal account itself.
// The machine accounts, as pocketbase/pb_hooks/lib/machine-accounts.js lists them (browser code cannot require it).
const INTERNAL_ACCOUNTS = ['message_senders', 'shop_service'];
const askedForService = new RegExp(`[?&]collection=(${INTERNAL_ACCOUNTS.join('|')})(&|$)`).test(window.location.hash);
if (typeof watch === 'function' && !askedForService) {
  let opened = false;
  watch(
    () => app.store.activeCollection?.name || '',
    (name) => {
      if (opened || !name) return;
      opened = true;
      if (INTERNAL_ACCOUNTS.includes(name) && app.store.collections.some((c) => c.name === 'web_products')) {
        app.store.activeCollection = 'web_products';
      }
    },
  );
}

// 4. Devanagari digits as Latin ones, at the caret (over the selection), as if typed or pasted so.
const DEVANAGARI_DIGIT = /[०-९]/g;
const latinDigits = (text) => text.replace(DEVANAGARI_DIGIT, (d) => String(d.charCodeAt(0) - 0x0966));
function takeDevanagariDigits(box) {
  box.addEventListener('keydown', (e) => {
    if (!/^[०-९]$/.test(e.key)) return;
    e.preventDefault();
    document.execCommand('insertText', false, latinDigits(e.key));
  });
  // Typed through an input method (a phone's Nepali keyboard), the digit comes as the text of the input itself.
  box.addEventListener('beforeinput', (e) => {
    if (typeof e.data !== 'string' || !/[०-९]/.test(e.data)) return;
    e.preventDefault();
    document.execCommand('insertText', false, latinDigits(e.data));
  });
}

// 5. Only what the box will save is typed or pasted into it.
const CURRENCY_PREFIX = /^(rs\.?|npr|रु\.?)\s*/i;
function showWhatIsSaved(box) {
  const noneBelowZero = () => box.min !== '' && Number(box.min) >= 0;
  box.addEventListener('keydown', (e) => {
    if (e.key.length !== 1 || e.ctrlKey || e.metaKey || e.altKey) return;
    if (/[eE+,]/.test(e.key) || (e.key === '-' && noneBelowZero())) e.preventDefault();
  });
  box.addEventListener('paste', (e) => {
    const text = e.clipboardData?.getData('text') || '';
    const number = latinDigits(text).trim().replace(CURRENCY_PREFIX, '').replace(/[\s,]/g, '');
    // The 0 the dashboard writes into an emptied box is pasted over, not kept before the number ("01250").
    if (box.value === '0') box.select();
    if (number === text) return;
    e.preventDefault();
    document.execCommand('insertText', false, number);
  });
}

// 2. The product price box (and 4, every number box).
const numberType = app.fieldTypes.number;
const numberInput = numberType.input;
numberType.input = (props) => {
  const element = numberInput(props);
  const box = element.querySelector('input');
  if (box) {
    takeDevanagariDigits(box);
    showWhatIsSaved(box);
  }
  if (props.collection?.name !== 'web_products' || props.field?.name !== 'price') return element;
  if (!box) return element;
  box.placeholder = 'e.g. 320';
  // Empty (not 0) while the new product has no price typed, once the dashboard has drawn the box. Read later, not
  // here: reading the record while the dashboard draws the field would redraw the whole box at every key typed.
  setTimeout(() => {
    if (!props.record?.id && !props.record?.price && box.value === '0' && document.activeElement !== box) {
      box.value = '';
    }
  }, 0);
  // A currency prefix: letters typed ("Rs", "NPR") and the dot right after them. The browser drops the letters
  // from a number box but keeps the dot, which made "Rs. 200" read as 0.200. Keys, not the box's text, tell it
  // apart (a number box cannot say what part of its text is selected and about to be replaced).
  let afterLetters = false;
  box.addEventListener('keydown', (e) => {
    if (e.key.length !== 1 || e.ctrlKey || e.metaKey || e.altKey) return;
    if (/\d/.test(e.key)) {
      afterLetters = false;
      // The 0 the dashboard writes into an emptied box (cleared, or its text selected and typed over) is replaced by
      // the first digit typed, not kept before it ("0450").
      if (box.value === '0' && !props.record?.price) box.value = '';
    } else if (/\p{L}/u.test(e.key)) afterLetters = true;
    else if (e.key === '.' && afterLetters) e.preventDefault();
  });
  box.addEventListener('blur', () => {
    afterLetters = false;
  });
  return element;
};

// 3. JSON boxes: the sentence for text that is not JSON.
let jsonHelp = null;
async function notJsonMessage(collection, field) {
  if (!jsonHelp) {
    try {
      jsonHelp = await app.pb.send('/api/shop/dashboard/json-help', { method: 'GET', requestKey: null });
    } catch (_) {
      return '';
    }
  }
  return jsonHelp?.[collection]?.[field] || '';
}
const jsonType = app.fieldTypes.json;
const jsonSave = jsonType.onrecordsave;
jsonType.onrecordsave = async (props) => {
  try {
    return await jsonSave(props);
  } catch (err) {
    const fieldError = err?.response?.data?.[props.field.name];
    if (fieldError) {
      const message = await notJsonMessage(props.collection?.name, props.field.name);
      fieldError.message = message
        ? message
        : `This is not readable JSON (${fieldError.message}). Check the brackets, commas and double quotes.`;
    }
    throw err;
  }
};
