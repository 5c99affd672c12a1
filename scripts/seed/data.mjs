// @ts-check
// Demo data for the Krishi Bazaar storefront seeder.
//
// Plain ES module, no dependencies, no randomness: the same data every run.
// Field names match pocketbase/pb_migrations/1732000000_shop_schema.js exactly.
//
// Helper fields that are NOT PocketBase fields (the seeder must strip/translate them):
//   products:     hue, galleryCount, galleryForm ("list" | "json-string"), galleryVideo
//   cooperatives: whole array is seeder input (cooperativeId/cooperativeName are copied on
//                 products; hue is for drawing the cooperativeLogo image)
//   coupons:      campaignKey (-> relation field `campaign`, via campaigns[].key)
//   campaigns:    key
//   posts:        hue, daysAgo, tagsForm (tags are ALREADY in final form; tagsForm only says which)
//   farmers:      hue
//   banners:      hue
//
// PocketBase quirks (checked against the schema with the bundled PocketBase):
//   * A json field given a string that parses as JSON stores the parsed value. To keep a
//     JSON *string* (posts with tagsForm "json-string", products with galleryForm
//     "json-string"), send JSON.stringify(theString), i.e. double-encode it.
//   * farmers.videoUrl is a PocketBase "url" field, which rejects site-relative paths such
//     as "/media/farmer-ram.mp4". Resolve it first, e.g. new URL(videoUrl, siteOrigin).href,
//     or leave it empty.
//   * delivery_branch.amount is a number field; numeric strings ("450") are accepted and
//     stored as numbers.
//
// Nepali texts (pocketbase/pb_migrations/1732002310_nepali_content.js): every category's Nepali name
// (categoryNames), and a handful of records with their *_ne fields filled (three posts' titles and excerpts,
// the farmers' names, places and specialties, the banners, three products' product_info_ne), so the Nepali
// pages show both cases: Nepali where written, English (marked as such) where not.
//
// scripts/seed/schema.mjs (a zod schema) checks every invariant the tests rely on.

const DAY_MS = 86_400_000;

/**
 * ISO timestamp for now + `days` (negative for the past). Computed at call time.
 * @param {number} days
 * @param {number} [now]
 */
export function isoDaysFromNow(days, now = Date.now()) {
  return new Date(now + days * DAY_MS).toISOString();
}

const CRLF = '\r\n';

/**
 * Description: paragraphs separated by a blank line; an array becomes a block of "✓ " bullet lines.
 * @param {...(string | string[])} parts
 */
function d(...parts) {
  return parts.map((part) => (Array.isArray(part) ? part.map((line) => `✓ ${line}`).join('\n') : part)).join('\n\n');
}

/**
 * product_info: lines joined with CRLF, as in the original backend.
 * @param {...string} lines
 */
function info(...lines) {
  return lines.join(CRLF);
}

export const CATEGORIES = [
  'Fruits',
  'Vegetables',
  'Herbs & Shurbs', // sic: the production category name is misspelled; keep it.
  'Honey',
  'Spices',
  'Pulses',
  'Pickles',
  'Superfoods',
];

/** Each category's name on the Nepali pages (the categories collection's name_ne), keyed by the category's name. */
export const categoryNames = [
  { category: 'Fruits', name_ne: 'फलफूल' },
  { category: 'Vegetables', name_ne: 'तरकारी' },
  { category: 'Herbs & Shurbs', name_ne: 'जडीबुटी र झाडी' },
  { category: 'Honey', name_ne: 'मह' },
  { category: 'Spices', name_ne: 'मसला' },
  { category: 'Pulses', name_ne: 'दाल र गेडागुडी' },
  { category: 'Pickles', name_ne: 'अचार' },
  { category: 'Superfoods', name_ne: 'सुपरफुड' },
];

// ---------------------------------------------------------------------------
// Cooperatives
// ---------------------------------------------------------------------------

export const cooperatives = [
  { cooperativeId: 'coop-ilam-tea', cooperativeName: "Ilam Tea & Spice Farmers' Cooperative", hue: 150 },
  { cooperativeId: 'coop-karnali-apple', cooperativeName: "Karnali Apple & Grain Producers' Cooperative", hue: 4 },
  { cooperativeId: 'coop-mustang-thak', cooperativeName: "Thak Khola Himalayan Farmers' Cooperative", hue: 24 },
  { cooperativeId: 'coop-chitwan-bee', cooperativeName: "Chitwan Beekeepers' Cooperative", hue: 44 },
  { cooperativeId: 'coop-kavre-organic', cooperativeName: "Kavre-Dhading Organic Growers' Cooperative", hue: 112 },
  { cooperativeId: 'coop-gandaki-hill', cooperativeName: "Gandaki Hill Farmers' Cooperative", hue: 200 },
  { cooperativeId: 'coop-dolakha-highland', cooperativeName: 'Dolakha Highland Agriculture Cooperative', hue: 268 },
  { cooperativeId: 'coop-sindhuli-junar', cooperativeName: "Sindhuli Junar Producers' Cooperative", hue: 30 },
  { cooperativeId: 'coop-sarlahi-orchard', cooperativeName: "Sarlahi Mango & Litchi Growers' Cooperative", hue: 36 },
];

const COOP_NAMES = Object.fromEntries(cooperatives.map((c) => [c.cooperativeId, c.cooperativeName]));

// ---------------------------------------------------------------------------
// Reusable FAQ and nutrition snippets
// ---------------------------------------------------------------------------

const FAQ_HONEY_CRYSTALS = {
  question: 'Why has my honey turned thick or grainy?',
  answer:
    'That is crystallisation, a natural sign of raw, unheated honey. Stand the closed jar in warm (not boiling) water for 15 minutes and stir; the honey becomes runny again without losing its goodness.',
};
const FAQ_HONEY_INFANTS = {
  question: 'Can I give this honey to my baby?',
  answer: "Please don't. Honey of any kind should not be given to children under one year old.",
};
const FAQ_HONEY_PURITY = {
  question: 'Is anything added to the honey?',
  answer:
    'No. The honey is only strained through cloth to remove wax and is bottled by the cooperative. Every batch is tested for moisture and added sugar before it is listed.',
};
const FAQ_STORAGE_DRY = {
  question: 'How should I store it?',
  answer: 'In an airtight container away from sunlight and moisture. Use a dry spoon every time.',
};
const FAQ_FRESH_QUALITY = {
  question: 'What if some pieces arrive bruised?',
  answer:
    'Fresh produce travels a long way from the hills. Tell us within 24 hours of delivery with a photo and we will replace the damaged pieces or refund them under our quality guarantee.',
};

const HONEY_NUTRITION = [
  { name: 'Energy', value: '304 kcal', context: 'per 100 g' },
  { name: 'Total sugars', value: '82 g', context: 'per 100 g' },
  { name: 'Energy per tablespoon', value: '64 kcal', context: '1 tbsp (21 g)' },
  { name: 'Fat', value: '0 g' },
];

// ---------------------------------------------------------------------------
// Products
// ---------------------------------------------------------------------------

/**
 * A product as written below: the flags it leaves out are false (is_available and isVisible: true), and its
 * cooperativeName comes from its cooperativeId.
 * @typedef {object} ProductDef
 * @property {string} slug
 * @property {string} name
 * @property {string} nepaliName
 * @property {string} description
 * @property {string} [nepaliDescription]
 * @property {string} [product_info]
 * @property {string} [product_info_ne]
 * @property {number} price
 * @property {number} [compareAtPrice]
 * @property {string} unit
 * @property {number} [minOf]
 * @property {string} category
 * @property {boolean} [isFeatured]
 * @property {boolean} [isOrganic]
 * @property {boolean} [isNew]
 * @property {boolean} [isExpress]
 * @property {string} [approxWeight]
 * @property {string} farmerName
 * @property {string} location
 * @property {boolean} [hasTraceability]
 * @property {string} cooperativeId
 * @property {string} [seasonId]
 * @property {boolean} [is_available]
 * @property {boolean} [isVisible]
 * @property {{ name: string, value: string, context?: string }[]} [nutritionFacts]
 * @property {{ name: string, village: string }[]} [farmers]
 * @property {{ question: string, answer: string }[]} [faqs]
 * @property {number} hue
 * @property {number} [galleryCount]
 * @property {'list' | 'json-string'} [galleryForm]
 * @property {string} [galleryVideo]
 */

/**
 * Fills defaults and derived fields; every returned key is either a PocketBase field or a documented helper.
 * @param {ProductDef} def
 */
function product(def) {
  const out = {
    slug: def.slug,
    name: def.name,
    nepaliName: def.nepaliName,
    description: def.description,
    ...(def.nepaliDescription ? { nepaliDescription: def.nepaliDescription } : {}),
    ...(def.product_info ? { product_info: def.product_info } : {}),
    ...(def.product_info_ne ? { product_info_ne: def.product_info_ne } : {}),
    price: def.price,
    ...(def.compareAtPrice ? { compareAtPrice: def.compareAtPrice } : {}),
    unit: def.unit,
    ...(def.minOf ? { minOf: def.minOf } : {}),
    category: def.category,
    isFeatured: Boolean(def.isFeatured),
    isOrganic: Boolean(def.isOrganic),
    isNew: Boolean(def.isNew),
    isExpress: Boolean(def.isExpress),
    ...(def.approxWeight ? { approxWeight: def.approxWeight } : {}),
    farmerName: def.farmerName,
    location: def.location,
    hasTraceability: Boolean(def.hasTraceability),
    cooperativeId: def.cooperativeId,
    cooperativeName: COOP_NAMES[def.cooperativeId],
    ...(def.seasonId ? { seasonId: def.seasonId } : {}),
    is_available: def.is_available ?? true,
    isVisible: def.isVisible ?? true,
    ...(def.nutritionFacts ? { nutritionFacts: def.nutritionFacts } : {}),
    ...(def.farmers ? { farmers: def.farmers } : {}),
    ...(def.faqs ? { faqs: def.faqs } : {}),
    // helper fields (not PocketBase fields)
    hue: def.hue,
    galleryCount: def.galleryCount ?? 0,
    galleryForm: def.galleryForm ?? 'list',
    ...(def.galleryVideo ? { galleryVideo: def.galleryVideo } : {}),
  };
  return out;
}

