// @ts-check
// Demo harvest lots: every traceable product gets a recent lot (two for a few
// products) with its farmers, cooperative, Nepali origin and a dated journey
// from the farm to the Kathmandu packing room; a few products get GTINs (GS1
// Nepal prefix 429, valid check digits). Idempotent like the rest of the seed:
// existing lots (by code), farmers (by name) and GTINs are left alone.
import * as data from './data.mjs';
import { imageFile } from './images.mjs';
import { toSlug } from '../../src/lib/slug.mjs';
import { createRecord, readAllRecords, readRecordCount, updateRecord } from '../../server/data/collections.ts';

/** @typedef {import('pocketbase').default} PocketBase */
/** @typedef {(typeof data.products)[number]} SeedProduct */
/**
 * A district's origin; hub_ne and district_ne name the road's start and the district in Nepali (the journey's place_ne).
 * @typedef {{ municipality: string, municipality_ne?: string, lat: number, lng: number, hub: string, hub_ne?: string, district_ne?: string, days: number }} Origin
 */
/** @typedef {{ date: string, step: string, place: string, note?: string, place_ne?: string, note_ne?: string }} JourneyStep */

const DAY_MS = 86_400_000;

/**
 * Where each district's lots come from: municipality (and village), coordinates, the road to Kathmandu.
 * @type {Record<string, Origin>}
 */
