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
// Nepali texts (pocketbase/pb_migrations/1732002310_nepali_content.js, 1732002700_nepali_nutrition.js): every
// record has its Nepali: each category's name (categoryNames), each post's title, excerpt, article and category,
// each farmer's name, place, specialty and story, each product's description, info lines, FAQs (question_ne,
// answer_ne) and nutrition labels (name_ne, value_ne, context_ne), the banners. tests/unit/scripts/seed-nepali.test.ts
// keeps it so; the English fallback of an empty field is shown by tests/e2e/nepali.spec.ts.
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
  {
    cooperativeId: 'coop-ilam-tea',
    cooperativeName: "Ilam Tea & Spice Farmers' Cooperative",
    cooperativeName_ne: 'इलाम चिया तथा मसला कृषक सहकारी',
    hue: 150,
  },
  {
    cooperativeId: 'coop-karnali-apple',
    cooperativeName: "Karnali Apple & Grain Producers' Cooperative",
    cooperativeName_ne: 'कर्णाली स्याउ तथा अन्न उत्पादक सहकारी',
    hue: 4,
  },
  {
    cooperativeId: 'coop-mustang-thak',
    cooperativeName: "Thak Khola Himalayan Farmers' Cooperative",
    cooperativeName_ne: 'थाक खोला हिमाली कृषक सहकारी',
    hue: 24,
  },
  {
    cooperativeId: 'coop-chitwan-bee',
    cooperativeName: "Chitwan Beekeepers' Cooperative",
    cooperativeName_ne: 'चितवन मौरीपालक सहकारी',
    hue: 44,
  },
  {
    cooperativeId: 'coop-kavre-organic',
    cooperativeName: "Kavre-Dhading Organic Growers' Cooperative",
    cooperativeName_ne: 'काभ्रे-धादिङ अर्गानिक उत्पादक सहकारी',
    hue: 112,
  },
  {
    cooperativeId: 'coop-gandaki-hill',
    cooperativeName: "Gandaki Hill Farmers' Cooperative",
    cooperativeName_ne: 'गण्डकी पहाडी कृषक सहकारी',
    hue: 200,
  },
  {
    cooperativeId: 'coop-dolakha-highland',
    cooperativeName: 'Dolakha Highland Agriculture Cooperative',
    cooperativeName_ne: 'दोलखा उच्च पहाडी कृषि सहकारी',
    hue: 268,
  },
  {
    cooperativeId: 'coop-sindhuli-junar',
    cooperativeName: "Sindhuli Junar Producers' Cooperative",
    cooperativeName_ne: 'सिन्धुली जुनार उत्पादक सहकारी',
    hue: 30,
  },
  {
    cooperativeId: 'coop-sarlahi-orchard',
    cooperativeName: "Sarlahi Mango & Litchi Growers' Cooperative",
    cooperativeName_ne: 'सर्लाही आँप तथा लिची उत्पादक सहकारी',
    hue: 36,
  },
];

const COOP_NAMES = Object.fromEntries(cooperatives.map((c) => [c.cooperativeId, c.cooperativeName]));
const COOP_NAMES_NE = Object.fromEntries(cooperatives.map((c) => [c.cooperativeId, c.cooperativeName_ne]));

// ---------------------------------------------------------------------------
// Reusable FAQ and nutrition snippets
// ---------------------------------------------------------------------------

const FAQ_HONEY_CRYSTALS = {
  question: 'Why has my honey turned thick or grainy?',
  answer:
    'That is crystallisation, a natural sign of raw, unheated honey. Stand the closed jar in warm (not boiling) water for 15 minutes and stir; the honey becomes runny again without losing its goodness.',
  question_ne: 'मेरो मह किन बाक्लो वा दानेदार भयो?',
  answer_ne:
    'यसलाई मह जम्नु (क्रिस्टलाइजेसन) भनिन्छ, जुन नतताइएको काँचो महको प्राकृतिक लक्षण हो। बिर्को बन्द गरेरै बोतललाई मनतातो (उम्लेको होइन) पानीमा १५ मिनेट राखेर चलाउनुहोस्; महको गुण नघटी फेरि पातलो हुन्छ।',
};
const FAQ_HONEY_INFANTS = {
  question: 'Can I give this honey to my baby?',
  answer: "Please don't. Honey of any kind should not be given to children under one year old.",
  question_ne: 'यो मह सानो बच्चालाई खुवाउन मिल्छ?',
  answer_ne: 'कृपया नखुवाउनुहोस्। एक वर्षमुनिका बच्चालाई कुनै पनि किसिमको मह दिनु हुँदैन।',
};
const FAQ_HONEY_PURITY = {
  question: 'Is anything added to the honey?',
  answer:
    'No. The honey is only strained through cloth to remove wax and is bottled by the cooperative. Every batch is tested for moisture and added sugar before it is listed.',
  question_ne: 'महमा केही मिसाइएको छ?',
  answer_ne: 'छैन। मैन हटाउन कपडाले छानेपछि सहकारीले सिधै बोतलमा भर्छ। बिक्रीमा राख्नुअघि हरेक लटको चिस्यान र थपिएको चिनी जाँचिन्छ।',
};
const FAQ_STORAGE_DRY = {
  question: 'How should I store it?',
  answer: 'In an airtight container away from sunlight and moisture. Use a dry spoon every time.',
  question_ne: 'कसरी राख्ने?',
  answer_ne: 'घाम र चिस्यान नपर्ने ठाउँमा हावा नछिर्ने भाँडोमा राख्नुहोस्। हरेक पटक सुक्खा चम्चा प्रयोग गर्नुहोस्।',
};
const FAQ_FRESH_QUALITY = {
  question: 'What if some pieces arrive bruised?',
  answer:
    'Fresh produce travels a long way from the hills. Tell us within 24 hours of delivery with a photo and we will replace the damaged pieces or refund them under our quality guarantee.',
  question_ne: 'केही दाना थिचिएर आइपुगे के गर्ने?',
  answer_ne:
    'ताजा फलफूल र तरकारी पहाडबाट लामो बाटो हिँडेर आउँछन्। डेलिभरी भएको २४ घण्टाभित्र फोटोसहित हामीलाई भन्नुहोस्; हाम्रो गुणस्तर ग्यारेन्टीअनुसार बिग्रेका दाना फेरिदिन्छौं वा तिनको पैसा फिर्ता गर्छौं।',
};

