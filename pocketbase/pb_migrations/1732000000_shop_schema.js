/// <reference path="../pb_data/types.d.ts" />
// The shop's schema: collection and field names are exactly those of the
// docs/rules.md §3, so a backend holding the original data works unchanged.
// Additions: campaigns, farmers, banners, the shop_service account and a few
// extra fields (compareAtPrice, isExpress, approxWeight, gallery_files, and on
// orders the idempotency key and the private access token).

const SERVICE = '@request.auth.collectionName = "shop_service"';

const timestamps = () => [
  { name: 'created', type: 'autodate', onCreate: true, onUpdate: false },
  { name: 'updated', type: 'autodate', onCreate: true, onUpdate: true },
];

const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/avif', 'image/svg+xml', 'image/gif'];
const image = (name, maxSelect = 1) => ({
  name,
  type: 'file',
  maxSelect,
  maxSize: 5 * 1024 * 1024,
  mimeTypes: IMAGE_TYPES,
  thumbs: ['100x100', '400x0'],
});
const text = (name, extra = {}) => ({ name, type: 'text', ...extra });
const num = (name, extra = {}) => ({ name, type: 'number', ...extra });
const bool = (name) => ({ name, type: 'bool' });
const json = (name) => ({ name, type: 'json', maxSize: 2 * 1024 * 1024 });

function base(name, rules, fields, indexes = []) {
  return new Collection({
    type: 'base',
    name,
    listRule: rules.list ?? null,
    viewRule: rules.view ?? rules.list ?? null,
    createRule: rules.create ?? null,
    updateRule: rules.update ?? null,
    deleteRule: null,
    fields: [...fields, ...timestamps()],
    indexes,
  });
}