export const ORIGINS = {
  Jumla: {
    municipality: 'Chandannath Municipality-4, Guthichaur',
    municipality_ne: 'चन्दननाथ नगरपालिका-४, गुठीचौर',
    lat: 29.2747,
    lng: 82.1838,
    hub: 'Khalanga bus park, Jumla',
    hub_ne: 'खलङ्गा बसपार्क, जुम्ला',
    district_ne: 'जुम्ला',
    days: 3,
  },
  Mustang: {
    municipality: 'Thasang Rural Municipality-2, Tukuche',
    municipality_ne: 'थासाङ गाउँपालिका-२, टुकुचे',
    lat: 28.7136,
    lng: 83.6467,
    hub: 'Jomsom, Mustang',
    hub_ne: 'जोमसोम, मुस्ताङ',
    district_ne: 'मुस्ताङ',
    days: 2,
  },
  Sindhuli: {
    municipality: 'Kamalamai Municipality-6, Ratanchura',
    municipality_ne: 'कमलामाई नगरपालिका-६, रतनचुरा',
    lat: 27.2569,
    lng: 85.9713,
    hub: 'Sindhulimadi, Sindhuli',
    hub_ne: 'सिन्धुलीमाढी, सिन्धुली',
    district_ne: 'सिन्धुली',
    days: 1,
  },
  Dolakha: {
    municipality: 'Bhimeshwar Municipality-3, Charikot',
    municipality_ne: 'भीमेश्वर नगरपालिका-३, चरिकोट',
    lat: 27.6681,
    lng: 86.0431,
    hub: 'Charikot, Dolakha',
    hub_ne: 'चरिकोट, दोलखा',
    district_ne: 'दोलखा',
    days: 1,
  },
  Sarlahi: {
    municipality: 'Haripur Municipality-5',
    municipality_ne: 'हरिपुर नगरपालिका-५',
    lat: 26.9333,
    lng: 85.5667,
    hub: 'Malangwa, Sarlahi',
    hub_ne: 'मलङ्गवा, सर्लाही',
    district_ne: 'सर्लाही',
    days: 1,
  },
  Kavre: {
    municipality: 'Panauti Municipality-7, Sunthan',
    municipality_ne: 'पनौती नगरपालिका-७, सुनथान',
    lat: 27.5847,
    lng: 85.5211,
    hub: 'Banepa, Kavrepalanchok',
    hub_ne: 'बनेपा, काभ्रेपलाञ्चोक',
    district_ne: 'काभ्रे',
    days: 1,
  },
  Chitwan: {
    municipality: 'Rapti Municipality-9, Siddhi',
    municipality_ne: 'राप्ती नगरपालिका-९, सिद्धि',
    lat: 27.5918,
    lng: 84.6783,
    hub: 'Bharatpur, Chitwan',
    hub_ne: 'भरतपुर, चितवन',
    district_ne: 'चितवन',
    days: 1,
  },
  Lamjung: {
    municipality: 'Madhya Nepal Municipality-3, Bhujung',
    municipality_ne: 'मध्यनेपाल नगरपालिका-३, भुजुङ',
    lat: 28.3519,
    lng: 84.1939,
    hub: 'Besisahar, Lamjung',
    hub_ne: 'बेसीसहर, लमजुङ',
    district_ne: 'लमजुङ',
    days: 1,
  },
  Gorkha: {
    municipality: 'Gandaki Rural Municipality-5, Takumajh Lakuribot',
    municipality_ne: 'गण्डकी गाउँपालिका-५, ताकुमाझ लाकुरीबोट',
    lat: 28.0,
    lng: 84.6333,
    hub: 'Gorkha Bazaar',
    hub_ne: 'गोरखा बजार',
    district_ne: 'गोरखा',
    days: 1,
  },
  Ilam: {
    municipality: 'Suryodaya Municipality-1, Fikkal',
    municipality_ne: 'सूर्योदय नगरपालिका-१, फिक्कल',
    lat: 26.8833,
    lng: 88.0833,
    hub: 'Ilam Bazaar',
    hub_ne: 'इलाम बजार',
    district_ne: 'इलाम',
    days: 2,
  },
  Syangja: {
    municipality: 'Putalibazar Municipality-4, Bhatkhola',
    municipality_ne: 'पुतलीबजार नगरपालिका-४, भातखोला',
    lat: 28.0833,
    lng: 83.8667,
    hub: 'Putalibazar, Syangja',
    hub_ne: 'पुतलीबजार, स्याङ्जा',
    district_ne: 'स्याङ्जा',
    days: 1,
  },
  Kaski: {
    municipality: 'Pokhara Metropolitan City-26, Hemja',
    municipality_ne: 'पोखरा महानगरपालिका-२६, हेम्जा',
    lat: 28.2833,
    lng: 83.9333,
    hub: 'Pokhara, Kaski',
    hub_ne: 'पोखरा, कास्की',
    district_ne: 'कास्की',
    days: 1,
  },
};
const PACKING_ROOM = 'Krishi Bazaar packing room, Baneshwor, Kathmandu';
const PACKING_ROOM_NE = 'कृषि बजार प्याकिङ कोठा, बानेश्वर, काठमाडौँ';
/** A number in Devanagari digits. */
const nepaliDigits = (/** @type {number} */ n) => String(n).replace(/[0-9]/g, (d) => '०१२३४५६७८९'[Number(d)]);

/**
 * Each farmer's portrait (a Fluent Emoji person: images.mjs), women and men of different skin tones.
 * @type {Record<string, string>}
 */
const EXTRA_PORTRAITS = {
  'Bhim Bahadur Rokaya': 'man-farmer-medium-dark',
  'Dhana Kumari Budha': 'woman-farmer-medium',
  'Karma Thakali': 'man-farmer-light',
  'Gopal Prasad Ghimire': 'old-man-medium',
  'Ang Dawa Sherpa': 'man-medium',
  'Kamala Shrestha': 'woman-farmer-medium-light',
  'Pasang Sherpa': 'man-farmer-medium',
  'Tek Bahadur Ghale': 'man-medium-dark',
  'Dil Kumari Limbu': 'woman-medium-light',
  'Bishnu Tamang': 'man-farmer-medium-light',
  'Nirmala Paudel': 'woman-farmer-medium-dark',
  'Tsering Gurung': 'old-woman-medium',
  'Suman Gurung': 'man-medium-light',
};

/**
 * Farmers named on traceable products who are not in the farmers collection yet (with a short story).
 * @type {Record<string, [location: string, specialty: string, years: number, story: string]>}
 */