export const products = [
  // ----------------------------- Fruits ------------------------------------
  product({
    slug: 'jumla-apple',
    name: 'Jumla Apple',
    nepaliName: 'जुम्लाको स्याउ',
    description: d(
      'Crisp, sweet-tart apples grown between 2,300 and 3,000 metres in the Karnali valleys of Jumla, a district farmed without synthetic fertilisers or pesticides for generations.',
      'Cold nights and bright mountain sun give these apples their dense flesh and deep red blush. They are hand-picked, wrapped and carried down by road to Kathmandu within days of harvest.',
      ['Naturally grown in an organic district', 'Hand-picked and sorted by size', 'Keeps for weeks in the fridge'],
    ),
    nepaliDescription:
      'कर्णालीको जुम्ला जिल्लाको २,३०० देखि ३,००० मिटरको उचाइमा फलेको मीठो र कुरकुरे स्याउ।\n\nरासायनिक मल र विषादी प्रयोग नगरी उत्पादन गरिएको, हातैले टिपेर छानिएको।',
    product_info: info(
      'Origin: Jumla, Karnali Province',
      'Variety: Royal Delicious and Red Delicious',
      'Harvest: September to November',
      'Storage: Refrigerate for up to 4 weeks',
    ),
    product_info_ne: info(
      'मूल: जुम्ला, कर्णाली प्रदेश',
      'जात: रोयल डेलिसियस र रेड डेलिसियस',
      'टिपाइ: सेप्टेम्बरदेखि नोभेम्बरसम्म',
      'भण्डारण: फ्रिजमा ४ हप्तासम्म राख्न सकिन्छ',
    ),
    price: 320,
    compareAtPrice: 380,
    unit: '1 KG',
    category: 'Fruits',
    isFeatured: true,
    isOrganic: true,
    isExpress: false,
    approxWeight: 'approx. 5-7 pcs',
    farmerName: 'Bhim Bahadur Rokaya',
    location: 'Jumla',
    hasTraceability: true,
    cooperativeId: 'coop-karnali-apple',
    seasonId: 'winter-2026',
    nutritionFacts: [
      { name: 'Energy', value: '52 kcal', context: 'per 100 g' },
      { name: 'Carbohydrates', value: '14 g', context: 'per 100 g' },
      { name: 'Dietary fibre', value: '2.4 g', context: 'per 100 g' },
      { name: 'Vitamin C', value: '4.6 mg' },
    ],
    farmers: [
      { name: 'Bhim Bahadur Rokaya', village: 'Guthichaur' },
      { name: 'Dhana Kumari Budha', village: 'Chandannath' },
    ],
    faqs: [
      {
        question: 'Are Jumla apples really organic?',
        answer:
          'Jumla has been managed as an organic district for years and our growers do not use synthetic pesticides or fertilisers. Orchards are visited by the cooperative every season.',
      },
      {
        question: 'Why are some apples smaller or less shiny than supermarket apples?',
        answer: 'They are not waxed or graded for cosmetics. Size varies naturally from tree to tree.',
      },
      FAQ_FRESH_QUALITY,
    ],
    hue: 2,
    galleryCount: 3,
    galleryForm: 'list',
  }),
  product({
    slug: 'mustang-apple',
    name: 'Mustang Apple',
    nepaliName: 'मुस्ताङको स्याउ',
    description: d(
      'Golden and red apples from the orchards of Marpha and Tukuche in the Kali Gandaki valley, where dry winds and irrigation from glacier streams produce a famously sweet, juicy apple.',
      "Perfect for eating fresh, baking, or slicing into a child's tiffin box.",
      ['Grown at around 2,600 metres', 'Juicy, honey-sweet flavour', 'Packed in the orchard, not in a warehouse'],
    ),
    product_info: info('Origin: Marpha, Mustang', 'Harvest: August to October', 'Storage: Cool, dark place or fridge'),
    price: 350,
    unit: '1 KG',
    category: 'Fruits',
    isFeatured: true,
    isOrganic: false,
    isExpress: false,
    approxWeight: 'approx. 5-6 pcs',
    farmerName: 'Karma Thakali',
    location: 'Mustang',
    hasTraceability: true,
    cooperativeId: 'coop-mustang-thak',
    seasonId: 'winter-2026',
    faqs: [
      {
        question: 'What is the difference between Mustang and Jumla apples?',
        answer:
          'Mustang apples tend to be juicier and sweeter with thinner skin; Jumla apples are denser and a little more tart. Both are high-altitude apples.',
      },
      FAQ_FRESH_QUALITY,
    ],
    hue: 48,
    galleryCount: 2,
    galleryForm: 'json-string',
  }),
  product({
    slug: 'sindhuli-junar',
    name: 'Sindhuli Junar (Sweet Orange)',
    nepaliName: 'सिन्धुलीको जुनार',
    description: d(
      'Junar is the large, sweet orange that Sindhuli is proud of. Thin-skinned and full of juice, it is at its best in the cold months from November to January.',
      'Peel and eat it in the winter sun, or squeeze a glass of fresh juice for breakfast.',
      ['Very juicy, low in bitterness', 'Rich in vitamin C', 'Picked ripe from the tree'],
    ),
    nepaliDescription: 'सिन्धुलीको प्रख्यात रसिलो र गुलियो जुनार। जाडो महिनामा टिपिएको, पातलो बोक्रा भएको।',
    product_info: info(
      'Origin: Sindhuli, Bagmati Province',
      'Season: November to January',
      'Storage: Room temperature for 1 week',
    ),
    price: 240,
    unit: '1 KG',
    category: 'Fruits',
    isFeatured: false,
    isOrganic: false,
    isNew: true,
    isExpress: true,
    approxWeight: 'approx. 4-5 pcs',
    farmerName: 'Gopal Prasad Ghimire',
    location: 'Sindhuli',
    hasTraceability: true,
    cooperativeId: 'coop-sindhuli-junar',
    seasonId: 'winter-2026',
    nutritionFacts: [
      { name: 'Energy', value: '47 kcal', context: 'per 100 g' },
      { name: 'Vitamin C', value: '53 mg', context: 'per 100 g' },
      { name: 'Dietary fibre', value: '2.4 g' },
    ],
    hue: 30,
  }),
  product({
    slug: 'syangja-hill-orange',
    name: 'Hill Orange (Suntala)',
    nepaliName: 'स्याङ्जाको सुन्तला',
    description: d(
      'Small, easy-peel mandarins from the terraced hills of Syangja. Sweet with a bright, tangy finish: the fruit of Tihar and Nepali winter afternoons.',
      ['Easy to peel', 'Loved by children', 'Grown on family terraces'],
    ),
    product_info: info('Origin: Syangja, Gandaki Province', 'Season: November to February'),
    price: 180,
    unit: '1 KG',
    category: 'Fruits',
    isOrganic: false,
    isExpress: true,
    approxWeight: 'approx. 8-10 pcs',
    farmerName: 'Nirmala Paudel',
    location: 'Syangja',
    hasTraceability: false,
    cooperativeId: 'coop-gandaki-hill',
    seasonId: 'winter-2026',
    faqs: [FAQ_FRESH_QUALITY],
    hue: 28,
    galleryCount: 1,
  }),
  product({
    slug: 'dolakha-kiwi',
    name: 'Kiwi from Dolakha',
    nepaliName: 'दोलखाको किवी',
    description: d(
      "Dolakha's mid-hill orchards have become Nepal's kiwi country. These Hayward and Allison kiwis are picked firm and ripen in your kitchen within a few days.",
      'To ripen faster, keep them in a paper bag with an apple. When they yield slightly to the touch they are ready.',
      ["One fruit covers most of a day's vitamin C", 'Picked firm for safe travel', 'No ripening chemicals'],
    ),
    nepaliDescription: 'दोलखाका पहाडी बगैंचामा फलेको किवी। घरमै दुई–चार दिनमा पाक्छ, कुनै रसायन प्रयोग गरिएको छैन।',
    product_info: info(
      'Origin: Dolakha, Bagmati Province',
      'Variety: Hayward, Allison',
      'Ripening: 3-5 days at room temperature',
    ),
    price: 280,
    compareAtPrice: 320,
    unit: '500 GM',
    category: 'Fruits',
    isFeatured: true,
    isOrganic: true,
    isNew: true,
    isExpress: false,
    approxWeight: 'approx. 6-8 pcs',
    farmerName: 'Ang Dawa Sherpa',
    location: 'Dolakha',
    hasTraceability: true,
    cooperativeId: 'coop-dolakha-highland',
    seasonId: 'winter-2026',
    nutritionFacts: [
      { name: 'Energy', value: '61 kcal', context: 'per 100 g' },
      { name: 'Vitamin C', value: '93 mg', context: 'per 100 g' },
      { name: 'Dietary fibre', value: '3 g', context: 'per 100 g' },
    ],
    farmers: [{ name: 'Ang Dawa Sherpa', village: 'Charikot' }],
    faqs: [
      {
        question: 'My kiwis are hard. Are they bad?',
        answer: 'No. Kiwis are picked firm so they travel well. Leave them at room temperature for 3-5 days.',
      },
    ],
    hue: 85,
    galleryCount: 2,
  }),
  product({
    slug: 'chitwan-banana',
    name: 'Banana (Chitwan)',
    nepaliName: 'चितवनको केरा',
    description: d(
      'Naturally ripened bananas from smallholder farms around Bharatpur and Ratnanagar. Sweet, creamy and ripened without carbide.',
      ['Ripened naturally', 'Sold by the dozen', 'Great for breakfast and smoothies'],
    ),
    product_info: info('Origin: Chitwan, Bagmati Province', 'Ripeness: Ready to eat within 1-2 days'),
    price: 160,
    unit: '1 DOZEN',
    minOf: 2,
    category: 'Fruits',
    isExpress: true,
    farmerName: 'Gita Chaudhary',
    location: 'Chitwan',
    hasTraceability: false,
    cooperativeId: 'coop-chitwan-bee',
    nutritionFacts: [
      { name: 'Energy', value: '89 kcal', context: 'per 100 g' },
      { name: 'Potassium', value: '358 mg', context: 'per 100 g' },
      { name: 'Carbohydrates', value: '23 g' },
    ],
    faqs: [FAQ_FRESH_QUALITY],
    hue: 52,
  }),
  product({
    slug: 'sarlahi-maldaha-mango',
    name: 'Maldaha Mango',
    nepaliName: 'सर्लाहीको माल्दह आँप',
    description: d(
      "The Maldaha is the Terai's favourite mango: fibre-free, fragrant and sweet. These come from family orchards in Sarlahi and are picked mature and ripened in straw.",
      'Mango season is short. This product returns in June; add it to your wishlist and check back.',
      ['Fibre-free, buttery flesh', 'Ripened in straw, no carbide', 'From family-run orchards'],
    ),
    product_info: info(
      'Origin: Sarlahi, Madhesh Province',
      'Season: June to July',
      'Storage: Room temperature until ripe',
    ),
    price: 220,
    unit: '1 KG',
    category: 'Fruits',
    isFeatured: false,
    isExpress: false,
    approxWeight: 'approx. 3-4 pcs',
    farmerName: 'Sunita Mahato',
    location: 'Sarlahi',
    hasTraceability: true,
    cooperativeId: 'coop-sarlahi-orchard',
    seasonId: 'summer-2026',
    is_available: false, // out of season: exercises "Out of Stock" and the checkout stock check
    farmers: [
      { name: 'Sunita Mahato', village: 'Haripur' },
      { name: 'Ram Naresh Yadav', village: 'Lahan' },
    ],
    faqs: [
      { question: 'When will mangoes be back?', answer: 'The Maldaha harvest starts in early June.' },
      FAQ_FRESH_QUALITY,
    ],
    hue: 42,
    galleryCount: 1,
  }),
  product({
    slug: 'sarlahi-litchi',
    name: 'Litchi',
    nepaliName: 'सर्लाहीको लिची',
    description: d(
      'Juicy, rose-scented litchis from Sarlahi, picked in bunches and rushed to the valley in chilled crates. The season lasts only a few weeks in late May and June.',
      ['Picked in bunches with leaves', 'Delivered chilled', 'Eat within 3 days'],
    ),
    price: 260,
    unit: '1 KG',
    category: 'Fruits',
    isNew: false,
    isExpress: false,
    farmerName: 'Mohammad Idris Ansari',
    location: 'Sarlahi',
    hasTraceability: false,
    cooperativeId: 'coop-sarlahi-orchard',
    seasonId: 'summer-2026',
    is_available: false, // out of season
    hue: 350,
  }),
  product({
    slug: 'kavre-avocado',
    name: 'Avocado',
    nepaliName: 'काभ्रेको एभोकाडो',
    description: d(
      'Creamy hill-grown avocados from Kavre, where a handful of farmers have been planting them alongside their oranges for a decade.',
      'Ripen at room temperature until the skin darkens and the fruit gives slightly, then spread on toast or mash with lime, salt and timur.',
      ['Buttery and nutty', 'Ripens in 3-6 days', 'Grown without chemical sprays'],
    ),
    product_info: info('Origin: Kavrepalanchok', 'Ripening: 3-6 days at room temperature'),
    price: 480,
    compareAtPrice: 550,
    unit: '1 KG',
    category: 'Fruits',
    isOrganic: true,
    isNew: true,
    isExpress: true,
    approxWeight: 'approx. 3-4 pcs',
    farmerName: 'Kamala Shrestha',
    location: 'Kavre',
    hasTraceability: true,
    cooperativeId: 'coop-kavre-organic',
    nutritionFacts: [
      { name: 'Energy', value: '160 kcal', context: 'per 100 g' },
      { name: 'Fat', value: '15 g', context: 'mostly monounsaturated' },
      { name: 'Dietary fibre', value: '6.7 g', context: 'per 100 g' },
    ],
    hue: 95,
    galleryCount: 1,
  }),

  // ------------------------------ Honey -------------------------------------
  product({
    slug: 'chiuri-honey',
    name: 'Chiuri Honey',
    nepaliName: 'चिउरीको मह',
    description: d(
      'A rare, pale honey collected from the blossoms of the chiuri (Indian butter) tree, which flowers on the steep slopes of Chitwan in late autumn. Chepang families have kept bees beside these trees for generations.',
      'The honey is light, floral and crystallises into a smooth, creamy texture. Buying it supports forest conservation in Chepang villages.',
      ['Raw and unheated', 'Single-flower chiuri blossom honey', 'Supports Chepang beekeeping families'],
    ),
    nepaliDescription: 'चितवनका पहाडी भेगमा फुल्ने चिउरीको फूलबाट चेपाङ समुदायले संकलन गरेको दुर्लभ मह।\n\nकच्चा, नतताइएको र शुद्ध।',
    product_info: info('Origin: Siddhi, Chitwan', 'Bloom: October to December', 'Net weight: 500 g glass jar'),
    product_info_ne: info('मूल: सिद्धि, चितवन', 'फूल फुल्ने समय: अक्टोबरदेखि डिसेम्बरसम्म', 'खुद तौल: ५०० ग्राम, सिसाको जार'),
    price: 950,
    compareAtPrice: 1100,
    unit: '500 GM',
    category: 'Honey',
    isFeatured: true,
    isOrganic: true,
    isNew: false,
    isExpress: false,
    farmerName: 'Dil Maya Chepang',
    location: 'Chitwan',
    hasTraceability: true,
    cooperativeId: 'coop-chitwan-bee',
    seasonId: 'winter-2026',
    nutritionFacts: HONEY_NUTRITION,
    farmers: [
      { name: 'Dil Maya Chepang', village: 'Siddhi' },
      { name: 'Man Bahadur Praja', village: 'Korak' },
    ],
    faqs: [FAQ_HONEY_CRYSTALS, FAQ_HONEY_PURITY, FAQ_HONEY_INFANTS],
    hue: 46,
    galleryCount: 2,
  }),
  product({
    slug: 'wild-cliff-honey',
    name: 'Wild Cliff Honey',
    nepaliName: 'भीरको मह',
    description: d(
      'Harvested twice a year by Gurung honey hunters in Lamjung, who climb rope ladders to the combs of the Himalayan giant honey bee on sheer cliffs. We sell only the mild autumn harvest.',
      'Dark, intense and slightly bitter-sweet, this is a honey to savour by the teaspoon. Each jar carries the name of the village where it was harvested.',
      ['Autumn harvest only', 'Traditional harvest, fair price to hunters', 'Small batches, numbered jars'],
    ),
    nepaliDescription: 'लमजुङका गुरुङ मह सिकारीहरूले भीरबाट परम्परागत तरिकाले काटेको शरद ऋतुको मह।',
    product_info: info(
      'Origin: Bhujung, Lamjung',
      'Harvest: Autumn (October to November)',
      'Serving: One teaspoon at a time',
      'Net weight: 250 g glass jar',
    ),
    price: 2200,
    compareAtPrice: 2500,
    unit: '250 GM',
    category: 'Honey',
    isFeatured: true,
    isOrganic: true,
    isNew: true,
    isExpress: false,
    farmerName: 'Purna Bahadur Gurung',
    location: 'Lamjung',
    hasTraceability: true,
    cooperativeId: 'coop-gandaki-hill',
    faqs: [
      {
        question: "Is this the so-called 'mad honey'?",
        answer:
          'No. We sell only the autumn harvest, which is mild. Like any strong wild honey, enjoy it a teaspoon at a time.',
      },
      FAQ_HONEY_CRYSTALS,
      FAQ_HONEY_INFANTS,
    ],
    farmers: [{ name: 'Purna Bahadur Gurung', village: 'Bhujung' }],
    hue: 32,
    galleryCount: 3,
    galleryForm: 'json-string',
  }),
  product({
    slug: 'mustard-flower-honey',
    name: 'Mustard Flower Honey',
    nepaliName: 'तोरीको फूलको मह',
    description: d(
      'In winter the fields of Chitwan turn yellow with mustard flowers and beekeepers move their hives among them. The result is a mild, sweet honey that sets into a creamy white spread within weeks.',
      ['Creamy texture, great on roti', 'Raw, from local hives', 'Crystallises naturally: a sign of purity'],
    ),
    product_info: info('Origin: Chitwan', 'Bloom: November to January', 'Texture: Sets creamy within weeks'),
    price: 450,
    unit: '500 GM',
    category: 'Honey',
    isOrganic: false,
    isExpress: true,
    farmerName: 'Hari Prasad Adhikari',
    location: 'Chitwan',
    hasTraceability: true,
    cooperativeId: 'coop-chitwan-bee',
    seasonId: 'winter-2026',
    nutritionFacts: HONEY_NUTRITION,
    faqs: [FAQ_HONEY_CRYSTALS, FAQ_HONEY_PURITY],
    hue: 54,
  }),
  product({
    slug: 'rudilo-honey',
    name: 'Rudilo Honey',
    nepaliName: 'रुदिलोको मह',
    description: d(
      'Rudilo is a wild shrub of the Gorkha mid-hills that flowers in late winter, when little else is in bloom. Bees turn its nectar into an amber honey with a herbal, slightly minty finish.',
      'Local families stir it into warm water with ginger on cold mornings.',
      ['Single-source wild shrub honey', 'Amber colour, herbal notes', 'From hives kept by Gorkha families'],
    ),
    product_info: info('Origin: Gorkha', 'Bloom: January to March'),
    price: 850,
    unit: '500 GM',
    category: 'Honey',
    isOrganic: true,
    isNew: true,
    farmerName: 'Tek Bahadur Ghale',
    location: 'Gorkha',
    hasTraceability: false,
    cooperativeId: 'coop-gandaki-hill',
    faqs: [FAQ_HONEY_CRYSTALS, FAQ_HONEY_INFANTS],
    hue: 26,
    galleryCount: 1,
  }),
  product({
    slug: 'himalayan-multiflora-honey',
    name: 'Himalayan Multiflora Honey',
    nepaliName: 'हिमाली मिश्रित फूलको मह',
    description: d(
      'An everyday wildflower honey from hives kept in the forests above Charikot, where rhododendron, wild cherry and countless wildflowers bloom from spring to autumn.',
      ['Balanced, all-purpose sweetness', 'Raw and unfiltered', 'Everyday family jar'],
    ),
    product_info: info('Origin: Dolakha', 'Net weight: 500 g'),
    price: 700,
    unit: '500 GM',
    category: 'Honey',
    isExpress: true,
    farmerName: 'Pasang Sherpa',
    location: 'Dolakha',
    hasTraceability: true,
    cooperativeId: 'coop-dolakha-highland',
    nutritionFacts: HONEY_NUTRITION,
    hue: 40,
  }),
  product({
    slug: 'jumla-buckwheat-honey',
    name: 'Buckwheat Honey',
    nepaliName: 'फापरको मह',
    description: d(
      'Dark, malty honey from bees foraging on the pink buckwheat fields of Jumla in September. Robust enough for tea, porridge and marinades.',
      'Buckwheat honey is naturally darker and richer in minerals than light honeys.',
      ['Deep, malty flavour', 'From high-altitude buckwheat fields', 'Raw and unheated'],
    ),
    nepaliDescription: 'जुम्लाका फापर खेतबाट संकलन गरिएको गाढा र स्वादिलो मह।',
    price: 900,
    unit: '500 GM',
    category: 'Honey',
    isOrganic: true,
    isNew: true,
    farmerName: 'Bhim Bahadur Rokaya',
    location: 'Jumla',
    hasTraceability: true,
    cooperativeId: 'coop-karnali-apple',
    faqs: [FAQ_HONEY_PURITY, FAQ_HONEY_INFANTS],
    hue: 18,
  }),
  product({
    slug: 'litchi-blossom-honey',
    name: 'Litchi Blossom Honey',
    nepaliName: 'लिचीको फूलको मह',
    description: d(
      'A fragrant spring honey from hives placed in the litchi orchards of Sarlahi. Light gold, floral and gently fruity.',
      ['Fragrant, fruity notes', 'Pollinates the orchards it comes from', 'Stays runny longer than mustard honey'],
    ),
    product_info: info('Origin: Sarlahi', 'Bloom: February to March', 'Net weight: 500 g'),
    price: 650,
    unit: '500 GM',
    category: 'Honey',
    isExpress: false,
    farmerName: 'Ram Naresh Yadav',
    location: 'Sarlahi',
    hasTraceability: false,
    cooperativeId: 'coop-sarlahi-orchard',
    hue: 44,
  }),

  // ------------------------------ Spices ------------------------------------
  product({
    slug: 'timur',
    name: 'Timur (Sichuan Pepper)',
    nepaliName: 'टिमुर',
    description: d(
      'Timur is the Himalayan cousin of Sichuan pepper: citrusy, aromatic and famous for the pleasant tingle it leaves on the tongue. It is what makes a Nepali tomato achar sing.',
      'Dry-roast lightly and grind just before use. A pinch is enough for a whole bowl of chutney.',
      ['Wild-harvested from hillside shrubs', 'Sun-dried, seeds removed', 'Essential for achar and chatpate'],
    ),
    nepaliDescription: 'गोरखाको पहाडमा जंगली रूपमा फल्ने सुगन्धित टिमुर। अचार र चटनीको लागि अनिवार्य।',
    product_info: info('Origin: Gorkha', 'Harvest: August to October', 'Pack: 100 g resealable pouch'),
    price: 280,
    compareAtPrice: 320,
    unit: '100 GM',
    category: 'Spices',
    isFeatured: true,
    isOrganic: true,
    isExpress: true,
    farmerName: 'Tek Bahadur Ghale',
    location: 'Gorkha',
    hasTraceability: true,
    cooperativeId: 'coop-gandaki-hill',
    faqs: [
      {
        question: 'Why does timur make my tongue tingle?',
        answer: 'That numbing tingle is natural to Zanthoxylum peppers and is exactly what cooks love about it.',
      },
      FAQ_STORAGE_DRY,
    ],
    hue: 8,
    galleryCount: 1,
  }),
  product({
    slug: 'jimbu',
    name: 'Jimbu (Himalayan Herb)',
    nepaliName: 'जिम्बु',
    description: d(
      'Jimbu is a dried Himalayan allium that grows wild above 3,000 metres in Mustang. Fried in ghee for a few seconds, it gives dal its unmistakable Thakali flavour: somewhere between garlic, onion and chives.',
      ['Authentic Thakali dal tempering', 'Wild-collected, sun-dried', 'A little goes a long way'],
    ),
    product_info: info('Origin: Mustang', 'Use: Fry a pinch in ghee and pour over dal'),
    price: 220,
    unit: '50 GM',
    category: 'Spices',
    isOrganic: true,
    farmerName: 'Karma Thakali',
    location: 'Mustang',
    hasTraceability: true,
    cooperativeId: 'coop-mustang-thak',
    faqs: [
      {
        question: 'How do I use jimbu?',
        answer:
          'Heat a spoon of ghee, add a pinch of jimbu for 5-10 seconds until fragrant, then pour it over cooked dal.',
      },
    ],
    hue: 120,
  }),
  product({
    slug: 'ilam-large-cardamom',
    name: 'Large Cardamom (Alaichi)',
    nepaliName: 'ठूलो अलैंची',
    description: d(
      'Nepal grows more large cardamom than anywhere else in the world, much of it in the shaded forests of Ilam. The pods are dried over wood fires, which gives them their smoky, camphor-like aroma.',
      'Use whole in meat curries, pulao and masala tea.',
      ['Bold pods, hand-sorted', 'Traditional bhatti-dried', 'From shade-grown forest gardens'],
    ),
    nepaliDescription: 'इलामको छहारी जंगलमा फलेको, परम्परागत भट्टीमा सुकाइएको ठूलो अलैंची।',
    product_info: info('Origin: Ilam, Koshi Province', 'Grade: Bold', 'Pack: 250 g'),
    price: 850,
    compareAtPrice: 950,
    unit: '250 GM',
    category: 'Spices',
    isFeatured: false,
    isOrganic: false,
    farmerName: 'Dil Kumari Limbu',
    location: 'Ilam',
    hasTraceability: true,
    cooperativeId: 'coop-ilam-tea',
    farmers: [{ name: 'Dil Kumari Limbu', village: 'Fikkal' }],
    hue: 22,
    galleryCount: 2,
  }),
  product({
    slug: 'turmeric-powder',
    name: 'Turmeric Powder',
    nepaliName: 'बेसार धुलो',
    description: d(
      'Bright, earthy turmeric grown on the terraces of Syangja, boiled, sun-dried and stone-ground in small batches by the cooperative.',
      ['No added colour', 'Stone-ground in small batches', 'Deep golden colour'],
    ),
    product_info: info('Origin: Syangja', 'Process: Boiled, sun-dried, stone-ground', 'Pack: 250 g'),
    price: 220,
    unit: '250 GM',
    category: 'Spices',
    isOrganic: true,
    isExpress: true,
    farmerName: 'Nirmala Paudel',
    location: 'Syangja',
    hasTraceability: false,
    cooperativeId: 'coop-gandaki-hill',
    nutritionFacts: [
      { name: 'Energy', value: '312 kcal', context: 'per 100 g' },
      { name: 'Iron', value: '55 mg', context: 'per 100 g' },
      { name: 'Dietary fibre', value: '22.7 g', context: 'per 100 g' },
    ],
    faqs: [FAQ_STORAGE_DRY],
    hue: 46,
  }),
  product({
    slug: 'ginger-powder',
    name: 'Ginger Powder (Sutho)',
    nepaliName: 'सुठो धुलो',
    description: d(
      "Sutho is sun-dried ginger, a winter staple in Nepali kitchens. Ilam's fibrous hill ginger is sliced, dried and ground into a warming powder.",
      'Add a pinch to tea, soups and pickles, or mix with honey for a soothing drink.',
      ['Sun-dried, not oven-dried', 'Strong, warming flavour', 'No fillers'],
    ),
    product_info: info('Origin: Ilam', 'Pack: 200 g'),
    price: 260,
    unit: '200 GM',
    category: 'Spices',
    isOrganic: false,
    farmerName: 'Dil Kumari Limbu',
    location: 'Ilam',
    hasTraceability: false,
    cooperativeId: 'coop-ilam-tea',
    hue: 36,
  }),
  product({
    slug: 'cinnamon-dalchini',
    name: 'Cinnamon (Dalchini)',
    nepaliName: 'दालचिनी',
    description: d(
      'Thin, fragrant bark from cinnamon trees in the forests of Dhading, peeled by hand and dried in the shade.',
      ['Sweet, warm aroma', 'Hand-peeled quills', 'For tea, rice and sel roti'],
    ),
    price: 180,
    unit: '100 GM',
    category: 'Spices',
    isNew: true,
    farmerName: 'Bishnu Tamang',
    location: 'Dhading',
    hasTraceability: false,
    cooperativeId: 'coop-kavre-organic',
    hue: 16,
  }),

  // -------------------------- Herbs & Shurbs --------------------------------
  product({
    slug: 'tulsi-tea',
    name: 'Tulsi (Holy Basil) Leaf Tea',
    nepaliName: 'तुलसी',
    description: d(
      'Tulsi grows in the courtyard of almost every Nepali home. These leaves are grown on an organic farm in Kavre, shade-dried and packed whole.',
      'Steep a teaspoon in hot water for 5 minutes; add honey and a slice of ginger on cold evenings.',
      ['Whole leaves, shade-dried', 'Caffeine-free', 'Grown organically in Kavre'],
    ),
    nepaliDescription: 'काभ्रेको अर्गानिक खेतमा उब्जाइएको, छायाँमा सुकाइएको तुलसीका पातहरू।',
    product_info: info('Origin: Kavrepalanchok', 'Brewing: 1 tsp per cup, 5 minutes', 'Pack: 100 g'),
    price: 280,
    compareAtPrice: 330,
    unit: '100 GM',
    category: 'Herbs & Shurbs',
    isFeatured: true,
    isOrganic: true,
    isExpress: true,
    farmerName: 'Kamala Shrestha',
    location: 'Kavre',
    hasTraceability: true,
    cooperativeId: 'coop-kavre-organic',
    faqs: [
      {
        question: 'Does tulsi tea contain caffeine?',
        answer: 'No. Tulsi is a herb, not a tea plant, so it is naturally caffeine-free.',
      },
      FAQ_STORAGE_DRY,
    ],
    hue: 132,
    galleryCount: 1,
    galleryForm: 'json-string',
  }),
  product({
    slug: 'fresh-mint-pudina',
    name: 'Fresh Mint (Pudina)',
    nepaliName: 'पुदिना',
    description: d('Fragrant fresh mint cut the morning it is delivered, from riverside plots in Kavre.', [
      'Cut fresh every morning',
      'For chutney, raita and mojitos',
      'Keep stems in water',
    ]),
    product_info: info('Origin: Kavre', 'Storage: Stems in a glass of water, in the fridge'),
    price: 90,
    unit: '250 GM',
    category: 'Herbs & Shurbs',
    isOrganic: true,
    isExpress: true,
    farmerName: 'Sita Kumari Rai',
    location: 'Kavre',
    hasTraceability: false,
    cooperativeId: 'coop-kavre-organic',
    hue: 142,
  }),
  product({
    slug: 'lemongrass',
    name: 'Lemongrass',
    nepaliName: 'लेमनग्रास',
    description: d(
      'Fresh lemongrass stalks from Chitwan with a clean, citrusy aroma. Bruise and steep for tea, or slice finely into soups and curries.',
      ['Fresh, thick stalks', 'Sold in 250 g bundles', 'Aromatic tea in minutes'],
    ),
    product_info: info('Origin: Chitwan', 'Bundle: approx. 250 g'),
    price: 80,
    unit: '250 GM',
    minOf: 3,
    category: 'Herbs & Shurbs',
    isOrganic: true,
    farmerName: 'Gita Chaudhary',
    location: 'Chitwan',
    hasTraceability: false,
    cooperativeId: 'coop-chitwan-bee',
    hue: 75,
  }),
  product({
    slug: 'chamomile-flowers',
    name: 'Chamomile Flowers',
    nepaliName: 'क्यामोमाइल',
    description: d(
      "Whole chamomile flower heads from a women's cooperative in Dolakha, dried gently to keep their apple-like aroma.",
      'A calming cup before bed: one tablespoon of flowers, hot water, five minutes.',
      ['Whole flower heads', 'Gently air-dried', 'Caffeine-free'],
    ),
    product_info: info('Origin: Dolakha', 'Pack: 50 g'),
    price: 350,
    unit: '50 GM',
    category: 'Herbs & Shurbs',
    isOrganic: true,
    isNew: true,
    farmerName: 'Pasang Sherpa',
    location: 'Dolakha',
    hasTraceability: true,
    cooperativeId: 'coop-dolakha-highland',
    faqs: [FAQ_STORAGE_DRY],
    hue: 56,
  }),
  product({
    slug: 'sisno-nettle-powder',
    name: 'Sisno (Nettle) Powder',
    nepaliName: 'सिस्नोको धुलो',
    description: d(
      'Sisno (stinging nettle) has fed hill families through lean seasons for centuries. Young tops are blanched, dried and ground, so you get all the flavour without the sting.',
      'Stir two spoons into boiling water with a little rice flour, salt and timur for a classic sisno soup.',
      ['No gloves needed', 'Earthy, spinach-like taste', 'Wild-harvested in Dolakha'],
    ),
    nepaliDescription: 'दोलखाका गाउँबाट संकलन गरिएको सिस्नोको धुलो। तातो पानीमा मिसाएर सजिलै सिस्नोको झोल बनाउन सकिन्छ।',
    product_info: info('Origin: Dolakha', 'Pack: 200 g', 'Recipe: 2 tbsp per bowl of soup'),
    price: 250,
    unit: '200 GM',
    category: 'Herbs & Shurbs',
    isOrganic: true,
    farmerName: 'Ang Dawa Sherpa',
    location: 'Dolakha',
    hasTraceability: true,
    cooperativeId: 'coop-dolakha-highland',
    faqs: [
      {
        question: 'Will sisno powder sting?',
        answer: 'No. Drying and cooking neutralise the stinging hairs completely.',
      },
    ],
    hue: 108,
  }),
  product({
    slug: 'fresh-coriander',
    name: 'Fresh Coriander (Dhaniya)',
    nepaliName: 'धनियाँ',
    description: d(
      'Leafy, fragrant coriander with roots attached, harvested in Kavre and delivered the same day inside the valley.',
      ['Roots on for longer freshness', 'Pesticide-free', 'Same-day in Kathmandu valley'],
    ),
    price: 60,
    unit: '250 GM',
    category: 'Herbs & Shurbs',
    isOrganic: true,
    isExpress: true,
    farmerName: 'Sita Kumari Rai',
    location: 'Kavre',
    hasTraceability: false,
    cooperativeId: 'coop-kavre-organic',
    hue: 126,
  }),

  // ------------------------------ Pulses ------------------------------------
  product({
    slug: 'kalo-maas',
    name: 'Black Lentil (Kalo Maas)',
    nepaliName: 'कालो मास',
    description: d(
      'Whole black gram from the hills of Gorkha, slow-cooked into a rich, creamy maas ko dal or soaked and ground for crispy bara.',
      ['Whole, unpolished', 'Rich in protein', 'Traditional for bara and dal'],
    ),
    product_info: info('Origin: Gorkha', 'Cooking: Soak 6 hours, pressure cook 6-7 whistles'),
    price: 280,
    unit: '1 KG',
    category: 'Pulses',
    isOrganic: true,
    farmerName: 'Tek Bahadur Ghale',
    location: 'Gorkha',
    hasTraceability: true,
    cooperativeId: 'coop-gandaki-hill',
    nutritionFacts: [
      { name: 'Energy', value: '341 kcal', context: 'per 100 g dry' },
      { name: 'Protein', value: '25 g', context: 'per 100 g dry' },
      { name: 'Dietary fibre', value: '18 g', context: 'per 100 g dry' },
    ],
    faqs: [
      {
        question: 'Do I need to soak kalo maas?',
        answer: 'Yes, soak for at least 6 hours or overnight for even cooking.',
      },
    ],
    hue: 262,
  }),
  product({
    slug: 'jumla-rajma',
    name: 'Rajma from Jumla',
    nepaliName: 'जुम्लाको राजमा',
    description: d(
      'The speckled kidney beans of Jumla are famous across Nepal for cooking soft and creamy while holding their shape. Grown at high altitude alongside maize and apples.',
      'Try them in a slow-cooked rajma with jimbu, or in a hearty bean soup on cold evenings.',
      ['Famous Jumla beans', 'Cooks soft and creamy', 'Grown without chemicals'],
    ),
    nepaliDescription: 'जुम्लाको उच्च पहाडमा फलेको प्रख्यात राजमा, पकाउँदा नरम र स्वादिलो हुने।',
    product_info: info('Origin: Jumla', 'Cooking: Soak overnight', 'Pack: 1 kg'),
    price: 380,
    unit: '1 KG',
    category: 'Pulses',
    isFeatured: true,
    isOrganic: true,
    farmerName: 'Dhana Kumari Budha',
    location: 'Jumla',
    hasTraceability: true,
    cooperativeId: 'coop-karnali-apple',
    nutritionFacts: [
      { name: 'Energy', value: '337 kcal', context: 'per 100 g dry' },
      { name: 'Protein', value: '22.5 g', context: 'per 100 g dry' },
      { name: 'Dietary fibre', value: '15.2 g', context: 'per 100 g dry' },
    ],
    farmers: [{ name: 'Dhana Kumari Budha', village: 'Chandannath' }],
    hue: 344,
    galleryCount: 2,
    galleryForm: 'json-string',
  }),
  product({
    slug: 'gahat-horse-gram',
    name: 'Gahat (Horse Gram)',
    nepaliName: 'गहत',
    description: d(
      'Gahat is a hardy hill pulse that grows on the poorest soils. Its thick, earthy soup is a winter tradition in the hills of Dolakha.',
      ['Hardy heritage crop', 'Warming winter soup', 'High in protein and iron'],
    ),
    product_info: info('Origin: Dolakha', 'Cooking: Soak overnight, simmer 1 hour'),
    price: 260,
    unit: '1 KG',
    category: 'Pulses',
    isOrganic: true,
    farmerName: 'Pasang Sherpa',
    location: 'Dolakha',
    hasTraceability: false,
    cooperativeId: 'coop-dolakha-highland',
    nutritionFacts: [
      { name: 'Protein', value: '22 g', context: 'per 100 g dry' },
      { name: 'Calcium', value: '287 mg', context: 'per 100 g dry' },
      { name: 'Iron', value: '7 mg', context: 'per 100 g dry' },
    ],
    hue: 30,
  }),
  product({
    slug: 'masoor-dal',
    name: 'Masoor (Red Lentil)',
    nepaliName: 'मसुरो दाल',
    description: d(
      'Everyday split red lentils from the plains of Chitwan. Cooks in 15 minutes into the comforting yellow dal of dal-bhat.',
      ['Quick-cooking', 'Cleaned and sorted', 'Everyday staple'],
    ),
    product_info: info('Origin: Chitwan', 'Cooking: No soaking needed'),
    price: 190,
    unit: '1 KG',
    category: 'Pulses',
    isExpress: true,
    farmerName: 'Hari Prasad Adhikari',
    location: 'Chitwan',
    hasTraceability: false,
    cooperativeId: 'coop-chitwan-bee',
    nutritionFacts: [
      { name: 'Energy', value: '358 kcal', context: 'per 100 g dry' },
      { name: 'Protein', value: '24 g', context: 'per 100 g dry' },
      { name: 'Dietary fibre', value: '11 g' },
    ],
    hue: 14,
  }),
  product({
    slug: 'kalo-bhatmas',
    name: 'Black Soybean (Kalo Bhatmas)',
    nepaliName: 'कालो भटमास',
    description: d(
      'Roasted black soybeans with beaten rice, ginger and garlic make bhatmas sadheko, the snack of every Nepali gathering. These beans are grown on the terraces of Kavre.',
      ['Ideal for bhatmas sadheko', 'Heritage black variety', 'High in protein'],
    ),
    product_info: info('Origin: Kavre', 'Pack: 1 kg'),
    price: 240,
    unit: '1 KG',
    category: 'Pulses',
    isOrganic: true,
    isNew: true,
    farmerName: 'Bishnu Tamang',
    location: 'Kavre',
    hasTraceability: true,
    cooperativeId: 'coop-kavre-organic',
    nutritionFacts: [
      { name: 'Protein', value: '36 g', context: 'per 100 g dry' },
      { name: 'Fat', value: '20 g', context: 'per 100 g dry' },
    ],
    hue: 250,
  }),

  // ------------------------------ Pickles -----------------------------------
  product({
    slug: 'lapsi-achar',
    name: 'Lapsi Achar',
    nepaliName: 'लप्सीको अचार',
    description: d(
      'Lapsi, the Nepali hog plum, is cooked with jaggery, chilli and timur into a sweet, sour and spicy pickle that disappears fast at any dal-bhat table.',
      "Made in small batches by a women's group in Syangja, with no preservatives other than sugar, salt and mustard oil.",
      ['Sweet, sour and spicy', 'No artificial preservatives', "Made by a women's group"],
    ),
    nepaliDescription: 'स्याङ्जाका महिला समूहले घरेलु तरिकाले बनाएको गुलियो, अमिलो र पिरो लप्सीको अचार।',
    product_info: info(
      'Origin: Syangja',
      'Ingredients: Lapsi, jaggery, chilli, timur, salt, mustard oil',
      'Shelf life: 6 months',
    ),
    price: 320,
    unit: '500 GM',
    category: 'Pickles',
    isFeatured: true,
    isOrganic: false,
    farmerName: 'Nirmala Paudel',
    location: 'Syangja',
    hasTraceability: true,
    cooperativeId: 'coop-gandaki-hill',
    faqs: [
      {
        question: 'Does it need refrigeration?',
        answer: 'Not before opening. After opening keep it in the fridge and always use a dry spoon.',
      },
    ],
    hue: 24,
    galleryCount: 1,
  }),
  product({
    slug: 'radish-gundruk',
    name: 'Radish Gundruk',
    nepaliName: 'मुलाको गुन्द्रुक',
    description: d(
      "Gundruk is Nepal's fermented, sun-dried leafy green, made from radish and mustard leaves at the end of the harvest. Sour, smoky and deeply savoury.",
      'Soak for 10 minutes, then simmer with tomato, onion and soybeans for gundruk ko jhol.',
      ['Traditionally fermented', 'Sun-dried in Kavre', 'Makes about 10 bowls of soup'],
    ),
    product_info: info('Origin: Kavre', 'Pack: 200 g'),
    price: 220,
    unit: '200 GM',
    category: 'Pickles',
    isOrganic: true,
    farmerName: 'Sita Kumari Rai',
    location: 'Kavre',
    hasTraceability: false,
    cooperativeId: 'coop-kavre-organic',
    faqs: [FAQ_STORAGE_DRY],
    hue: 80,
  }),
  product({
    slug: 'timur-chutney',
    name: 'Timur Chutney',
    nepaliName: 'टिमुरको चटनी',
    description: d(
      'A fiery tomato and timur chutney roasted over wood fire, ready to spoon alongside momo, sel roti or plain rice.',
      ['Roasted tomato and timur', 'Tingly, smoky heat', 'Small-batch, no preservatives'],
    ),
    product_info: info('Origin: Gorkha', 'Refrigerate after opening'),
    price: 250,
    unit: '200 GM',
    category: 'Pickles',
    isNew: true,
    isExpress: true,
    farmerName: 'Tek Bahadur Ghale',
    location: 'Gorkha',
    hasTraceability: true,
    cooperativeId: 'coop-gandaki-hill',
    hue: 6,
  }),
  product({
    slug: 'mula-achar',
    name: 'Mula Achar (Radish Pickle)',
    nepaliName: 'मुलाको अचार',
    description: d(
      'Crunchy winter radish cut into batons, tossed with sesame, turmeric and mustard oil and left to mature in the sun, the way it is made in every hill kitchen.',
      ['Crunchy and tangy', 'Sun-matured', 'Made with cold-pressed mustard oil'],
    ),
    price: 280,
    unit: '500 GM',
    category: 'Pickles',
    isOrganic: false,
    farmerName: 'Kamala Shrestha',
    location: 'Kavre',
    hasTraceability: false,
    cooperativeId: 'coop-kavre-organic',
    hue: 48,
  }),
  product({
    slug: 'akabare-khursani-achar',
    name: 'Akabare Chilli Achar',
    nepaliName: 'अकबरेको अचार',
    description: d(
      "Ilam's cherry-round akabare chillies, whole-pickled in mustard oil with lemon. Seriously hot, seriously good.",
      'Use one chilli per plate, and keep water nearby.',
      ['Very hot', 'Whole chillies in mustard oil', "From Ilam's tea hills"],
    ),
    product_info: info('Origin: Ilam', 'Heat: Very hot', 'Pack: 250 g jar'),
    price: 350,
    unit: '250 GM',
    category: 'Pickles',
    isFeatured: false,
    farmerName: 'Dil Kumari Limbu',
    location: 'Ilam',
    hasTraceability: true,
    cooperativeId: 'coop-ilam-tea',
    hue: 0,
  }),

  // ---------------------------- Superfoods ----------------------------------
  product({
    slug: 'phapar-buckwheat-flour',
    name: 'Buckwheat Flour (Phapar)',
    nepaliName: 'फापरको पिठो',
    description: d(
      'Stone-milled buckwheat flour from the high fields of Mustang. Naturally gluten-free and nutty, it makes the soft phapar roti and dhido of the Thakali kitchen.',
      'Mix with a little wheat flour for pancakes, or use on its own for dhido.',
      ['Naturally gluten-free', 'Stone-milled in small batches', 'Grown above 2,500 metres'],
    ),
    nepaliDescription: 'मुस्ताङको उच्च भेगमा फलेको फापरको ढुंगे जाँतोमा पिसिएको पिठो। ग्लुटेन-रहित र पौष्टिक।',
    product_info: info('Origin: Mustang', 'Milling: Stone-ground', 'Shelf life: 3 months', 'Pack: 1 kg'),
    price: 320,
    compareAtPrice: 360,
    unit: '1 KG',
    category: 'Superfoods',
    isFeatured: true,
    isOrganic: true,
    farmerName: 'Karma Thakali',
    location: 'Mustang',
    hasTraceability: true,
    cooperativeId: 'coop-mustang-thak',
    nutritionFacts: [
      { name: 'Energy', value: '335 kcal', context: 'per 100 g' },
      { name: 'Protein', value: '12.6 g', context: 'per 100 g' },
      { name: 'Dietary fibre', value: '10 g', context: 'per 100 g' },
      { name: 'Gluten', value: '0 g', context: 'naturally gluten-free' },
    ],
    faqs: [
      {
        question: 'Is phapar flour suitable for a gluten-free diet?',
        answer: 'Buckwheat is naturally gluten-free. Our mill also grinds wheat, so it may contain traces.',
      },
      FAQ_STORAGE_DRY,
    ],
    hue: 34,
    galleryCount: 1,
  }),
  product({
    slug: 'kodo-millet-flour',
    name: 'Kodo Millet Flour',
    nepaliName: 'कोदोको पिठो',
    description: d(
      'Finger millet, kodo, once fed every hill household. Today it is back as a superfood: rich in calcium and fibre, with a deep, earthy taste.',
      'Make dhido with ghee and gundruk, or mix into roti and pancakes.',
      ['Rich in calcium', 'Stone-ground', 'Heritage grain of the hills'],
    ),
    product_info: info('Origin: Jumla', 'Pack: 1 kg'),
    price: 220,
    unit: '1 KG',
    category: 'Superfoods',
    isOrganic: true,
    farmerName: 'Bhim Bahadur Rokaya',
    location: 'Jumla',
    hasTraceability: true,
    cooperativeId: 'coop-karnali-apple',
    nutritionFacts: [
      { name: 'Energy', value: '328 kcal', context: 'per 100 g' },
      { name: 'Calcium', value: '344 mg', context: 'per 100 g' },
      { name: 'Protein', value: '7.3 g', context: 'per 100 g' },
    ],
    faqs: [
      {
        question: 'How do I make kodo dhido?',
        answer:
          'Whisk the flour into boiling water a little at a time, stirring hard with a wooden spatula until thick and smooth.',
      },
    ],
    hue: 12,
  }),
  product({
    slug: 'jumla-marsi-rice',
    name: 'Jumla Marsi Rice',
    nepaliName: 'जुम्लाको मार्सी चामल',
    description: d(
      'Marsi is a cold-tolerant red rice grown in the Tila river valley of Jumla at around 2,500 metres, among the highest rice paddies in the world.',
      'Nutty and slightly chewy, it is lovely with dal, or cooked as a sweet kheer.',
      ['Heritage red rice', 'Grown at altitude', 'Hand-pounded, bran intact'],
    ),
    nepaliDescription: 'जुम्लाको तिला नदी किनारमा उब्जाइएको प्रख्यात मार्सी चामल।',
    product_info: info('Origin: Jumla', 'Cooking: 1 cup rice to 2.5 cups water, 25 minutes', 'Pack: 1 kg'),
    price: 450,
    compareAtPrice: 500,
    unit: '1 KG',
    category: 'Superfoods',
    isFeatured: false,
    isOrganic: true,
    farmerName: 'Dhana Kumari Budha',
    location: 'Jumla',
    hasTraceability: true,
    cooperativeId: 'coop-karnali-apple',
    seasonId: 'winter-2026',
    nutritionFacts: [
      { name: 'Energy', value: '360 kcal', context: 'per 100 g uncooked' },
      { name: 'Protein', value: '7.5 g', context: 'per 100 g uncooked' },
    ],
    hue: 354,
    galleryCount: 2,
  }),
  product({
    slug: 'chia-seeds',
    name: 'Chia Seeds',
    nepaliName: 'चिया सिड',
    description: d(
      'Chia seeds from a pilot project with farmers in Chitwan. Soak in water or milk for a pudding, or sprinkle over yoghurt and fruit.',
      ['Rich in fibre and omega-3', 'Cleaned and sorted', 'Pilot harvest'],
    ),
    product_info: info('Origin: Chitwan', 'Pack: 250 g'),
    price: 350,
    unit: '250 GM',
    category: 'Superfoods',
    isNew: true,
    farmerName: 'Gita Chaudhary',
    location: 'Chitwan',
    hasTraceability: false,
    cooperativeId: 'coop-chitwan-bee',
    isVisible: false, // hidden while the pilot harvest is tested: exercises product visibility
    nutritionFacts: [
      { name: 'Energy', value: '486 kcal', context: 'per 100 g' },
      { name: 'Dietary fibre', value: '34 g', context: 'per 100 g' },
      { name: 'Protein', value: '17 g', context: 'per 100 g' },
    ],
    hue: 220,
  }),
  product({
    slug: 'dalechuk-sea-buckthorn-juice',
    name: 'Sea Buckthorn (Dalechuk) Juice',
    nepaliName: 'दालेचुकको जुस',
    description: d(
      'Dalechuk, the sea buckthorn, grows wild along the river beds of Mustang. Its tiny orange berries are pressed into a tart, tropical-tasting juice packed with vitamin C.',
      'Dilute one part juice with three parts water and add honey to taste.',
      ['Wild berries from Mustang', 'Rich in vitamin C', 'Concentrate: makes about 2 litres'],
    ),
    nepaliDescription: 'मुस्ताङको नदी किनारमा जंगली रूपमा फल्ने दालेचुकको भिटामिन सीयुक्त जुस।',
    product_info: info(
      'Origin: Mustang',
      'Dilution: 1 part juice to 3 parts water',
      'Refrigerate after opening, use within 2 weeks',
    ),
    price: 650,
    compareAtPrice: 750,
    unit: '500 ML',
    category: 'Superfoods',
    isFeatured: true,
    isOrganic: true,
    isNew: true,
    farmerName: 'Tsering Gurung',
    location: 'Mustang',
    hasTraceability: true,
    cooperativeId: 'coop-mustang-thak',
    nutritionFacts: [
      { name: 'Vitamin C', value: '120 mg', context: 'per 100 ml concentrate' },
      { name: 'Energy', value: '45 kcal', context: 'per 100 ml concentrate' },
    ],
    farmers: [
      { name: 'Tsering Gurung', village: 'Marpha' },
      { name: 'Karma Thakali', village: 'Tukuche' },
    ],
    faqs: [
      {
        question: 'Is sugar added?',
        answer: 'A small amount of cane sugar is added to balance the natural sourness; no colours or flavours.',
      },
    ],
    hue: 30,
    galleryCount: 2,
  }),
  product({
    slug: 'latte-amaranth-seeds',
    name: 'Latte (Amaranth Seeds)',
    nepaliName: 'लट्टे',
    description: d(
      'Tiny golden amaranth seeds from Jumla, popped into light, crunchy puffs for laddu or cooked as a porridge.',
      ['Naturally gluten-free', 'Pops in a dry pan in seconds', 'High in protein and iron'],
    ),
    price: 240,
    unit: '500 GM',
    category: 'Superfoods',
    isOrganic: true,
    farmerName: 'Dhana Kumari Budha',
    location: 'Jumla',
    hasTraceability: false,
    cooperativeId: 'coop-karnali-apple',
    nutritionFacts: [
      { name: 'Energy', value: '371 kcal', context: 'per 100 g' },
      { name: 'Protein', value: '13.6 g', context: 'per 100 g' },
      { name: 'Iron', value: '7.6 mg', context: 'per 100 g' },
    ],
    hue: 330,
  }),

  // ---------------------------- Vegetables ----------------------------------
  product({
    slug: 'akabare-chilli',
    name: 'Akabare Chilli',
    nepaliName: 'अकबरे खुर्सानी',
    description: d(
      'Fresh akabare, the round, fiery chilli of Ilam, prized for its fruity aroma and intense heat.',
      'Crush one into a tomato achar or slice thinly over noodles. Handle with care.',
      ['Very hot', 'Fresh-picked in Ilam', 'Sold in 100 g packs'],
    ),
    product_info: info('Origin: Ilam', 'Heat: Very hot', 'Storage: Fridge, up to 1 week'),
    price: 120,
    unit: '100 GM',
    minOf: 2,
    category: 'Vegetables',
    isFeatured: true,
    isOrganic: true,
    isExpress: false,
    approxWeight: 'approx. 25-30 pcs',
    farmerName: 'Dil Kumari Limbu',
    location: 'Ilam',
    hasTraceability: true,
    cooperativeId: 'coop-ilam-tea',
    faqs: [
      {
        question: 'How hot is akabare?',
        answer: 'Very hot: many times hotter than a green chilli. One is usually enough for a family meal.',
      },
    ],
    hue: 358,
    galleryCount: 1,
  }),
  product({
    slug: 'iskus-chayote',
    name: 'Iskus (Chayote)',
    nepaliName: 'इस्कुस',
    description: d(
      'Pale green iskus from the hillsides of Dhading: mild, crunchy and perfect in a simple tarkari with potatoes and fenugreek seeds.',
      ['Mild and crunchy', 'Grows on family trellises', 'Keeps for two weeks'],
    ),
    product_info: info('Origin: Dhading', 'Storage: Cool place, up to 2 weeks'),
    price: 90,
    unit: '1 KG',
    minOf: 2,
    category: 'Vegetables',
    isOrganic: true,
    isExpress: true,
    approxWeight: 'approx. 3-4 pcs',
    farmerName: 'Bishnu Tamang',
    location: 'Dhading',
    hasTraceability: false,
    cooperativeId: 'coop-kavre-organic',
    nutritionFacts: [{ name: 'Energy', value: '19 kcal', context: 'per 100 g' }],
    faqs: [FAQ_FRESH_QUALITY],
    hue: 96,
  }),
  product({
    slug: 'rayo-saag',
    name: 'Rayo Saag (Mustard Greens)',
    nepaliName: 'रायोको साग',
    description: d(
      'Broad, tender rayo leaves, cut in the morning in Kavre. Stir-fried with garlic and dried chilli, rayo saag is the green heart of a winter dal-bhat.',
      ['Cut the morning of delivery', 'Pesticide-free', 'Rich in vitamins K and C'],
    ),
    nepaliDescription: 'बिहानै टिपिएको काभ्रेको ताजा रायोको साग।',
    product_info: info('Origin: Kavre', 'Storage: Wrap in a damp cloth in the fridge'),
    price: 80,
    unit: '500 GM',
    category: 'Vegetables',
    isOrganic: true,
    isExpress: true,
    farmerName: 'Kamala Shrestha',
    location: 'Kavre',
    hasTraceability: true,
    cooperativeId: 'coop-kavre-organic',
    seasonId: 'winter-2026',
    nutritionFacts: [
      { name: 'Energy', value: '27 kcal', context: 'per 100 g' },
      { name: 'Vitamin K', value: '258 µg', context: 'per 100 g' },
      { name: 'Vitamin C', value: '70 mg', context: 'per 100 g' },
    ],
    hue: 116,
  }),
  product({
    slug: 'organic-potato',
    name: 'Organic Potato',
    nepaliName: 'अर्गानिक आलु',
    description: d(
      'Floury hill potatoes grown with compost and farmyard manure in Dolakha, ideal for aloo tama, aloo sadheko and everyday curries.',
      ["Certified by the cooperative's organic group", 'Floury texture', 'Cleaned, not washed: keeps longer'],
    ),
    product_info: info('Origin: Dolakha', 'Storage: Dark, cool, airy place'),
    product_info_ne: info('मूल: दोलखा', 'भण्डारण: अँध्यारो, चिसो र हावा चल्ने ठाउँमा'),
    price: 180,
    unit: '2 KG',
    category: 'Vegetables',
    isOrganic: true,
    isExpress: true,
    farmerName: 'Ang Dawa Sherpa',
    location: 'Dolakha',
    hasTraceability: true,
    cooperativeId: 'coop-dolakha-highland',
    nutritionFacts: [
      { name: 'Energy', value: '77 kcal', context: 'per 100 g' },
      { name: 'Potassium', value: '425 mg', context: 'per 100 g' },
      { name: 'Vitamin C', value: '19.7 mg', context: 'per 100 g' },
    ],
    hue: 38,
  }),
  product({
    slug: 'sweet-potato',
    name: 'Sweet Potato (Sakhar Khanda)',
    nepaliName: 'सखरखण्ड',
    description: d(
      "Sweet, orange-fleshed sakhar khanda from Chitwan's sandy soils. Boil or roast them for Maghe Sankranti, or bake them for a simple snack.",
      ['A Maghe Sankranti favourite', 'Naturally sweet', 'Rich in vitamin A'],
    ),
    product_info: info('Origin: Chitwan', 'Season: December to February'),
    price: 140,
    unit: '1 KG',
    minOf: 2,
    category: 'Vegetables',
    isNew: true,
    isExpress: true,
    farmerName: 'Gita Chaudhary',
    location: 'Chitwan',
    hasTraceability: false,
    cooperativeId: 'coop-chitwan-bee',
    seasonId: 'winter-2026',
    nutritionFacts: [
      { name: 'Energy', value: '86 kcal', context: 'per 100 g' },
      { name: 'Vitamin A', value: '709 µg', context: 'per 100 g' },
      { name: 'Dietary fibre', value: '3 g' },
    ],
    hue: 20,
  }),
  product({
    slug: 'oyster-mushroom',
    name: 'Oyster Mushroom',
    nepaliName: 'कन्य च्याउ',
    description: d(
      'Delicate oyster mushrooms grown on paddy straw by a youth farming group near Pokhara, harvested the day before delivery.',
      ['Harvested fresh', 'Grown on paddy straw', 'Cook within 2 days'],
    ),
    product_info: info('Origin: Kaski', 'Storage: Paper bag in the fridge'),
    price: 220,
    unit: '500 GM',
    category: 'Vegetables',
    isOrganic: false,
    isNew: true,
    farmerName: 'Suman Gurung',
    location: 'Kaski',
    hasTraceability: true,
    cooperativeId: 'coop-gandaki-hill',
    nutritionFacts: [
      { name: 'Energy', value: '33 kcal', context: 'per 100 g' },
      { name: 'Protein', value: '3.3 g', context: 'per 100 g' },
    ],
    faqs: [FAQ_FRESH_QUALITY],
    hue: 40,
  }),
  product({
    slug: 'dhading-tomato',
    name: 'Tomato',
    nepaliName: 'गोलभेडा',
    description: d('Ripe, tangy tomatoes from Dhading, picked red for the achar and curry pot.', [
      'Vine-ripened',
      'Great for golbheda ko achar',
      'Sorted for freshness',
    ]),
    product_info: info('Origin: Dhading'),
    price: 110,
    unit: '1 KG',
    minOf: 2,
    category: 'Vegetables',
    isExpress: true,
    farmerName: 'Bishnu Tamang',
    location: 'Dhading',
    hasTraceability: false,
    cooperativeId: 'coop-kavre-organic',
    hue: 4,
  }),
  product({
    slug: 'cauliflower',
    name: 'Cauliflower',
    nepaliName: 'काउली',
    description: d(
      'Firm, white cauliflower from Kavre, cut the morning of delivery. Perfect for aloo cauli, pickles and Tihar feasts.',
      ['Morning-cut', 'Firm white heads', 'Grown with compost'],
    ),
    price: 90,
    unit: '1 PC',
    category: 'Vegetables',
    isOrganic: true,
    isExpress: true,
    approxWeight: 'approx. 700 g - 1 kg',
    farmerName: 'Sita Kumari Rai',
    location: 'Kavre',
    hasTraceability: false,
    cooperativeId: 'coop-kavre-organic',
    faqs: [FAQ_FRESH_QUALITY],
    hue: 62,
  }),
  product({
    slug: 'pidalu-taro',
    name: 'Pidalu (Taro Root)',
    nepaliName: 'पिँडालु',
    description: d(
      'Earthy, creamy taro root from Syangja, the traditional star of the Maghe Sankranti meal alongside sweet potato and yam.',
      'Cook thoroughly: taro must always be boiled or fried before eating.',
      ['Creamy when cooked', 'Traditional festival food', 'Grown on terraces'],
    ),
    product_info: info('Origin: Syangja', 'Always cook before eating'),
    price: 130,
    unit: '1 KG',
    category: 'Vegetables',
    isOrganic: false,
    farmerName: 'Nirmala Paudel',
    location: 'Syangja',
    hasTraceability: true,
    cooperativeId: 'coop-gandaki-hill',
    seasonId: 'winter-2026',
    hue: 280,
  }),
];

