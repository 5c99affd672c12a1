// Journey steps of a harvest lot: the one table (pocketbase/pb_hooks/lib/lot-journey.json) that the lots hook
// enforces when a lot is saved (pocketbase/pb_hooks/lib/lots.js).
import journey from '../../../pocketbase/pb_hooks/lib/lot-journey.json';
import type { Locale } from '../../lib/i18n';
import * as m from '../../paraglide/messages.js';

export const JOURNEY_STEPS = journey.steps as [string, ...string[]];
export type JourneyStepName = (typeof JOURNEY_STEPS)[number];

/** "sorted and graded" → "Sorted and graded". */
export function stepLabel(step: string): string {
  return step ? step[0].toUpperCase() + step.slice(1) : step;
}

/** Certification values of the lots collection and how pages name them, in the page's language. */
const CERTIFICATIONS: Record<string, (locale: Locale) => { label: string; text: string }> = {
  'organic certified': (locale) => ({
    label: m.trace_cert_organic({}, { locale }),
    text: m.trace_cert_organic_text({}, { locale }),
  }),
  'participatory guarantee': (locale) => ({
    label: m.trace_cert_pgs({}, { locale }),
    text: m.trace_cert_pgs_text({}, { locale }),
  }),
  none: (locale) => ({ label: m.trace_cert_none({}, { locale }), text: m.trace_cert_none_text({}, { locale }) }),
};

/** The certification a lot names ("none" for a value the shop does not know). */
export function certificationOf(value: string, locale: Locale = 'en'): { label: string; text: string } {
  return (CERTIFICATIONS[value] ?? CERTIFICATIONS.none)(locale);
}
