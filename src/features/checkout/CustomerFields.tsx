// The quick checkout's delivery fields (docs/rules.md §2): Full Name, Phone Number, District, City/Area, Landmark / Address
// and Additional Notes (Optional). Values live in the cart store's customer info, so they survive reloads and are
// reused for the next order (docs/rules.md §3 Customer info).
import type { ReactNode } from 'react';
import { setCustomerField, type CustomerInfo } from '../cart/store';
import { PHONE_HINT, phoneFieldValue } from '../../lib/phone';
import { CUSTOMER_RULES, type FieldErrors } from './validation';
import SearchableSelect from './SearchableSelect';
import type { Branch, District } from './checkout-api';

interface Props {
  customer: CustomerInfo;
  errors: FieldErrors;
  districts: District[];
  districtsLoading: boolean;
  branches: Branch[];
  branchesLoading: boolean;
  onDistrict: (district: District) => void;
  onCity: (branch: Branch) => void;
}

const inputClass =
  'w-full rounded-lg border border-gray-300 bg-white px-3 py-2.5 text-base shadow-sm outline-none focus:border-brand focus:ring-2 focus:ring-brand/30 aria-invalid:border-red-500';

function Field(props: { id: string; label: string; error?: string; hint?: string; children: ReactNode }) {
  return (
    <div>
      <label htmlFor={props.id} className="mb-1 block text-sm font-medium text-gray-800">
        {props.label}
      </label>
      {props.children}
      {props.error ? (
        <p id={`${props.id}-error`} className="mt-1 text-sm text-red-600">
          {props.error}
        </p>
      ) : (
        props.hint && (
          <p id={`${props.id}-hint`} className="mt-1 text-xs text-gray-500">
            {props.hint}
          </p>
        )
      )}
    </div>
  );
}

/** aria attributes linking an input to its error (or hint). */
const described = (id: string, error?: string, hint?: string) => ({
  'aria-invalid': error ? true : undefined,
  'aria-describedby': error ? `${id}-error` : hint ? `${id}-hint` : undefined,
});

export default function CustomerFields(props: Props) {
  const { customer, errors, districts, branches } = props;
  // docs/rules.md §5: the phone field's hint; it turns into the error when the number is not valid.
  const phoneHint = PHONE_HINT;
  return (
    <div className="space-y-4">
      <Field id="checkout-name" label="Full Name" error={errors.name}>
        <input
          id="checkout-name"
          name="name"
          type="text"
          autoComplete="name"
          required
          maxLength={CUSTOMER_RULES.name.max}
          value={customer.name}
          onChange={(e) => setCustomerField('name', e.target.value)}
          className={inputClass}
          {...described('checkout-name', errors.name)}
        />
      </Field>
      <Field id="checkout-phone" label="Phone Number" error={errors.phone} hint={phoneHint}>
        <input
          id="checkout-phone"
          name="phone"
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          placeholder="98XXXXXXXX"
          required
          maxLength={CUSTOMER_RULES.phone.max}
          value={customer.phone}
          onChange={(e) => setCustomerField('phone', phoneFieldValue(e.target.value))}
          className={inputClass}
          {...described('checkout-phone', errors.phone, phoneHint)}
        />
      </Field>
      <SearchableSelect
        label="District"
        options={districts.map((d) => ({ value: d.id, label: d.districtName, district: d }))}
        value={customer.district}
        selectedLabel={customer.districtName}
        onSelect={(o) => props.onDistrict(o.district)}
        placeholder="Search your district"
        emptyText="No district found"
        loading={props.districtsLoading && districts.length === 0}
        error={errors.district}
      />
      <SearchableSelect
        label="City/Area"
        options={branches.map((b) => ({ value: b.id, label: b.branchName, description: b.branchArea, branch: b }))}
        value={customer.city}
        selectedLabel={customer.cityName}
        onSelect={(o) => props.onCity(o.branch)}
        placeholder={customer.district ? 'Search your city or area' : 'Choose a district first'}
        emptyText="No delivery area found in this district"
        loading={props.branchesLoading}
        disabled={!customer.district}
        error={errors.city}
      />
      <Field id="checkout-landmark" label="Landmark / Address" error={errors.landmark}>
        <input
          id="checkout-landmark"
          name="landmark"
          type="text"
          autoComplete="street-address"
          placeholder="Street, tole, nearby landmark"
          required
          maxLength={CUSTOMER_RULES.landmark.max}
          value={customer.landmark}
          onChange={(e) => setCustomerField('landmark', e.target.value)}
          className={inputClass}
          {...described('checkout-landmark', errors.landmark)}
        />
      </Field>
      <Field id="checkout-notes" label="Additional Notes (Optional)" error={errors.notes}>
        <textarea
          id="checkout-notes"
          name="notes"
          rows={2}
          maxLength={CUSTOMER_RULES.notes.max}
          placeholder="Delivery time, gate code..."
          value={customer.notes}
          onChange={(e) => setCustomerField('notes', e.target.value)}
          className={inputClass}
          {...described('checkout-notes', errors.notes)}
        />
      </Field>
    </div>
  );
}