const EXTRA_FARMERS = {
  'Bhim Bahadur Rokaya': [
    'Guthichaur, Jumla',
    'Apples and grains',
    26,
    'Bhim Bahadur grows apples, marsi rice and kodo on terraces his family has worked for five generations, without chemical fertiliser.',
  ],
  'Dhana Kumari Budha': [
    'Chandannath, Jumla',
    'Beans and rice',
    19,
    "Dhana Kumari leads the women's group of the Karnali cooperative and saves her own seed of red marsi rice and Jumla beans.",
  ],
  'Karma Thakali': [
    'Tukuche, Mustang',
    'Apples and herbs',
    21,
    'Karma tends an apple orchard and jimbu beds at 2,600 metres, where the Kali Gandaki wind keeps the trees free of pests.',
  ],
  'Gopal Prasad Ghimire': [
    'Ratanchura, Sindhuli',
    'Junar',
    17,
    'Gopal Prasad grafts his own junar saplings and picks each fruit by hand when the skin turns from green to gold.',
  ],
  'Ang Dawa Sherpa': [
    'Charikot, Dolakha',
    'Kiwi and potatoes',
    11,
    'Ang Dawa planted the first kiwi vines in his ward after working abroad, and now trains neighbours to grow them.',
  ],
  'Kamala Shrestha': [
    'Sunthan, Kavre',
    'Vegetables and herbs',
    14,
    'Kamala farms organic greens, tulsi and avocados near Panauti and sells through the cooperative she helped found.',
  ],
  'Pasang Sherpa': [
    'Bigu, Dolakha',
    'Honey and herbs',
    16,
    'Pasang keeps hives in the rhododendron forests of Bigu and dries chamomile on racks in the sun.',
  ],
  'Tek Bahadur Ghale': [
    'Lakuribot, Gorkha',
    'Timur and lentils',
    23,
    'Tek Bahadur gathers timur from the hillside and grows black lentils on rain-fed terraces.',
  ],
  'Dil Kumari Limbu': [
    'Fikkal, Ilam',
    'Cardamom and chilli',
    20,
    'Dil Kumari grows large cardamom under alder trees and the fiery akabare chilli her grandmother grew.',
  ],
  'Bishnu Tamang': [
    'Dapcha, Kavre',
    'Soybeans',
    9,
    'Bishnu grows black soybeans between his maize rows, as farmers in the hills have always done.',
  ],
  'Nirmala Paudel': [
    'Bhatkhola, Syangja',
    'Pickles and taro',
    13,
    'Nirmala makes lapsi achar from her own trees and grows pidalu on the wet lower terraces.',
  ],
  'Tsering Gurung': [
    'Marpha, Mustang',
    'Sea buckthorn',
    10,
    'Tsering collects wild dalechuk berries along the river flats and presses them at the cooperative.',
  ],
  'Suman Gurung': [
    'Hemja, Kaski',
    'Mushrooms',
    7,
    'Suman grows oyster mushrooms on rice straw in a bamboo shed, picking fresh every morning.',
  ],
};

/** Products that get a GTIN (GS1 Nepal prefix 429 + a made-up company and item number). */
const GTIN_BODIES = {
  'wild-cliff-honey': '429000100001',
  'chiuri-honey': '429000100002',
  'jumla-apple': '429000100003',
  'ilam-large-cardamom': '429000100004',
};

/**
 * The GS1 check digit (weights 3, 1 from the right) completing `body`.
 * @param {string} body
 */
export function gs1CheckDigit(body) {
  let sum = 0;
  for (let i = 0; i < body.length; i++) sum += Number(body[body.length - 1 - i]) * (i % 2 === 0 ? 3 : 1);
  return String((10 - (sum % 10)) % 10);
}

export const SEED_GTINS = Object.fromEntries(
  Object.entries(GTIN_BODIES).map(([slug, body]) => [slug, body + gs1CheckDigit(body)]),
);

const day = (/** @type {number} */ ms) => new Date(ms).toISOString().slice(0, 10);

/**
 * A lot code from the product's slug: three letters and a number, e.g. WIL-2411.
 * @param {string} slug
 * @param {number} n
 */