// ---------------------------------------------------------------------------
// Districts: all 77 districts of Nepal, grouped by province
// ---------------------------------------------------------------------------

/** [English name, Nepali name]: the English name is the record's key, the Nepali one its districtName_ne. */
export const districtNames = /** @type {const} */ ([
  // Koshi Province (14)
  ['Bhojpur', 'भोजपुर'],
  ['Dhankuta', 'धनकुटा'],
  ['Ilam', 'इलाम'],
  ['Jhapa', 'झापा'],
  ['Khotang', 'खोटाङ'],
  ['Morang', 'मोरङ'],
  ['Okhaldhunga', 'ओखलढुङ्गा'],
  ['Panchthar', 'पाँचथर'],
  ['Sankhuwasabha', 'संखुवासभा'],
  ['Solukhumbu', 'सोलुखुम्बु'],
  ['Sunsari', 'सुनसरी'],
  ['Taplejung', 'ताप्लेजुङ'],
  ['Terhathum', 'तेह्रथुम'],
  ['Udayapur', 'उदयपुर'],
  // Madhesh Province (8)
  ['Bara', 'बारा'],
  ['Dhanusha', 'धनुषा'],
  ['Mahottari', 'महोत्तरी'],
  ['Parsa', 'पर्सा'],
  ['Rautahat', 'रौतहट'],
  ['Saptari', 'सप्तरी'],
  ['Sarlahi', 'सर्लाही'],
  ['Siraha', 'सिराहा'],
  // Bagmati Province (13)
  ['Bhaktapur', 'भक्तपुर'],
  ['Chitwan', 'चितवन'],
  ['Dhading', 'धादिङ'],
  ['Dolakha', 'दोलखा'],
  ['Kathmandu', 'काठमाडौं'],
  ['Kavrepalanchok', 'काभ्रेपलाञ्चोक'],
  ['Lalitpur', 'ललितपुर'],
  ['Makwanpur', 'मकवानपुर'],
  ['Nuwakot', 'नुवाकोट'],
  ['Ramechhap', 'रामेछाप'],
  ['Rasuwa', 'रसुवा'],
  ['Sindhuli', 'सिन्धुली'],
  ['Sindhupalchok', 'सिन्धुपाल्चोक'],
  // Gandaki Province (11)
  ['Baglung', 'बागलुङ'],
  ['Gorkha', 'गोरखा'],
  ['Kaski', 'कास्की'],
  ['Lamjung', 'लमजुङ'],
  ['Manang', 'मनाङ'],
  ['Mustang', 'मुस्ताङ'],
  ['Myagdi', 'म्याग्दी'],
  ['Nawalparasi (Bardaghat Susta East)', 'नवलपरासी (बर्दघाट सुस्ता पूर्व)'],
  ['Parbat', 'पर्वत'],
  ['Syangja', 'स्याङ्जा'],
  ['Tanahun', 'तनहुँ'],
  // Lumbini Province (12)
  ['Arghakhanchi', 'अर्घाखाँची'],
  ['Banke', 'बाँके'],
  ['Bardiya', 'बर्दिया'],
  ['Dang', 'दाङ'],
  ['Gulmi', 'गुल्मी'],
  ['Kapilvastu', 'कपिलवस्तु'],
  ['Nawalparasi (Bardaghat Susta West)', 'नवलपरासी (बर्दघाट सुस्ता पश्चिम)'],
  ['Palpa', 'पाल्पा'],
  ['Pyuthan', 'प्युठान'],
  ['Rolpa', 'रोल्पा'],
  ['Rukum East', 'पूर्वी रुकुम'],
  ['Rupandehi', 'रुपन्देही'],
  // Karnali Province (10)
  ['Dailekh', 'दैलेख'],
  ['Dolpa', 'डोल्पा'],
  ['Humla', 'हुम्ला'],
  ['Jajarkot', 'जाजरकोट'],
  ['Jumla', 'जुम्ला'],
  ['Kalikot', 'कालिकोट'],
  ['Mugu', 'मुगु'],
  ['Rukum West', 'पश्चिमी रुकुम'],
  ['Salyan', 'सल्यान'],
  ['Surkhet', 'सुर्खेत'],
  // Sudurpashchim Province (9)
  ['Achham', 'अछाम'],
  ['Baitadi', 'बैतडी'],
  ['Bajhang', 'बझाङ'],
  ['Bajura', 'बाजुरा'],
  ['Dadeldhura', 'डडेल्धुरा'],
  ['Darchula', 'दार्चुला'],
  ['Doti', 'डोटी'],
  ['Kailali', 'कैलाली'],
  ['Kanchanpur', 'कञ्चनपुर'],
]);

