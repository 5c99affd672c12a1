// Share island (docs/rules.md §2 "Blog article"): the device share sheet when there is
// one, otherwise the page link is copied and a toast confirms it.
import { showToast } from '../../components/ui/toast';
import { linkCopied, shareOrCopy } from './share';
import type { Locale } from '../../lib/i18n';
import * as m from '../../paraglide/messages.js';

export default function ShareButton({ title, locale = 'en' }: { title: string; locale?: Locale }) {
  async function onShare() {
    const result = await shareOrCopy(navigator, { title, url: window.location.href });
    if (result === 'copied') showToast({ ...linkCopied(locale), variant: 'success' });
    else if (result === 'failed')
      showToast({
        title: m.checkout_error({}, { locale }),
        description: m.share_error_description({}, { locale }),
        variant: 'destructive',
      });
  }
  return (
    <button
      type="button"
      onClick={onShare}
      className="inline-flex items-center gap-2 rounded-full bg-white px-4 py-2 text-sm font-semibold text-brand ring-1 ring-brand/20 transition hover:bg-brand hover:text-white"
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" className="h-4 w-4" fill="none" stroke="currentColor" strokeWidth="2">
        <circle cx="18" cy="5" r="3" />
        <circle cx="6" cy="12" r="3" />
        <circle cx="18" cy="19" r="3" />
        <path d="m8.6 13.5 6.8 4M15.4 6.5l-6.8 4" />
      </svg>
      {m.share_button({}, { locale })}
    </button>
  );
}
