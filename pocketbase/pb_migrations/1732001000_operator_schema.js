/// <reference path="../pb_data/types.d.ts" />
// A schema that refuses the operators' ordinary mistakes (docs/operators.md):
// - coupon discount types are select fields (flat, percent, none);
// - money is whole rupees (integer-only number fields);
// - slugs are lowercase letters, digits and hyphens;
// - coupon codes are unique however they are typed (stored upper-case by
//   pb_hooks/operators.pb.js; the index ignores case as a second guard);
// - categories come from the `categories` collection (seeded here with the
//   shop's categories and every category already in use);
// - every image/file field takes JPEG, PNG, WebP or AVIF up to 5 MB;
// - posts get an `images` field for pictures placed in their content;
// - every field an operator fills says what it does, its format, an example
//   and its limits (PocketBase shows this help under the field).
//
// Existing records are migrated, never dropped: decimals are rounded (see
// ROUNDING), free-text discount types are mapped (see DISCOUNT_WORDS), bad
// slugs are rewritten to the rule, lowercase coupon codes are upper-cased
// (a clash gets a "-2" suffix), categories keep their spelling.

const MB = 1024 * 1024;
const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/avif'];
const OLD_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/avif', 'image/svg+xml', 'image/gif'];
const IMAGE_RULE = 'JPEG, PNG, WebP or AVIF, at most 5 MB';
const SLUG_PATTERN = '^[a-z0-9]+(-[a-z0-9]+)*$';
const SLUG_RULE = 'Lowercase letters a-z, digits and single hyphens only (no spaces, /, ?, #)';

// How stored decimals become whole rupees. Never more discount than meant,
// never a lower minimum order: discounts and budgets round down, minimums up,
// prices and delivery rates to the nearest rupee (half up).
const ROUNDING = {
  web_products: { price: 'nearest', compareAtPrice: 'nearest', minOf: 'up' },
  delivery_branch: { amount: 'nearest' },
  coupon: { min_order_amount: 'up', discount_value: 'down', discount_discount_value: 'down' },
  campaigns: { remaining_budget: 'down' },
  posts: { reading_time: 'nearest' },
  farmers: { years: 'nearest' },
};

// Free-text discount types seen in old data → the select's values. Anything
// else becomes "none" (no discount) so a coupon never gives an amount nobody
// meant; the migration log names each such coupon.
const DISCOUNT_WORDS = {
  '': 'none',
  none: 'none',
  no: 'none',
  0: 'none',
  flat: 'flat',
  fixed: 'flat',
  amount: 'flat',
  rs: 'flat',
  rupees: 'flat',
  percent: 'percent',
  percentage: 'percent',
  '%': 'percent',
  pct: 'percent',
};

const SPEC_CATEGORIES = [
  'Fruits',
  'Vegetables',
  'Herbs & Shurbs',
  'Honey',
  'Spices',
  'Pulses',
  'Pickles',
  'Superfoods',
];