function lotCode(slug, n) {
  const letters = slug
    .replace(/[^a-z]/g, '')
    .slice(0, 3)
    .toUpperCase();
  return `${letters}-${(2400 + n * 7) % 10000}`;
}

const isHoney = (/** @type {SeedProduct} */ p) => p.category === 'Honey';
const isFresh = (/** @type {SeedProduct} */ p) => ['Fruits', 'Vegetables'].includes(p.category);

/**
 * A realistic journey for a product's lot harvested at `harvestMs`, each place and note also in Nepali (place_ne,
 * note_ne: tests/unit/scripts/seed-nepali.test.ts) where the origin and cooperative have Nepali names.
 * @param {SeedProduct} product
 * @param {Origin} origin
 * @param {string} cooperative
 * @param {string} cooperativeNe the cooperative's name in Nepali ("" when it has none)
 * @param {number} harvestMs
 */
export function journeyOf(product, origin, cooperative, cooperativeNe, harvestMs) {
  const place = `${origin.municipality.split(', ').pop()}, ${product.location}`;
  const village = origin.municipality_ne?.split(', ').pop();
  const placeNe = village && origin.district_ne ? `${village}, ${origin.district_ne}` : '';
  const centre = `${cooperative} collection centre`;
  const centreNe = cooperativeNe ? `${cooperativeNe} सङ्कलन केन्द्र` : '';
  /** A step with its Nepali place and note, left out where there is none. */
  const step = (
    /** @type {string} */ date,
    /** @type {string} */ name,
    /** @type {[string, string]} */ [where, whereNe],
    /** @type {[string, string] | null} */ note,
  ) => {
    /** @type {JourneyStep} */
    const out = { date, step: name, place: where };
    if (note) out.note = note[0];
    if (whereNe) out.place_ne = whereNe;
    if (note) out.note_ne = note[1];
    return out;
  };
  /** @type {JourneyStep[]} */
  const steps = [
    step(
      day(harvestMs),
      'harvested',
      [place, placeNe],
      isHoney(product)
        ? [
            'Combs cut by hand; part of each comb left for the bees.',
            'चाका हातले काटिएको, हरेक चाकाको केही भाग मौरीका लागि छाडिएको।',
          ]
        : ['Picked by hand in the morning.', 'बिहान हातले टिपिएको।'],
    ),
  ];
  let t = harvestMs;
  /** The day `ms` after the previous step. */
  const after = (/** @type {number} */ ms) => {
    t += ms;
    return day(t);
  };
  if (isHoney(product)) {
    steps.push(
      step(
        after(DAY_MS),
        'processed',
        [centre, centreNe],
        ['Strained through cloth; never heated.', 'कपडाले छानिएको, कहिल्यै तताइएको छैन।'],
      ),
    );
    steps.push(
      step(
        after(DAY_MS),
        'lab tested',
        [centre, centreNe],
        ['Moisture below 20%; no added sugar found.', 'चिस्यान २० प्रतिशतभन्दा कम, थपिएको चिनी भेटिएन।'],
      ),
    );
  } else {
    steps.push(
      step(
        isFresh(product) ? day(t) : after(DAY_MS),
        'sorted and graded',
        [centre, centreNe],
        ['Sorted by size; damaged pieces set aside.', 'आकारअनुसार छानिएको, बिग्रेका दाना छुट्याइएको।'],
      ),
    );
  }
  steps.push(step(isFresh(product) ? day(t) : after(DAY_MS), 'packed', [centre, centreNe], null));
  steps.push(
    step(
      after(DAY_MS),
      'dispatched',
      [origin.hub, origin.hub_ne ?? ''],
      [
        `By road to Kathmandu (about ${origin.days} day${origin.days > 1 ? 's' : ''}).`,
        `सडकबाट काठमाडौँतर्फ (करिब ${nepaliDigits(origin.days)} दिन)।`,
      ],
    ),
  );
  steps.push(
    step(
      after(origin.days * DAY_MS),
      'received',
      [PACKING_ROOM, PACKING_ROOM_NE],
      ['Checked on arrival and kept cool.', 'आइपुग्दा जाँचिएको र चिसोमा राखिएको।'],
    ),
  );
  return steps;
}

