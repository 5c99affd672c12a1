// The shopper's choice, per order, for a line the harvest cannot give (docs/rules.md "Packing: weights and
// substitutions"): its values live with the order's fields (src/lib/data/substitution.ts).
export { choiceOf, SUBSTITUTION_CHOICES, type SubstitutionChoice } from '../../lib/data/substitution';