/** The English names, the districts' keys. */
export const districts = districtNames.map(([english]) => english);

/** Each district's Nepali name (districtName_ne), by its English name. */
export const districtNamesNe = Object.fromEntries(districtNames);

// ---------------------------------------------------------------------------
// Delivery branches. amount = base delivery charge (Rs.); a few are numeric
// strings on purpose (docs/rules.md: "number or numeric string").
// ---------------------------------------------------------------------------

export const deliveryBranches = [
  // Kathmandu valley
  {
    branchName: 'Baneshwor',
    branchName_ne: 'बानेश्वर',
    districtName: 'Kathmandu',
    amount: 100,
    branchArea: 'New Baneshwor, Old Baneshwor, Shantinagar, Tinkune, Sinamangal',
  },
  {
    branchName: 'Koteshwor',
    branchName_ne: 'कोटेश्वर',
    districtName: 'Kathmandu',
    amount: 100,
    branchArea: 'Koteshwor, Jadibuti, Balkumari (Kathmandu side), Airport area',
  },
  {
    branchName: 'Thamel',
    branchName_ne: 'ठमेल',
    districtName: 'Kathmandu',
    amount: 120,
    branchArea: 'Thamel, Lazimpat, Naxal, Durbar Marg, Asan, Kamaladi',
  },
  {
    branchName: 'Budhanilkantha',
    branchName_ne: 'बूढानीलकण्ठ',
    districtName: 'Kathmandu',
    amount: 150,
    branchArea: 'Budhanilkantha, Maharajgunj, Chappal Karkhana, Tokha, Golfutar',
  },
  {
    branchName: 'Kalanki',
    branchName_ne: 'कलंकी',
    districtName: 'Kathmandu',
    amount: 120,
    branchArea: 'Kalanki, Kuleshwor, Balkhu, Sitapaila, Swayambhu',
  },
  {
    branchName: 'Jawalakhel',
    branchName_ne: 'जावलाखेल',
    districtName: 'Lalitpur',
    amount: 100,
    branchArea: 'Jawalakhel, Ekantakuna, Sanepa, Kupondole, Jhamsikhel',
  },
  {
    branchName: 'Pulchowk',
    branchName_ne: 'पुल्चोक',
    districtName: 'Lalitpur',
    amount: '110',
    branchArea: 'Pulchowk, Patan Durbar Square, Mangal Bazar, Lagankhel, Kumaripati',
  },
  {
    branchName: 'Imadol',
    branchName_ne: 'इमाडोल',
    districtName: 'Lalitpur',
    amount: 130,
    branchArea: 'Imadol, Gwarko, Satdobato, Tikathali, Harisiddhi',
  },
  {
    branchName: 'Suryabinayak',
    branchName_ne: 'सूर्यविनायक',
    districtName: 'Bhaktapur',
    amount: 140,
    branchArea: 'Suryabinayak, Bhaktapur Durbar Square, Jagati, Sallaghari',
  },
  {
    branchName: 'Thimi',
    branchName_ne: 'ठिमी',
    districtName: 'Bhaktapur',
    amount: 130,
    branchArea: 'Madhyapur Thimi, Sanothimi, Lokanthali, Radhe Radhe',
  },
  // Other cities
  {
    branchName: 'Lakeside Pokhara',
    branchName_ne: 'लेकसाइड पोखरा',
    districtName: 'Kaski',
    amount: 250,
    branchArea: 'Lakeside, Damside, Chipledhunga, Mahendrapul, Bagar',
  },
  {
    branchName: 'Bharatpur',
    branchName_ne: 'भरतपुर',
    districtName: 'Chitwan',
    amount: 220,
    branchArea: 'Bharatpur, Narayangadh, Chaubiskoti, Ratnanagar (Tandi)',
  },
  {
    branchName: 'Biratnagar',
    branchName_ne: 'विराटनगर',
    districtName: 'Morang',
    amount: 280,
    branchArea: 'Biratnagar Metropolitan City, Rani, Tinpaini, Bargachhi',
  },
  {
    branchName: 'Butwal',
    branchName_ne: 'बुटवल',
    districtName: 'Rupandehi',
    amount: 260,
    branchArea: 'Butwal, Tilottama, Bhairahawa (Siddharthanagar)',
  },
  {
    branchName: 'Dharan',
    branchName_ne: 'धरान',
    districtName: 'Sunsari',
    amount: 280,
    branchArea: 'Dharan bazaar, Bhanu Chowk, Vijayapur',
  },
  {
    branchName: 'Itahari',
    branchName_ne: 'इटहरी',
    districtName: 'Sunsari',
    amount: 270,
    branchArea: 'Itahari, Tarahara, Khanar',
  },
  {
    branchName: 'Birtamod',
    branchName_ne: 'बिर्तामोड',
    districtName: 'Jhapa',
    amount: 300,
    branchArea: 'Birtamod, Damak, Bhadrapur, Charali',
  },
  {
    branchName: 'Nepalgunj',
    branchName_ne: 'नेपालगन्ज',
    districtName: 'Banke',
    amount: 300,
    branchArea: 'Nepalgunj Sub-Metropolitan City, Kohalpur',
  },
  {
    branchName: 'Dhangadhi',
    branchName_ne: 'धनगढी',
    districtName: 'Kailali',
    amount: '300',
    branchArea: 'Dhangadhi, Attariya, Lamki',
  },
  // Remote
  {
    branchName: 'Khalanga',
    branchName_ne: 'खलङ्गा',
    districtName: 'Jumla',
    amount: '450',
    branchArea: 'Chandannath (Khalanga), Tatopani, Guthichaur',
  },
  {
    branchName: 'Simkot',
    branchName_ne: 'सिमकोट',
    districtName: 'Humla',
    amount: '600',
    branchArea: 'Simkot and nearby wards (air cargo; allow extra days)',
  },
  {
    branchName: 'Jomsom',
    branchName_ne: 'जोमसोम',
    districtName: 'Mustang',
    amount: 500,
    branchArea: 'Jomsom, Marpha, Kagbeni, Tukuche',
  },
  {
    branchName: 'Salleri',
    branchName_ne: 'सल्लेरी',
    districtName: 'Solukhumbu',
    amount: 550,
    branchArea: 'Salleri, Phaplu, Dudhkunda',
  },
];

