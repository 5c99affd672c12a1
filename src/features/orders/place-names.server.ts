// The Nepali names of the district and delivery branch an order names. Orders store the English names (docs/rules.md
// §3: the names are the records' keys), so an order placed before a place had its Nepali name, or on an English page,
// shows it in Nepali too; a name the records no longer hold shows as stored (docs/i18n.md "Orders").
import { branchNameNe } from '../../lib/data/delivery-branch.server';
import { districtNameNe } from '../../lib/data/districts.server';

/** The order's district and city (branch) in Nepali, '' for a name with no Nepali one. */
export async function nepaliPlaceNames(
  district: string,
  city: string,
): Promise<{ districtNe: string; cityNe: string }> {
  const [districtNe, cityNe] = await Promise.all([
    district ? districtNameNe(district) : '',
    district && city ? branchNameNe(district, city) : '',
  ]);
  return { districtNe, cityNe };
}
