/**
 * docs/rules.md §2 "Blog article": Share uses the device share feature; otherwise it copies the link (the island then shows
 * "Link copied"). Takes the navigator as a parameter so the rule is testable without a browser.
 */
import type { Locale } from '../../lib/i18n';
import * as m from '../../paraglide/messages.js';

export type ShareResult = 'shared' | 'copied' | 'cancelled' | 'failed';

export interface ShareNavigator {
  share?: (data: { title?: string; url?: string }) => Promise<void>;
  clipboard?: { writeText(text: string): Promise<void> };
}

/** The toast after the link was copied, in the page's language (docs/rules.md's words in English). */
export function linkCopied(locale: Locale = 'en'): { title: string; description: string } {
  return { title: m.share_link_copied({}, { locale }), description: m.share_link_copied_text({}, { locale }) };
}

export async function shareOrCopy(nav: ShareNavigator, data: { title: string; url: string }): Promise<ShareResult> {
  if (typeof nav.share === 'function') {
    try {
      await nav.share(data);
      return 'shared';
    } catch (err) {
      // The shopper closed the share sheet: nothing else to do. Other failures fall back to copying.
      if (err instanceof Error && err.name === 'AbortError') return 'cancelled';
    }
  }
  try {
    if (!nav.clipboard) return 'failed';
    await nav.clipboard.writeText(data.url);
    return 'copied';
  } catch {
    return 'failed';
  }
}