// ---------------------------------------------------------------------------
// Campaigns and coupons. Every outcome of docs/rules.md §5 "Coupon validation order" is
// reachable with these codes. end_time is computed relative to "now" at module
// load so the data never goes stale.
// ---------------------------------------------------------------------------

export const campaigns = [
  {
    key: 'dashain-2026',
    name: 'Dashain Harvest Festival',
    is_active: true,
    end_time: isoDaysFromNow(45),
    remaining_budget: 50000,
  },
  {
    key: 'tihar-2026',
    name: 'Tihar Festival of Lights',
    is_active: true,
    end_time: isoDaysFromNow(60),
    remaining_budget: 40000,
  },
  {
    key: 'free-delivery',
    name: 'Free Delivery Week',
    is_active: true,
    end_time: isoDaysFromNow(30),
    remaining_budget: 20000,
  },
  {
    key: 'half-shipping',
    name: 'Half-Price Shipping Month',
    is_active: true,
    end_time: isoDaysFromNow(30),
    remaining_budget: 15000,
  },
  {
    key: 'big-basket',
    name: 'Big Basket Saver',
    is_active: true,
    end_time: isoDaysFromNow(90),
    remaining_budget: 30000,
  },
  // paused by the shop (inactive) but not expired, so "inactive" is the only failing rule
  {
    key: 'old-promo',
    name: 'Holi Colours Promo (paused)',
    is_active: false,
    end_time: isoDaysFromNow(20),
    remaining_budget: 10000,
  },
  // still flagged active, but ended 30 days ago
  {
    key: 'spring-2025',
    name: 'Spring Harvest 2025',
    is_active: true,
    end_time: isoDaysFromNow(-30),
    remaining_budget: 10000,
  },
  // budget fully used up
  {
    key: 'sold-out',
    name: 'Nepali New Year Flash Sale',
    is_active: true,
    end_time: isoDaysFromNow(10),
    remaining_budget: 0,
  },
  {
    key: 'used-up',
    name: 'Loyalty Thank-You (exhausted)',
    is_active: true,
    end_time: isoDaysFromNow(10),
    remaining_budget: 0,
  },
  // only Rs. 50 left
  {
    key: 'tiny-budget',
    name: "Farmers' Market Weekend",
    is_active: true,
    end_time: isoDaysFromNow(10),
    remaining_budget: 50,
  },
  // exactly 10 uses of Rs. 100: used by concurrency tests
  {
    key: 'race-test',
    name: 'Ten-Shopper Flash Deal',
    is_active: true,
    end_time: isoDaysFromNow(30),
    remaining_budget: 1000,
  },
];

