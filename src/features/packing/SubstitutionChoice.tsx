// The shopper's choice at checkout, per order, for a line the harvest cannot give (docs/rules.md "Packing: weights
// and substitutions"): substitute with something similar, call me (the default), or leave it out and don't charge.
import { useLocale } from '../../components/ui/locale';
import { SUBSTITUTION_CHOICES, type SubstitutionChoice as Choice } from './choice';
import { choiceText } from './words';
import * as m from '../../paraglide/messages.js';

export default function SubstitutionChoice({ value, onChange }: { value: Choice; onChange: (choice: Choice) => void }) {
  const locale = useLocale();
  return (
    <fieldset className="mt-4 space-y-2" data-testid="checkout-substitution">
      <legend className="text-sm font-semibold text-gray-900">{m.packing_choice_legend({}, { locale })}</legend>
      {SUBSTITUTION_CHOICES.map((choice) => (
        <label key={choice} className="flex min-h-11 items-center gap-3 text-gray-800">
          <input
            type="radio"
            name="substitution"
            value={choice}
            checked={value === choice}
            onChange={() => onChange(choice)}
            className="h-5 w-5 accent-brand"
          />
          {choiceText(choice, locale)}
        </label>
      ))}
    </fieldset>
  );
}
