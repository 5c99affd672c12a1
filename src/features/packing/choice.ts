// The shopper's choice, per order, for a line the harvest cannot give (docs/rules.md "Packing: weights and
// substitutions"): the same values as the orders collection's `substitution` field and lib/packing-rules.js CHOICES.
export const SUBSTITUTION_CHOICES = ['substitute', 'call', 'leave_out'] as const;
export type SubstitutionChoice = (typeof SUBSTITUTION_CHOICES)[number];
/** What an order says when it says nothing (orders placed before the choice, or without it). */
export const DEFAULT_CHOICE: SubstitutionChoice = 'call';

/** A stored value → the choice; anything unknown reads as the default. */
export function choiceOf(value: unknown): SubstitutionChoice {
  return (SUBSTITUTION_CHOICES as readonly unknown[]).includes(value) ? (value as SubstitutionChoice) : DEFAULT_CHOICE;
}