/**
 * Creates the farmers of EXTRA_FARMERS that are missing; returns every farmer's id by name.
 * @param {PocketBase} pb
 * @returns {Promise<Map<string, string>>}
 */
async function seedExtraFarmers(pb) {
  const existing = await readAllRecords(pb, 'farmers', { fields: 'id,name' });
  const have = new Map(existing.map((f) => [f.name, f.id]));
  let sort = 100;
  for (const [name, [location, specialty, years, story]] of Object.entries(EXTRA_FARMERS)) {
    sort++;
    if (have.has(name)) continue;
    const hue = (name.length * 37) % 360;
    const picture = { icon: EXTRA_PORTRAITS[name] };
    const image = await imageFile(toSlug(name), { label: name, hue, kind: 'avatar', width: 600, height: 600, picture });
    const record = await createRecord(pb, 'farmers', { name, location, specialty, years, story, sort, image });
    have.set(name, record.id);
  }
  return have;
}

/**
 * Gives the GTIN products their GTIN (only where the field is still empty).
 * @param {PocketBase} pb
 * @param {Map<string, import('pocketbase').RecordModel>} productsBySlug
 */
async function seedGtins(pb, productsBySlug) {
  let count = 0;
  for (const [slug, gtin] of Object.entries(SEED_GTINS)) {
    const product = productsBySlug.get(slug);
    if (product && !product.gtin) {
      await updateRecord(pb, 'web_products', product.id, { gtin });
      count++;
    }
  }
  return count;
}

/**
 * Demo stock (docs/rules.md §5 Stock allocation, Pre-orders): a few traceable products whose newest lot holds units,
 * so the shop shows stock as it is ("Only N left" below 10), and one product sold out on its lots and open for
 * pre-order from a coming harvest ("Pre-order", "Ships from …"). Products the tests order from are left untracked.
 * @type {Record<string, number>}
 */
export const STOCKED_UNITS = {
  'himalayan-multiflora-honey': 60,
  'jumla-buckwheat-honey': 6,
  'lapsi-achar': 3,
};

/** The pre-order product, its lot's code, and the lot: harvest expected `inDays` from today, at most `cap` pre-ordered. */
export const PREORDER = {
  slug: 'mustard-flower-honey',
  code: 'MUS-PRE1',
  inDays: 21,
  expectedUnits: 30,
  cap: 4,
};

/**
 * Gives the STOCKED_UNITS products' newest lot its units (when no lot of the product holds any yet) and opens the
 * PREORDER lot. An operator's stock is left as it is. Returns how many lots it changed or created.
 * @param {PocketBase} pb
 * @param {Map<string, import('pocketbase').RecordModel>} productsBySlug
 * @param {number} now
 */
async function seedStock(pb, productsBySlug, now) {
  let changed = 0;
  for (const [slug, units] of Object.entries(STOCKED_UNITS)) {
    const product = productsBySlug.get(slug);
    if (!product) continue;
    const lots = await readAllRecords(pb, 'lots', {
      filter: pb.filter('product = {:id}', { id: product.id }),
      sort: '-harvest_date',
      fields: 'id,units,stock_status',
    });
    if (lots.length === 0 || lots.some((l) => l.units > 0 || l.stock_status === 'pre-order')) continue;
    await updateRecord(pb, 'lots', lots[0].id, { units });
    changed++;
  }
  const product = productsBySlug.get(PREORDER.slug);
  const seeded = data.products.find((p) => p.slug === PREORDER.slug);
  if (product && seeded) {
    const open = await readRecordCount(pb, 'lots', pb.filter('code = {:c}', { c: PREORDER.code }));
    if (open === 0) {
      const harvest = day(now + PREORDER.inDays * DAY_MS);
      const origin = ORIGINS[seeded.location];
      const coop = data.cooperatives.find((c) => c.cooperativeId === seeded.cooperativeId);
      await createRecord(pb, 'lots', {
        product: product.id,
        code: PREORDER.code,
        stock_status: 'pre-order',
        harvest_date: harvest,
        pack_date: harvest,
        expected_units: PREORDER.expectedUnits,
        preorder_cap: PREORDER.cap,
        cooperative: coop?.cooperativeName ?? '',
        cooperative_ne: coop?.cooperativeName_ne ?? '',
        origin_district: seeded.location,
        ...(origin
          ? { origin_municipality: origin.municipality, origin_municipality_ne: origin.municipality_ne ?? '' }
          : {}),
      });
      changed++;
    }
  }
  return changed;
}

