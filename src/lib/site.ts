// Shop-wide facts shown in the header, footer and structured data. Contact
// details come from configuration (PUBLIC_* variables are safe to ship).
export const site = {
  brand: 'Krishi Bazaar',
  tagline: 'Fresh from Nepali farms to your table',
  farmerCount: '600+',
  whatsappNumber: import.meta.env.PUBLIC_WHATSAPP_NUMBER ?? '9779800000000',
  supportPhone: import.meta.env.PUBLIC_SUPPORT_PHONE ?? '+977-1-5550100',
  email: import.meta.env.PUBLIC_SUPPORT_EMAIL ?? 'support@krishibazaar.example',
  themeColor: '#22543D',
  address: { locality: 'Kathmandu', region: 'Bagmati', postalCode: '44600', country: 'NP' },
} as const;

export const whatsappLink = (text = '') =>
  `https://wa.me/${site.whatsappNumber.replace(/\D/g, '')}${text ? `?text=${encodeURIComponent(text)}` : ''}`;