const HONEY_NUTRITION = [
  {
    name: 'Energy',
    value: '304 kcal',
    context: 'per 100 g',
    name_ne: 'ऊर्जा',
    value_ne: '३०४ किलोक्यालोरी',
    context_ne: 'प्रति १०० ग्राम',
  },
  {
    name: 'Total sugars',
    value: '82 g',
    context: 'per 100 g',
    name_ne: 'कुल चिनी',
    value_ne: '८२ ग्राम',
    context_ne: 'प्रति १०० ग्राम',
  },
  {
    name: 'Energy per tablespoon',
    value: '64 kcal',
    context: '1 tbsp (21 g)',
    name_ne: 'एक ठूलो चम्चामा ऊर्जा',
    value_ne: '६४ किलोक्यालोरी',
    context_ne: '१ ठूलो चम्चा (२१ ग्राम)',
  },
  { name: 'Fat', value: '0 g', name_ne: 'चिल्लो (फ्याट)', value_ne: '० ग्राम' },
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
 * @property {{ name: string, value: string, context?: string, name_ne?: string, value_ne?: string, context_ne?: string }[]} [nutritionFacts]
 * @property {{ name: string, village: string }[]} [farmers]
 * @property {{ question: string, answer: string, question_ne?: string, answer_ne?: string }[]} [faqs]
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
    cooperativeName_ne: COOP_NAMES_NE[def.cooperativeId],
    ...(def.seasonId ? { seasonId: def.seasonId } : {}),
    // Sold by weight (docs/operations.md "Selling by weight"): the price stays the nominal weight's price.
    ...(def.soldByWeight
      ? {
          sold_by_weight: true,
          weight_price: def.soldByWeight.price,
          weight_price_per: def.soldByWeight.per ?? 'kg',
          nominal_kg: def.soldByWeight.nominalKg,
          weight_tolerance: def.soldByWeight.tolerance,
        }
      : {}),
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
    nepaliDescription: d(
      'कर्णालीको जुम्ला उपत्यकामा २,३०० देखि ३,००० मिटरको उचाइमा फलेका कुरकुरे, गुलियो-अमिलो स्याउ। जुम्ला जिल्लामा पुस्तौँदेखि रासायनिक मल र विषादीबिना खेती हुँदै आएको छ।',
      'चिसा रात र हिमालको चर्को घामले यी स्याउको गुदी कसिलो र रङ गाढा रातो बनाउँछ। हातैले टिपेर, कागजमा बेरेर, टिपेको केही दिनभित्रै सडकबाटो काठमाडौँ ल्याइन्छ।',
      ['अर्गानिक जिल्लामा प्राकृतिक रूपमा फलेको', 'हातैले टिपेर आकारअनुसार छानिएको', 'फ्रिजमा हप्तौँसम्म टिक्ने'],
    ),
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
      {
        name: 'Energy',
        value: '52 kcal',
        context: 'per 100 g',
        name_ne: 'ऊर्जा',
        value_ne: '५२ किलोक्यालोरी',
        context_ne: 'प्रति १०० ग्राम',
      },
      {
        name: 'Carbohydrates',
        value: '14 g',
        context: 'per 100 g',
        name_ne: 'कार्बोहाइड्रेट',
        value_ne: '१४ ग्राम',
        context_ne: 'प्रति १०० ग्राम',
      },
      {
        name: 'Dietary fibre',
        value: '2.4 g',
        context: 'per 100 g',
        name_ne: 'रेसा (फाइबर)',
        value_ne: '२.४ ग्राम',
        context_ne: 'प्रति १०० ग्राम',
      },
      { name: 'Vitamin C', value: '4.6 mg', name_ne: 'भिटामिन सी', value_ne: '४.६ मिलिग्राम' },
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
        question_ne: 'के जुम्लाको स्याउ साँच्चै अर्गानिक हो?',
        answer_ne:
          'जुम्लालाई धेरै वर्षदेखि अर्गानिक जिल्लाका रूपमा चलाइएको छ, र हाम्रा किसानहरू रासायनिक विषादी वा मल प्रयोग गर्दैनन्। सहकारीले हरेक सिजन बगैँचाहरूको अनुगमन गर्छ।',
      },
      {
        question: 'Why are some apples smaller or less shiny than supermarket apples?',
        answer: 'They are not waxed or graded for cosmetics. Size varies naturally from tree to tree.',
        question_ne: 'केही स्याउ सुपरमार्केटका स्याउभन्दा साना वा कम चम्किला किन हुन्छन्?',
        answer_ne:
          'यिनमा मैन (वाक्स) लगाइएको छैन, देखावटका लागि छानिएको पनि छैन। रूखअनुसार स्याउको आकार स्वाभाविक रूपमा फरक पर्छ।',
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
    nepaliDescription: d(
      'काली गण्डकी उपत्यकाका मार्फा र टुकुचेका बगैँचाबाट आएका सुनौला र राता स्याउ। त्यहाँको सुक्खा हावा र हिमनदीको पानीले सिँचाइ हुने भएकाले यी स्याउ निकै गुलिया र रसिला हुन्छन्।',
      'काँचै खान, केक-पाई बनाउन वा बच्चाको टिफिनमा टुक्रा पारेर पठाउन उत्तम।',
      ['करिब २,६०० मिटरको उचाइमा फलेको', 'रसिलो, महजस्तै गुलियो स्वाद', 'गोदाममा होइन, बगैँचामै प्याक गरिएको'],
    ),
    product_info: info('Origin: Marpha, Mustang', 'Harvest: August to October', 'Storage: Cool, dark place or fridge'),
    product_info_ne: info('मूल: मार्फा, मुस्ताङ', 'टिपाइ: अगस्टदेखि अक्टोबरसम्म', 'भण्डारण: चिसो, अँध्यारो ठाउँ वा फ्रिजमा'),
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
        question_ne: 'मुस्ताङ र जुम्लाको स्याउमा के फरक छ?',
        answer_ne:
          'मुस्ताङको स्याउ प्रायः बढी रसिलो र गुलियो हुन्छ, बोक्रा पनि पातलो हुन्छ; जुम्लाको स्याउ कसिलो र अलि अमिलो हुन्छ। दुवै उच्च हिमाली भेगमा फल्ने स्याउ हुन्।',
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
    nepaliDescription: d(
      'जुनार सिन्धुलीको शान बढाउने ठूलो, गुलियो सुन्तलाजातको फल हो। बोक्रा पातलो र रसैरसले भरिएको यो फल नोभेम्बरदेखि जनवरीसम्मका चिसो महिनामा सबैभन्दा मीठो हुन्छ।',
      'जाडोको घाममा बसेर केलाएर खानुहोस्, वा बिहानको खाजाका लागि एक गिलास ताजा जुस निचोर्नुहोस्।',
      ['निकै रसिलो, तीतोपन कम', 'भिटामिन सी प्रशस्त', 'रूखमै पाकेपछि टिपिएको'],
    ),
    product_info: info(
      'Origin: Sindhuli, Bagmati Province',
      'Season: November to January',
      'Storage: Room temperature for 1 week',
    ),
    product_info_ne: info('मूल: सिन्धुली, बागमती प्रदेश', 'याम: नोभेम्बरदेखि जनवरीसम्म', 'भण्डारण: कोठाको तापक्रममा १ हप्तासम्म'),
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
      {
        name: 'Energy',
        value: '47 kcal',
        context: 'per 100 g',
        name_ne: 'ऊर्जा',
        value_ne: '४७ किलोक्यालोरी',
        context_ne: 'प्रति १०० ग्राम',
      },
      {
        name: 'Vitamin C',
        value: '53 mg',
        context: 'per 100 g',
        name_ne: 'भिटामिन सी',
        value_ne: '५३ मिलिग्राम',
        context_ne: 'प्रति १०० ग्राम',
      },
      { name: 'Dietary fibre', value: '2.4 g', name_ne: 'रेसा (फाइबर)', value_ne: '२.४ ग्राम' },
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
    nepaliDescription: d(
      'स्याङ्जाका गह्रा-कान्लाबाट आएका, सजिलै छोडिने बोक्रा भएका साना सुन्तला। गुलियो, अन्त्यमा हल्का अमिलो स्वाद: तिहार र जाडोको घाम ताप्दै खाने फल।',
      ['सजिलै बोक्रा छोडाउन सकिने', 'केटाकेटीलाई खुब मन पर्ने', 'परिवारका आफ्नै गह्रामा फलेको'],
    ),
    product_info: info('Origin: Syangja, Gandaki Province', 'Season: November to February'),
    product_info_ne: info('मूल: स्याङ्जा, गण्डकी प्रदेश', 'याम: नोभेम्बरदेखि फेब्रुअरीसम्म'),
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
    nepaliDescription: d(
      'दोलखाका मध्यपहाडी बगैँचाहरू नेपालको किवी क्षेत्र बनेका छन्। हेवार्ड र एलिसन जातका यी किवी कडै हुँदा टिपिन्छन् र तपाईंको भान्सामा केही दिनमै पाक्छन्।',
      'छिटो पकाउन कागजको झोलामा एउटा स्याउसँगै राख्नुहोस्। छुँदा अलिकति नरम भएपछि खान तयार हुन्छन्।',
      ['एउटै फलले दिनभरिको धेरैजसो भिटामिन सी पुर्‍याउँछ', 'बाटोमा नबिग्रियोस् भनेर कडै टिपिएको', 'पकाउन कुनै रसायन प्रयोग नगरिएको'],
    ),
    product_info: info(
      'Origin: Dolakha, Bagmati Province',
      'Variety: Hayward, Allison',
      'Ripening: 3-5 days at room temperature',
    ),
    product_info_ne: info('मूल: दोलखा, बागमती प्रदेश', 'जात: हेवार्ड, एलिसन', 'पकाउने: कोठाको तापक्रममा ३-५ दिन'),
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
      {
        name: 'Energy',
        value: '61 kcal',
        context: 'per 100 g',
        name_ne: 'ऊर्जा',
        value_ne: '६१ किलोक्यालोरी',
        context_ne: 'प्रति १०० ग्राम',
      },
      {
        name: 'Vitamin C',
        value: '93 mg',
        context: 'per 100 g',
        name_ne: 'भिटामिन सी',
        value_ne: '९३ मिलिग्राम',
        context_ne: 'प्रति १०० ग्राम',
      },
      {
        name: 'Dietary fibre',
        value: '3 g',
        context: 'per 100 g',
        name_ne: 'रेसा (फाइबर)',
        value_ne: '३ ग्राम',
        context_ne: 'प्रति १०० ग्राम',
      },
    ],
    farmers: [{ name: 'Ang Dawa Sherpa', village: 'Charikot' }],
    faqs: [
      {
        question: 'My kiwis are hard. Are they bad?',
        answer: 'No. Kiwis are picked firm so they travel well. Leave them at room temperature for 3-5 days.',
        question_ne: 'मेरा किवी कडा छन्। बिग्रेका हुन् कि?',
        answer_ne: 'होइनन्। बाटोमा नबिग्रून् भनेर किवी कडै हुँदा टिपिन्छ। कोठाको तापक्रममा ३ देखि ५ दिन राख्नुहोस्, आफैँ पाक्छन्।',
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
    nepaliDescription: d(
      'भरतपुर र रत्ननगर वरपरका साना किसानका खेतबाट आएका, प्राकृतिक रूपमै पाकेका केरा। गुलिया, नरम र कार्बाइडबिना पकाइएका।',
      ['प्राकृतिक रूपमा पाकेको', 'दर्जनका हिसाबले बिक्री', 'बिहानको खाजा र स्मुदीका लागि उत्तम'],
    ),
    product_info: info('Origin: Chitwan, Bagmati Province', 'Ripeness: Ready to eat within 1-2 days'),
    product_info_ne: info('मूल: चितवन, बागमती प्रदेश', 'पाकेको अवस्था: १-२ दिनभित्र खान तयार'),
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
      {
        name: 'Energy',
        value: '89 kcal',
        context: 'per 100 g',
        name_ne: 'ऊर्जा',
        value_ne: '८९ किलोक्यालोरी',
        context_ne: 'प्रति १०० ग्राम',
      },
      {
        name: 'Potassium',
        value: '358 mg',
        context: 'per 100 g',
        name_ne: 'पोटासियम',
        value_ne: '३५८ मिलिग्राम',
        context_ne: 'प्रति १०० ग्राम',
      },
      { name: 'Carbohydrates', value: '23 g', name_ne: 'कार्बोहाइड्रेट', value_ne: '२३ ग्राम' },
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
    nepaliDescription: d(
      'माल्दह तराईको सबैभन्दा मन पराइने आँप हो: रेसाविनाको, बास्नादार र गुलियो। यी आँप सर्लाहीका पारिवारिक बगैँचाबाट आउँछन्; छिप्पिएपछि टिपेर परालमा पकाइन्छ।',
      'आँपको याम छोटो हुन्छ। यो सामान जुनमा फेरि आउँछ; इच्छासूचीमा राखेर पछि हेर्नुहोस्।',
      ['रेसाविनाको, नौनीजस्तो नरम गुदी', 'परालमा पकाइएको, कार्बाइडबिना', 'परिवारले चलाएका बगैँचाबाट'],
    ),
    product_info: info(
      'Origin: Sarlahi, Madhesh Province',
      'Season: June to July',
      'Storage: Room temperature until ripe',
    ),
    product_info_ne: info('मूल: सर्लाही, मधेश प्रदेश', 'याम: जुनदेखि जुलाईसम्म', 'भण्डारण: नपाकुन्जेल कोठाको तापक्रममा'),
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
      {
        question: 'When will mangoes be back?',
        answer: 'The Maldaha harvest starts in early June.',
        question_ne: 'आँप फेरि कहिले आउँछ?',
        answer_ne: 'माल्दह आँप जुनको सुरुदेखि टिप्न थालिन्छ।',
      },
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
    nepaliDescription: d(
      'सर्लाहीका रसिला, गुलाफको जस्तो बास्ना आउने लिची: झुप्पै टिपेर चिसो बाकसमा छिटोभन्दा छिटो उपत्यका ल्याइन्छ। यसको याम मे महिनाको अन्त्य र जुनमा केही हप्ता मात्र हुन्छ।',
      ['पातसहित झुप्पै टिपिएको', 'चिसै अवस्थामा डेलिभरी', '३ दिनभित्र खाइसक्नुहोस्'],
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
    nepaliDescription: d(
      'काभ्रेका पहाडमा फलेका नौनीजस्ता नरम एभोकाडो; यहाँका केही किसानले दस वर्षदेखि सुन्तलासँगै यसका बोट लगाउँदै आएका छन्।',
      'बोक्रा गाढा भएर थिच्दा अलिकति नरम नहुन्जेल कोठाकै तापक्रममा पकाउनुहोस्, अनि टोस्टमा दल्नुहोस् वा कागती, नुन र टिमुरसँग मिचेर खानुहोस्।',
      ['नौनीजस्तो नरम, हल्का बदामे स्वाद', '३ देखि ६ दिनमा पाक्छ', 'रासायनिक छर्कनविना फलाइएको'],
    ),
    product_info: info('Origin: Kavrepalanchok', 'Ripening: 3-6 days at room temperature'),
    product_info_ne: info('मूल: काभ्रेपलाञ्चोक', 'पकाउने: कोठाको तापक्रममा ३-६ दिन'),
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
      {
        name: 'Energy',
        value: '160 kcal',
        context: 'per 100 g',
        name_ne: 'ऊर्जा',
        value_ne: '१६० किलोक्यालोरी',
        context_ne: 'प्रति १०० ग्राम',
      },
      {
        name: 'Fat',
        value: '15 g',
        context: 'mostly monounsaturated',
        name_ne: 'चिल्लो (फ्याट)',
        value_ne: '१५ ग्राम',
        context_ne: 'धेरैजसो मोनोअनस्याचुरेटेड (स्वस्थ चिल्लो)',
      },
      {
        name: 'Dietary fibre',
        value: '6.7 g',
        context: 'per 100 g',
        name_ne: 'रेसा (फाइबर)',
        value_ne: '६.७ ग्राम',
        context_ne: 'प्रति १०० ग्राम',
      },
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
    nepaliDescription: d(
      'शरद्को अन्त्यतिर चितवनका ठाडा पाखामा फुल्ने चिउरी (इन्डियन बटर ट्री) का फूलबाट बनेको दुर्लभ, फिक्का रङको मह। चेपाङ परिवारहरूले पुस्तौँदेखि यी रूखछेउ मौरी पाल्दै आएका छन्।',
      'मह हल्का र फूलको बास्नादार हुन्छ, र जमेपछि चिल्लो, नौनीजस्तो बन्छ। यो मह किन्दा चेपाङ गाउँका जङ्गल जोगाउन सहयोग पुग्छ।',
      ['काँचो, नतताइएको', 'चिउरीको फूलको मात्र मह', 'चेपाङ मौरीपालक परिवारलाई सहयोग'],
    ),
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
    nepaliDescription: d(
      'लमजुङका गुरुङ मह सिकारीहरूले वर्षमा दुई पटक डोरीको लिस्नो चढेर ठाडा भीरमा हिमाली भीमकाय मौरीले बनाएका चाकाबाट काढ्ने मह। हामी शरद्मा काढिएको हल्का मह मात्र बेच्छौं।',
      'गाढा, कडा र हल्का तीतो-गुलियो स्वादको यो मह चिया चम्चाले थोरै-थोरै गरेर स्वाद लिँदै खाने मह हो। हरेक बोतलमा मह काढिएको गाउँको नाम हुन्छ।',
      ['शरद्को मह मात्र', 'परम्परागत तरिकाले काढिएको, सिकारीलाई उचित मूल्य', 'थोरै मात्रामा, नम्बर लगाइएका बोतल'],
    ),
    product_info: info(
      'Origin: Bhujung, Lamjung',
      'Harvest: Autumn (October to November)',
      'Serving: One teaspoon at a time',
      'Net weight: 250 g glass jar',
    ),
    product_info_ne: info(
      'मूल: भुजुङ, लमजुङ',
      'टिपाइ: शरद् (अक्टोबरदेखि नोभेम्बरसम्म)',
      'खाने मात्रा: एक पटकमा एक चिया चम्चा',
      'खुद तौल: २५० ग्रामको सिसाको बोतल',
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
        question_ne: "के यो 'मात्ने मह' (म्याड हनी) हो?",
        answer_ne:
          'होइन। हामी हल्का स्वादको शरद् ऋतुमा काढिएको मह मात्र बेच्छौं। अरू कडा जङ्गली महजस्तै यसलाई पनि एक-एक चिया चम्चा गरेर खानुहोस्।',
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
    nepaliDescription: d(
      'जाडोमा चितवनका खेत तोरीको फूलले पहेँलपुर हुन्छन्, र मौरीपालकहरू आफ्ना घार तिनैका बीचमा सार्छन्। त्यसबाट हल्का र गुलियो मह बन्छ, जुन केही हप्तामै जमेर सेतो, नौनीजस्तो हुन्छ।',
      ['नौनीजस्तो बनोट, रोटीमा दल्न मज्जा', 'काँचो, स्थानीय घारबाट', 'आफैँ जम्छ: शुद्धताको लक्षण'],
    ),
    product_info: info('Origin: Chitwan', 'Bloom: November to January', 'Texture: Sets creamy within weeks'),
    product_info_ne: info('मूल: चितवन', 'फूल फुल्ने: नोभेम्बरदेखि जनवरीसम्म', 'बनोट: केही हप्तामै नौनीजस्तो जम्छ'),
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
    nepaliDescription: d(
      'रुदिलो गोरखाका मध्यपहाडमा पाइने जङ्गली झाडी हो, जुन अरू कमै फूल फुल्ने जाडोको अन्त्यतिर फुल्छ। मौरीले यसको रसबाट जडीबुटीको स्वाद र हल्का पुदिनाको झल्को भएको, बाक्लो सुनौलो मह बनाउँछन्।',
      'जाडोको बिहान स्थानीय परिवारहरू यसलाई अदुवासँग मनतातो पानीमा घोलेर पिउँछन्।',
      ['एउटै जङ्गली झाडीको मह', 'सुनौलो रङ, जडीबुटीको स्वाद', 'गोरखाका परिवारले पालेका घारबाट'],
    ),
    product_info: info('Origin: Gorkha', 'Bloom: January to March'),
    product_info_ne: info('मूल: गोरखा', 'फूल फुल्ने: जनवरीदेखि मार्चसम्म'),
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
    nepaliDescription: d(
      'चरिकोटमाथिका जङ्गलमा राखिएका घारबाट निकालिएको दैनिक प्रयोगको मह; त्यहाँ वसन्तदेखि शरद्सम्म लालीगुराँस, पैयूँ र अनगिन्ती जङ्गली फूल फुल्छन्।',
      ['सन्तुलित गुलियो, जुनसुकै काममा प्रयोग गर्न मिल्ने', 'काँचो, नछानिएको', 'परिवारभरिको दैनिक प्रयोगको बोतल'],
    ),
    product_info: info('Origin: Dolakha', 'Net weight: 500 g'),
    product_info_ne: info('मूल: दोलखा', 'खुद तौल: ५०० ग्राम'),
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
    nepaliDescription: d(
      'सेप्टेम्बरमा जुम्लाका गुलाबी फूल फुलेका फापर खेतमा चर्ने मौरीको गाढा, माल्टजस्तो स्वाद भएको मह। चिया, लिटो र मासु मसलामा राख्न पुग्ने कडा स्वादको।',
      'फापरको मह हल्का रङका महभन्दा स्वभावैले गाढा हुन्छ र यसमा खनिज तत्त्व बढी हुन्छ।',
      ['गहिरो, माल्टजस्तो स्वाद', 'उच्च हिमाली फापर खेतबाट', 'काँचो, नतताइएको'],
    ),
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
    nepaliDescription: d(
      'सर्लाहीका लिची बगैँचामा राखिएका घारबाट निकालिएको वसन्तको बास्नादार मह। हल्का सुनौलो, फूलको बास्ना र फलफूलको हल्का स्वाद भएको।',
      ['बास्नादार, फलफूलको स्वाद', 'जुन बगैँचाबाट आउँछ, त्यसैको परागसेचन गर्छ', 'तोरीको महभन्दा धेरै दिन पातलो रहन्छ'],
    ),
    product_info: info('Origin: Sarlahi', 'Bloom: February to March', 'Net weight: 500 g'),
    product_info_ne: info('मूल: सर्लाही', 'फूल फुल्ने: फेब्रुअरीदेखि मार्चसम्म', 'खुद तौल: ५०० ग्राम'),
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
    nepaliDescription: d(
      'टिमुर सिचुआन मरिचको हिमाली दाजुभाइ हो: कागतीजस्तो, बास्नादार र जिब्रोमा छोड्ने मीठो झमझमाहटका लागि प्रख्यात। नेपाली गोलभेडाको अचारलाई स्वादिलो बनाउने यही हो।',
      'हल्का सुक्खै भुटेर प्रयोग गर्नुअघि मात्र पिँध्नुहोस्। एक कचौरा चटनीका लागि एक चिम्टी नै काफी हुन्छ।',
      ['पाखाका झाडीबाट जङ्गली रूपमा टिपिएको', 'घाममा सुकाइएको, बीउ निकालिएको', 'अचार र चटपटेका लागि नभई नहुने'],
    ),
    product_info: info('Origin: Gorkha', 'Harvest: August to October', 'Pack: 100 g resealable pouch'),
    product_info_ne: info('मूल: गोरखा', 'टिपाइ: अगस्टदेखि अक्टोबरसम्म', 'प्याक: फेरि बन्द गर्न मिल्ने १०० ग्रामको पोको'),
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
        question_ne: 'टिमुरले किन जिब्रो झमझमाउँछ?',
        answer_ne: 'त्यो झमझमाउने अनुभूति टिमुर जातका (जान्थोक्सिलम) मरिचको प्राकृतिक गुण हो, र भान्सेहरूलाई यसको यही गुण मन पर्छ।',
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
    nepaliDescription: d(
      'जिम्बु मुस्ताङमा ३,००० मिटरभन्दा माथि जङ्गली रूपमा उम्रने, प्याजको परिवारको हिमाली जडीबुटी हो। घ्यूमा केही सेकेन्ड भुटेर दालमा झानेपछि थकाली दालको नबिर्सिने स्वाद आउँछ: लसुन, प्याज र छ्यापीको बीचको।',
      ['थकाली दालको असली झानो', 'जङ्गलबाट टिपेर घाममा सुकाइएको', 'थोरैले धेरै काम गर्छ'],
    ),
    product_info: info('Origin: Mustang', 'Use: Fry a pinch in ghee and pour over dal'),
    product_info_ne: info('मूल: मुस्ताङ', 'प्रयोग: एक चिम्टी घ्यूमा भुटेर दालमा झान्नुहोस्'),
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
        question_ne: 'जिम्बु कसरी प्रयोग गर्ने?',
        answer_ne:
          'एक चम्चा घ्यू तताउनुहोस्, एक चिम्टी जिम्बु हालेर बास्ना नआउन्जेल ५-१० सेकेन्ड भुट्नुहोस्, अनि पकाएको दालमा झानिदिनुहोस्।',
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
    nepaliDescription: d(
      'संसारमै सबैभन्दा धेरै अलैँची नेपालमा फल्छ, र त्यसको ठूलो हिस्सा इलामका छहारी जङ्गलमा। कोसा दाउराको आगोमा सुकाइन्छन्, त्यसैले यसमा धुवाँ र कपुरजस्तो बास्ना आउँछ।',
      'मासुको तरकारी, पुलाउ र मसला चियामा साबुतै प्रयोग गर्नुहोस्।',
      ['ठूला कोसा, हातैले छानिएका', 'परम्परागत भट्टीमा सुकाइएको', 'छहारीमा फल्ने वन-बगैँचाबाट'],
    ),
    product_info: info('Origin: Ilam, Koshi Province', 'Grade: Bold', 'Pack: 250 g'),
    product_info_ne: info('मूल: इलाम, कोशी प्रदेश', 'ग्रेड: ठूलो दाना (बोल्ड)', 'प्याक: २५० ग्राम'),
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
    nepaliDescription: d(
      'स्याङ्जाका गह्रामा फलेको, चम्किलो र माटोको बास्ना आउने बेसार: सहकारीले थोरै-थोरै गरेर उमालेर, घाममा सुकाएर ढुङ्गाको जाँतोमा पिसेको।',
      ['कुनै रङ मिसाइएको छैन', 'थोरै-थोरै गरेर ढुङ्गाको जाँतोमा पिसिएको', 'गाढा सुनौलो रङ'],
    ),
    product_info: info('Origin: Syangja', 'Process: Boiled, sun-dried, stone-ground', 'Pack: 250 g'),
    product_info_ne: info('मूल: स्याङ्जा', 'प्रक्रिया: उमालेर, घाममा सुकाएर, ढुङ्गाको जाँतोमा पिसेको', 'प्याक: २५० ग्राम'),
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
      {
        name: 'Energy',
        value: '312 kcal',
        context: 'per 100 g',
        name_ne: 'ऊर्जा',
        value_ne: '३१२ किलोक्यालोरी',
        context_ne: 'प्रति १०० ग्राम',
      },
      {
        name: 'Iron',
        value: '55 mg',
        context: 'per 100 g',
        name_ne: 'फलाम (आइरन)',
        value_ne: '५५ मिलिग्राम',
        context_ne: 'प्रति १०० ग्राम',
      },
      {
        name: 'Dietary fibre',
        value: '22.7 g',
        context: 'per 100 g',
        name_ne: 'रेसा (फाइबर)',
        value_ne: '२२.७ ग्राम',
        context_ne: 'प्रति १०० ग्राम',
      },
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
    nepaliDescription: d(
      'सुठो भनेको घाममा सुकाइएको अदुवा हो, नेपाली भान्साको जाडोको साथी। इलामको रेसादार पहाडी अदुवालाई टुक्र्याएर, सुकाएर न्यानो पार्ने धुलो बनाइन्छ।',
      'चिया, सुप र अचारमा एक चिम्टी हाल्नुहोस्, वा महसँग मिसाएर आराम दिने पेय बनाउनुहोस्।',
      ['भट्टीमा होइन, घाममा सुकाइएको', 'कडा, न्यानो पार्ने स्वाद', 'केही पनि मिसाइएको छैन'],
    ),
    product_info: info('Origin: Ilam', 'Pack: 200 g'),
    product_info_ne: info('मूल: इलाम', 'प्याक: २०० ग्राम'),
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
    nepaliDescription: d('धादिङका जङ्गलका दालचिनीका रूखबाट हातैले ताछेर छहारीमा सुकाइएको, पातलो र बास्नादार बोक्रा।', [
      'गुलियो, न्यानो बास्ना',
      'हातैले ताछिएका बेरिएका बोक्रा',
      'चिया, भात र सेलरोटीका लागि',
    ]),
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
    nepaliDescription: d(
      'तुलसी लगभग हरेक नेपाली घरको आँगनमा हुन्छ। यी पात काभ्रेको एउटा अर्गानिक फार्ममा फलाइएका, छहारीमा सुकाइएका र पूरै पात प्याक गरिएका हुन्।',
      'एक चिया चम्चा पात तातो पानीमा ५ मिनेट भिजाउनुहोस्; जाडोको साँझ मह र अदुवाको एक टुक्रा थप्नुहोस्।',
      ['पूरै पात, छहारीमा सुकाइएको', 'क्याफिनरहित', 'काभ्रेमा अर्गानिक तरिकाले फलाइएको'],
    ),
    product_info: info('Origin: Kavrepalanchok', 'Brewing: 1 tsp per cup, 5 minutes', 'Pack: 100 g'),
    product_info_ne: info('मूल: काभ्रेपलाञ्चोक', 'बनाउने: एक कपमा १ चिया चम्चा, ५ मिनेट', 'प्याक: १०० ग्राम'),
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
        question_ne: 'तुलसी चियामा क्याफिन हुन्छ?',
        answer_ne: 'हुँदैन। तुलसी चियाको बोट होइन, जडीबुटी हो; त्यसैले यसमा प्राकृतिक रूपमै क्याफिन हुँदैन।',
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
    nepaliDescription: d('काभ्रेका खोलाछेउका बारीबाट डेलिभरीकै दिन बिहान काटिएको, बास्नादार ताजा पुदिना।', [
      'हरेक बिहान ताजा काटिएको',
      'चटनी, रायता र सर्बतका लागि',
      'डाँठ पानीमा राख्नुहोस्',
    ]),
    product_info: info('Origin: Kavre', 'Storage: Stems in a glass of water, in the fridge'),
    product_info_ne: info('मूल: काभ्रे', 'भण्डारण: डाँठ गिलासको पानीमा डुबाएर फ्रिजमा'),
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
    nepaliDescription: d(
      'चितवनबाट आएका, कागतीजस्तो सफा बास्ना आउने ताजा लेमनग्रासका डाँठ। चियाका लागि थिचेर उमाल्नुहोस्, वा सुप र तरकारीमा मसिनो काटेर हाल्नुहोस्।',
      ['ताजा, मोटा डाँठ', '२५० ग्रामको मुठामा बिक्री', 'केही मिनेटमै बास्नादार चिया'],
    ),
    product_info: info('Origin: Chitwan', 'Bundle: approx. 250 g'),
    product_info_ne: info('मूल: चितवन', 'मुठा: करिब २५० ग्राम'),
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
    nepaliDescription: d(
      'दोलखाको एक महिला सहकारीबाट आएका क्यामोमाइलका पूरै फूल, स्याउजस्तो बास्ना नजाओस् भनेर बिस्तारै सुकाइएका।',
      'सुत्नुअघि मन शान्त पार्ने एक कप: एक ठूलो चम्चा फूल, तातो पानी, पाँच मिनेट।',
      ['पूरै फूल', 'हावामा बिस्तारै सुकाइएको', 'क्याफिनरहित'],
    ),
    product_info: info('Origin: Dolakha', 'Pack: 50 g'),
    product_info_ne: info('मूल: दोलखा', 'प्याक: ५० ग्राम'),
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
    nepaliDescription: d(
      'सिस्नोले शताब्दीयौँदेखि अभावका याममा पहाडका परिवारको पेट पाल्दै आएको छ। कलिला टुप्पा उमालेर, सुकाएर पिँधिन्छन्, त्यसैले पोल्ने डरबिना पूरा स्वाद पाउनुहुन्छ।',
      'पुरानै स्वादको सिस्नोको झोलका लागि उम्लिरहेको पानीमा दुई चम्चा धुलो, अलिकति चामलको पिठो, नुन र टिमुर हालेर चलाउनुहोस्।',
      ['पन्जा लगाउनु पर्दैन', 'पालुङ्गोजस्तो, माटोको स्वाद', 'दोलखामा जङ्गली रूपमा टिपिएको'],
    ),
    product_info: info('Origin: Dolakha', 'Pack: 200 g', 'Recipe: 2 tbsp per bowl of soup'),
    product_info_ne: info('मूल: दोलखा', 'प्याक: २०० ग्राम', 'विधि: एक कचौरा झोलमा २ ठूलो चम्चा'),
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
        question_ne: 'सिस्नोको धुलोले पोल्छ?',
        answer_ne: 'पोल्दैन। सुकाउँदा र पकाउँदा सिस्नोका पोल्ने रौँ पूरै निष्क्रिय हुन्छन्।',
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
    nepaliDescription: d('काभ्रेमा टिपिएको, जरासहितको पातिलो र बास्नादार धनियाँ; उपत्यकाभित्र टिपेकै दिन डेलिभरी।', [
      'जरासहित, धेरै दिन ताजा रहन्छ',
      'विषादीरहित',
      'काठमाडौँ उपत्यकामा सोही दिन डेलिभरी',
    ]),
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
    nepaliDescription: d(
      'गोरखाका पहाडबाट आएको साबुत कालो मास: बिस्तारै पकाएर बाक्लो, नौनीजस्तो मासको दाल बनाउनुहोस्, वा भिजाएर पिँधेर कुरकुरे बारा।',
      ['साबुत, पालिस नगरिएको', 'प्रोटिन प्रशस्त', 'बारा र दालका लागि परम्परागत'],
    ),
    product_info: info('Origin: Gorkha', 'Cooking: Soak 6 hours, pressure cook 6-7 whistles'),
    product_info_ne: info('मूल: गोरखा', 'पकाउने: ६ घण्टा भिजाएर प्रेसर कुकरमा ६-७ सिट्ठी'),
    price: 280,
    unit: '1 KG',
    category: 'Pulses',
    isOrganic: true,
    farmerName: 'Tek Bahadur Ghale',
    location: 'Gorkha',
    hasTraceability: true,
    cooperativeId: 'coop-gandaki-hill',
    nutritionFacts: [
      {
        name: 'Energy',
        value: '341 kcal',
        context: 'per 100 g dry',
        name_ne: 'ऊर्जा',
        value_ne: '३४१ किलोक्यालोरी',
        context_ne: 'प्रति १०० ग्राम सुक्खा दाना',
      },
      {
        name: 'Protein',
        value: '25 g',
        context: 'per 100 g dry',
        name_ne: 'प्रोटिन',
        value_ne: '२५ ग्राम',
        context_ne: 'प्रति १०० ग्राम सुक्खा दाना',
      },
      {
        name: 'Dietary fibre',
        value: '18 g',
        context: 'per 100 g dry',
        name_ne: 'रेसा (फाइबर)',
        value_ne: '१८ ग्राम',
        context_ne: 'प्रति १०० ग्राम सुक्खा दाना',
      },
    ],
    faqs: [
      {
        question: 'Do I need to soak kalo maas?',
        answer: 'Yes, soak for at least 6 hours or overnight for even cooking.',
        question_ne: 'कालो मास भिजाउनुपर्छ?',
        answer_ne: 'पर्छ। सबै दाना एकनास पाकून् भनेर कम्तीमा ६ घण्टा वा रातभर भिजाउनुहोस्।',
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
    nepaliDescription: d(
      'जुम्लाको थोप्ले राजमा नरम र नौनीजस्तो पाक्ने तर आकार नबिग्रने भएकाले देशभरि प्रख्यात छ। उच्च हिमाली भेगमा मकै र स्याउसँगै फलाइन्छ।',
      'जिम्बुको झानो दिएर बिस्तारै पकाएको राजमा बनाउनुहोस्, वा चिसो साँझका लागि गेडागुडीको बाक्लो सुप।',
      ['प्रख्यात जुम्ली राजमा', 'नरम र नौनीजस्तो पाक्ने', 'रसायनबिना फलाइएको'],
    ),
    product_info: info('Origin: Jumla', 'Cooking: Soak overnight', 'Pack: 1 kg'),
    product_info_ne: info('मूल: जुम्ला', 'पकाउने: रातभर भिजाउनुहोस्', 'प्याक: १ किलो'),
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
      {
        name: 'Energy',
        value: '337 kcal',
        context: 'per 100 g dry',
        name_ne: 'ऊर्जा',
        value_ne: '३३७ किलोक्यालोरी',
        context_ne: 'प्रति १०० ग्राम सुक्खा दाना',
      },
      {
        name: 'Protein',
        value: '22.5 g',
        context: 'per 100 g dry',
        name_ne: 'प्रोटिन',
        value_ne: '२२.५ ग्राम',
        context_ne: 'प्रति १०० ग्राम सुक्खा दाना',
      },
      {
        name: 'Dietary fibre',
        value: '15.2 g',
        context: 'per 100 g dry',
        name_ne: 'रेसा (फाइबर)',
        value_ne: '१५.२ ग्राम',
        context_ne: 'प्रति १०० ग्राम सुक्खा दाना',
      },
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
    nepaliDescription: d(
      'गहत सबैभन्दा कमसल माटोमा पनि फल्ने कडा पहाडी गेडागुडी हो। यसको बाक्लो, माटोको स्वाद भएको झोल दोलखाका पहाडमा जाडोको परम्परा हो।',
      ['पुर्खादेखि लगाइँदै आएको कडा बाली', 'जाडोमा न्यानो पार्ने झोल', 'प्रोटिन र फलाम प्रशस्त'],
    ),
    product_info: info('Origin: Dolakha', 'Cooking: Soak overnight, simmer 1 hour'),
    product_info_ne: info('मूल: दोलखा', 'पकाउने: रातभर भिजाएर १ घण्टा मन्द आगोमा'),
    price: 260,
    unit: '1 KG',
    category: 'Pulses',
    isOrganic: true,
    farmerName: 'Pasang Sherpa',
    location: 'Dolakha',
    hasTraceability: false,
    cooperativeId: 'coop-dolakha-highland',
    nutritionFacts: [
      {
        name: 'Protein',
        value: '22 g',
        context: 'per 100 g dry',
        name_ne: 'प्रोटिन',
        value_ne: '२२ ग्राम',
        context_ne: 'प्रति १०० ग्राम सुक्खा दाना',
      },
      {
        name: 'Calcium',
        value: '287 mg',
        context: 'per 100 g dry',
        name_ne: 'क्याल्सियम',
        value_ne: '२८७ मिलिग्राम',
        context_ne: 'प्रति १०० ग्राम सुक्खा दाना',
      },
      {
        name: 'Iron',
        value: '7 mg',
        context: 'per 100 g dry',
        name_ne: 'फलाम (आइरन)',
        value_ne: '७ मिलिग्राम',
        context_ne: 'प्रति १०० ग्राम सुक्खा दाना',
      },
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
    nepaliDescription: d(
      'चितवनको समथर भूमिबाट आएको दैनिक प्रयोगको रातो मसुरोको दाल। १५ मिनेटमै पाकेर दाल-भातको मन बुझाउने पहेँलो दाल बन्छ।',
      ['छिटो पाक्ने', 'सफा गरेर केलाइएको', 'दैनिक भान्साको आधार'],
    ),
    product_info: info('Origin: Chitwan', 'Cooking: No soaking needed'),
    product_info_ne: info('मूल: चितवन', 'पकाउने: भिजाउनु पर्दैन'),
    price: 190,
    unit: '1 KG',
    category: 'Pulses',
    isExpress: true,
    farmerName: 'Hari Prasad Adhikari',
    location: 'Chitwan',
    hasTraceability: false,
    cooperativeId: 'coop-chitwan-bee',
    nutritionFacts: [
      {
        name: 'Energy',
        value: '358 kcal',
        context: 'per 100 g dry',
        name_ne: 'ऊर्जा',
        value_ne: '३५८ किलोक्यालोरी',
        context_ne: 'प्रति १०० ग्राम सुक्खा दाना',
      },
      {
        name: 'Protein',
        value: '24 g',
        context: 'per 100 g dry',
        name_ne: 'प्रोटिन',
        value_ne: '२४ ग्राम',
        context_ne: 'प्रति १०० ग्राम सुक्खा दाना',
      },
      { name: 'Dietary fibre', value: '11 g', name_ne: 'रेसा (फाइबर)', value_ne: '११ ग्राम' },
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
    nepaliDescription: d(
      'भुटेको कालो भटमास, चिउरा, अदुवा र लसुन मिलाएर बनाइने भटमास सादेको हरेक नेपाली जमघटको खाजा हो। यो भटमास काभ्रेका गह्रामा फलेको हो।',
      ['भटमास सादेकोका लागि उत्तम', 'पुर्खौली कालो जात', 'प्रोटिन प्रशस्त'],
    ),
    product_info: info('Origin: Kavre', 'Pack: 1 kg'),
    product_info_ne: info('मूल: काभ्रे', 'प्याक: १ किलो'),
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
      {
        name: 'Protein',
        value: '36 g',
        context: 'per 100 g dry',
        name_ne: 'प्रोटिन',
        value_ne: '३६ ग्राम',
        context_ne: 'प्रति १०० ग्राम सुक्खा दाना',
      },
      {
        name: 'Fat',
        value: '20 g',
        context: 'per 100 g dry',
        name_ne: 'चिल्लो (फ्याट)',
        value_ne: '२० ग्राम',
        context_ne: 'प्रति १०० ग्राम सुक्खा दाना',
      },
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
    nepaliDescription: d(
      'नेपाली लप्सीलाई सख्खर, खुर्सानी र टिमुरसँग पकाएर बनाइएको गुलियो, अमिलो र पिरो अचार, जुन दाल-भातको थालमा हेर्दाहेर्दै सकिन्छ।',
      'स्याङ्जाको एक महिला समूहले थोरै-थोरै गरेर बनाउँछ; चिनी, नुन र तोरीको तेलबाहेक कुनै प्रिजर्भेटिभ छैन।',
      ['गुलियो, अमिलो र पिरो', 'कृत्रिम प्रिजर्भेटिभ छैन', 'महिला समूहले बनाएको'],
    ),
    product_info: info(
      'Origin: Syangja',
      'Ingredients: Lapsi, jaggery, chilli, timur, salt, mustard oil',
      'Shelf life: 6 months',
    ),
    product_info_ne: info('मूल: स्याङ्जा', 'सामग्री: लप्सी, सख्खर, खुर्सानी, टिमुर, नुन, तोरीको तेल', 'टिक्ने अवधि: ६ महिना'),
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
        question_ne: 'फ्रिजमा राख्नुपर्छ?',
        answer_ne: 'नखोलेसम्म पर्दैन। खोलेपछि फ्रिजमा राख्नुहोस् र सधैँ सुक्खा चम्चा प्रयोग गर्नुहोस्।',
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
    nepaliDescription: d(
      'गुन्द्रुक नेपालको किण्वित (कुहाएर) घाममा सुकाइएको सागपात हो, बाली भित्र्याएपछि मुला र रायोका पातबाट बनाइन्छ। अमिलो, धुवाँको झल्को र गहिरो स्वाद भएको।',
      '१० मिनेट भिजाएर गोलभेडा, प्याज र भटमाससँग पकाएर गुन्द्रुकको झोल बनाउनुहोस्।',
      ['परम्परागत तरिकाले कुहाइएको', 'काभ्रेमा घाममा सुकाइएको', 'करिब १० कचौरा झोल बन्छ'],
    ),
    product_info: info('Origin: Kavre', 'Pack: 200 g'),
    product_info_ne: info('मूल: काभ्रे', 'प्याक: २०० ग्राम'),
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
    nepaliDescription: d(
      'दाउराको आगोमा पोलेको गोलभेडा र टिमुरको पिरो चटनी: मम, सेलरोटी वा सादा भातसँग सिधै चम्चाले हालेर खान तयार।',
      ['पोलेको गोलभेडा र टिमुर', 'झमझमाउने, धुवाँको झल्को भएको पिरो', 'थोरै-थोरै बनाइएको, कुनै प्रिजर्भेटिभ छैन'],
    ),
    product_info: info('Origin: Gorkha', 'Refrigerate after opening'),
    product_info_ne: info('मूल: गोरखा', 'खोलेपछि फ्रिजमा राख्नुहोस्'),
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
    nepaliDescription: d(
      'जाडोको कुरकुरे मुलालाई लाम्चो काटेर तिल, बेसार र तोरीको तेलमा मुछेर घाममा राखेर खँदिलो बनाइएको, हरेक पहाडी भान्सामा बनाइनेजस्तै।',
      ['कुरकुरे र अमिलो', 'घाममा खँदिलो बनाइएको', 'कोल्हुमा पेलेको तोरीको तेलमा बनाइएको'],
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
    nepaliDescription: d(
      'इलामका चेरीजस्ता गोला अकबरे खुर्सानी, कागतीसँग तोरीको तेलमा साबुतै अचार हालिएको। साँच्चै पिरो, साँच्चै मीठो।',
      'एक थालमा एउटा खुर्सानी काफी छ, पानी नजिकै राख्नुहोस्।',
      ['निकै पिरो', 'तोरीको तेलमा साबुत खुर्सानी', 'इलामका चिया बगानका पहाडबाट'],
    ),
    product_info: info('Origin: Ilam', 'Heat: Very hot', 'Pack: 250 g jar'),
    product_info_ne: info('मूल: इलाम', 'पिरो: निकै पिरो', 'प्याक: २५० ग्रामको बोतल'),
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
    nepaliDescription: d(
      'मुस्ताङका उच्च खेतमा फलेको फापरको ढुङ्गाको जाँतोमा पिसेको पिठो। प्राकृतिक रूपमै ग्लुटेनरहित र बदामे स्वादको यो पिठोबाट थकाली भान्साको नरम फापरको रोटी र ढिँडो बन्छ।',
      'प्यानकेकका लागि अलिकति गहुँको पिठो मिसाउनुहोस्, वा ढिँडोका लागि यसैलाई मात्र प्रयोग गर्नुहोस्।',
      ['प्राकृतिक रूपमै ग्लुटेनरहित', 'थोरै-थोरै गरेर ढुङ्गाको जाँतोमा पिसिएको', '२,५०० मिटरभन्दा माथि फलेको'],
    ),
    product_info: info('Origin: Mustang', 'Milling: Stone-ground', 'Shelf life: 3 months', 'Pack: 1 kg'),
    product_info_ne: info('मूल: मुस्ताङ', 'पिसाइ: ढुङ्गाको जाँतोमा', 'टिक्ने अवधि: ३ महिना', 'प्याक: १ किलो'),
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
      {
        name: 'Energy',
        value: '335 kcal',
        context: 'per 100 g',
        name_ne: 'ऊर्जा',
        value_ne: '३३५ किलोक्यालोरी',
        context_ne: 'प्रति १०० ग्राम',
      },
      {
        name: 'Protein',
        value: '12.6 g',
        context: 'per 100 g',
        name_ne: 'प्रोटिन',
        value_ne: '१२.६ ग्राम',
        context_ne: 'प्रति १०० ग्राम',
      },
      {
        name: 'Dietary fibre',
        value: '10 g',
        context: 'per 100 g',
        name_ne: 'रेसा (फाइबर)',
        value_ne: '१० ग्राम',
        context_ne: 'प्रति १०० ग्राम',
      },
      {
        name: 'Gluten',
        value: '0 g',
        context: 'naturally gluten-free',
        name_ne: 'ग्लुटेन',
        value_ne: '० ग्राम',
        context_ne: 'प्राकृतिक रूपमै ग्लुटेनरहित',
      },
    ],
    faqs: [
      {
        question: 'Is phapar flour suitable for a gluten-free diet?',
        answer: 'Buckwheat is naturally gluten-free. Our mill also grinds wheat, so it may contain traces.',
        question_ne: 'ग्लुटेन नखानेहरूले फापरको पिठो खान मिल्छ?',
        answer_ne: 'फापरमा प्राकृतिक रूपमै ग्लुटेन हुँदैन। तर हाम्रो मिलमा गहुँ पनि पिसिने भएकाले यसमा गहुँको अलिकति अंश हुन सक्छ।',
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
    nepaliDescription: d(
      'कोदोले कुनै बेला हरेक पहाडी घरको पेट पाल्थ्यो। आज यो सुपरफुडका रूपमा फर्किएको छ: क्याल्सियम र रेसा प्रशस्त, माटोको गहिरो स्वाद भएको।',
      'घ्यू र गुन्द्रुकसँग ढिँडो बनाउनुहोस्, वा रोटी र प्यानकेकमा मिसाउनुहोस्।',
      ['क्याल्सियम प्रशस्त', 'ढुङ्गाको जाँतोमा पिसिएको', 'पहाडको पुर्खौली अन्न'],
    ),
    product_info: info('Origin: Jumla', 'Pack: 1 kg'),
    product_info_ne: info('मूल: जुम्ला', 'प्याक: १ किलो'),
    price: 220,
    unit: '1 KG',
    category: 'Superfoods',
    isOrganic: true,
    farmerName: 'Bhim Bahadur Rokaya',
    location: 'Jumla',
    hasTraceability: true,
    cooperativeId: 'coop-karnali-apple',
    nutritionFacts: [
      {
        name: 'Energy',
        value: '328 kcal',
        context: 'per 100 g',
        name_ne: 'ऊर्जा',
        value_ne: '३२८ किलोक्यालोरी',
        context_ne: 'प्रति १०० ग्राम',
      },
      {
        name: 'Calcium',
        value: '344 mg',
        context: 'per 100 g',
        name_ne: 'क्याल्सियम',
        value_ne: '३४४ मिलिग्राम',
        context_ne: 'प्रति १०० ग्राम',
      },
      {
        name: 'Protein',
        value: '7.3 g',
        context: 'per 100 g',
        name_ne: 'प्रोटिन',
        value_ne: '७.३ ग्राम',
        context_ne: 'प्रति १०० ग्राम',
      },
    ],
    faqs: [
      {
        question: 'How do I make kodo dhido?',
        answer:
          'Whisk the flour into boiling water a little at a time, stirring hard with a wooden spatula until thick and smooth.',
        question_ne: 'कोदोको ढिँडो कसरी बनाउने?',
        answer_ne: 'उम्लिरहेको पानीमा पिठो अलि-अलि गर्दै हाल्नुहोस् र बाक्लो अनि चिल्लो नहुन्जेल काठको पनियुँले बेस्सरी चलाउनुहोस्।',
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
    nepaliDescription: d(
      'मार्सी जुम्लाको तिला नदीको उपत्यकामा करिब २,५०० मिटरको उचाइमा फल्ने, चिसो सहन सक्ने रातो धान हो; यी खेत संसारकै सबैभन्दा अग्ला धानखेतमध्ये पर्छन्।',
      'बदामे स्वादको, चपाउँदा अलिकति लचिलो यो चामल दालसँग मीठो हुन्छ, वा गुलियो खीर बनाउनुहोस्।',
      ['पुर्खौली रातो चामल', 'उच्च हिमाली भेगमा फलेको', 'ढिकीमा कुटेको, भुस नफालिएको'],
    ),
    product_info: info('Origin: Jumla', 'Cooking: 1 cup rice to 2.5 cups water, 25 minutes', 'Pack: 1 kg'),
    product_info_ne: info('मूल: जुम्ला', 'पकाउने: १ कप चामलमा २.५ कप पानी, २५ मिनेट', 'प्याक: १ किलो'),
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
      {
        name: 'Energy',
        value: '360 kcal',
        context: 'per 100 g uncooked',
        name_ne: 'ऊर्जा',
        value_ne: '३६० किलोक्यालोरी',
        context_ne: 'प्रति १०० ग्राम नपकाएको',
      },
      {
        name: 'Protein',
        value: '7.5 g',
        context: 'per 100 g uncooked',
        name_ne: 'प्रोटिन',
        value_ne: '७.५ ग्राम',
        context_ne: 'प्रति १०० ग्राम नपकाएको',
      },
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
    nepaliDescription: d(
      'चितवनका किसानहरूसँगको परीक्षण परियोजनाबाट आएको चिया सिड। पानी वा दूधमा भिजाएर पुडिङ बनाउनुहोस्, वा दही र फलफूलमाथि छर्कनुहोस्।',
      ['रेसा र ओमेगा-३ प्रशस्त', 'सफा गरेर केलाइएको', 'परीक्षणको पहिलो बाली'],
    ),
    product_info: info('Origin: Chitwan', 'Pack: 250 g'),
    product_info_ne: info('मूल: चितवन', 'प्याक: २५० ग्राम'),
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
      {
        name: 'Energy',
        value: '486 kcal',
        context: 'per 100 g',
        name_ne: 'ऊर्जा',
        value_ne: '४८६ किलोक्यालोरी',
        context_ne: 'प्रति १०० ग्राम',
      },
      {
        name: 'Dietary fibre',
        value: '34 g',
        context: 'per 100 g',
        name_ne: 'रेसा (फाइबर)',
        value_ne: '३४ ग्राम',
        context_ne: 'प्रति १०० ग्राम',
      },
      {
        name: 'Protein',
        value: '17 g',
        context: 'per 100 g',
        name_ne: 'प्रोटिन',
        value_ne: '१७ ग्राम',
        context_ne: 'प्रति १०० ग्राम',
      },
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
    nepaliDescription: d(
      'दालेचुक (सी बकथर्न) मुस्ताङका नदी किनारमा जङ्गली रूपमा फल्छ। यसका साना सुन्तले दाना पेलेर भिटामिन सीले भरिपूर्ण, अमिलो र उष्ण फलफूलजस्तो स्वाद भएको जुस बनाइन्छ।',
      'एक भाग जुसमा तीन भाग पानी मिसाउनुहोस्, र स्वादअनुसार मह हाल्नुहोस्।',
      ['मुस्ताङका जङ्गली दाना', 'भिटामिन सी प्रशस्त', 'गाढा रस: करिब २ लिटर जुस बन्छ'],
    ),
    product_info: info(
      'Origin: Mustang',
      'Dilution: 1 part juice to 3 parts water',
      'Refrigerate after opening, use within 2 weeks',
    ),
    product_info_ne: info('मूल: मुस्ताङ', 'मिसाउने: १ भाग जुसमा ३ भाग पानी', 'खोलेपछि फ्रिजमा राखेर २ हप्ताभित्र प्रयोग गर्नुहोस्'),
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
      {
        name: 'Vitamin C',
        value: '120 mg',
        context: 'per 100 ml concentrate',
        name_ne: 'भिटामिन सी',
        value_ne: '१२० मिलिग्राम',
        context_ne: 'प्रति १०० मिलिलिटर गाढा रस (कन्सन्ट्रेट)',
      },
      {
        name: 'Energy',
        value: '45 kcal',
        context: 'per 100 ml concentrate',
        name_ne: 'ऊर्जा',
        value_ne: '४५ किलोक्यालोरी',
        context_ne: 'प्रति १०० मिलिलिटर गाढा रस (कन्सन्ट्रेट)',
      },
    ],
    farmers: [
      { name: 'Tsering Gurung', village: 'Marpha' },
      { name: 'Karma Thakali', village: 'Tukuche' },
    ],
    faqs: [
      {
        question: 'Is sugar added?',
        answer: 'A small amount of cane sugar is added to balance the natural sourness; no colours or flavours.',
        question_ne: 'चिनी मिसाइएको छ?',
        answer_ne: 'प्राकृतिक अमिलोपन मिलाउन थोरै उखुको चिनी मिसाइएको छ; कुनै रङ वा कृत्रिम स्वाद छैन।',
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
    nepaliDescription: d(
      'जुम्लाबाट आएका साना सुनौला लट्टेका दाना: भुटेर हल्का, कुरकुरे फुला बनाई लड्डु बनाउनुहोस्, वा लिटो पकाउनुहोस्।',
      ['प्राकृतिक रूपमै ग्लुटेनरहित', 'सुक्खा तावामा केही सेकेन्डमै फुल्छ', 'प्रोटिन र फलाम प्रशस्त'],
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
      {
        name: 'Energy',
        value: '371 kcal',
        context: 'per 100 g',
        name_ne: 'ऊर्जा',
        value_ne: '३७१ किलोक्यालोरी',
        context_ne: 'प्रति १०० ग्राम',
      },
      {
        name: 'Protein',
        value: '13.6 g',
        context: 'per 100 g',
        name_ne: 'प्रोटिन',
        value_ne: '१३.६ ग्राम',
        context_ne: 'प्रति १०० ग्राम',
      },
      {
        name: 'Iron',
        value: '7.6 mg',
        context: 'per 100 g',
        name_ne: 'फलाम (आइरन)',
        value_ne: '७.६ मिलिग्राम',
        context_ne: 'प्रति १०० ग्राम',
      },
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
    nepaliDescription: d(
      'ताजा अकबरे: इलामको गोलो, अत्यन्त पिरो खुर्सानी, जसको फलफूलजस्तो बास्ना र कडा पिरोपनका लागि सबै हुरुक्क हुन्छन्।',
      'गोलभेडाको अचारमा एउटा थिचेर हाल्नुहोस्, वा चाउचाउमाथि पातलो काटेर छर्कनुहोस्। होसियारीसाथ छुनुहोस्।',
      ['निकै पिरो', 'इलाममा ताजै टिपिएको', '१०० ग्रामको प्याकेटमा बिक्री'],
    ),
    product_info: info('Origin: Ilam', 'Heat: Very hot', 'Storage: Fridge, up to 1 week'),
    product_info_ne: info('मूल: इलाम', 'पिरो: निकै पिरो', 'भण्डारण: फ्रिजमा, १ हप्तासम्म'),
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
        question_ne: 'अकबरे कति पिरो हुन्छ?',
        answer_ne: 'निकै पिरो: हरियो खुर्सानीभन्दा कैयौँ गुणा पिरो। परिवारभरिको एक छाक खानाका लागि प्रायः एउटै दाना पुग्छ।',
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
    nepaliDescription: d(
      'धादिङका पाखाबाट आएको फिक्का हरियो इस्कुस: नरम स्वादको, कुरकुरे, र आलु अनि मेथीको झानोसँग सादा तरकारी बनाउन उत्तम।',
      ['नरम स्वाद, कुरकुरे', 'परिवारका आफ्नै थाँक्रामा फलेको', 'दुई हप्तासम्म टिक्छ'],
    ),
    product_info: info('Origin: Dhading', 'Storage: Cool place, up to 2 weeks'),
    product_info_ne: info('मूल: धादिङ', 'भण्डारण: चिसो ठाउँमा, २ हप्तासम्म'),
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
    nutritionFacts: [
      {
        name: 'Energy',
        value: '19 kcal',
        context: 'per 100 g',
        name_ne: 'ऊर्जा',
        value_ne: '१९ किलोक्यालोरी',
        context_ne: 'प्रति १०० ग्राम',
      },
    ],
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
    nepaliDescription: d(
      'काभ्रेमा बिहानै काटिएका चौडा, कलिला रायोका पात। लसुन र सुकेको खुर्सानीसँग भुटेको रायोको साग जाडोको दाल-भातको हरियो मुटु हो।',
      ['डेलिभरीकै दिन बिहान काटिएको', 'विषादीरहित', 'भिटामिन के र सी प्रशस्त'],
    ),
    product_info: info('Origin: Kavre', 'Storage: Wrap in a damp cloth in the fridge'),
    product_info_ne: info('मूल: काभ्रे', 'भण्डारण: ओसिलो कपडामा बेरेर फ्रिजमा'),
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
      {
        name: 'Energy',
        value: '27 kcal',
        context: 'per 100 g',
        name_ne: 'ऊर्जा',
        value_ne: '२७ किलोक्यालोरी',
        context_ne: 'प्रति १०० ग्राम',
      },
      {
        name: 'Vitamin K',
        value: '258 µg',
        context: 'per 100 g',
        name_ne: 'भिटामिन के',
        value_ne: '२५८ माइक्रोग्राम',
        context_ne: 'प्रति १०० ग्राम',
      },
      {
        name: 'Vitamin C',
        value: '70 mg',
        context: 'per 100 g',
        name_ne: 'भिटामिन सी',
        value_ne: '७० मिलिग्राम',
        context_ne: 'प्रति १०० ग्राम',
      },
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
    nepaliDescription: d(
      'दोलखामा कम्पोस्ट र गोठेमलले फलाइएको धुलो (फुरफुरे) पहाडी आलु: आलु तामा, आलु सादेको र दैनिक तरकारीका लागि उत्तम।',
      ['सहकारीको अर्गानिक समूहले प्रमाणित गरेको', 'फुरफुरे बनोट', 'माटो टकटक्याइएको, पखालिएको छैन: धेरै दिन टिक्छ'],
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
      {
        name: 'Energy',
        value: '77 kcal',
        context: 'per 100 g',
        name_ne: 'ऊर्जा',
        value_ne: '७७ किलोक्यालोरी',
        context_ne: 'प्रति १०० ग्राम',
      },
      {
        name: 'Potassium',
        value: '425 mg',
        context: 'per 100 g',
        name_ne: 'पोटासियम',
        value_ne: '४२५ मिलिग्राम',
        context_ne: 'प्रति १०० ग्राम',
      },
      {
        name: 'Vitamin C',
        value: '19.7 mg',
        context: 'per 100 g',
        name_ne: 'भिटामिन सी',
        value_ne: '१९.७ मिलिग्राम',
        context_ne: 'प्रति १०० ग्राम',
      },
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
    nepaliDescription: d(
      'चितवनको बलौटे माटोमा फलेको, भित्र सुन्तले रङको गुलियो सखरखण्ड। माघे सङ्क्रान्तिमा उसिनेर वा पोलेर खानुहोस्, वा सजिलो खाजाका लागि ओभनमा पकाउनुहोस्।',
      ['माघे सङ्क्रान्तिको प्रिय', 'प्राकृतिक रूपमै गुलियो', 'भिटामिन ए प्रशस्त'],
    ),
    product_info: info('Origin: Chitwan', 'Season: December to February'),
    product_info_ne: info('मूल: चितवन', 'याम: डिसेम्बरदेखि फेब्रुअरीसम्म'),
    price: 140,
    unit: '1 KG',
    soldByWeight: { price: 140, nominalKg: 1, tolerance: 15 },
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
      {
        name: 'Energy',
        value: '86 kcal',
        context: 'per 100 g',
        name_ne: 'ऊर्जा',
        value_ne: '८६ किलोक्यालोरी',
        context_ne: 'प्रति १०० ग्राम',
      },
      {
        name: 'Vitamin A',
        value: '709 µg',
        context: 'per 100 g',
        name_ne: 'भिटामिन ए',
        value_ne: '७०९ माइक्रोग्राम',
        context_ne: 'प्रति १०० ग्राम',
      },
      { name: 'Dietary fibre', value: '3 g', name_ne: 'रेसा (फाइबर)', value_ne: '३ ग्राम' },
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
    nepaliDescription: d(
      'पोखरा नजिकैको एक युवा कृषक समूहले धानको परालमा फलाएको, डेलिभरीको अघिल्लो दिन टिपिएको कोमल कन्य च्याउ।',
      ['ताजै टिपिएको', 'धानको परालमा फलाइएको', '२ दिनभित्र पकाउनुहोस्'],
    ),
    product_info: info('Origin: Kaski', 'Storage: Paper bag in the fridge'),
    product_info_ne: info('मूल: कास्की', 'भण्डारण: कागजको झोलामा राखेर फ्रिजमा'),
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
      {
        name: 'Energy',
        value: '33 kcal',
        context: 'per 100 g',
        name_ne: 'ऊर्जा',
        value_ne: '३३ किलोक्यालोरी',
        context_ne: 'प्रति १०० ग्राम',
      },
      {
        name: 'Protein',
        value: '3.3 g',
        context: 'per 100 g',
        name_ne: 'प्रोटिन',
        value_ne: '३.३ ग्राम',
        context_ne: 'प्रति १०० ग्राम',
      },
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
    nepaliDescription: d('धादिङबाट आएका, अचार र तरकारीका लागि रातै पाकेपछि टिपिएका अमिला-गुलिया गोलभेडा।', [
      'बोटमै पाकेको',
      'गोलभेडाको अचारका लागि उत्तम',
      'ताजापन हेरेर छानिएको',
    ]),
    product_info: info('Origin: Dhading'),
    product_info_ne: info('मूल: धादिङ'),
    price: 110,
    unit: '1 KG',
    soldByWeight: { price: 110, nominalKg: 1, tolerance: 10 },
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
    nepaliDescription: d(
      'काभ्रेबाट आएको कसिलो, सेतो काउली, डेलिभरीकै दिन बिहान काटिएको। आलु-काउली, अचार र तिहारको भोजका लागि उत्तम।',
      ['बिहानै काटिएको', 'कसिला सेता फूल', 'कम्पोस्ट मलमा फलाइएको'],
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
    nepaliDescription: d(
      'स्याङ्जाबाट आएको माटोको स्वाद भएको, नरम पिँडालु: माघे सङ्क्रान्तिको भोजमा सखरखण्ड र तरुलसँगै मुख्य परिकार।',
      'राम्ररी पकाउनुहोस्: पिँडालु सधैँ उसिनेर वा तारेर मात्र खानुपर्छ।',
      ['पकाएपछि नरम र मिठो', 'चाडपर्वको परम्परागत खाना', 'गह्रामा फलाइएको'],
    ),
    product_info: info('Origin: Syangja', 'Always cook before eating'),
    product_info_ne: info('मूल: स्याङ्जा', 'खानुअघि सधैँ पकाउनुहोस्'),
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
    branchArea_ne: 'नयाँ बानेश्वर, पुरानो बानेश्वर, शान्तिनगर, तीनकुने, सिनामंगल',
  },
  {
    branchName: 'Koteshwor',
    branchName_ne: 'कोटेश्वर',
    districtName: 'Kathmandu',
    amount: 100,
    branchArea: 'Koteshwor, Jadibuti, Balkumari (Kathmandu side), Airport area',
    branchArea_ne: 'कोटेश्वर, जडिबुटी, बालकुमारी (काठमाडौं तर्फ), विमानस्थल क्षेत्र',
  },
  {
    branchName: 'Thamel',
    branchName_ne: 'ठमेल',
    districtName: 'Kathmandu',
    amount: 120,
    branchArea: 'Thamel, Lazimpat, Naxal, Durbar Marg, Asan, Kamaladi',
    branchArea_ne: 'ठमेल, लाजिम्पाट, नक्साल, दरबारमार्ग, असन, कमलादी',
  },
  {
    branchName: 'Budhanilkantha',
    branchName_ne: 'बूढानीलकण्ठ',
    districtName: 'Kathmandu',
    amount: 150,
    branchArea: 'Budhanilkantha, Maharajgunj, Chappal Karkhana, Tokha, Golfutar',
    branchArea_ne: 'बूढानीलकण्ठ, महाराजगञ्ज, चप्पल कारखाना, टोखा, गोल्फुटार',
  },
  {
    branchName: 'Kalanki',
    branchName_ne: 'कलंकी',
    districtName: 'Kathmandu',
    amount: 120,
    branchArea: 'Kalanki, Kuleshwor, Balkhu, Sitapaila, Swayambhu',
    branchArea_ne: 'कलंकी, कुलेश्वर, बल्खु, सितापाइला, स्वयम्भू',
  },
  {
    branchName: 'Jawalakhel',
    branchName_ne: 'जावलाखेल',
    districtName: 'Lalitpur',
    amount: 100,
    branchArea: 'Jawalakhel, Ekantakuna, Sanepa, Kupondole, Jhamsikhel',
    branchArea_ne: 'जावलाखेल, एकान्तकुना, सानेपा, कुपण्डोल, झम्सीखेल',
  },
  {
    branchName: 'Pulchowk',
    branchName_ne: 'पुल्चोक',
    districtName: 'Lalitpur',
    amount: '110',
    branchArea: 'Pulchowk, Patan Durbar Square, Mangal Bazar, Lagankhel, Kumaripati',
    branchArea_ne: 'पुल्चोक, पाटन दरबार क्षेत्र, मंगलबजार, लगनखेल, कुमारीपाटी',
  },
  {
    branchName: 'Imadol',
    branchName_ne: 'इमाडोल',
    districtName: 'Lalitpur',
    amount: 130,
    branchArea: 'Imadol, Gwarko, Satdobato, Tikathali, Harisiddhi',
    branchArea_ne: 'इमाडोल, ग्वार्को, सातदोबाटो, टिकाथली, हरिसिद्धि',
  },
  {
    branchName: 'Suryabinayak',
    branchName_ne: 'सूर्यविनायक',
    districtName: 'Bhaktapur',
    amount: 140,
    branchArea: 'Suryabinayak, Bhaktapur Durbar Square, Jagati, Sallaghari',
    branchArea_ne: 'सूर्यविनायक, भक्तपुर दरबार क्षेत्र, जगाती, सल्लाघारी',
  },
  {
    branchName: 'Thimi',
    branchName_ne: 'ठिमी',
    districtName: 'Bhaktapur',
    amount: 130,
    branchArea: 'Madhyapur Thimi, Sanothimi, Lokanthali, Radhe Radhe',
    branchArea_ne: 'मध्यपुर थिमी, सानोठिमी, लोकन्थली, राधे राधे',
  },
  // Other cities
  {
    branchName: 'Lakeside Pokhara',
    branchName_ne: 'लेकसाइड पोखरा',
    districtName: 'Kaski',
    amount: 250,
    branchArea: 'Lakeside, Damside, Chipledhunga, Mahendrapul, Bagar',
    branchArea_ne: 'लेकसाइड, डामसाइड, चिप्लेढुंगा, महेन्द्रपुल, बगर',
  },
  {
    branchName: 'Bharatpur',
    branchName_ne: 'भरतपुर',
    districtName: 'Chitwan',
    amount: 220,
    branchArea: 'Bharatpur, Narayangadh, Chaubiskoti, Ratnanagar (Tandi)',
    branchArea_ne: 'भरतपुर, नारायणगढ, चौबीसकोठी, रत्ननगर (टाँडी)',
  },
  {
    branchName: 'Biratnagar',
    branchName_ne: 'विराटनगर',
    districtName: 'Morang',
    amount: 280,
    branchArea: 'Biratnagar Metropolitan City, Rani, Tinpaini, Bargachhi',
    branchArea_ne: 'विराटनगर महानगरपालिका, रानी, तीनपैनी, बरगाछी',
  },
  {
    branchName: 'Butwal',
    branchName_ne: 'बुटवल',
    districtName: 'Rupandehi',
    amount: 260,
    branchArea: 'Butwal, Tilottama, Bhairahawa (Siddharthanagar)',
    branchArea_ne: 'बुटवल, तिलोत्तमा, भैरहवा (सिद्धार्थनगर)',
  },
  {
    branchName: 'Dharan',
    branchName_ne: 'धरान',
    districtName: 'Sunsari',
    amount: 280,
    branchArea: 'Dharan bazaar, Bhanu Chowk, Vijayapur',
    branchArea_ne: 'धरान बजार, भानु चोक, विजयपुर',
  },
  {
    branchName: 'Itahari',
    branchName_ne: 'इटहरी',
    districtName: 'Sunsari',
    amount: 270,
    branchArea: 'Itahari, Tarahara, Khanar',
    branchArea_ne: 'इटहरी, तरहरा, खनार',
  },
  {
    branchName: 'Birtamod',
    branchName_ne: 'बिर्तामोड',
    districtName: 'Jhapa',
    amount: 300,
    branchArea: 'Birtamod, Damak, Bhadrapur, Charali',
    branchArea_ne: 'बिर्तामोड, दमक, भद्रपुर, चारआली',
  },
  {
    branchName: 'Nepalgunj',
    branchName_ne: 'नेपालगन्ज',
    districtName: 'Banke',
    amount: 300,
    branchArea: 'Nepalgunj Sub-Metropolitan City, Kohalpur',
    branchArea_ne: 'नेपालगन्ज उपमहानगरपालिका, कोहलपुर',
  },
  {
    branchName: 'Dhangadhi',
    branchName_ne: 'धनगढी',
    districtName: 'Kailali',
    amount: '300',
    branchArea: 'Dhangadhi, Attariya, Lamki',
    branchArea_ne: 'धनगढी, अत्तरिया, लम्की',
  },
  // Remote
  {
    branchName: 'Khalanga',
    branchName_ne: 'खलङ्गा',
    districtName: 'Jumla',
    amount: '450',
    branchArea: 'Chandannath (Khalanga), Tatopani, Guthichaur',
    branchArea_ne: 'चन्दननाथ (खलंगा), तातोपानी, गुठीचौर',
  },
  {
    branchName: 'Simkot',
    branchName_ne: 'सिमकोट',
    districtName: 'Humla',
    amount: '600',
    branchArea: 'Simkot and nearby wards (air cargo; allow extra days)',
    branchArea_ne: 'सिमकोट र नजिकका वडाहरू (हवाई ढुवानी भएकाले केही दिन बढी लाग्छ)',
  },
  {
    branchName: 'Jomsom',
    branchName_ne: 'जोमसोम',
    districtName: 'Mustang',
    amount: 500,
    branchArea: 'Jomsom, Marpha, Kagbeni, Tukuche',
    branchArea_ne: 'जोमसोम, मार्फा, कागबेनी, टुकुचे',
  },
  {
    branchName: 'Salleri',
    branchName_ne: 'सल्लेरी',
    districtName: 'Solukhumbu',
    amount: 550,
    branchArea: 'Salleri, Phaplu, Dudhkunda',
    branchArea_ne: 'सल्लेरी, फाप्लु, दूधकुण्ड',
  },
];

// ---------------------------------------------------------------------------
// Delivery days (docs/rules.md "Delivery days"): routes by district, their weekdays and cut-offs; pickup points by
// branch; the festivals nobody delivers on. No capacity on the demo routes: the test suite places many orders.
// ---------------------------------------------------------------------------

export const routes = [
  {
    name: 'Kathmandu valley',
    name_ne: 'काठमाडौं उपत्यका',
    districts: ['Kathmandu', 'Lalitpur', 'Bhaktapur'],
    weekdays: ['tue', 'fri'],
    cutoff_time: '18:00',
    cutoff_days_before: 1,
    capacity: 0,
  },
  {
    name: 'Terai',
    name_ne: 'तराई',
    districts: ['Chitwan', 'Morang', 'Sunsari', 'Jhapa', 'Rupandehi', 'Banke', 'Kailali'],
    weekdays: ['mon', 'thu'],
    cutoff_time: '16:00',
    cutoff_days_before: 1,
    capacity: 0,
  },
  {
    name: 'Hills',
    name_ne: 'पहाड',
    districts: ['Kaski', 'Mustang', 'Solukhumbu', 'Humla', 'Jumla'],
    weekdays: ['wed'],
    cutoff_time: '12:00',
    cutoff_days_before: 2,
    capacity: 0,
  },
];

export const pickupPoints = [
  {
    name: 'Patan Dhoka co-op shop',
    name_ne: 'पाटन ढोका सहकारी पसल',
    address: 'Patan Dhoka, beside the bus stop',
    address_ne: 'पाटन ढोका, बस बिसौनी छेउ',
    branchName: 'Jawalakhel',
    weekdays: ['sun', 'tue', 'thu', 'fri'],
    opens_at: '10:00',
    closes_at: '18:00',
    cutoff_time: '08:00',
    cutoff_days_before: 0,
    charge: 0,
  },
  {
    name: 'Lakeside farmers corner',
    name_ne: 'लेकसाइड किसान कुना',
    address: 'Lakeside Road 6, opposite the boat station',
    address_ne: 'लेकसाइड सडक ६, डुङ्गा स्टेसनको अगाडि',
    branchName: 'Lakeside Pokhara',
    weekdays: ['wed', 'sat'],
    opens_at: '09:00',
    closes_at: '16:00',
    cutoff_time: '18:00',
    cutoff_days_before: 1,
    charge: 30,
  },
];

/** Dashain and Tihar, the days nobody delivers, in BS (first and last day), by the AD year they fall in. */
export const festivalClosures = {
  2025: [
    { name: 'Dashain', name_ne: 'दशैं', from_bs: '2082/06/13', to_bs: '2082/06/17' },
    { name: 'Tihar', name_ne: 'तिहार', from_bs: '2082/07/03', to_bs: '2082/07/06' },
  ],
  2026: [
    { name: 'Dashain', name_ne: 'दशैं', from_bs: '2083/06/31', to_bs: '2083/07/04' },
    { name: 'Tihar', name_ne: 'तिहार', from_bs: '2083/07/22', to_bs: '2083/07/25' },
  ],
  2027: [
    { name: 'Dashain', name_ne: 'दशैं', from_bs: '2084/06/21', to_bs: '2084/06/25' },
    { name: 'Tihar', name_ne: 'तिहार', from_bs: '2084/07/10', to_bs: '2084/07/13' },
  ],
};

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
 * @property {string} [content_ne]
 * @property {string} category
 * @property {string} [category_ne]
 * @property {string[]} tagList
 * @property {string[]} [tagList_ne] the tags in Nepali, in the same order (posts.tags_ne)
 * @property {'list' | 'json-string'} tagsForm
 * @property {string} author_name
 * @property {string} [author_name_ne]
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
  const { tagList, tagList_ne, tagsForm, ...rest } = def;
  /** @param {string[]} list */
  const stored = (list) => (tagsForm === 'json-string' ? JSON.stringify(list) : list);
  return {
    ...rest,
    tags: stored(tagList),
    ...(tagList_ne ? { tags_ne: stored(tagList_ne) } : {}),
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
    content_ne: `<p>हरेक शरद्मा जुम्लाका उच्च उपत्यका रातो र सुनौलो रङले ढाकिन्छन्। झन्डै २,५०० मिटरको उचाइमा भीमबहादुर रोकायाजस्ता किसानले दशकौँअघि लगाएका बगैँचामा ती कुरकुरे स्याउ फल्छन्, जसले कर्णालीलाई देशभरि चिनाएको छ।</p>
<p>जुम्लाबाट बाहिर निस्कने बाटो लामो छ, र धेरै वर्षसम्म उब्जनीको ठूलो हिस्सा सहरका भान्सासम्म पुग्दै पुग्दैनथ्यो। सहकारीहरूले ढुवानी मिलेर गर्न थाले र याम सुरु हुनुअघि नै उचित मूल्यमा सहमति गर्न थाले, अनि त्यो अवस्था फेरियो।</p>
<h2>रूखबाट थालसम्म पाँच दिनमा</h2>
<p>जुम्लाको बगैँचाबाट तपाईंको ढोकासम्म स्याउ यसरी आइपुग्छ:</p>
<ul>
<li>बगैँचामै हातले टिपेर आकारअनुसार छानिन्छ</li>
<li>कागजमा बेरेर हावा छिर्ने बाकसमा प्याक गरिन्छ</li>
<li>ट्रकमा सुर्खेत र नेपालगन्ज हुँदै काठमाडौँ ल्याइन्छ</li>
<li>डेलिभरीअघि हाम्रो प्याकिङ कोठामा फेरि जाँचिन्छ</li>
</ul>
<p>नयाँ सिजनको <a href="/ne/products/jumla-apple">जुम्लाको स्याउ</a> अहिले नै अर्डर गर्न सक्नुहुन्छ, वा <a href="/ne/products">हाम्रो पसल</a>मा सबै सामान हेर्नुहोस्। कर्णालीका बगैँचाबारे थप जान्न यो <a href="https://www.example.org/karnali-apple-report" target="_blank" rel="noopener noreferrer">क्षेत्रीय बागवानी प्रतिवेदन</a> (अंग्रेजीमा) पढ्नुहोस्।</p>`,
    category: 'Farmer Stories',
    category_ne: 'किसानका कथा',
    tagList: ['Jumla', 'Apples', 'Harvest', 'Karnali'],
    tagList_ne: ['जुम्ला', 'स्याउ', 'फसल', 'कर्णाली'],
    tagsForm: 'list',
    author_name: 'Anjali Shrestha',
    author_name_ne: 'अञ्जली श्रेष्ठ',
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
    content_ne: `<p>मह काढ्न सुरु गर्नुअघि भुजुङका पाका-पुर्खाहरू भीरसँग अनुमति माग्न सानो पूजा गर्छन्। त्यसपछि धुवाँ लगाउने आगो बालिन्छ, र एक जना सिकारी खोलाभन्दा सयौँ मिटर माथि बाँस र डोरीको लिस्नो चढ्छन्।</p>
<p>पूर्णबहादुर गुरुङले बीस वर्षभन्दा बढी समयदेखि यो काम गर्दै आएका छन्। "सबै कहिल्यै लिनु हुँदैन," उनी भन्छन्। "पर्याप्त चाका छोडिदियो भने मौरी अर्को वर्ष फर्किन्छन्।"</p>
<h2>हामी शरद्को मह मात्र किन बेच्छौं</h2>
<p>भीरको मह ऋतुअनुसार फेरिन्छ। लालीगुराँस फुल्ने बेला बन्ने वसन्तको मह निकै कडा हुन सक्छ। शरद्को मह हल्का हुन्छ, र हामी त्यही मात्र बेच्छौं।</p>
<ul>
<li>मह बिक्नुअघि नै सिकारीहरूलाई पैसा दिइन्छ</li>
<li>हरेक बोतलमा मह आएको गाउँको नाम लेखिन्छ</li>
<li>हरेक बिक्रीको एक हिस्सा गाउँको लिस्नो-डोरी कोषमा जान्छ</li>
</ul>
<p>हाम्रो <a href="/ne/products/wild-cliff-honey">भीरको मह</a> आफैँ चाखेर हेर्नुहोस्, वा हाम्रा सबै <a href="/ne/products?category=Honey">मह</a> हेर्नुहोस्। हिमाली भीमकाय मौरीबारे यो <a href="https://www.example.org/himalayan-giant-honey-bee" target="_blank" rel="noopener noreferrer">फिल्ड गाइड</a> (अंग्रेजीमा) मा थप पढ्न सकिन्छ।</p>`,
    category: 'Farmer Stories',
    category_ne: 'किसानका कथा',
    tagList: ['Honey', 'Lamjung', 'Tradition'],
    tagList_ne: ['मह', 'लमजुङ', 'परम्परा'],
    tagsForm: 'json-string',
    author_name: 'Rajesh Gurung',
    author_name_ne: 'राजेश गुरुङ',
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
    content_ne: `<p>मुला र रायोका पातलाई एक हप्ता कुहाएर (किण्वन गरेर) घाममा सुकाएपछि गुन्द्रुक बन्छ। यो महिनौँसम्म टिक्छ, त्यसैले पुस्तौँदेखि हरेक जाडोमा पहाडका परिवारको पेट पाल्दै आएको छ।</p>
<p>यो विधिले चार जनालाई पुग्छ, र भात वा ढिँडोसँग खुब मिल्छ।</p>
<h2>के-के चाहिन्छ</h2>
<ul>
<li>एक मुठी (करिब ३० ग्राम) मुलाको गुन्द्रुक, १० मिनेट भिजाएको</li>
<li>१ गोलभेडा, १ प्याज, २ केस्रा लसुन, अलिकति अदुवा</li>
<li>एक मुठी भिजाएको भटमास (मन भए)</li>
<li>नुन, बेसार, एक चिम्टी टिमुर र एक चम्चा तोरीको तेल</li>
</ul>
<p>तोरीको तेलमा प्याज, लसुन र अदुवा भुट्नुहोस्, गोलभेडा र मसला हाल्नुहोस्, अनि निचोरेको गुन्द्रुक र भटमास थप्नुहोस्। चार कप पानी हालेर दस मिनेट मन्द आगोमा पकाउनुहोस्। नुन र अमिलो चाखेर मिलाउनुहोस्।</p>
<p>सबै सामग्री <a href="/ne/products">हाम्रो पसल</a>मा छन्, <a href="/ne/products/radish-gundruk">मुलाको गुन्द्रुक</a> पनि। किण्वनको विज्ञान बुझ्न <a href="https://www.example.org/fermented-greens-himalaya" target="_blank" rel="noopener noreferrer">हिमाली किण्वित सागपातबारेको यो लेख</a> (अंग्रेजीमा) पढ्नुहोस्।</p>`,
    category: 'Recipes',
    category_ne: 'परिकार',
    tagList: ['Recipe', 'Gundruk', 'Winter', 'Soup'],
    tagList_ne: ['परिकार', 'गुन्द्रुक', 'जाडो', 'झोल'],
    tagsForm: 'list',
    author_name: 'Sabina Thapa',
    author_name_ne: 'सविना थापा',
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
    title_ne: 'गोलभेडा र टिमुरको अचार, तीन तरिकाले',
    excerpt:
      "Timur's citrusy tingle turns a simple tomato chutney into something unforgettable. Three versions: roasted, fresh and sesame.",
    excerpt_ne:
      'टिमुरको कागतीजस्तो झमझमाउने स्वादले सादा गोलभेडाको अचारलाई नबिर्सिने बनाउँछ। तीन तरिका: पोलेको, काँचो र तिल हालेको।',
    content: `<p>Ask any Nepali cook for the secret of a great golbheda ko achar and the answer is usually timur. A small pinch, dry-roasted and crushed, brings a lemony aroma and a tingle that wakes up the whole plate.</p>
<h2>Three ways to make it</h2>
<ul>
<li><strong>Roasted:</strong> char tomatoes and chillies over a flame, pound with garlic, salt and timur</li>
<li><strong>Fresh:</strong> chop raw tomatoes, coriander and onion, season with timur and lemon</li>
<li><strong>Sesame:</strong> add roasted, ground sesame for a nutty, creamy achar</li>
</ul>
<p>Serve with momo, sel roti or plain dal-bhat. The roasted version keeps for three days in the fridge.</p>
<p>Short on time? Try our ready-made <a href="/products/timur-chutney">timur chutney</a> or buy <a href="/products/timur">whole timur</a> and everything else from <a href="/products">the shop</a>. Botanists explain the tingle in this <a href="https://www.example.org/zanthoxylum-sanshool" target="_blank" rel="noopener noreferrer">article on Zanthoxylum peppers</a>.</p>`,
    content_ne: `<p>जुनसुकै नेपाली भान्सेलाई मीठो गोलभेडाको अचारको रहस्य सोध्नुहोस्, प्रायः जवाफ टिमुर नै हुन्छ। सुक्खै भुटेर थिचेको एक चिम्टी टिमुरले कागतीजस्तो बास्ना र पूरै थाललाई ब्युँझाउने झमझमाहट दिन्छ।</p>
<h2>बनाउने तीन तरिका</h2>
<ul>
<li><strong>पोलेको:</strong> गोलभेडा र खुर्सानी आगोमा पोल्नुहोस्, लसुन, नुन र टिमुरसँग सिलौटोमा पिँध्नुहोस्</li>
<li><strong>काँचो:</strong> काँचो गोलभेडा, धनियाँ र प्याज मसिनो काटेर टिमुर र कागतीले स्वाद मिलाउनुहोस्</li>
<li><strong>तिल हालेको:</strong> भुटेर पिँधेको तिल मिसाएर बदामे स्वादको, बाक्लो अचार बनाउनुहोस्</li>
</ul>
<p>मम, सेलरोटी वा सादा दाल-भातसँग खानुहोस्। पोलेको अचार फ्रिजमा तीन दिनसम्म टिक्छ।</p>
<p>समय छैन? हाम्रो तयारी <a href="/ne/products/timur-chutney">टिमुरको चटनी</a> चाख्नुहोस्, वा <a href="/ne/products/timur">साबुत टिमुर</a> र अरू सबै <a href="/ne/products">पसल</a>बाट किन्नुहोस्। टिमुरले किन झमझमाउँछ भन्ने वनस्पतिविद्हरूको व्याख्या <a href="https://www.example.org/zanthoxylum-sanshool" target="_blank" rel="noopener noreferrer">जान्थोक्सिलम मरिचबारेको यो लेख</a> (अंग्रेजीमा) मा छ।</p>`,
    category: 'Recipes',
    category_ne: 'परिकार',
    tagList: ['Recipe', 'Timur', 'Achar', 'Spices'],
    tagList_ne: ['परिकार', 'टिमुर', 'अचार', 'मसला'],
    tagsForm: 'json-string',
    author_name: 'Sabina Thapa',
    author_name_ne: 'सविना थापा',
    reading_time: 4,
    is_published: true,
    is_featured: false,
    hue: 8,
    daysAgo: 18,
  }),
  post({
    slug: 'millets-are-back',
    title: 'Kodo, Phapar and Latte: Why Millets Are Back',
    title_ne: 'कोदो, फापर र लट्टे: कोदोजन्य अन्न किन फर्किँदैछन्',
    excerpt:
      "Once dismissed as poor people's food, Nepal's hill grains are returning to city kitchens. Here is what makes them so nourishing.",
    excerpt_ne:
      'कुनै बेला गरिबको खाना भनेर हेपिएका पहाडी अन्न फेरि सहरका भान्सामा फर्किँदैछन्। यिनलाई यति पोषिलो के ले बनाउँछ, यहाँ पढ्नुहोस्।',
    content: `<p>For centuries, finger millet (kodo), buckwheat (phapar) and amaranth (latte) fed households in the hills, where rice would not grow. Over the last few decades they were pushed aside by white rice and wheat.</p>
<p>Now nutritionists and young chefs are rediscovering them. They grow with little water, need no chemical inputs and keep well.</p>
<h2>What each grain offers</h2>
<ul>
<li><strong>Kodo:</strong> rich in calcium, great for dhido and roti</li>
<li><strong>Phapar:</strong> naturally gluten-free with a nutty taste</li>
<li><strong>Latte:</strong> high in protein and iron, pops like tiny popcorn</li>
</ul>
<p>Start with one meal a week: a plate of kodo dhido with gundruk and ghee is hard to beat. Find all three grains in our <a href="/products?category=Superfoods">superfoods</a> or browse the <a href="/products">full range</a>. The <a href="https://www.example.org/millets-nutrition-factsheet" target="_blank" rel="noopener noreferrer">millets nutrition factsheet</a> has more detail.</p>`,
    content_ne: `<p>धान नफल्ने पहाडमा सयौँ वर्षदेखि कोदो, फापर र लट्टेले घर-घरको पेट पाल्दै आए। पछिल्ला केही दशकमा सेतो चामल र गहुँले तिनलाई पाखा लगाए।</p>
<p>अहिले पोषणविद् र युवा भान्सेहरू तिनलाई फेरि खोज्दैछन्। यी अन्न थोरै पानीमा फल्छन्, रासायनिक मल-विषादी चाहिँदैन र धेरै दिन टिक्छन्।</p>
<h2>कुन अन्नमा के छ</h2>
<ul>
<li><strong>कोदो:</strong> क्याल्सियम प्रशस्त, ढिँडो र रोटीका लागि उत्तम</li>
<li><strong>फापर:</strong> प्राकृतिक रूपमै ग्लुटेनरहित, बदामे स्वादको</li>
<li><strong>लट्टे:</strong> प्रोटिन र फलाम प्रशस्त, साना पपकर्नजस्तै फुल्छ</li>
</ul>
<p>हप्तामा एक छाकबाट सुरु गर्नुहोस्: गुन्द्रुक र घ्यूसँग एक थाल कोदोको ढिँडोको जोडा नै छैन। तीनै अन्न हाम्रो <a href="/ne/products?category=Superfoods">सुपरफुड</a> मा पाइन्छन्, वा <a href="/ne/products">सबै सामान</a> हेर्नुहोस्। थप विवरण <a href="https://www.example.org/millets-nutrition-factsheet" target="_blank" rel="noopener noreferrer">कोदोजन्य अन्नको पोषण तथ्यपत्र</a> (अंग्रेजीमा) मा छ।</p>`,
    category: 'Health',
    category_ne: 'स्वास्थ्य',
    tagList: ['Millet', 'Nutrition', 'Superfoods'],
    tagList_ne: ['कोदो', 'पोषण', 'पोषिलो अन्न'],
    tagsForm: 'list',
    author_name: 'Dr. Pratima Koirala',
    author_name_ne: 'डा. प्रतिमा कोइराला',
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
    title_ne: 'बोतल स्क्यान गर्नुहोस्: क्यूआर ट्रेसिबिलिटी कसरी काम गर्छ',
    excerpt:
      'Many of our products carry a QR code. Scan it and you will see the farm, the harvest date and the cooperative behind your food.',
    excerpt_ne:
      'हाम्रा धेरै सामानमा क्यूआर कोड हुन्छ। स्क्यान गर्नुहोस्, तपाईंको खानेकुरा कुन खेतबाट, कहिले टिपिएर र कुन सहकारी हुँदै आयो, देख्नुहुनेछ।',
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
    content_ne: `<p>बजारमा मह किन्दा त्यो कहाँबाट आयो भन्ने प्रायः थाहा हुँदैन। तपाईंलाई थाहा हुनुपर्छ भन्ने हाम्रो मान्यता हो। त्यसैले अहिले हाम्रा धेरै सामानको लेबलमा क्यूआर कोड हुन्छ।</p>
<p>त्यसलाई स्क्यान गर्दा त्यो लटको कथा खुल्छ: गाउँ, किसान वा सहकारी, टिपेको मिति र पार गरेका जाँचहरू।</p>
<h2>कोडले के बताउँछ</h2>
<ul>
<li>उत्पादन भएको जिल्ला र गाउँ</li>
<li>उत्पादन गर्ने किसान वा सहकारी</li>
<li>टिपेको र प्याक गरेको मिति</li>
<li>गुणस्तर जाँच, जस्तै महको चिस्यान जाँच</li>
</ul>
<p><a href="/ne/products">पसल</a> हेर्दा ट्रेसिबिलिटीको ब्याज खोज्नुहोस्। आफ्नै सामानमा ट्रेसिबिलिटी थप्न चाहने व्यवसायीहरूले हाम्रो <a href="/ne/qr">क्यूआर पेज</a> मा पढ्न सक्नुहुन्छ। समग्र जानकारीका लागि <a href="https://www.example.org/food-traceability-primer" target="_blank" rel="noopener noreferrer">खाद्य ट्रेसिबिलिटीको परिचय</a> (अंग्रेजीमा) हेर्नुहोस्।</p>`,
    category: 'News',
    category_ne: 'समाचार',
    tagList: ['Traceability', 'QR', 'Quality'],
    tagList_ne: ['स्रोत पहिचान', 'क्युआर कोड', 'गुणस्तर'],
    tagsForm: 'json-string',
    author_name: 'Anjali Shrestha',
    author_name_ne: 'अञ्जली श्रेष्ठ',
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
    title_ne: 'दसैँ-तिहारमा के किन्ने: एक मार्गदर्शन',
    excerpt:
      'From goat curry spices to sel roti and Tihar sweets: what to buy, when to buy it and how to keep it fresh through the festival season.',
    excerpt_ne: 'खसीको मासुको मसलादेखि सेलरोटी र तिहारका मिठाईसम्म: चाडपर्वभरि के किन्ने, कहिले किन्ने र कसरी ताजा राख्ने।',
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
    content_ne: `<p>चाडपर्वको याम नेपाली भान्साको वर्षकै सबैभन्दा व्यस्त समय हो। परिवार भेला हुन्छ, पाहुना खबरै नगरी आइपुग्छन्, र भण्डार छिट्टै रित्तिन्छ।</p>
<p>अलिकति योजनाले धेरै सजिलो बनाउँछ। मसला र दाल-गेडागुडी पहिल्यै किन्न सकिन्छ; फलफूल र सागपात चाहिनुभन्दा केही दिनअघि अर्डर गर्नु राम्रो।</p>
<h2>हाम्रो चाडपर्वको किनमेल सूची</h2>
<ul>
<li>मासुका परिकारका लागि ठूलो अलैँची, दालचिनी र टिमुर</li>
<li>दाल र बाराका लागि कालो मास र मसुरो</li>
<li>टीकाको दिन र पाहुनाका लागि जुनार, सुन्तला र स्याउ</li>
<li>तिहारका मिठाईका लागि मह र घ्यू</li>
</ul>
<p>दसैँअघिको हप्तामा डेलिभरीका समय छिट्टै भरिन्छन्, त्यसैले चाँडै अर्डर गर्नुहोस्। यो सूचीका सबै सामान <a href="/ne/products">हाम्रो पसल</a>मा छन्। यस वर्षका चाडपर्वका मितिका लागि <a href="https://www.example.org/nepal-festival-calendar" target="_blank" rel="noopener noreferrer">नेपाली चाडपर्व पात्रो</a> (अंग्रेजीमा) हेर्नुहोस्।</p>`,
    category: 'News',
    category_ne: 'समाचार',
    tagList: ['Dashain', 'Tihar', 'Festival', 'Shopping'],
    tagList_ne: ['दशैँ', 'तिहार', 'चाडपर्व', 'किनमेल'],
    tagsForm: 'list',
    author_name: 'Rajesh Gurung',
    author_name_ne: 'राजेश गुरुङ',
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
    title_ne: 'चिउरीको मह र चेपाङका जङ्गल',
    excerpt:
      'In the hills of Chitwan, the chiuri tree feeds bees, birds and people. Its honey is helping Chepang families keep their forests standing.',
    excerpt_ne:
      'चितवनका पहाडमा चिउरीको रूखले मौरी, चरा र मान्छे सबैलाई पाल्छ। यसको महले चेपाङ परिवारहरूलाई आफ्ना जङ्गल जोगाउन सघाउँदैछ।',
    content: `<p>The chiuri tree flowers in late autumn, covering the steep slopes above the Chitwan valley in pale blossoms. For the Chepang people, it has always been a tree of life: its fruit is eaten, its seeds give butter and its flowers feed their bees.</p>
<p>Dil Maya Chepang keeps hives in hollow logs beside her house. "When the chiuri blooms, the bees are busy all day," she says.</p>
<h2>How honey protects the forest</h2>
<ul>
<li>A fair price for honey makes chiuri trees worth more standing than cut</li>
<li>Cooperative training has improved hive hygiene and yields</li>
<li>Women manage most of the hives and the income</li>
</ul>
<p>Try the result in our <a href="/products/chiuri-honey">chiuri honey</a> and see other honeys in <a href="/products">the shop</a>. This <a href="https://www.example.org/chiuri-tree-conservation" target="_blank" rel="noopener noreferrer">conservation study</a> describes the chiuri tree's role in hill ecology.</p>`,
    content_ne: `<p>चिउरी शरद्को अन्त्यतिर फुल्छ, र चितवन उपत्यकामाथिका ठाडा पाखा फिक्का फूलले ढाकिन्छन्। चेपाङ समुदायका लागि यो सधैँ जीवनको रूख रहँदै आएको छ: यसको फल खाइन्छ, बीउबाट घ्यू निकालिन्छ, र फूलले उनीहरूका मौरी पालिन्छन्।</p>
<p>दिलमाया चेपाङ घरछेउमै खोक्रो मुढाका घारमा मौरी पाल्छिन्। "चिउरी फुलेपछि मौरी दिनभरि व्यस्त हुन्छन्," उनी भन्छिन्।</p>
<h2>महले जङ्गल कसरी जोगाउँछ</h2>
<ul>
<li>महको उचित मूल्य पाएपछि चिउरीको रूख काट्नुभन्दा जोगाउँदा बढी फाइदा हुन्छ</li>
<li>सहकारीको तालिमले घारको सरसफाइ र उत्पादन दुवै बढेको छ</li>
<li>धेरैजसो घार र त्यसको आम्दानी महिलाहरूले नै सम्हाल्छन्</li>
</ul>
<p>त्यसको नतिजा हाम्रो <a href="/ne/products/chiuri-honey">चिउरीको मह</a> मा चाख्नुहोस्, र अरू मह <a href="/ne/products">पसल</a>मा हेर्नुहोस्। पहाडको पारिस्थितिकीमा चिउरीको भूमिकाबारे यो <a href="https://www.example.org/chiuri-tree-conservation" target="_blank" rel="noopener noreferrer">संरक्षण अध्ययन</a> (अंग्रेजीमा) मा पढ्न सकिन्छ।</p>`,
    category: 'Farmer Stories',
    category_ne: 'किसानका कथा',
    tagList: ['Honey', 'Chitwan', 'Chepang', 'Conservation'],
    tagList_ne: ['मह', 'चितवन', 'चेपाङ', 'संरक्षण'],
    tagsForm: 'json-string',
    author_name: 'Sabina Thapa',
    author_name_ne: 'सविना थापा',
    reading_time: 5,
    is_published: true,
    is_featured: false,
    hue: 46,
    daysAgo: 46,
  }),
  post({
    slug: 'cooperatives-fair-prices',
    title: 'Why We Buy Through Cooperatives',
    title_ne: 'हामी सहकारीमार्फत किन किन्छौं',
    excerpt:
      'A single farmer cannot fill a truck or bargain with a wholesaler. A cooperative can. Here is how our partner cooperatives work.',
    excerpt_ne:
      'एक्लो किसानले न ट्रक भर्न सक्छ, न थोक व्यापारीसँग मोलमोलाइ गर्न। सहकारीले सक्छ। हाम्रा साझेदार सहकारीहरू कसरी काम गर्छन्, यहाँ पढ्नुहोस्।',
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
    content_ne: `<p>धेरैजसो नेपाली किसानको जग्गा सानो छ, प्रायः आधा हेक्टरभन्दा कम। एक्लै बेच्दा उनीहरू बारीमै मूल्य तोक्ने बिचौलियामा भर पर्छन्।</p>
<p>सहकारीले यो सन्तुलन फेर्छ। सदस्यहरू आफ्नो उब्जनी एकै ठाउँ जम्मा गर्छन्, ढुवानी र भण्डारण बाँड्छन्, र मिलेर मोलमोलाइ गर्छन्।</p>
<h2>राम्रो सहकारीले के गर्छ</h2>
<ul>
<li>याम सुरु हुनुअघि नै हामीसँग मूल्य तय गर्छ</li>
<li>गुणस्तर जाँचेर उब्जनी छान्छ</li>
<li>सदस्यहरूलाई अर्गानिक खेतीको तालिम दिन्छ</li>
<li>हरेक लट पत्ता लगाउन सकिने गरी अभिलेख राख्छ</li>
</ul>
<p>अहिले हामी इलामदेखि जुम्लासम्मका नौ वटा सहकारीसँग काम गर्छौं। <a href="/ne/products">पसल</a>मा सामानलाई सहकारीअनुसार छान्न सकिन्छ। <a href="https://www.example.org/cooperative-movement-nepal" target="_blank" rel="noopener noreferrer">नेपालको सहकारी आन्दोलनको इतिहास</a> (अंग्रेजीमा) पनि पढ्न लायक छ।</p>`,
    category: 'Farming',
    category_ne: 'खेतीपाती',
    tagList: ['Cooperatives', 'Fair Trade', 'Farmers'],
    tagList_ne: ['सहकारी', 'उचित व्यापार', 'किसान'],
    tagsForm: 'list',
    author_name: 'Anjali Shrestha',
    author_name_ne: 'अञ्जली श्रेष्ठ',
    reading_time: 4,
    is_published: true,
    is_featured: false,
    hue: 112,
    daysAgo: 53,
  }),
  post({
    slug: 'organic-farming-in-kavre',
    title: 'Compost, Not Chemicals: Organic Farming in Kavre',
    title_ne: 'रसायन होइन, कम्पोस्ट: काभ्रेमा अर्गानिक खेती',
    excerpt:
      "Just an hour from Kathmandu, Kavre's farmers are proving that vegetables grown with compost can feed the city.",
    excerpt_ne: 'काठमाडौँबाट एक घण्टाको दूरीमा रहेका काभ्रेका किसानहरू कम्पोस्टमा फलेको तरकारीले पनि सहर पाल्न सकिन्छ भन्ने देखाउँदैछन्।',
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
    content_ne: `<p>काठमाडौँ उपत्यकामा खपत हुने तरकारीको ठूलो हिस्सा काभ्रेपलाञ्चोकबाट आउँछ। सन् १९९० को दशकमा धेरै खेतमा रासायनिक मल-विषादीको भारी प्रयोग सुरु भयो; अहिले बढ्दो सङ्ख्यामा किसान फेरि पुरानै बाटो फर्किँदैछन्।</p>
<p>कमला श्रेष्ठले पाँच वर्षअघि आफ्ना दुई गह्रा अर्गानिकमा बदलिन्। "पहिलो वर्ष गाह्रो भयो," उनी सम्झिन्छिन्। "तेस्रो वर्षसम्म माटो फेरि जीवित भयो।"</p>
<h2>उनको अर्गानिक औजार</h2>
<ul>
<li>बालीका अवशेष र गोबरबाट बनेको कम्पोस्ट</li>
<li>झोलमल: कीरा भगाउन जडीबुटी कुहाएर बनाइने छर्कने झोल</li>
<li>सिमी र तोरीसँग घुम्ती बाली</li>
<li>उपयोगी कीरा बोलाउन कान्लाछेउ लगाइएका सयपत्री</li>
</ul>
<p><a href="/ne/products?category=Vegetables">हाम्रा तरकारी</a>मा अर्गानिक ब्याज खोज्नुहोस्, वा <a href="/ne/products">सबै सामान</a> हेर्नुहोस्। किसानहरू झोलमल कसरी बनाउँछन् भन्ने <a href="https://www.example.org/jholmal-guide" target="_blank" rel="noopener noreferrer">झोलमल निर्देशिका</a> (अंग्रेजीमा) मा छ।</p>`,
    category: 'Farming',
    category_ne: 'खेतीपाती',
    tagList: ['Organic', 'Kavre', 'Vegetables'],
    tagList_ne: ['प्राङ्गारिक', 'काभ्रे', 'तरकारी'],
    tagsForm: 'json-string',
    author_name: 'Bikash Adhikari',
    author_name_ne: 'विकास अधिकारी',
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
    title_ne: 'मार्सी: संसारको छानोमा फल्ने धान',
    excerpt:
      "In Jumla's Tila valley, farmers grow a red rice at altitudes where rice should not survive. Meet Marsi, a grain with a thousand-year story.",
    excerpt_ne:
      'जुम्लाको तिला उपत्यकामा किसानहरू धान बाँच्नै नसक्ने उचाइमा रातो धान फलाउँछन्। हजार वर्ष पुरानो कथा बोकेको अन्न, मार्सीसँग चिनजान गर्नुहोस्।',
    content: `<p>Marsi is a cold-tolerant red rice grown along the Tila river in Jumla, at around 2,500 metres. Local history says it has been cultivated here for many centuries.</p>
<p>The grains are small and red, with a nutty taste and a pleasant chew. Jumli families cook it for festivals and offer it at temples.</p>
<h2>Cooking Marsi rice</h2>
<ul>
<li>Rinse twice; do not soak for too long</li>
<li>Use 2.5 cups of water for every cup of rice</li>
<li>Simmer covered for about 25 minutes, then rest for 5</li>
</ul>
<p>Get a bag of <a href="/products/jumla-marsi-rice">Jumla Marsi rice</a> or browse our <a href="/products">superfoods and grains</a>. Researchers describe the variety in this <a href="https://www.example.org/high-altitude-rice" target="_blank" rel="noopener noreferrer">paper on high-altitude rice</a>.</p>`,
    content_ne: `<p>मार्सी जुम्लाको तिला नदीको किनारमा करिब २,५०० मिटरको उचाइमा फल्ने, चिसो सहन सक्ने रातो धान हो। स्थानीय इतिहासअनुसार यहाँ यसको खेती धेरै शताब्दीदेखि हुँदै आएको छ।</p>
<p>यसका दाना साना र राता हुन्छन्, बदामे स्वाद र चपाउँदा मीठो लाग्ने। जुम्ली परिवारहरू यसलाई चाडपर्वमा पकाउँछन् र मन्दिरमा चढाउँछन्।</p>
<h2>मार्सी चामल पकाउने तरिका</h2>
<ul>
<li>दुई पटक पखाल्नुहोस्; धेरै बेर नभिजाउनुहोस्</li>
<li>एक कप चामलमा २.५ कप पानी हाल्नुहोस्</li>
<li>झिको लगाएर करिब २५ मिनेट मन्द आगोमा पकाउनुहोस्, अनि ५ मिनेट त्यसै छोड्नुहोस्</li>
</ul>
<p>एक पोको <a href="/ne/products/jumla-marsi-rice">जुम्लाको मार्सी चामल</a> लिनुहोस्, वा हाम्रा <a href="/ne/products">सुपरफुड र अन्न</a> हेर्नुहोस्। अनुसन्धानकर्ताहरूले यस जातको वर्णन <a href="https://www.example.org/high-altitude-rice" target="_blank" rel="noopener noreferrer">उच्च हिमाली धानबारेको अनुसन्धानपत्र</a> (अंग्रेजीमा) मा गरेका छन्।</p>`,
    category: 'Farming',
    category_ne: 'खेतीपाती',
    tagList: ['Rice', 'Jumla', 'Heritage Grains'],
    tagList_ne: ['चामल', 'जुम्ला', 'रैथाने अन्न'],
    tagsForm: 'list',
    author_name: 'Bikash Adhikari',
    author_name_ne: 'विकास अधिकारी',
    reading_time: 4,
    is_published: true,
    is_featured: false,
    hue: 354,
    daysAgo: 70,
  }),
  post({
    slug: 'honey-crystallisation-myths',
    title: 'Crystallised Honey Is Not Fake Honey',
    title_ne: 'जमेको मह नक्कली मह होइन',
    excerpt:
      'If your honey has gone solid, that is usually a good sign. We explain crystallisation and bust a few popular myths about testing honey at home.',
    excerpt_ne:
      'तपाईंको मह जमेर कडा भएको छ भने त्यो प्रायः राम्रो लक्षण हो। मह किन जम्छ, र घरमै मह जाँच्ने केही प्रचलित भ्रम के हुन्, यहाँ बुझ्नुहोस्।',
    content: `<p>We often get messages from worried customers: "My honey has turned white and grainy. Is it adulterated?" Almost always, the answer is no.</p>
<p>Raw honey is a supersaturated sugar solution. Over time, glucose forms crystals. Honey from mustard flowers crystallises within weeks; cliff honey may stay runny for a year.</p>
<h2>Common myths</h2>
<ul>
<li><strong>The thumb test:</strong> whether honey spreads on your thumb says little about purity</li>
<li><strong>The flame test:</strong> moisture, not adulteration, decides whether a wick burns</li>
<li><strong>The water test:</strong> thick honey sinks; so does sugar syrup</li>
</ul>
<p>The only reliable checks are laboratory tests, which is why every batch in <a href="/products?category=Honey">our honey range</a> is tested before sale. Browse <a href="/products">the shop</a>, or read this <a href="https://www.example.org/honey-quality-testing" target="_blank" rel="noopener noreferrer">guide to honey quality testing</a>.</p>`,
    content_ne: `<p>चिन्तित ग्राहकहरूबाट हामीलाई प्रायः सन्देश आउँछ: "मेरो मह सेतो र दानेदार भयो। मिसावट भएको हो?" लगभग सधैँ जवाफ हुन्छ: होइन।</p>
<p>काँचो मह चिनीको अति गाढा घोल हो। समयसँगै यसको ग्लुकोज दाना बनेर जम्छ। तोरीको फूलको मह केही हप्तामै जम्छ; भीरको मह भने एक वर्षसम्म पातलै रहन सक्छ।</p>
<h2>प्रचलित भ्रम</h2>
<ul>
<li><strong>बुढी औँलाको जाँच:</strong> मह औँलामा फैलिन्छ कि फैलिँदैन भन्ने कुराले शुद्धताबारे खासै केही बताउँदैन</li>
<li><strong>आगोको जाँच:</strong> बत्ती बल्छ कि बल्दैन भन्ने कुरा मिसावटले होइन, चिस्यानले तय गर्छ</li>
<li><strong>पानीको जाँच:</strong> बाक्लो मह पानीमा डुब्छ; चिनीको चास्नी पनि डुब्छ</li>
</ul>
<p>भरपर्दो जाँच प्रयोगशालामा मात्र हुन्छ, त्यसैले <a href="/ne/products?category=Honey">हाम्रा सबै मह</a>को हरेक लट बिक्रीअघि जाँचिन्छ। <a href="/ne/products">पसल</a> हेर्नुहोस्, वा <a href="https://www.example.org/honey-quality-testing" target="_blank" rel="noopener noreferrer">महको गुणस्तर जाँचबारेको यो निर्देशिका</a> (अंग्रेजीमा) पढ्नुहोस्।</p>`,
    category: 'Health',
    category_ne: 'स्वास्थ्य',
    tagList: ['Honey', 'Myths', 'Quality'],
    tagList_ne: ['मह', 'भ्रम', 'गुणस्तर'],
    tagsForm: 'json-string',
    author_name: 'Dr. Pratima Koirala',
    author_name_ne: 'डा. प्रतिमा कोइराला',
    reading_time: 5,
    is_published: true,
    is_featured: false,
    hue: 54,
    daysAgo: 82,
  }),
  post({
    slug: 'sisno-nettle-superfood',
    title: 'Sisno: The Humble Nettle on Your Plate',
    title_ne: 'सिस्नो: थालमा आइपुगेको साधारण झार',
    excerpt:
      'Stinging nettle grows along every hill trail. Cooked, it becomes one of the most nourishing greens you can eat.',
    excerpt_ne: 'पहाडका हरेक गोरेटोमा सिस्नो उम्रन्छ। पकाएपछि यो खान सकिने सबैभन्दा पोषिलो सागमध्ये एक बन्छ।',
    content: `<p>Sisno has a bad reputation among anyone who has brushed against it on a trek. But for hill families it has long been a valuable food, especially in spring when little else is growing.</p>
<p>Once dried or cooked, the sting disappears completely, leaving an earthy green that tastes somewhere between spinach and cucumber.</p>
<h2>Ways to enjoy sisno</h2>
<ul>
<li>Classic sisno soup with rice flour and timur</li>
<li>Stirred into dal at the end of cooking</li>
<li>Mixed into dough for green roti</li>
</ul>
<p>Our <a href="/products/sisno-nettle-powder">sisno powder</a> makes it easy, and there are more herbs in <a href="/products">the shop</a>. This <a href="https://www.example.org/wild-edible-plants-nepal" target="_blank" rel="noopener noreferrer">survey of wild edible plants</a> lists many more.</p>`,
    content_ne: `<p>पदयात्रामा सिस्नो छोएर पोलेको जो कोहीले यसलाई नराम्रै भन्छ। तर पहाडका परिवारका लागि यो लामो समयदेखि बहुमूल्य खाना हो, खास गरी अरू केही नउम्रने वसन्तमा।</p>
<p>सुकाएपछि वा पकाएपछि पोल्ने गुण पूरै हराउँछ, र पालुङ्गो र काँक्रोको बीचको जस्तो माटोको स्वाद भएको साग बाँकी रहन्छ।</p>
<h2>सिस्नो खाने तरिका</h2>
<ul>
<li>चामलको पिठो र टिमुर हालेर बनाइने सिस्नोको पुरानै झोल</li>
<li>दाल पाक्न लाग्दा अन्त्यमा मिसाएर</li>
<li>हरियो रोटीका लागि पिठोमा मुछेर</li>
</ul>
<p>हाम्रो <a href="/ne/products/sisno-nettle-powder">सिस्नोको धुलो</a> ले यो सजिलो बनाउँछ, र अरू जडीबुटी <a href="/ne/products">पसल</a>मा छन्। <a href="https://www.example.org/wild-edible-plants-nepal" target="_blank" rel="noopener noreferrer">खान सकिने जङ्गली वनस्पतिको यो सर्वेक्षण</a> (अंग्रेजीमा) मा यस्ता धेरै वनस्पतिको सूची छ।</p>`,
    category: 'Health',
    category_ne: 'स्वास्थ्य',
    tagList: ['Sisno', 'Wild Food', 'Recipe'],
    tagList_ne: ['सिस्नो', 'जङ्गली खाना', 'परिकार'],
    tagsForm: 'list',
    author_name: 'Sabina Thapa',
    author_name_ne: 'सविना थापा',
    reading_time: 3,
    is_published: true,
    is_featured: false,
    hue: 108,
    daysAgo: 95,
  }),
  post({
    slug: 'mango-season-in-the-terai',
    title: 'Waiting for Mango Season in the Terai',
    title_ne: 'तराईमा आँपको यामको पर्खाइ',
    excerpt: "From Siraha to Sarlahi, June means mangoes. Meet the growers who tend the Terai's beloved Maldaha trees.",
    excerpt_ne: 'सिराहादेखि सर्लाहीसम्म, जुन भनेको आँप हो। तराईका प्यारा माल्दहका रूख स्याहार्ने किसानहरूसँग भेट्नुहोस्।',
    content: `<p>In the Terai, the mango harvest is a season of its own. Children keep watch in the orchards, and whole villages smell of ripening fruit.</p>
<p>Sunita Mahato's family has grown Maldaha mangoes in Sarlahi for three generations. "Each tree has its own personality," she says. "Some give sweet fruit every year; others make you wait."</p>
<h2>How to choose a ripe mango</h2>
<ul>
<li>Smell the stem end: it should be fragrant</li>
<li>Press gently: ripe fruit gives slightly</li>
<li>Ignore the colour: many varieties stay green when ripe</li>
</ul>
<p>Our mangoes return in June; until then, enjoy other <a href="/products?category=Fruits">seasonal fruits</a> in <a href="/products">the shop</a>. The <a href="https://www.example.org/mango-varieties-south-asia" target="_blank" rel="noopener noreferrer">guide to South Asian mango varieties</a> is a fun read.</p>`,
    content_ne: `<p>तराईमा आँप टिप्ने बेला आफैँमा छुट्टै ऋतु हो। केटाकेटी बगैँचामा पहरा दिन्छन्, र पूरै गाउँ पाक्दै गरेको फलको बास्नाले मगमगाउँछ।</p>
<p>सुनिता महतोको परिवारले सर्लाहीमा तीन पुस्तादेखि माल्दह आँप फलाउँदै आएको छ। "हरेक रूखको आफ्नै स्वभाव हुन्छ," उनी भन्छिन्। "कुनैले हरेक वर्ष गुलियो फल दिन्छ; कुनैले भने पर्खाउँछ।"</p>
<h2>पाकेको आँप कसरी छान्ने</h2>
<ul>
<li>डाँठतिर सुँघ्नुहोस्: बास्ना आउनुपर्छ</li>
<li>बिस्तारै थिच्नुहोस्: पाकेको आँप अलिकति नरम हुन्छ</li>
<li>रङ नहेर्नुहोस्: धेरै जातका आँप पाकेपछि पनि हरियै रहन्छन्</li>
</ul>
<p>हाम्रो आँप जुनमा फर्किन्छ; त्यतिन्जेल <a href="/ne/products">पसल</a>मा अरू <a href="/ne/products?category=Fruits">मौसमी फलफूल</a> चाख्नुहोस्। <a href="https://www.example.org/mango-varieties-south-asia" target="_blank" rel="noopener noreferrer">दक्षिण एसियाका आँपका जातबारेको निर्देशिका</a> (अंग्रेजीमा) पढ्न रमाइलो छ।</p>`,
    category: 'Farmer Stories',
    category_ne: 'किसानका कथा',
    tagList: ['Mango', 'Terai', 'Summer'],
    tagList_ne: ['आँप', 'तराई', 'गर्मी'],
    tagsForm: 'json-string',
    author_name: 'Rajesh Gurung',
    author_name_ne: 'राजेश गुरुङ',
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
    title_ne: 'मस्यौदा: वर्षायामको रोपाइँ पात्रो',
    excerpt: 'Work in progress: what hill farmers plant as the monsoon arrives, month by month.',
    excerpt_ne: 'लेखिँदै गरेको लेख: मनसुन भित्रिँदा पहाडका किसानले महिनैपिच्छे के-के रोप्छन्।',
    content: `<p>This article is still being written and checked with our agronomists.</p>
<p>It will cover paddy transplanting, maize, soybeans and monsoon vegetables.</p>
<h2>Planned sections</h2>
<ul>
<li>Asar: paddy transplanting and Ropain festival</li>
<li>Saun: maize care and vegetable nurseries</li>
<li>Bhadau: preparing for the autumn harvest</li>
</ul>
<p>Meanwhile, browse <a href="/products">the shop</a> or read the <a href="https://www.example.org/monsoon-agriculture" target="_blank" rel="noopener noreferrer">monsoon agriculture overview</a>.</p>`,
    content_ne: `<p>यो लेख अझै लेखिँदैछ र हाम्रा कृषिविद्हरूसँग जाँच गराइँदैछ।</p>
<p>यसमा धान रोपाइँ, मकै, भटमास र वर्षायामका तरकारीबारे लेखिनेछ।</p>
<h2>लेखिने खण्डहरू</h2>
<ul>
<li>असार: धान रोपाइँ र रोपाइँ जात्रा</li>
<li>साउन: मकैको स्याहार र तरकारीको बेर्ना</li>
<li>भदौ: शरद्को बाली भित्र्याउने तयारी</li>
</ul>
<p>त्यतिन्जेल <a href="/ne/products">पसल</a> हेर्नुहोस्, वा <a href="https://www.example.org/monsoon-agriculture" target="_blank" rel="noopener noreferrer">वर्षायामको खेतीबारेको परिचय</a> (अंग्रेजीमा) पढ्नुहोस्।</p>`,
    category: 'Farming',
    category_ne: 'खेतीपाती',
    tagList: ['Monsoon', 'Planting', 'Draft'],
    tagList_ne: ['मनसुन', 'रोपाइँ', 'मस्यौदा'],
    tagsForm: 'list',
    author_name: 'Bikash Adhikari',
    author_name_ne: 'विकास अधिकारी',
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
    story_ne:
      'पूर्णबहादुरले भीरको मह काढ्न आफ्ना बुबाबाट सिके, र अहिले भुजुङका मह सिकारीहरूको अगुवाइ गर्छन्। मौरीका गोलाहरू हरेक वर्ष फर्किऊन् भनेर उनी हरेक चाकाको केही भाग छोड्नैपर्छ भन्नेमा अडिग छन्। उनले शरद्मा काढेको मह नै हाम्रो भीरको मह हो।',
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
    story_ne:
      'दिलमाया आफ्नो गाउँमाथिका चिउरीका रूखछेउ मुढाका घारमा मौरी पाल्छिन्। सहकारीको तालिमपछि उनको उत्पादन दोब्बर भयो, र अहिले उनी अरू चेपाङ महिलाहरूलाई मौरी पाल्न सिकाउँछिन्।',
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
    story_ne:
      'हरिप्रसादले मौरीका दुई वटा घारबाट सुरु गरेका थिए, अहिले सयभन्दा बढी घार स्याहार्छन्। हरेक जाडोमा उनी घारहरू चितवनका तोरीबारीमा सार्छन्। उनी होसियारीसाथ अभिलेख राख्नमा चिनिन्छन्, जसले गर्दा हरेक लट कहाँबाट आयो भनेर पत्ता लगाउन सकिन्छ।',
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
    story_ne:
      'सुनिताले हजुरबुबाको माल्दह बगैँचा सम्हालिन् र पुराना रूखको ठाउँमा कलमी बिरुवा रोपिन्। उनी आफ्ना आँप परालमा पकाउँछिन्, कहिल्यै रसायनले होइन।',
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
    story_ne:
      'रामनरेशले तीन दशकदेखि आँप फलाउँदै आएका छन्, र आफ्नो बगैँचाको हरेक रूखलाई उमेर र स्वभावले चिन्छन्। अहिले सिधै सहरमा बेच्ने कृषक समूह स्थापना गर्न उनले सघाएका थिए।',
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
    story_ne:
      'इद्रिस आफ्नो परिवारले पुस्तौँदेखि जोत्दै आएको जग्गामा माल्दह, बम्बई र कलकतिया आँप फलाउँछन्। मनसुनअघिका सुक्खा महिनामा पानी जोगाउन उनी झार-पातको छापो (मल्चिङ) लगाएर प्रयोग गर्दैछन्।',
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
