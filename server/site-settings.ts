// The dashboard's site settings (the single `site_settings` record, pocketbase/pb_migrations/1732002100_site_settings.js)
// as the PUBLIC_* settings a build reads (src/lib/settings.mjs). `buildSite` (server/backend.ts) adds them to
// the build's environment, so every page and island gets them the way it gets any public setting, and a changed
// value changes the build's fingerprint: every page (each has the footer) is rendered again.
//
// A field left empty keeps the environment's value or the default; a value the setting would refuse (only possible
// in data written outside the dashboard: the field rules match) is left out and named in the build record.
import { invalidSettings, type SettingName } from '../src/lib/settings.mjs';
import type { BuildIssue } from '../src/lib/build-issue.ts';

/**
 * site_settings field → the public setting it replaces.
 */
export const SITE_SETTINGS_FIELDS = {
  support_phone: 'PUBLIC_SUPPORT_PHONE',
  whatsapp_number: 'PUBLIC_WHATSAPP_NUMBER',
  support_email: 'PUBLIC_SUPPORT_EMAIL',
  company_legal_name: 'PUBLIC_COMPANY_LEGAL_NAME',
  company_reg_no: 'PUBLIC_COMPANY_REG_NO',
  company_pan: 'PUBLIC_COMPANY_PAN',
  registered_office: 'PUBLIC_REGISTERED_OFFICE',
  corporate_office: 'PUBLIC_CORPORATE_OFFICE',
  facebook_url: 'PUBLIC_FACEBOOK_URL',
  instagram_url: 'PUBLIC_INSTAGRAM_URL',
  youtube_url: 'PUBLIC_YOUTUBE_URL',
  tiktok_url: 'PUBLIC_TIKTOK_URL',
  delivery_window: 'PUBLIC_DELIVERY_WINDOW',
  delivery_days: 'PUBLIC_DELIVERY_DAYS',
} satisfies Record<string, SettingName>;

/**
 * The environment entries a settings record stands for (pure: a record in, settings out).
 */
export function settingsFromRecord(record: Record<string, unknown> | null | undefined): {
  env: Record<string, string>;
  problems: BuildIssue[];
} {
  const env: Record<string, string> = {};
  const problems: BuildIssue[] = [];
  if (!record) return { env, problems };
  for (const [field, name] of Object.entries(SITE_SETTINGS_FIELDS)) {
    const raw = record[field];
    // A number field reads 0 when empty: 0 delivery days means "the default".
    const value = raw === null || raw === undefined || raw === 0 ? '' : String(raw).trim();
    if (value === '') continue;
    if (invalidSettings({ [name]: value }, [name]).length > 0) {
      problems.push({
        collection: 'site_settings',
        id: String(record.id ?? ''),
        title: 'Site settings',
        outcome: 'published',
        reason: `${field}: "${value}" cannot be used, so the default is shown instead`,
      });
      continue;
    }
    env[name] = value;
  }
  return { env, problems };
}

/**
 * Reads the record from PocketBase at `pbUrl` (public read: no sign-in). No record or no collection (a database
 * older than the migration) gives no entries; PocketBase unreachable is an error (the build would fail anyway).
 */
export async function loadSiteSettings(pbUrl: string) {
  const url = `${pbUrl.replace(/\/+$/, '')}/api/collections/site_settings/records?perPage=1&sort=created`;
  const res = await fetch(url, { signal: AbortSignal.timeout(10_000) });
  if (res.status === 404) return settingsFromRecord(null);
  if (!res.ok) throw new Error(`site settings: PocketBase answered ${res.status}`);
  const body = (await res.json()) as { items?: Record<string, unknown>[] };
  return settingsFromRecord(body.items?.[0]);
}