/**
 * Seeds farmers named on traceable products, GTINs and lots; returns how many lots it created.
 * @param {PocketBase} pb
 * @param {number} [now]
 */
export async function seedLots(pb, now = Date.now()) {
  const farmerIds = await seedExtraFarmers(pb);
  const records = await readAllRecords(pb, 'web_products', { fields: 'id,slug,gtin' });
  const productsBySlug = new Map(records.map((r) => [r.slug, r]));
  await seedGtins(pb, productsBySlug);
  const existing = new Set((await readAllRecords(pb, 'lots', { fields: 'code' })).map((l) => l.code));
  const coopOf = new Map(data.cooperatives.map((c) => [c.cooperativeId, c.cooperativeName]));
  const coopNeOf = new Map(data.cooperatives.map((c) => [c.cooperativeId, c.cooperativeName_ne]));

  // Each traceable product with its record.
  const traceable = data.products.flatMap((product) => {
    const record = productsBySlug.get(product.slug);
    return product.hasTraceability && record ? [{ product, record }] : [];
  });
  let created = 0;
  for (const [i, { product, record }] of traceable.entries()) {
    const origin = ORIGINS[product.location] ?? {
      municipality: product.location,
      lat: 0,
      lng: 0,
      hub: product.location,
      days: 1,
    };
    const cooperative = coopOf.get(product.cooperativeId) ?? product.cooperativeName ?? '';
    // The newest lot a few days old (varied per product); every third product also has an older lot.
    const ages = i % 3 === 0 ? [6 + (i % 5), 40 + (i % 7)] : [6 + (i % 5)];
    for (const [n, age] of ages.entries()) {
      const code = lotCode(product.slug, i * 2 + n);
      if (existing.has(code)) continue;
      const harvestMs = now - age * DAY_MS;
      const journey = journeyOf(product, origin, cooperative, coopNeOf.get(product.cooperativeId) ?? '', harvestMs);
      // Every journey has a packed step (journeyOf).
      const packStep = /** @type {JourneyStep} */ (journey.find((s) => s.step === 'packed'));
      const farmers = [product.farmerName, ...(product.farmers ?? []).map((f) => (typeof f === 'string' ? f : f.name))]
        .map((name) => farmerIds.get(name))
        .filter((id, k, all) => id && all.indexOf(id) === k);
      const monthsToKeep = isFresh(product) ? 0 : isHoney(product) ? 24 : 12;
      await createRecord(pb, 'lots', {
        product: record.id,
        code,
        harvest_date: journey[0].date,
        pack_date: packStep.date,
        ...(monthsToKeep ? { best_before: day(Date.parse(packStep.date) + monthsToKeep * 30 * DAY_MS) } : {}),
        quantity: isHoney(product) ? 40 + (i % 4) * 20 : 120 + (i % 6) * 30,
        quantity_unit: isHoney(product) ? 'jar' : 'kg',
        farmers,
        cooperative,
        cooperative_ne: coopNeOf.get(product.cooperativeId) ?? '',
        origin_district: product.location,
        origin_municipality: origin.municipality,
        origin_municipality_ne: origin.municipality_ne ?? '',
        ...(origin.lat ? { latitude: origin.lat, longitude: origin.lng } : {}),
        certification: product.isOrganic ? (i % 2 === 0 ? 'organic certified' : 'participatory guarantee') : 'none',
        journey,
      });
      existing.add(code);
      created++;
    }
  }
  return created + (await seedStock(pb, productsBySlug, now));
}
