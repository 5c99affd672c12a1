// Journey steps of a harvest lot: the one table (pocketbase/pb_hooks/lib/lot-journey.json) that the lots hook
// enforces when a lot is saved (pocketbase/pb_hooks/lib/lots.js).
import journey from '../../../pocketbase/pb_hooks/lib/lot-journey.json';

export const JOURNEY_STEPS = journey.steps as [string, ...string[]];
export type JourneyStepName = (typeof JOURNEY_STEPS)[number];

/** "sorted and graded" → "Sorted and graded". */
export function stepLabel(step: string): string {
  return step ? step[0].toUpperCase() + step.slice(1) : step;
}

/** Certification values of the lots collection and how pages name them. */
export const CERTIFICATIONS: Record<string, { label: string; text: string }> = {
  'organic certified': {
    label: 'Organic certified',
    text: 'Grown and handled under a third-party organic certificate.',
  },
  'participatory guarantee': {
    label: 'Participatory Guarantee System (PGS)',
    text: 'Organic practices checked on the farm by a local group of farmers and buyers.',
  },
  none: {
    label: 'Not certified',
    text: 'Grown by smallholders with traditional methods; not under an organic certificate.',
  },
};

export function certificationOf(value: string): { label: string; text: string } {
  return CERTIFICATIONS[value] ?? CERTIFICATIONS.none;
}
