/// <reference path="../pb_data/types.d.ts" />
// Site settings as one record operators edit in the dashboard (docs/operators.md, "Site settings"):
// contact details, the company's legal details, social links and the delivery promise. The build reads the
// record and uses its values in place of the PUBLIC_* settings (server/site-settings.ts); a field left
// empty falls back to the environment setting or its default (src/lib/settings.mjs). Public read (everything
// here is printed on every page), written by superusers only; pocketbase/pb_hooks/site-content.pb.js keeps it
// to one record and fills `site_url` from the environment.
//
// The first values come from the environment PocketBase runs with (the same PUBLIC_* settings), else the
// defaults src/lib/settings.mjs declares (repeated here: migrations cannot import the shop's modules).

const FIRST_VALUES = {
  support_phone: ['PUBLIC_SUPPORT_PHONE', '+977-1-5550100'],
  whatsapp_number: ['PUBLIC_WHATSAPP_NUMBER', '9779800000000'],
  support_email: ['PUBLIC_SUPPORT_EMAIL', 'support@krishibazaar.example'],
  company_legal_name: ['PUBLIC_COMPANY_LEGAL_NAME', 'Krishi Bazaar Pvt. Ltd.'],
  company_reg_no: ['PUBLIC_COMPANY_REG_NO', '245871/077/078'],
  company_pan: ['PUBLIC_COMPANY_PAN', '609874521'],
  registered_office: ['PUBLIC_REGISTERED_OFFICE', 'Baneshwor-10, Kathmandu 44600, Bagmati Province, Nepal'],
  corporate_office: ['PUBLIC_CORPORATE_OFFICE', 'Jhamsikhel, Lalitpur 44700, Bagmati Province, Nepal'],
  facebook_url: ['PUBLIC_FACEBOOK_URL', 'https://www.facebook.com/krishibazaar'],
  instagram_url: ['PUBLIC_INSTAGRAM_URL', 'https://www.instagram.com/krishibazaar'],
  youtube_url: ['PUBLIC_YOUTUBE_URL', 'https://www.youtube.com/@krishibazaar'],
  tiktok_url: ['PUBLIC_TIKTOK_URL', 'https://www.tiktok.com/@krishibazaar'],
  delivery_window: ['PUBLIC_DELIVERY_WINDOW', '10:00 AM - 5:00 PM'],
  delivery_days: ['PUBLIC_DELIVERY_DAYS', '2'],
};

const EMPTY = 'Empty = the environment setting or the built-in default.';
const PUBLISH = 'Saving publishes the site again (like a catalogue edit).';

migrate(
  (app) => {
    const settings = new Collection({
      type: 'base',
      name: 'site_settings',
      listRule: '',
      viewRule: '',
      createRule: null,
      updateRule: null,
      deleteRule: null,
      fields: [
        {
          name: 'support_phone',
          type: 'text',
          max: 40,
          help: `Support phone in the header, footer, contact page and emails. Example: +977-1-5550100. ${EMPTY}`,
        },
        {
          name: 'whatsapp_number',
          type: 'text',
          max: 20,
          pattern: '^[0-9]{8,15}$',
          help: `WhatsApp number for the chat buttons, digits only with the country code. Example: 9779800000000. ${EMPTY}`,
        },
        {
          name: 'support_email',
          type: 'email',
          help: `Support email shown on the contact and policy pages. Example: support@krishibazaar.example. ${EMPTY}`,
        },
        {
          name: 'company_legal_name',
          type: 'text',
          max: 200,
          help: `The company's registered name, in the footer and on the contact page. Example: Krishi Bazaar Pvt. Ltd. ${EMPTY}`,
        },
        {
          name: 'company_reg_no',
          type: 'text',
          max: 60,
          help: `Company registration number (footer). Example: 245871/077/078. ${EMPTY}`,
        },
        {
          name: 'company_pan',
          type: 'text',
          max: 30,
          help: `PAN (footer). Example: 609874521. ${EMPTY}`,
        },
        {
          name: 'registered_office',
          type: 'text',
          max: 300,
          help: `Registered office address (footer, contact page). Example: Baneshwor-10, Kathmandu 44600. ${EMPTY}`,
        },
        {
          name: 'corporate_office',
          type: 'text',
          max: 300,
          help: `Corporate office address (contact page). Example: Jhamsikhel, Lalitpur 44700. ${EMPTY}`,
        },
        {
          name: 'facebook_url',
          type: 'url',
          help: `Facebook page, linked from the footer. Example: https://www.facebook.com/krishibazaar. ${EMPTY}`,
        },
        {
          name: 'instagram_url',
          type: 'url',
          help: `Instagram page (footer). Example: https://www.instagram.com/krishibazaar. ${EMPTY}`,
        },
        {
          name: 'youtube_url',
          type: 'url',
          help: `YouTube channel (footer). Example: https://www.youtube.com/@krishibazaar. ${EMPTY}`,
        },
        {
          name: 'tiktok_url',
          type: 'url',
          help: `TikTok page (footer). Example: https://www.tiktok.com/@krishibazaar. ${EMPTY}`,
        },
        {
          name: 'delivery_window',
          type: 'text',
          max: 60,
          help: `Delivery hours shown on the order page under the estimated delivery day. Example: 10:00 AM - 5:00 PM. ${EMPTY}`,
        },
        {
          name: 'delivery_days',
          type: 'number',
          onlyInt: true,
          min: 0,
          max: 60,
          help: `Days from ordering to the estimated delivery day, on new orders and in search results. Example: 2. 0-60; 0 = the default (2).`,
        },
        {
          name: 'site_url',
          type: 'text',
          max: 300,
          help: "Read-only: the shop's public address used in canonical links and QR labels. It comes from the SITE_URL environment setting (ask whoever runs the server to change it); anything typed here is replaced.",
        },
        { name: 'created', type: 'autodate', onCreate: true, onUpdate: false },
        { name: 'updated', type: 'autodate', onCreate: true, onUpdate: true },
      ],
    });
    app.save(settings);

    const record = new Record(settings);
    for (const field of Object.keys(FIRST_VALUES)) {
      const [env, fallback] = FIRST_VALUES[field];
      const value = String($os.getenv(env) || fallback).trim();
      record.set(field, field === 'delivery_days' ? Number(value) || 2 : value);
    }
    const site = String($os.getenv('SITE_URL') || `http://localhost:${$os.getenv('PORT') || '4321'}`).trim();
    record.set('site_url', site.replace(/\/+$/, ''));
    // A value the field's rule refuses (an environment setting the shop itself would refuse too) stays empty: the
    // build then uses the default.
    if (!/^[0-9]{8,15}$/.test(record.getString('whatsapp_number'))) record.set('whatsapp_number', '');
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(record.getString('support_email'))) record.set('support_email', '');
    for (const field of ['facebook_url', 'instagram_url', 'youtube_url', 'tiktok_url']) {
      if (!/^https?:\/\/[^\s]+$/.test(record.getString(field))) record.set(field, '');
    }
    app.save(record);
    console.log(`[migration] site_settings: first values written (record ${record.id}). ${PUBLISH}`);
  },
  (app) => {
    app.delete(app.findCollectionByNameOrId('site_settings'));
  },
);
