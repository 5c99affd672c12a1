// The company behind the shop: legal details for the footer and the offices
// on the contact page. PUBLIC_* variables override the demo values (safe to
// ship: all of this is printed on every invoice anyway).
import { site } from '../../lib/site';

const env = import.meta.env;

/** tel: link for the support phone (digits and the leading + only). */
export const supportTelHref = `tel:${site.supportPhone.replace(/[^\d+]/g, '')}`;

export const company = {
  legalName: env.PUBLIC_COMPANY_LEGAL_NAME ?? 'Krishi Bazaar Pvt. Ltd.',
  registrationNo: env.PUBLIC_COMPANY_REG_NO ?? '245871/077/078',
  pan: env.PUBLIC_COMPANY_PAN ?? '609874521',
  registeredOffice: env.PUBLIC_REGISTERED_OFFICE ?? 'Baneshwor-10, Kathmandu 44600, Bagmati Province, Nepal',
  corporateOffice: env.PUBLIC_CORPORATE_OFFICE ?? 'Jhamsikhel, Lalitpur 44700, Bagmati Province, Nepal',
  supportHours: 'Sunday to Friday, 9:00 AM - 6:00 PM',
} as const;

export interface SocialLink {
  label: string;
  href: string;
  icon: 'facebook' | 'instagram' | 'youtube' | 'tiktok';
}

export const SOCIAL_LINKS: readonly SocialLink[] = [
  { label: 'Facebook', href: env.PUBLIC_FACEBOOK_URL ?? 'https://www.facebook.com/krishibazaar', icon: 'facebook' },
  { label: 'Instagram', href: env.PUBLIC_INSTAGRAM_URL ?? 'https://www.instagram.com/krishibazaar', icon: 'instagram' },
  { label: 'YouTube', href: env.PUBLIC_YOUTUBE_URL ?? 'https://www.youtube.com/@krishibazaar', icon: 'youtube' },
  { label: 'TikTok', href: env.PUBLIC_TIKTOK_URL ?? 'https://www.tiktok.com/@krishibazaar', icon: 'tiktok' },
];