migrate(
  (app) => {
    // Least-privilege account the shop's Node server signs in with.
    const service = new Collection({
      type: 'auth',
      name: 'shop_service',
      listRule: null,
      viewRule: null,
      createRule: null,
      updateRule: null,
      deleteRule: null,
      passwordAuth: { enabled: true, identityFields: ['email'] },
      fields: timestamps(),
    });
    app.save(service);

    app.save(
      base(
        'web_products',
        { list: `isVisible = true || ${SERVICE}` },
        [
          text('slug', { required: true, max: 200 }),
          text('name', { required: true, max: 200 }),
          text('nepaliName', { max: 200 }),
          text('description', { max: 20000 }),
          text('nepaliDescription', { max: 20000 }),
          text('product_info', { max: 5000 }),
          num('price', { min: 0, required: true }),
          num('compareAtPrice', { min: 0 }),
          text('unit', { max: 50 }),
          num('minOf', { min: 0 }),
          image('image'),
          json('gallery'),
          image('gallery_files', 12),
          text('category', { max: 100 }),
          bool('isFeatured'),
          bool('isOrganic'),
          bool('isNew'),
          bool('isExpress'),
          text('approxWeight', { max: 100 }),
          text('farmerName', { max: 200 }),
          text('location', { max: 200 }),
          bool('hasTraceability'),
          text('cooperativeId', { max: 100 }),
          text('cooperativeName', { max: 200 }),
          image('cooperativeLogo'),
          text('seasonId', { max: 100 }),
          bool('is_available'),
          bool('isVisible'),
          json('nutritionFacts'),
          json('farmers'),
          json('faqs'),
        ],
        ['CREATE UNIQUE INDEX idx_web_products_slug ON web_products (slug)'],
      ),
    );

    const campaigns = base('campaigns', { list: SERVICE }, [
      text('name', { required: true, max: 200 }),
      bool('is_active'),
      { name: 'end_time', type: 'date' },
      num('remaining_budget'),
    ]);
    app.save(campaigns);

    app.save(
      base(
        'coupon',
        { list: SERVICE },
        [
          text('code', { required: true, max: 64 }),
          { name: 'campaign', type: 'relation', collectionId: campaigns.id, maxSelect: 1, cascadeDelete: false },
          num('min_order_amount', { min: 0 }),
          text('discount_type', { max: 20 }),
          num('discount_value', { min: 0 }),
          text('delivery_discount_type', { max: 20 }),
          num('discount_discount_value', { min: 0 }),
        ],
        ['CREATE UNIQUE INDEX idx_coupon_code ON coupon (code)'],
      ),
    );

    app.save(
      base(
        'districts',
        { list: '' },
        [text('districtName', { required: true, max: 100 })],
        ['CREATE UNIQUE INDEX idx_districts_name ON districts (districtName)'],
      ),
    );

    app.save(
      base(
        'delivery_branch',
        { list: '' },
        [
          text('branchName', { required: true, max: 200 }),
          text('districtName', { required: true, max: 100 }),
          num('amount', { min: 0 }),
          text('branchArea', { max: 500 }),
        ],
        ['CREATE INDEX idx_delivery_branch_district ON delivery_branch (districtName)'],
      ),
    );

    app.save(
      base(
        'orders',
        { list: SERVICE, create: SERVICE, update: SERVICE },
        [
          text('orderNumber', { required: true, max: 32 }),
          text('customerName', { max: 200 }),
          text('phone', { max: 20 }),
          text('district', { max: 100 }),
          text('city', { max: 200 }),
          text('landmark', { max: 500 }),
          json('items'),
          num('subtotal'),
          num('deliveryCharge'),
          num('discount_amount'),
          num('delivery_discount_amount'),
          num('total'),
          text('status', { max: 30 }),
          text('orderChannel', { max: 30 }),
          { name: 'orderDate', type: 'date' },
          { name: 'estimatedDelivery', type: 'date' },
          num('failedAttempt'),
          text('coupon_used', { max: 30 }),
          text('notes', { max: 1000 }),
          text('idempotencyKey', { max: 100, hidden: true }),
          text('accessToken', { max: 100, hidden: true }),
        ],
        [
          'CREATE UNIQUE INDEX idx_orders_number ON orders (orderNumber)',
          "CREATE UNIQUE INDEX idx_orders_idempotency ON orders (idempotencyKey) WHERE idempotencyKey != ''",
        ],
      ),
    );

    app.save(
      base(
        'posts',
        { list: `is_published = true || ${SERVICE}` },
        [
          text('title', { required: true, max: 300 }),
          text('slug', { required: true, max: 200 }),
          text('excerpt', { max: 1000 }),
          { name: 'content', type: 'editor', maxSize: 1024 * 1024 },
          image('cover_image'),
          json('tags'),
          text('category', { max: 100 }),
          text('author_name', { max: 200 }),
          image('author_avatar'),
          num('reading_time', { min: 0 }),
          bool('is_published'),
          bool('is_featured'),
          text('seo_title', { max: 300 }),
          text('seo_description', { max: 500 }),
        ],
        ['CREATE UNIQUE INDEX idx_posts_slug ON posts (slug)'],
      ),
    );

    app.save(base('qr_form', { create: SERVICE }, [json('contact_json')]));
    app.save(base('feedback', { create: SERVICE }, [json('feedback')]));

    app.save(
      base('farmers', { list: '' }, [
        text('name', { required: true, max: 200 }),
        text('location', { max: 200 }),
        text('specialty', { max: 100 }),
        image('image'),
        num('years', { min: 0 }),
        text('story', { max: 5000 }),
        text('videoUrl', { max: 500 }),
        num('sort'),
      ]),
    );

    app.save(
      base('banners', { list: `active = true || ${SERVICE}` }, [
        image('image'),
        text('link', { max: 300 }),
        text('alt', { max: 300 }),
        text('headline', { max: 200 }),
        text('ctaLabel', { max: 100 }),
        num('sort'),
        bool('active'),
      ]),
    );
  },
  (app) => {
    for (const name of [
      'banners',
      'farmers',
      'feedback',
      'qr_form',
      'posts',
      'orders',
      'delivery_branch',
      'districts',
      'coupon',
      'campaigns',
      'web_products',
      'shop_service',
    ]) {
      app.delete(app.findCollectionByNameOrId(name));
    }
  },
);