export const coupons = [
  // Valid, flat Rs. 100 off items; needs a Rs. 500 order. -> "Coupon applied successfully"
  {
    code: 'DASHAIN100',
    campaignKey: 'dashain-2026',
    min_order_amount: 500,
    discount_type: 'flat',
    discount_value: 100,
    delivery_discount_type: '',
    discount_discount_value: 0,
  },
  // Valid, 10% off items (floor), no minimum. -> success
  {
    code: 'TIHAR10',
    campaignKey: 'tihar-2026',
    min_order_amount: 0,
    discount_type: 'percent',
    discount_value: 10,
    delivery_discount_type: '',
    discount_discount_value: 0,
  },
  // Valid, combined: 15% off items and 20% of the assumed Rs. 350 delivery (= Rs. 70); min Rs. 1500.
  {
    code: 'HILLS15',
    campaignKey: 'dashain-2026',
    min_order_amount: 1500,
    discount_type: 'percent',
    discount_value: 15,
    delivery_discount_type: 'percent',
    discount_discount_value: 20,
  },
  // Valid, delivery only: flat Rs. 100 off delivery, nothing off items.
  {
    code: 'FREEDELIVERY',
    campaignKey: 'free-delivery',
    min_order_amount: 0,
    discount_type: 'flat',
    discount_value: 0,
    delivery_discount_type: 'flat',
    discount_discount_value: 100,
  },
  // Valid, delivery only: 50% of the assumed Rs. 350 delivery = Rs. 175.
  {
    code: 'HALFSHIP',
    campaignKey: 'half-shipping',
    min_order_amount: 0,
    discount_type: 'flat',
    discount_value: 0,
    delivery_discount_type: 'percent',
    discount_discount_value: 50,
  },
  // Step 2: campaign inactive. -> "This coupon is currently not available"
  {
    code: 'OLDPROMO',
    campaignKey: 'old-promo',
    min_order_amount: 0,
    discount_type: 'flat',
    discount_value: 50,
    delivery_discount_type: '',
    discount_discount_value: 0,
  },
  // Step 3: campaign end_time in the past. -> "This coupon has expired"
  {
    code: 'SPRING2025',
    campaignKey: 'spring-2025',
    min_order_amount: 0,
    discount_type: 'percent',
    discount_value: 15,
    delivery_discount_type: '',
    discount_discount_value: 0,
  },
  // Step 4: high minimum order. -> "A minimum order of Rs. 5000 is required to use this coupon"
  {
    code: 'BIGBASKET',
    campaignKey: 'big-basket',
    min_order_amount: 5000,
    discount_type: 'flat',
    discount_value: 500,
    delivery_discount_type: '',
    discount_discount_value: 0,
  },
  // Budget 0 with a Rs. 100 discount. Following the docs/rules.md order, step 5 (discount > budget)
  // fires first -> "This coupon is currently not available".
  {
    code: 'SOLDOUT',
    campaignKey: 'sold-out',
    min_order_amount: 0,
    discount_type: 'flat',
    discount_value: 100,
    delivery_discount_type: '',
    discount_discount_value: 0,
  },
  // Budget 0 with a zero-value discount: passes step 5 (0 > 0 is false) and reaches
  // step 6 -> "This coupon has reached its usage limit". The only way to hit step 6.
  {
    code: 'USEDUP',
    campaignKey: 'used-up',
    min_order_amount: 0,
    discount_type: 'flat',
    discount_value: 0,
    delivery_discount_type: '',
    discount_discount_value: 0,
  },
  // Step 5: Rs. 300 discount but only Rs. 50 budget left. -> "This coupon is currently not available"
  {
    code: 'TINYBUDGET',
    campaignKey: 'tiny-budget',
    min_order_amount: 0,
    discount_type: 'flat',
    discount_value: 300,
    delivery_discount_type: '',
    discount_discount_value: 0,
  },
  // Concurrency: flat Rs. 100, budget exactly Rs. 1000 -> exactly 10 successful uses.
  {
    code: 'RACE10',
    campaignKey: 'race-test',
    min_order_amount: 0,
    discount_type: 'flat',
    discount_value: 100,
    delivery_discount_type: '',
    discount_discount_value: 0,
  },
];

// ---------------------------------------------------------------------------
// Blog posts. `tags` is already in its stored form: an array ("list") or a
// JSON-encoded string of an array ("json-string"); `tagsForm` says which.
// `daysAgo` is distinct per post; insert oldest (largest daysAgo) first.
// ---------------------------------------------------------------------------

/**
 * A blog post as written below: its tags as a list, and the form they are stored in.
 * @typedef {object} PostDef
 * @property {string} slug
 * @property {string} title
 * @property {string} [title_ne]
 * @property {string} excerpt
 * @property {string} [excerpt_ne]
 * @property {string} content
 * @property {string} category
 * @property {string} [category_ne]
 * @property {string[]} tagList
 * @property {'list' | 'json-string'} tagsForm
 * @property {string} author_name
 * @property {number} reading_time
 * @property {boolean} is_published
 * @property {boolean} is_featured
 * @property {string} [seo_title]
 * @property {string} [seo_description]
 * @property {number} hue
 * @property {number} daysAgo
 */