const HELP = {
  web_products: {
    slug: `The product's web address: /products/<slug>. ${SLUG_RULE}. Example: jumla-apple. Max 200 characters, unique.`,
    name: 'Product name shown on cards, the product page and orders. Example: Jumla Apple. Max 200 characters.',
    nepaliName:
      'Name in Nepali, shown under the English name and found by search. Example: जुम्ला स्याउ. Optional, max 200.',
    description:
      'Product page text. Blank line = new paragraph; lines starting with ✓ become a tick list. Max 20,000 characters.',
    nepaliDescription: 'Description in Nepali, shown below the English one. Optional, max 20,000 characters.',
    product_info:
      'Short facts under the price, one per line. Example: Grown at 2,500 m. Optional, max 5,000 characters.',
    price:
      'Price in whole rupees for one unit; checkout charges this at once, pages show it within seconds. Example: 320. 0-1,000,000, no paisa.',
    compareAtPrice:
      "Regular price in whole rupees, to show 'Save N%' when higher than Price. Example: 400. Optional (0 = none), max 1,000,000.",
    unit: 'What one unit is, shown after the price. Example: 1 KG or 500 GM. Max 50 characters.',
    minOf: 'Smallest quantity a shopper may order (whole number). Example: 2. Optional (0 = no minimum), max 99.',
    image: `Main picture on cards and the product page. ${IMAGE_RULE}; square photos look best.`,
    gallery:
      'Optional extra media after the main picture, as a JSON list of file names, web addresses or {"type":"video","url":"…"}. Uploads in Gallery files need no entry here.',
    gallery_files: `Extra pictures for the product page, shown after the main picture in upload order. ${IMAGE_RULE} each, up to 12.`,
    category:
      'One name from the Categories collection (add new ones there first); case does not matter. Example: Fruits. Optional.',
    isFeatured: 'Tick to show the Featured badge and use the product in featured lists.',
    isOrganic: 'Tick to show the Organic badge and include it in the Organic filter.',
    isNew: 'Tick to show the New badge and include it in the New filter.',
    isExpress: 'Tick to show the EXPRESS badge (fast delivery).',
    approxWeight: 'Approximate size shown next to the unit. Example: approx. 4-5 pcs. Optional, max 100 characters.',
    farmerName: 'Farmer or producer named on the product page. Example: Ram Bahadur Thapa. Optional, max 200.',
    location: 'Where it comes from; also a filter. Example: Jumla. Optional, max 200 characters.',
    hasTraceability: 'Tick when the product has traceability (QR) information to show.',
    cooperativeId:
      'Short id of the cooperative, used by the Cooperatives filter. Example: coop-jumla. Optional, max 100.',
    cooperativeName:
      'Cooperative name shown on the product page and filter. Example: Jumla Apple Cooperative. Optional, max 200.',
    cooperativeLogo: `Cooperative logo. ${IMAGE_RULE}. Optional.`,
    seasonId: 'Harvest season id, for your records. Example: 2026-autumn. Optional, max 100 characters.',
    is_available:
      'In stock. New products are saved ticked (available) unless you tick and untick it; untick later to show Out of Stock.',
    isVisible:
      'Shown on the site. New products are saved ticked (visible) unless you tick and untick it; untick to hide the product.',
    nutritionFacts:
      'JSON list of {"name", "value", "context"}. Example: [{"name":"Calories","value":"52 kcal","context":"per 100 g"}]. Optional.',
    farmers: 'JSON list of the farmers behind it: names or objects. Example: ["Ram Thapa"]. Optional.',
    faqs: 'JSON list of {"question","answer"}. Example: [{"question":"Is it organic?","answer":"Yes."}]. Optional.',
  },
  coupon: {
    code: 'What shoppers type at checkout; stored in capitals, so audit50 becomes AUDIT50. Letters, digits, - and _. Example: DASHAIN100. Unique, max 50.',
    campaign: 'The campaign that pays for this coupon: it must be active, not ended, and have budget left.',
    min_order_amount:
      'Smallest item subtotal (whole rupees) the coupon works for. Example: 500. 0 = no minimum, max 10,000,000.',
    discount_type:
      'Item discount: flat = Discount value rupees off, percent = that % of the item subtotal, none = no item discount.',
    discount_value:
      'Whole rupees (flat) or percent 0-100 (percent). Example: 100 for Rs. 100 off, or 10 for 10% off. Max 10,000,000.',
    delivery_discount_type:
      'Delivery discount: flat = Delivery discount value rupees off, percent = that % of Rs. 350, none = no delivery discount.',
    discount_discount_value:
      'Delivery discount value: whole rupees (flat) or percent 0-100 (percent). Example: 100. Never more than the delivery charge.',
  },
  campaigns: {
    name: 'Campaign name, for your records. Example: Dashain Harvest Festival. Max 200 characters.',
    is_active: "Tick to let this campaign's coupons work; untick to pause them all.",
    end_time: "When its coupons stop working (Nepal time shown in your browser's zone). Empty = no end.",
    remaining_budget:
      'Whole rupees the coupons may still give away; each order deducts its discounts. Example: 50000. 0 = used up.',
  },
  delivery_branch: {
    branchName: 'Delivery area shoppers pick at checkout. Example: Baneshwor. Max 200 characters.',
    districtName: 'District it belongs to, spelled exactly as in Districts. Example: Kathmandu. Max 100 characters.',
    amount: 'Delivery charge in whole rupees for orders to this area. Example: 100. 0-100,000, no paisa.',
    branchArea:
      'Neighbourhoods it covers, shown to help shoppers choose. Example: New Baneshwor, Shantinagar. Max 500.',
  },
  districts: {
    districtName: 'District shoppers pick first at checkout. Example: Kathmandu. Unique, max 100 characters.',
  },
  posts: {
    title: 'Article title on the blog list and page. Example: Harvesting Jumla apples. Max 300 characters.',
    slug: `The article's web address: /blog/<slug>. ${SLUG_RULE}. Example: harvesting-jumla-apples. Unique, max 200.`,
    excerpt: 'Short summary for the blog list and search engines. Optional, max 1,000 characters.',
    content:
      'The article. To show an uploaded picture: save the post with it in Images, then Insert media → Media from collection.',
    cover_image: `Picture at the top of the article and on its card. ${IMAGE_RULE}; 1200×630 looks best.`,
    images: `Pictures to place in the content (see Content). ${IMAGE_RULE} each, up to 20. Served optimised from the shop.`,
    tags: 'Topics shown under the article, as a JSON list. Example: ["apples","jumla"]. Optional.',
    category: 'Blog category badge. Example: Recipes. Optional, max 100 characters.',
    author_name: 'Author shown on the article. Example: Sita Sharma. Optional, max 200 characters.',
    author_avatar: `Author photo. ${IMAGE_RULE}. Optional.`,
    reading_time: "Minutes to read, shown as 'N min read'. Example: 4. Optional, 0-600.",
    is_published: 'Tick to publish the article on the next build; untick to take it down.',
    is_featured: 'Tick to show it as the featured article at the top of the blog.',
    seo_title: 'Title for search engines; empty = the article title. Optional, max 300 characters.',
    seo_description: 'Description for search engines; empty = the excerpt. Optional, max 500 characters.',
  },
  farmers: {
    name: "Farmer's name on the home page. Example: Ram Bahadur Thapa. Max 200 characters.",
    location: 'Where they farm. Example: Jumla. Optional, max 200 characters.',
    specialty: 'What they grow. Example: Apples. Optional, max 100 characters.',
    image: `Farmer's photo. ${IMAGE_RULE}.`,
    years: 'Years of farming, shown on their card. Example: 20. Optional, 0-100.',
    story: 'Their story, shown on the farmers page. Optional, max 5,000 characters.',
    videoUrl: 'Web address of a video about them. Example: https://www.youtube.com/watch?v=…. Optional.',
    sort: 'Order on the page, smallest first. Example: 1.',
  },
  banners: {
    image: `Home page banner picture. ${IMAGE_RULE}; 1600×600 looks best.`,
    link: 'Where a tap goes: a shop path. Example: /products?category=Honey. Optional, max 300 characters.',
    alt: 'What the picture shows, for screen readers. Example: Apple orchard in Jumla. Max 300 characters.',
    headline: 'Text over the banner. Example: Fresh apples from Jumla. Optional, max 200 characters.',
    ctaLabel: 'Button text. Example: Shop now. Optional, max 100 characters.',
    sort: 'Order in the carousel, smallest first. Example: 1.',
    active: 'Tick to show this banner on the home page.',
  },
  categories: {
    name: 'Category name exactly as shoppers see it in tiles, filters and URLs (?category=Honey). Example: Honey. Unique, max 60.',
    sort: 'Order in lists, smallest first. Example: 1. Optional.',
  },
};

