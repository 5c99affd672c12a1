// Shop-wide facts shown in the header, footer and structured data. Contact
// details come from configuration (public settings, src/lib/settings.mjs: the
// build writes their values, defaults included, into astro:env/client).
import { PUBLIC_SUPPORT_EMAIL, PUBLIC_SUPPORT_PHONE, PUBLIC_WHATSAPP_NUMBER } from 'astro:env/client';
export const site = {
  brand: 'Krishi Bazaar',
  tagline: 'Fresh from Nepali farms to your table',
  farmerCount: '600+',
  whatsappNumber: PUBLIC_WHATSAPP_NUMBER,
  supportPhone: PUBLIC_SUPPORT_PHONE,
  email: PUBLIC_SUPPORT_EMAIL,
  themeColor: '#22543D',
  address: { locality: 'Kathmandu', region: 'Bagmati', postalCode: '44600', country: 'NP' },
} as const;

export const whatsappLink = (text = '') =>
  `https://wa.me/${site.whatsappNumber.replace(/\D/g, '')}${text ? `?text=${encodeURIComponent(text)}` : ''}`;
