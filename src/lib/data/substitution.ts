// Plain values with no zod, so the checkout's island can import them (tests/unit/bundle/no-zod-in-islands.test.ts).

/**
 * The shopper's choice, per order, for a line the harvest cannot give (orders.substitution, docs/rules.md "Packing:
 * weights and substitutions"); the same values as pocketbase/pb_hooks/lib/packing-rules.js CHOICES.
 */
export const SUBSTITUTION_CHOICES = ['substitute', 'call', 'leave_out'] as const;
export type SubstitutionChoice = (typeof SUBSTITUTION_CHOICES)[number];

/** A stored value → the choice; anything unknown (orders placed before the choice) reads as "call". */
export function choiceOf(value: unknown): SubstitutionChoice {
  return (SUBSTITUTION_CHOICES as readonly unknown[]).includes(value) ? (value as SubstitutionChoice) : 'call';
}