// Number limits set here (min/max) besides onlyInt, per collection and field.
const LIMITS = {
  web_products: { price: [0, 1000000], compareAtPrice: [0, 1000000], minOf: [0, 99] },
  delivery_branch: { amount: [0, 100000] },
  coupon: { min_order_amount: [0, 10000000], discount_value: [0, 10000000], discount_discount_value: [0, 10000000] },
  campaigns: { remaining_budget: [null, null] },
  posts: { reading_time: [0, 600] },
  farmers: { years: [0, 100] },
};

function roundValue(n, how) {
  if (typeof n !== 'number' || !Number.isFinite(n) || Math.floor(n) === n) return n;
  if (how === 'up') return Math.ceil(n);
  if (how === 'down') return Math.floor(n);
  return Math.floor(n + 0.5);
}

function uniqueValue(wanted, taken) {
  let value = wanted;
  for (let i = 2; taken[value]; i++) value = `${wanted}-${i}`;
  taken[value] = true;
  return value;
}

function toSlug(value) {
  const slug = String(value || '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return slug || 'item';
}

function fixSlugs(app, collection) {
  const records = app.findAllRecords(collection);
  const taken = {};
  const bad = [];
  for (const r of records) {
    const slug = r.getString('slug');
    if (new RegExp(SLUG_PATTERN).test(slug)) taken[slug] = true;
    else bad.push(r);
  }
  for (const r of bad) {
    const before = r.getString('slug');
    const after = uniqueValue(toSlug(before || r.getString('name') || r.getString('title') || r.id), taken);
    r.set('slug', after);
    app.saveNoValidate(r);
    console.log(`[migration] ${collection} ${r.id}: slug "${before}" → "${after}"`);
  }
}

// A copy of each file field with these types (assigning a list to a field
// option in place does not reach the Go side, so the field is replaced by id).
function setFileRules(collection, types, maxSize) {
  const files = [];
  for (const f of collection.fields) if (f.type() === 'file') files.push(f);
  for (const f of files) {
    collection.fields.add(
      new FileField({
        id: f.id,
        name: f.name,
        help: f.help,
        hidden: f.hidden,
        presentable: f.presentable,
        required: f.required,
        protected: f.protected,
        maxSelect: f.maxSelect,
        maxSize: maxSize,
        mimeTypes: types.slice(),
        thumbs: (f.thumbs || []).slice(),
      }),
    );
  }
}

function findCollection(app, name) {
  try {
    return app.findCollectionByNameOrId(name);
  } catch (_) {
    return null;
  }
}

function setHelp(collection, help) {
  for (const f of collection.fields) {
    f.help = help[f.name] || '';
  }
}

migrate(
  (app) => {
    // Categories: the operator's list. Public names (tiles and filters read them).
    const categories = new Collection({
      type: 'base',
      name: 'categories',
      listRule: '',
      viewRule: '',
      createRule: null,
      updateRule: null,
      deleteRule: null,
      fields: [
        { name: 'name', type: 'text', required: true, max: 60 },
        { name: 'sort', type: 'number', onlyInt: true },
        { name: 'created', type: 'autodate', onCreate: true, onUpdate: false },
        { name: 'updated', type: 'autodate', onCreate: true, onUpdate: true },
      ],
      indexes: ['CREATE UNIQUE INDEX idx_categories_name ON categories (name COLLATE NOCASE)'],
    });
    setHelp(categories, HELP.categories);
    app.save(categories);
    const known = {};
    let sort = 0;
    const addCategory = (name) => {
      const key = name.trim().toLowerCase();
      if (key === '' || known[key]) return;
      known[key] = name.trim();
      const r = new Record(categories);
      r.set('name', name.trim());
      r.set('sort', ++sort);
      app.save(r);
    };
    for (const name of SPEC_CATEGORIES) addCategory(name);
    // Products keep their category, spelled as the list spells it ("fruits" → "Fruits").
    for (const p of app.findAllRecords('web_products')) {
      const category = p.getString('category');
      addCategory(category);
      const listed = known[category.trim().toLowerCase()] || '';
      if (listed !== category) {
        p.set('category', listed);
        app.saveNoValidate(p);
      }
    }

    // Coupons: read the free-text types before the fields are replaced.
    const couponTypes = {};
    for (const c of app.findAllRecords('coupon')) {
      couponTypes[c.id] = [c.getString('discount_type'), c.getString('delivery_discount_type')];
    }
    const coupon = app.findCollectionByNameOrId('coupon');
    for (const name of ['discount_type', 'delivery_discount_type']) {
      const old = coupon.fields.getByName(name);
      coupon.fields.removeById(old.id);
      coupon.fields.add(new SelectField({ name, maxSelect: 1, values: ['flat', 'percent', 'none'] }));
    }
    // Keep the field order an operator knows (types next to their values).
    const order = [
      'id',
      'code',
      'campaign',
      'min_order_amount',
      'discount_type',
      'discount_value',
      'delivery_discount_type',
      'discount_discount_value',
      'created',
      'updated',
    ];
    order.forEach((name, i) => {
      const f = coupon.fields.getByName(name);
      if (f) coupon.fields.addAt(i, f);
    });
    const code = coupon.fields.getByName('code');
    code.max = 50;
    app.save(coupon);

    const codes = {};
    const coupons = app.findAllRecords('coupon');
    for (const c of coupons) {
      const upper = c.getString('code').trim().toUpperCase();
      if (upper === c.getString('code')) codes[upper] = true;
    }
    for (const c of coupons) {
      const before = c.getString('code');
      let after = before.trim().toUpperCase();
      if (after !== before) {
        after = uniqueValue(after, codes);
        console.log(`[migration] coupon ${c.id}: code "${before}" → "${after}"`);
      }
      c.set('code', after);
      const [t1, t2] = couponTypes[c.id] || ['', ''];
      const types = [t1, t2].map((t) => {
        const mapped = DISCOUNT_WORDS[String(t).trim().toLowerCase()];
        if (!mapped) console.log(`[migration] coupon ${c.id} (${after}): unknown discount type "${t}" → none`);
        return mapped || 'none';
      });
      c.set('discount_type', types[0]);
      c.set('delivery_discount_type', types[1]);
      app.saveNoValidate(c);
    }
    // Codes are unique now however typed: the index ignores case too.
    coupon.removeIndex('idx_coupon_code');
    coupon.addIndex('idx_coupon_code', true, 'code COLLATE NOCASE', '');
    app.save(coupon);

    // Whole rupees.
    for (const name of Object.keys(ROUNDING)) {
      for (const r of app.findAllRecords(name)) {
        let changed = false;
        for (const field of Object.keys(ROUNDING[name])) {
          const before = r.get(field);
          const after = roundValue(before, ROUNDING[name][field]);
          if (after !== before) {
            r.set(field, after);
            changed = true;
          }
        }
        if (changed) app.saveNoValidate(r);
      }
    }

    fixSlugs(app, 'web_products');
    fixSlugs(app, 'posts');

    // Field rules and help, collection by collection.
    for (const name of [
      'web_products',
      'coupon',
      'campaigns',
      'delivery_branch',
      'districts',
      'posts',
      'farmers',
      'banners',
    ]) {
      const collection = app.findCollectionByNameOrId(name);
      if (name === 'posts') {
        collection.fields.addAt(
          5,
          new FileField({
            name: 'images',
            maxSelect: 20,
            maxSize: 5 * MB,
            mimeTypes: IMAGE_TYPES,
            thumbs: ['100x100', '400x0'],
          }),
        );
      }
      setFileRules(collection, IMAGE_TYPES, 5 * MB);
      for (const field of Object.keys(ROUNDING[name] || {})) collection.fields.getByName(field).onlyInt = true;
      for (const field of Object.keys(LIMITS[name] || {})) {
        const f = collection.fields.getByName(field);
        const [min, max] = LIMITS[name][field];
        f.onlyInt = true;
        if (min !== null) f.min = min;
        if (max !== null) f.max = max;
      }
      for (const field of ['slug']) {
        const f = collection.fields.getByName(field);
        if (f) f.pattern = SLUG_PATTERN;
      }
      setHelp(collection, HELP[name]);
      app.save(collection);
    }
    // PocketBase's own "users" collection (unused by the shop) has an avatar field: the same rule.
    const users = findCollection(app, 'users');
    if (users) {
      setFileRules(users, IMAGE_TYPES, 5 * MB);
      for (const f of users.fields) if (f.type() === 'file') f.help = `Profile picture. ${IMAGE_RULE}.`;
      app.save(users);
    }
  },
  (app) => {
    for (const name of [
      'web_products',
      'coupon',
      'campaigns',
      'delivery_branch',
      'districts',
      'posts',
      'farmers',
      'banners',
    ]) {
      const collection = app.findCollectionByNameOrId(name);
      if (name === 'posts') collection.fields.removeByName('images');
      setFileRules(collection, OLD_IMAGE_TYPES, 5 * MB);
      for (const f of collection.fields) {
        f.help = '';
        if (f.type() === 'number') {
          f.onlyInt = false;
          const limits = LIMITS[name]?.[f.name];
          if (limits && limits[1] !== null) f.max = null;
        }
        if (f.name === 'slug') f.pattern = '';
      }
      if (name === 'coupon') {
        collection.fields.getByName('code').max = 64;
        collection.removeIndex('idx_coupon_code');
        collection.addIndex('idx_coupon_code', true, 'code', '');
      }
      app.save(collection);
    }
    const users = findCollection(app, 'users');
    if (users) {
      // PocketBase's defaults for the avatar field.
      setFileRules(users, ['image/jpeg', 'image/png', 'image/svg+xml', 'image/gif', 'image/webp'], 0);
      for (const f of users.fields) if (f.type() === 'file') f.help = '';
      app.save(users);
    }
    // Select → text again, keeping each coupon's type ("none" was "" before).
    const couponTypes = {};
    for (const c of app.findAllRecords('coupon')) {
      couponTypes[c.id] = [c.getString('discount_type'), c.getString('delivery_discount_type')];
    }
    const coupon = app.findCollectionByNameOrId('coupon');
    for (const name of ['discount_type', 'delivery_discount_type']) {
      coupon.fields.removeByName(name);
      coupon.fields.add(new TextField({ name, max: 20 }));
    }
    app.save(coupon);
    for (const c of app.findAllRecords('coupon')) {
      const [t1, t2] = couponTypes[c.id] || ['', ''];
      c.set('discount_type', t1 === 'none' ? '' : t1);
      c.set('delivery_discount_type', t2 === 'none' ? '' : t2);
      app.saveNoValidate(c);
    }
    app.delete(app.findCollectionByNameOrId('categories'));
  },
);
