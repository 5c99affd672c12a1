// The company behind the shop: legal details for the footer and the offices
// on the contact page. Public settings (src/lib/settings.mjs) override the demo
// values (safe to ship: all of this is printed on every invoice anyway).
import {
  PUBLIC_COMPANY_LEGAL_NAME,
  PUBLIC_COMPANY_PAN,
  PUBLIC_COMPANY_REG_NO,
  PUBLIC_CORPORATE_OFFICE,
  PUBLIC_FACEBOOK_URL,
  PUBLIC_INSTAGRAM_URL,
  PUBLIC_REGISTERED_OFFICE,
  PUBLIC_TIKTOK_URL,
  PUBLIC_YOUTUBE_URL,
} from 'astro:env/client';
import type { Locale } from '../../lib/i18n';
import { site } from '../../lib/site';
import * as m from '../../paraglide/messages.js';

/** tel: link for the support phone (digits and the leading + only). */
export const supportTelHref = `tel:${site.supportPhone.replace(/[^\d+]/g, '')}`;

export const company = {
  legalName: PUBLIC_COMPANY_LEGAL_NAME,
  registrationNo: PUBLIC_COMPANY_REG_NO,
  pan: PUBLIC_COMPANY_PAN,
  registeredOffice: PUBLIC_REGISTERED_OFFICE,
  corporateOffice: PUBLIC_CORPORATE_OFFICE,
} as const;

/** When the support phone answers, in the page's language. */
export function supportHours(locale: Locale = 'en'): string {
  return m.footer_support_hours({}, { locale });
}

export interface SocialLink {
  label: string;
  href: string;
  icon: 'facebook' | 'instagram' | 'youtube' | 'tiktok';
}

export const SOCIAL_LINKS: readonly SocialLink[] = [
  { label: 'Facebook', href: PUBLIC_FACEBOOK_URL, icon: 'facebook' },
  { label: 'Instagram', href: PUBLIC_INSTAGRAM_URL, icon: 'instagram' },
  { label: 'YouTube', href: PUBLIC_YOUTUBE_URL, icon: 'youtube' },
  { label: 'TikTok', href: PUBLIC_TIKTOK_URL, icon: 'tiktok' },
];
