// The quick checkout's delivery fields (docs/rules.md §2): Full Name, Phone Number, Email (Optional), District, City/Area,
// Landmark / Address and Additional Notes (Optional). Values live in the cart store's customer info, so they survive reloads and are
// reused for the next order (docs/rules.md §3 Customer info).
import type { InputHTMLAttributes } from 'react';
import { setCustomerField, type CustomerInfo } from '../cart/store';
import { phoneFieldValue, phoneHint } from '../../lib/phone';
import * as m from '../../paraglide/messages.js';
import { useLocale } from '../../components/ui/locale';
import type { Locale } from '../../lib/i18n';
import { formatNumber } from '../../lib/money';
import { CUSTOMER_RULES, type FieldErrors } from './validation';
import SearchableSelect from './SearchableSelect';
import Field, { fieldAria } from '../../components/ui/Field';
import { drawerInput } from '../../components/ui/styles';
import type { Branch, District } from './checkout-api';
import { areaDescription, chosenPlace, inShownOrder, placeOption } from './select-filter';
import { areasOffline } from './messages';

interface Props {
  customer: CustomerInfo;
  errors: FieldErrors;
  districts: District[];
  districtsLoading: boolean;
  /** The districts could not be loaded because the phone is offline (and has none saved): the list says so. */
  districtsOffline?: boolean;
  branches: Branch[];
  branchesLoading: boolean;
  /** The same for the chosen district's branches. */
  branchesOffline?: boolean;
  onDistrict: (district: District) => void;
  onCity: (branch: Branch) => void;
}

type TextField = 'name' | 'phone' | 'email' | 'landmark';
type Message = typeof m.checkout_full_name;

/**
 * The one-line delivery fields: label and input attributes; the length limit is the rule's (CUSTOMER_RULES). Label and
 * placeholder are messages (`label({}, { locale })`); the phone's placeholder is a pattern, the same in both languages.
 */
const TEXT_INPUTS: Record<
  TextField,
  { label: Message; placeholder?: Message | string } & Pick<
    InputHTMLAttributes<HTMLInputElement>,
    'type' | 'inputMode' | 'autoComplete'
  >
> = {
  name: { label: m.checkout_full_name, type: 'text', autoComplete: 'name' },
  // docs/rules.md §5: digits only as typed (phoneFieldValue), with the hint that turns into the error.
  phone: {
    label: m.checkout_phone_number,
    type: 'tel',
    inputMode: 'numeric',
    autoComplete: 'tel-national',
    placeholder: '98XXXXXXXX',
  },
  // Optional (docs/notifications.md "Email"): the order's messages go there too.
  email: {
    label: m.checkout_email,
    type: 'email',
    inputMode: 'email',
    autoComplete: 'email',
    placeholder: m.checkout_email_placeholder,
  },
  landmark: {
    label: m.checkout_landmark,
    type: 'text',
    autoComplete: 'street-address',
    placeholder: m.checkout_landmark_placeholder,
  },
};

/** A one-line delivery field: the shared Field around an input wired to the customer info. */
function TextInput({ field, customer, error }: { field: TextField; customer: CustomerInfo; error?: string }) {
  const locale = useLocale();
  const id = `checkout-${field}`;
  const { label, placeholder, ...input } = TEXT_INPUTS[field];
  const hint =
    field === 'phone' ? phoneHint(locale) : charactersLeft(customer[field], CUSTOMER_RULES[field].max, locale);
  return (
    <Field id={id} label={label({}, { locale })} error={error} hint={hint}>
      <input
        id={id}
        name={field}
        required={'required' in CUSTOMER_RULES[field]}
        {...input}
        placeholder={typeof placeholder === 'function' ? placeholder({}, { locale }) : placeholder}
        maxLength={CUSTOMER_RULES[field].max}
        value={customer[field]}
        onChange={(e) => setCustomerField(field, field === 'phone' ? phoneFieldValue(e.target.value) : e.target.value)}
        className={drawerInput}
        {...fieldAria(id, error, hint)}
      />
    </Field>
  );
}

/** Near a field's limit, what is left of it: the browser cuts a longer paste short without a word. */
function charactersLeft(value: string, max: number, locale: Locale): string | undefined {
  const left = max - value.length;
  return left <= 40
    ? m.checkout_characters_left({ count: formatNumber(Math.max(0, left), locale) }, { locale })
    : undefined;
}

export default function CustomerFields(props: Props) {
  const locale = useLocale();
  const { customer, errors, districts, branches } = props;
  const notesLeft = charactersLeft(customer.notes, CUSTOMER_RULES.notes.max, locale);
  return (
    <div className="space-y-4">
      <TextInput field="name" customer={customer} error={errors.name} />
      <TextInput field="phone" customer={customer} error={errors.phone} />
      <TextInput field="email" customer={customer} error={errors.email} />
      <SearchableSelect
        label={m.checkout_district({}, { locale })}
        options={inShownOrder(
          districts.map((d) => ({
            value: d.id,
            ...placeOption(d.districtName, d.districtName_ne, locale),
            district: d,
          })),
          locale,
        )}
        value={customer.district}
        selectedLabel={chosenPlace(districts, customer.district, customer.districtName, locale)}
        onSelect={(o) => props.onDistrict(o.district)}
        placeholder={m.checkout_district_placeholder({}, { locale })}
        emptyText={props.districtsOffline ? areasOffline(locale) : m.checkout_district_empty({}, { locale })}
        loading={props.districtsLoading && districts.length === 0}
        error={errors.district}
      />
      <SearchableSelect
        label={m.checkout_city({}, { locale })}
        options={inShownOrder(
          branches.map((b) => {
            const place = placeOption(b.branchName, b.branchName_ne, locale);
            const { otherKeys, ...area } = areaDescription(b.branchArea, b.branchArea_ne, locale);
            return { value: b.id, ...place, keys: `${place.keys ?? ''} ${otherKeys}`.trim(), ...area, branch: b };
          }),
          locale,
        )}
        value={customer.city}
        selectedLabel={chosenPlace(branches, customer.city, customer.cityName, locale)}
        onSelect={(o) => props.onCity(o.branch)}
        placeholder={
          customer.district
            ? m.checkout_city_placeholder({}, { locale })
            : m.checkout_city_choose_district_first({}, { locale })
        }
        emptyText={props.branchesOffline ? areasOffline(locale) : m.checkout_city_empty({}, { locale })}
        loading={props.branchesLoading}
        disabled={!customer.district}
        error={errors.city}
      />
      <TextInput field="landmark" customer={customer} error={errors.landmark} />
      <Field id="checkout-notes" label={m.checkout_notes({}, { locale })} error={errors.notes} hint={notesLeft}>
        <textarea
          id="checkout-notes"
          name="notes"
          rows={2}
          maxLength={CUSTOMER_RULES.notes.max}
          placeholder={m.checkout_notes_placeholder({}, { locale })}
          value={customer.notes}
          onChange={(e) => setCustomerField('notes', e.target.value)}
          className={drawerInput}
          {...fieldAria('checkout-notes', errors.notes, notesLeft)}
        />
      </Field>
    </div>
  );
}