/** @param {PostDef} def */
function post(def) {
  const { tagList, tagsForm, ...rest } = def;
  return {
    ...rest,
    tags: tagsForm === 'json-string' ? JSON.stringify(tagList) : tagList,
    tagsForm,
  };
}

export const posts = [
  post({
    slug: 'jumla-apple-harvest-2026',
    title: 'Inside the Jumla Apple Harvest',
    title_ne: 'जुम्लामा स्याउ टिप्ने याम',
    excerpt:
      'Between September and November, the orchards of Jumla fill with pickers, wooden crates and the smell of ripe apples. We spent a week with the families who grow them.',
    excerpt_ne:
      'सेप्टेम्बरदेखि नोभेम्बरसम्म जुम्लाका बगैँचा स्याउ टिप्नेहरू, काठका बाकस र पाकेको स्याउको बास्नाले भरिन्छन्। हामीले स्याउ फलाउने परिवारहरूसँग एक हप्ता बितायौं।',
    content: `<p>Every autumn, the high valleys of Jumla turn red and gold. At nearly 2,500 metres, orchards planted decades ago by farmers like Bhim Bahadur Rokaya bear the crisp apples that have made Karnali famous across Nepal.</p>
<p>The road out of Jumla is long, and for years much of the harvest never reached city kitchens. Cooperatives changed that by pooling transport and agreeing fair prices before the season starts.</p>
<h2>From tree to table in five days</h2>
<p>Here is how an apple travels from a Jumla orchard to your doorstep:</p>
<ul>
<li>Picked by hand and sorted by size in the orchard</li>
<li>Wrapped in paper and packed in ventilated crates</li>
<li>Trucked via Surkhet and Nepalgunj, then on to Kathmandu</li>
<li>Checked again at our packing room before delivery</li>
</ul>
<p>You can order the new season's <a href="/products/jumla-apple">Jumla apples</a> now, or browse everything in <a href="/products">our shop</a>. For background on Karnali's orchards, see this <a href="https://www.example.org/karnali-apple-report" target="_blank" rel="noopener noreferrer">regional horticulture report</a>.</p>`,
    category: 'Farmer Stories',
    category_ne: 'किसानका कथा',
    tagList: ['Jumla', 'Apples', 'Harvest', 'Karnali'],
    tagsForm: 'list',
    author_name: 'Anjali Shrestha',
    reading_time: 5,
    is_published: true,
    is_featured: true,
    seo_title: 'Jumla Apple Harvest 2026: From Orchard to Your Door',
    seo_description:
      "Meet the Jumla families who grow Nepal's most famous apples and learn how they reach Kathmandu fresh.",
    hue: 4,
    daysAgo: 3,
  }),
  post({
    slug: 'honey-hunters-of-lamjung',
    title: 'The Honey Hunters of Lamjung',
    title_ne: 'लमजुङका मह सिकारी',
    excerpt:
      "Twice a year, Gurung honey hunters climb rope ladders to the cliffs where the world's largest honey bee builds its combs. It is a tradition of skill, ritual and respect.",
    excerpt_ne:
      'वर्षमा दुई पटक गुरुङ मह सिकारीहरू डोरीको लिस्नो चढेर संसारकै सबैभन्दा ठूलो मौरीले चाका बनाउने भीरसम्म पुग्छन्। यो सीप, रीतिथिति र सम्मानको परम्परा हो।',
    content: `<p>Before the harvest begins, the elders of Bhujung perform a small ceremony to ask the cliff for permission. Then the smoke fires are lit, and a hunter climbs a ladder of bamboo and rope, hundreds of metres above the river.</p>
<p>Purna Bahadur Gurung has done this for more than twenty years. "You never take everything," he says. "Leave enough comb, and the bees come back next year."</p>
<h2>Why we only sell the autumn harvest</h2>
<p>Cliff honey changes with the seasons. The spring honey, made when rhododendrons bloom, can be very strong. The autumn honey is milder and is the only one we offer.</p>
<ul>
<li>Hunters are paid before the honey is sold</li>
<li>Each jar is labelled with its village</li>
<li>Part of every sale goes to the village ladder-and-rope fund</li>
</ul>
<p>Taste it for yourself with our <a href="/products/wild-cliff-honey">wild cliff honey</a>, or explore all our <a href="/products?category=Honey">honey</a>. Learn more about the Himalayan giant honey bee from this <a href="https://www.example.org/himalayan-giant-honey-bee" target="_blank" rel="noopener noreferrer">field guide</a>.</p>`,
    category: 'Farmer Stories',
    category_ne: 'किसानका कथा',
    tagList: ['Honey', 'Lamjung', 'Tradition'],
    tagsForm: 'json-string',
    author_name: 'Rajesh Gurung',
    reading_time: 6,
    is_published: true,
    is_featured: true,
    seo_title: "Nepal's Cliff Honey Hunters: A Tradition Above the River",
    hue: 32,
    daysAgo: 7,
  }),
  post({
    slug: 'gundruk-soup-recipe',
    title: 'Gundruk ko Jhol: A Warming Winter Soup',
    title_ne: 'गुन्द्रुकको झोल: जाडोको न्यानो परिकार',
    excerpt:
      'Sour, smoky and comforting, gundruk soup is the taste of a hill winter. Here is a simple family recipe that takes twenty minutes.',
    excerpt_ne:
      'अमिलो, धुवाँको स्वाद भएको र मन बुझाउने गुन्द्रुकको झोल पहाडको जाडोको स्वाद हो। बीस मिनेटमा बन्ने घरायसी विधि यहाँ छ।',
    content: `<p>Gundruk is made by fermenting radish and mustard leaves for a week and then drying them in the sun. It keeps for months, which is why it has fed hill families through every winter for generations.</p>
<p>This recipe serves four and goes perfectly with rice or dhido.</p>
<h2>What you need</h2>
<ul>
<li>A handful (about 30 g) of radish gundruk, soaked for 10 minutes</li>
<li>1 tomato, 1 onion, 2 cloves garlic, a little ginger</li>
<li>A handful of soaked soybeans (optional)</li>
<li>Salt, turmeric, a pinch of timur and a spoon of mustard oil</li>
</ul>
<p>Fry the onion, garlic and ginger in mustard oil, add the tomato and spices, then the squeezed gundruk and soybeans. Pour in four cups of water and simmer for ten minutes. Taste for salt and sourness.</p>
<p>All the ingredients are in <a href="/products">our shop</a>, including <a href="/products/radish-gundruk">radish gundruk</a>. For the science of fermentation, read this <a href="https://www.example.org/fermented-greens-himalaya" target="_blank" rel="noopener noreferrer">overview of Himalayan fermented greens</a>.</p>`,
    category: 'Recipes',
    category_ne: 'परिकार',
    tagList: ['Recipe', 'Gundruk', 'Winter', 'Soup'],
    tagsForm: 'list',
    author_name: 'Sabina Thapa',
    reading_time: 4,
    is_published: true,
    is_featured: false,
    seo_description:
      "An easy gundruk ko jhol recipe: Nepal's sour, warming fermented-greens soup, ready in twenty minutes.",
    hue: 80,
    daysAgo: 12,
  }),
  post({
    slug: 'timur-chutney-recipe',
    title: 'Tomato and Timur Chutney, Three Ways',
    excerpt:
      "Timur's citrusy tingle turns a simple tomato chutney into something unforgettable. Three versions: roasted, fresh and sesame.",
    content: `<p>Ask any Nepali cook for the secret of a great golbheda ko achar and the answer is usually timur. A small pinch, dry-roasted and crushed, brings a lemony aroma and a tingle that wakes up the whole plate.</p>
<h2>Three ways to make it</h2>
<ul>
<li><strong>Roasted:</strong> char tomatoes and chillies over a flame, pound with garlic, salt and timur</li>
<li><strong>Fresh:</strong> chop raw tomatoes, coriander and onion, season with timur and lemon</li>
<li><strong>Sesame:</strong> add roasted, ground sesame for a nutty, creamy achar</li>
</ul>
<p>Serve with momo, sel roti or plain dal-bhat. The roasted version keeps for three days in the fridge.</p>
<p>Short on time? Try our ready-made <a href="/products/timur-chutney">timur chutney</a> or buy <a href="/products/timur">whole timur</a> and everything else from <a href="/products">the shop</a>. Botanists explain the tingle in this <a href="https://www.example.org/zanthoxylum-sanshool" target="_blank" rel="noopener noreferrer">article on Zanthoxylum peppers</a>.</p>`,
    category: 'Recipes',
    tagList: ['Recipe', 'Timur', 'Achar', 'Spices'],
    tagsForm: 'json-string',
    author_name: 'Sabina Thapa',
    reading_time: 4,
    is_published: true,
    is_featured: false,
    hue: 8,
    daysAgo: 18,
  }),
  post({
    slug: 'millets-are-back',
    title: 'Kodo, Phapar and Latte: Why Millets Are Back',
    excerpt:
      "Once dismissed as poor people's food, Nepal's hill grains are returning to city kitchens. Here is what makes them so nourishing.",
    content: `<p>For centuries, finger millet (kodo), buckwheat (phapar) and amaranth (latte) fed households in the hills, where rice would not grow. Over the last few decades they were pushed aside by white rice and wheat.</p>
<p>Now nutritionists and young chefs are rediscovering them. They grow with little water, need no chemical inputs and keep well.</p>
<h2>What each grain offers</h2>
<ul>
<li><strong>Kodo:</strong> rich in calcium, great for dhido and roti</li>
<li><strong>Phapar:</strong> naturally gluten-free with a nutty taste</li>
<li><strong>Latte:</strong> high in protein and iron, pops like tiny popcorn</li>
</ul>
<p>Start with one meal a week: a plate of kodo dhido with gundruk and ghee is hard to beat. Find all three grains in our <a href="/products?category=Superfoods">superfoods</a> or browse the <a href="/products">full range</a>. The <a href="https://www.example.org/millets-nutrition-factsheet" target="_blank" rel="noopener noreferrer">millets nutrition factsheet</a> has more detail.</p>`,
    category: 'Health',
    tagList: ['Millet', 'Nutrition', 'Superfoods'],
    tagsForm: 'list',
    author_name: 'Dr. Pratima Koirala',
    reading_time: 6,
    is_published: true,
    is_featured: true,
    seo_title: 'Nepali Millets: Nutrition Benefits of Kodo, Phapar and Latte',
    seo_description:
      'Why finger millet, buckwheat and amaranth deserve a place in your kitchen, with simple ways to start.',
    hue: 14,
    daysAgo: 25,
  }),
  post({
    slug: 'qr-traceability-explained',
    title: 'Scan the Jar: How QR Traceability Works',
    excerpt:
      'Many of our products carry a QR code. Scan it and you will see the farm, the harvest date and the cooperative behind your food.',
    content: `<p>When you buy honey in a bazaar, you rarely know where it came from. We think you should. That is why many of our products now carry a QR code on the label.</p>
<p>Scanning it opens a page with the story of that batch: the village, the farmer or cooperative, the harvest date and the tests it passed.</p>
<h2>What the code tells you</h2>
<ul>
<li>The district and village of origin</li>
<li>The farmer or cooperative that produced it</li>
<li>Harvest and packing dates</li>
<li>Quality checks, such as moisture tests for honey</li>
</ul>
<p>Look for the traceability badge when you browse <a href="/products">the shop</a>. Businesses that want to add traceability to their own products can read about it on our <a href="/qr">QR page</a>. For the wider picture, see this <a href="https://www.example.org/food-traceability-primer" target="_blank" rel="noopener noreferrer">primer on food traceability</a>.</p>`,
    category: 'News',
    tagList: ['Traceability', 'QR', 'Quality'],
    tagsForm: 'json-string',
    author_name: 'Anjali Shrestha',
    reading_time: 3,
    is_published: true,
    is_featured: false,
    seo_title: 'QR Traceability for Nepali Farm Produce',
    hue: 200,
    daysAgo: 31,
  }),
  post({
    slug: 'dashain-tihar-produce-guide',
    title: 'A Dashain and Tihar Produce Guide',
    excerpt:
      'From goat curry spices to sel roti and Tihar sweets: what to buy, when to buy it and how to keep it fresh through the festival season.',
    content: `<p>The festival season is the busiest time of year in Nepali kitchens. Families gather, guests arrive unannounced and the pantry empties fast.</p>
<p>A little planning helps. Spices and pulses can be bought early; fruits and greens are best ordered a few days before you need them.</p>
<h2>Our festival shopping list</h2>
<ul>
<li>Large cardamom, cinnamon and timur for meat dishes</li>
<li>Kalo maas and masoor for dal and bara</li>
<li>Junar, suntala and apples for tika day and guests</li>
<li>Honey and ghee for sweets during Tihar</li>
</ul>
<p>Delivery slots fill quickly in the week before Dashain, so order early. Everything on this list is in <a href="/products">our shop</a>. For festival dates this year, see the <a href="https://www.example.org/nepal-festival-calendar" target="_blank" rel="noopener noreferrer">Nepal festival calendar</a>.</p>`,
    category: 'News',
    tagList: ['Dashain', 'Tihar', 'Festival', 'Shopping'],
    tagsForm: 'list',
    author_name: 'Rajesh Gurung',
    reading_time: 5,
    is_published: true,
    is_featured: false,
    seo_description: 'What to buy for Dashain and Tihar, when to order, and how to keep festival produce fresh.',
    hue: 0,
    daysAgo: 38,
  }),
  post({
    slug: 'chiuri-honey-and-the-chepang',
    title: 'Chiuri Honey and the Chepang Forests',
    excerpt:
      'In the hills of Chitwan, the chiuri tree feeds bees, birds and people. Its honey is helping Chepang families keep their forests standing.',
    content: `<p>The chiuri tree flowers in late autumn, covering the steep slopes above the Chitwan valley in pale blossoms. For the Chepang people, it has always been a tree of life: its fruit is eaten, its seeds give butter and its flowers feed their bees.</p>
<p>Dil Maya Chepang keeps hives in hollow logs beside her house. "When the chiuri blooms, the bees are busy all day," she says.</p>
<h2>How honey protects the forest</h2>
<ul>
<li>A fair price for honey makes chiuri trees worth more standing than cut</li>
<li>Cooperative training has improved hive hygiene and yields</li>
<li>Women manage most of the hives and the income</li>
</ul>
<p>Try the result in our <a href="/products/chiuri-honey">chiuri honey</a> and see other honeys in <a href="/products">the shop</a>. This <a href="https://www.example.org/chiuri-tree-conservation" target="_blank" rel="noopener noreferrer">conservation study</a> describes the chiuri tree's role in hill ecology.</p>`,
    category: 'Farmer Stories',
    tagList: ['Honey', 'Chitwan', 'Chepang', 'Conservation'],
    tagsForm: 'json-string',
    author_name: 'Sabina Thapa',
    reading_time: 5,
    is_published: true,
    is_featured: false,
    hue: 46,
    daysAgo: 46,
  }),
  post({
    slug: 'cooperatives-fair-prices',
    title: 'Why We Buy Through Cooperatives',
    excerpt:
      'A single farmer cannot fill a truck or bargain with a wholesaler. A cooperative can. Here is how our partner cooperatives work.',
    content: `<p>Most Nepali farmers work small plots, often less than half a hectare. Selling alone, they depend on middlemen who set the price at the farm gate.</p>
<p>Cooperatives change the balance. Members pool their harvest, share transport and storage, and negotiate together.</p>
<h2>What a good cooperative does</h2>
<ul>
<li>Agrees prices with us before the season</li>
<li>Checks quality and sorts the harvest</li>
<li>Trains members in organic practices</li>
<li>Keeps records so every batch can be traced</li>
</ul>
<p>Today we work with nine cooperatives, from Ilam to Jumla. You can filter products by cooperative in <a href="/products">the shop</a>. The <a href="https://www.example.org/cooperative-movement-nepal" target="_blank" rel="noopener noreferrer">history of Nepal's cooperative movement</a> is worth a read.</p>`,
    category: 'Farming',
    tagList: ['Cooperatives', 'Fair Trade', 'Farmers'],
    tagsForm: 'list',
    author_name: 'Anjali Shrestha',
    reading_time: 4,
    is_published: true,
    is_featured: false,
    hue: 112,
    daysAgo: 53,
  }),
  post({
    slug: 'organic-farming-in-kavre',
    title: 'Compost, Not Chemicals: Organic Farming in Kavre',
    excerpt:
      "Just an hour from Kathmandu, Kavre's farmers are proving that vegetables grown with compost can feed the city.",
    content: `<p>Kavrepalanchok supplies a large share of the vegetables eaten in the Kathmandu valley. Many farms switched to heavy chemical use in the 1990s; now a growing group is switching back.</p>
<p>Kamala Shrestha converted her two terraces five years ago. "The first year was hard," she remembers. "By the third, the soil was alive again."</p>
<h2>Her organic toolkit</h2>
<ul>
<li>Compost from crop waste and cow dung</li>
<li>Jholmal, a fermented herbal spray against pests</li>
<li>Crop rotation with beans and mustard</li>
<li>Marigolds planted along the edges to attract helpful insects</li>
</ul>
<p>Look for the organic badge on <a href="/products?category=Vegetables">our vegetables</a> or browse <a href="/products">everything</a>. This <a href="https://www.example.org/jholmal-guide" target="_blank" rel="noopener noreferrer">guide to jholmal</a> explains how farmers make it.</p>`,
    category: 'Farming',
    tagList: ['Organic', 'Kavre', 'Vegetables'],
    tagsForm: 'json-string',
    author_name: 'Bikash Adhikari',
    reading_time: 5,
    is_published: true,
    is_featured: false,
    seo_title: 'Organic Vegetable Farming in Kavre, Nepal',
    seo_description: "How Kavre's farmers grow vegetables for Kathmandu with compost and jholmal instead of chemicals.",
    hue: 116,
    daysAgo: 61,
  }),
  post({
    slug: 'marsi-rice-highest-paddies',
    title: 'Marsi: Rice from the Roof of the World',
    excerpt:
      "In Jumla's Tila valley, farmers grow a red rice at altitudes where rice should not survive. Meet Marsi, a grain with a thousand-year story.",
    content: `<p>Marsi is a cold-tolerant red rice grown along the Tila river in Jumla, at around 2,500 metres. Local history says it has been cultivated here for many centuries.</p>
<p>The grains are small and red, with a nutty taste and a pleasant chew. Jumli families cook it for festivals and offer it at temples.</p>
<h2>Cooking Marsi rice</h2>
<ul>
<li>Rinse twice; do not soak for too long</li>
<li>Use 2.5 cups of water for every cup of rice</li>
<li>Simmer covered for about 25 minutes, then rest for 5</li>
</ul>
<p>Get a bag of <a href="/products/jumla-marsi-rice">Jumla Marsi rice</a> or browse our <a href="/products">superfoods and grains</a>. Researchers describe the variety in this <a href="https://www.example.org/high-altitude-rice" target="_blank" rel="noopener noreferrer">paper on high-altitude rice</a>.</p>`,
    category: 'Farming',
    tagList: ['Rice', 'Jumla', 'Heritage Grains'],
    tagsForm: 'list',
    author_name: 'Bikash Adhikari',
    reading_time: 4,
    is_published: true,
    is_featured: false,
    hue: 354,
    daysAgo: 70,
  }),
  post({
    slug: 'honey-crystallisation-myths',
    title: 'Crystallised Honey Is Not Fake Honey',
    excerpt:
      'If your honey has gone solid, that is usually a good sign. We explain crystallisation and bust a few popular myths about testing honey at home.',
    content: `<p>We often get messages from worried customers: "My honey has turned white and grainy. Is it adulterated?" Almost always, the answer is no.</p>
<p>Raw honey is a supersaturated sugar solution. Over time, glucose forms crystals. Honey from mustard flowers crystallises within weeks; cliff honey may stay runny for a year.</p>
<h2>Common myths</h2>
<ul>
<li><strong>The thumb test:</strong> whether honey spreads on your thumb says little about purity</li>
<li><strong>The flame test:</strong> moisture, not adulteration, decides whether a wick burns</li>
<li><strong>The water test:</strong> thick honey sinks; so does sugar syrup</li>
</ul>
<p>The only reliable checks are laboratory tests, which is why every batch in <a href="/products?category=Honey">our honey range</a> is tested before sale. Browse <a href="/products">the shop</a>, or read this <a href="https://www.example.org/honey-quality-testing" target="_blank" rel="noopener noreferrer">guide to honey quality testing</a>.</p>`,
    category: 'Health',
    tagList: ['Honey', 'Myths', 'Quality'],
    tagsForm: 'json-string',
    author_name: 'Dr. Pratima Koirala',
    reading_time: 5,
    is_published: true,
    is_featured: false,
    hue: 54,
    daysAgo: 82,
  }),
  post({
    slug: 'sisno-nettle-superfood',
    title: 'Sisno: The Humble Nettle on Your Plate',
    excerpt:
      'Stinging nettle grows along every hill trail. Cooked, it becomes one of the most nourishing greens you can eat.',
    content: `<p>Sisno has a bad reputation among anyone who has brushed against it on a trek. But for hill families it has long been a valuable food, especially in spring when little else is growing.</p>
<p>Once dried or cooked, the sting disappears completely, leaving an earthy green that tastes somewhere between spinach and cucumber.</p>
<h2>Ways to enjoy sisno</h2>
<ul>
<li>Classic sisno soup with rice flour and timur</li>
<li>Stirred into dal at the end of cooking</li>
<li>Mixed into dough for green roti</li>
</ul>
<p>Our <a href="/products/sisno-nettle-powder">sisno powder</a> makes it easy, and there are more herbs in <a href="/products">the shop</a>. This <a href="https://www.example.org/wild-edible-plants-nepal" target="_blank" rel="noopener noreferrer">survey of wild edible plants</a> lists many more.</p>`,
    category: 'Health',
    tagList: ['Sisno', 'Wild Food', 'Recipe'],
    tagsForm: 'list',
    author_name: 'Sabina Thapa',
    reading_time: 3,
    is_published: true,
    is_featured: false,
    hue: 108,
    daysAgo: 95,
  }),
  post({
    slug: 'mango-season-in-the-terai',
    title: 'Waiting for Mango Season in the Terai',
    excerpt: "From Siraha to Sarlahi, June means mangoes. Meet the growers who tend the Terai's beloved Maldaha trees.",
    content: `<p>In the Terai, the mango harvest is a season of its own. Children keep watch in the orchards, and whole villages smell of ripening fruit.</p>
<p>Sunita Mahato's family has grown Maldaha mangoes in Sarlahi for three generations. "Each tree has its own personality," she says. "Some give sweet fruit every year; others make you wait."</p>
<h2>How to choose a ripe mango</h2>
<ul>
<li>Smell the stem end: it should be fragrant</li>
<li>Press gently: ripe fruit gives slightly</li>
<li>Ignore the colour: many varieties stay green when ripe</li>
</ul>
<p>Our mangoes return in June; until then, enjoy other <a href="/products?category=Fruits">seasonal fruits</a> in <a href="/products">the shop</a>. The <a href="https://www.example.org/mango-varieties-south-asia" target="_blank" rel="noopener noreferrer">guide to South Asian mango varieties</a> is a fun read.</p>`,
    category: 'Farmer Stories',
    tagList: ['Mango', 'Terai', 'Summer'],
    tagsForm: 'json-string',
    author_name: 'Rajesh Gurung',
    reading_time: 4,
    is_published: true,
    is_featured: false,
    hue: 42,
    daysAgo: 110,
  }),
  // The single unpublished draft: must never appear on the site.
  post({
    slug: 'monsoon-planting-calendar-draft',
    title: 'Draft: A Monsoon Planting Calendar',
    excerpt: 'Work in progress: what hill farmers plant as the monsoon arrives, month by month.',
    content: `<p>This article is still being written and checked with our agronomists.</p>
<p>It will cover paddy transplanting, maize, soybeans and monsoon vegetables.</p>
<h2>Planned sections</h2>
<ul>
<li>Asar: paddy transplanting and Ropain festival</li>
<li>Saun: maize care and vegetable nurseries</li>
<li>Bhadau: preparing for the autumn harvest</li>
</ul>
<p>Meanwhile, browse <a href="/products">the shop</a> or read the <a href="https://www.example.org/monsoon-agriculture" target="_blank" rel="noopener noreferrer">monsoon agriculture overview</a>.</p>`,
    category: 'Farming',
    tagList: ['Monsoon', 'Planting', 'Draft'],
    tagsForm: 'list',
    author_name: 'Bikash Adhikari',
    reading_time: 2,
    is_published: false,
    is_featured: false,
    hue: 190,
    daysAgo: 1,
  }),
];

