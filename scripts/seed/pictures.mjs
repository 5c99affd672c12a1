// @ts-check
// What each demo product and blog post is pictured by. Icons are names in the
// Fluent Emoji Flat set (Microsoft, MIT licence; the @iconify-json/fluent-emoji-flat
// package), drawn by images.mjs. A product without an icon that shows it gets a
// drawing instead ("bowl": a bowl of powder, seeds or grain; "cluster": a bunch of
// round fruit or florets; "root": a ringed tuber), tinted by `color`.
//
//   icon:    the main picture
//   extra:   a smaller second icon in the corner (what the honey is from, etc.)
//   drawing: a fallback drawing instead of an icon
//   color:   the drawing's colour (#rrggbb)

/** @type {Record<string, {icon?: string, extra?: string, drawing?: "bowl"|"cluster"|"root", color?: string}>} */
export const PRODUCT_PICTURES = {
  'jumla-apple': { icon: 'red-apple' },
  'mustang-apple': { icon: 'green-apple' },
  'sindhuli-junar': { icon: 'tangerine' },
  'syangja-hill-orange': { icon: 'tangerine', extra: 'leaf-fluttering-in-wind' },
  'dolakha-kiwi': { icon: 'kiwi-fruit' },
  'chitwan-banana': { icon: 'banana' },
  'sarlahi-maldaha-mango': { icon: 'mango' },
  'sarlahi-litchi': { drawing: 'cluster', color: '#d9424f' },
  'kavre-avocado': { icon: 'avocado' },
  'chiuri-honey': { icon: 'honey-pot', extra: 'deciduous-tree' },
  'wild-cliff-honey': { icon: 'honey-pot', extra: 'honeybee' },
  'mustard-flower-honey': { icon: 'honey-pot', extra: 'blossom' },
  'rudilo-honey': { icon: 'honey-pot', extra: 'hibiscus' },
  'himalayan-multiflora-honey': { icon: 'honey-pot', extra: 'cherry-blossom' },
  'jumla-buckwheat-honey': { icon: 'honey-pot', extra: 'white-flower' },
  'litchi-blossom-honey': { icon: 'honey-pot', extra: 'tulip' },
  timur: { drawing: 'bowl', color: '#8a3b2a', extra: 'hot-pepper' },
  jimbu: { drawing: 'bowl', color: '#6b7a3a', extra: 'herb' },
  'ilam-large-cardamom': { drawing: 'bowl', color: '#6e4a2e', extra: 'seedling' },
  'turmeric-powder': { drawing: 'bowl', color: '#e8a317', extra: 'ginger-root' },
  'ginger-powder': { icon: 'ginger-root' },
  'cinnamon-dalchini': { icon: 'wood' },
  'tulsi-tea': { icon: 'teacup-without-handle', extra: 'herb' },
  'fresh-mint-pudina': { icon: 'herb' },
  lemongrass: { icon: 'leaf-fluttering-in-wind', extra: 'lemon' },
  'chamomile-flowers': { icon: 'blossom' },
  'sisno-nettle-powder': { drawing: 'bowl', color: '#4f7a3a', extra: 'leafy-green' },
  'fresh-coriander': { icon: 'leafy-green' },
  'kalo-maas': { drawing: 'bowl', color: '#2e2a28', extra: 'beans' },
  'jumla-rajma': { icon: 'beans' },
  'gahat-horse-gram': { drawing: 'bowl', color: '#8b6a4a', extra: 'beans' },
  'masoor-dal': { drawing: 'bowl', color: '#e0703a', extra: 'beans' },
  'kalo-bhatmas': { drawing: 'bowl', color: '#1f1d1c', extra: 'peanuts' },
  'lapsi-achar': { icon: 'jar', extra: 'green-apple' },
  'radish-gundruk': { icon: 'jar', extra: 'leafy-green' },
  'timur-chutney': { icon: 'jar', extra: 'hot-pepper' },
  'mula-achar': { icon: 'jar', extra: 'carrot' },
  'akabare-khursani-achar': { icon: 'jar', extra: 'hot-pepper' },
  'phapar-buckwheat-flour': { icon: 'flatbread' },
  'kodo-millet-flour': { drawing: 'bowl', color: '#9a6b4f', extra: 'sheaf-of-rice' },
  'jumla-marsi-rice': { icon: 'sheaf-of-rice', extra: 'cooked-rice' },
  'chia-seeds': { drawing: 'bowl', color: '#5d5a57', extra: 'seedling' },
  'dalechuk-sea-buckthorn-juice': { icon: 'beverage-box', extra: 'tangerine' },
  'latte-amaranth-seeds': { drawing: 'bowl', color: '#d9b77a', extra: 'sheaf-of-rice' },
  'akabare-chilli': { icon: 'hot-pepper' },
  'iskus-chayote': { drawing: 'root', color: '#9cc46a' },
  'rayo-saag': { icon: 'leafy-green' },
  'organic-potato': { icon: 'potato' },
  'sweet-potato': { icon: 'roasted-sweet-potato' },
  'oyster-mushroom': { icon: 'mushroom' },
  'dhading-tomato': { icon: 'tomato' },
  cauliflower: { drawing: 'cluster', color: '#f4efdc', extra: 'leafy-green' },
  'pidalu-taro': { drawing: 'root', color: '#7a5a44' },
};

/**
 * Blog covers: one icon per post, over a landscape tinted by the post's hue.
 * @type {Record<string, string>}
 */
export const POST_PICTURES = {
  'jumla-apple-harvest-2026': 'red-apple',
  'honey-hunters-of-lamjung': 'honeybee',
  'gundruk-soup-recipe': 'pot-of-food',
  'timur-chutney-recipe': 'hot-pepper',
  'millets-are-back': 'sheaf-of-rice',
  'qr-traceability-explained': 'mobile-phone',
  'dashain-tihar-produce-guide': 'diya-lamp',
  'chiuri-honey-and-the-chepang': 'honey-pot',
  'cooperatives-fair-prices': 'handshake',
  'organic-farming-in-kavre': 'seedling',
  'marsi-rice-highest-paddies': 'cooked-rice',
  'honey-crystallisation-myths': 'snowflake',
  'sisno-nettle-superfood': 'leafy-green',
  'mango-season-in-the-terai': 'mango',
  'monsoon-planting-calendar-draft': 'cloud-with-rain',
};