// ---------------------------------------------------------------------------
// Farmer profiles (Meet Our Farmers). portrait: the Fluent Emoji person drawn as the farmer's photo
// (images.mjs; women and men, different ages and skin tones). videoUrl: the first farmer has a short clip made
// here from the demo pictures (public/videos/, scripts/seed/farmer-video.mjs); a farmer without one gets no play button.
// ---------------------------------------------------------------------------

export const farmers = [
  {
    name: 'Purna Bahadur Gurung',
    name_ne: 'पूर्णबहादुर गुरुङ',
    portrait: 'man-farmer-medium',
    // Made by scripts/seed/farmer-video.mjs from the demo's pictures (Fluent Emoji, MIT), committed in public/.
    videoUrl: '/videos/farmer-honey-harvest.mp4',
    location: 'Bhujung, Lamjung',
    location_ne: 'भुजुङ, लमजुङ',
    specialty: 'Honey',
    specialty_ne: 'मह',
    years: 22,
    story:
      'Purna Bahadur learned to harvest cliff honey from his father and now leads the honey hunters of Bhujung. He insists on leaving part of every comb so the colonies return each year. His autumn harvest is our wild cliff honey.',
    sort: 1,
    hue: 32,
  },
  {
    name: 'Dil Maya Chepang',
    name_ne: 'दिलमाया चेपाङ',
    portrait: 'woman-farmer-medium-dark',
    location: 'Siddhi, Chitwan',
    location_ne: 'सिद्धि, चितवन',
    specialty: 'Honey',
    specialty_ne: 'मह',
    years: 15,
    story:
      "Dil Maya keeps log hives beside the chiuri trees above her village. With the cooperative's training she doubled her yield, and she now teaches other Chepang women to keep bees.",
    sort: 2,
    hue: 46,
  },
  {
    name: 'Hari Prasad Adhikari',
    name_ne: 'हरिप्रसाद अधिकारी',
    portrait: 'man-farmer-medium-light',
    location: 'Bharatpur, Chitwan',
    location_ne: 'भरतपुर, चितवन',
    specialty: 'Honey',
    specialty_ne: 'मह',
    years: 18,
    story:
      'Hari Prasad started with two boxes of bees and now tends more than a hundred hives. Each winter he moves them into the mustard fields of Chitwan. He is known for his careful record-keeping, which makes every batch traceable.',
    sort: 3,
    hue: 54,
  },
  {
    name: 'Sunita Mahato',
    name_ne: 'सुनिता महतो',
    portrait: 'woman-farmer-medium',
    location: 'Haripur, Sarlahi',
    location_ne: 'हरिपुर, सर्लाही',
    specialty: 'Mango',
    specialty_ne: 'आँप',
    years: 12,
    story:
      "Sunita took over her grandfather's Maldaha orchard and replanted the old trees with grafted saplings. She ripens her mangoes in straw, never with chemicals.",
    sort: 4,
    hue: 42,
  },
  {
    name: 'Ram Naresh Yadav',
    name_ne: 'रामनरेश यादव',
    portrait: 'old-man-medium-dark',
    location: 'Lahan, Siraha',
    location_ne: 'लहान, सिराहा',
    specialty: 'Mango',
    specialty_ne: 'आँप',
    years: 30,
    story:
      "Ram Naresh has grown mangoes for three decades and knows every tree in his orchard by age and temper. He helped found the growers' group that now sells directly to the city.",
    sort: 5,
    hue: 38,
  },
  {
    name: 'Mohammad Idris Ansari',
    name_ne: 'मोहम्मद इद्रिस अन्सारी',
    portrait: 'person-with-skullcap-medium-dark',
    location: 'Jaleshwar, Mahottari',
    location_ne: 'जलेश्वर, महोत्तरी',
    specialty: 'Mango',
    specialty_ne: 'आँप',
    years: 25,
    story:
      'Idris grows Maldaha, Bombay and Kalkatiya mangoes on land his family has farmed for generations. He is experimenting with mulching to save water during the dry pre-monsoon months.',
    sort: 6,
    hue: 50,
  },
];

// ---------------------------------------------------------------------------
// Home banners
// ---------------------------------------------------------------------------

export const banners = [
  {
    link: '/products',
    alt: 'Terraced hills with a farmhouse at sunrise',
    headline: "Fresh from Nepal's farms to your door",
    ctaLabel: 'Shop now',
    alt_ne: 'सूर्योदयको बेला गरा परेका पहाड र एउटा खेतघर',
    headline_ne: 'नेपालका खेतबाट सिधै तपाईंको ढोकासम्म',
    ctaLabel_ne: 'अहिले किन्नुहोस्',
    sort: 1,
    active: true,
    hue: 100,
  },
  {
    link: '/products?sort=new',
    alt: 'Jars of golden honey from the Himalayan hills',
    headline: 'New season honey has arrived',
    ctaLabel: "See what's new",
    alt_ne: 'हिमाली पहाडको सुनौलो महका जारहरू',
    headline_ne: 'नयाँ सिजनको मह आइपुग्यो',
    ctaLabel_ne: 'नयाँ सामान हेर्नुहोस्',
    sort: 2,
    active: true,
    hue: 42,
  },
  {
    link: '/products',
    alt: 'Baskets of Jumla apples in an orchard',
    headline: 'Jumla apples, cash on delivery',
    ctaLabel: 'Order today',
    alt_ne: 'बगैँचामा जुम्लाको स्याउका टोकरीहरू',
    headline_ne: 'जुम्लाको स्याउ, सामान पुगेपछि नगद भुक्तानी',
    ctaLabel_ne: 'आजै अर्डर गर्नुहोस्',
    sort: 3,
    active: true,
    hue: 190,
  },
];
