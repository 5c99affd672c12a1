// Where a pickup order is collected (docs/rules.md "Delivery days"), in the page's language: "Collect at {name}", the
// point's address and its hours, one line each (words.ts pickupPlaceWords). Shown by the checkout's review and the order
// page in place of the delivery address and the delivery window.
import { useLocale } from '../../components/ui/locale';
import type { PickupPlace } from '../../lib/data/delivery-days.parse';
import { pickupPlaceWords } from './words';

export default function PickupPlaceLines({ place, className = '' }: { place: PickupPlace; className?: string }) {
  const locale = useLocale();
  const words = pickupPlaceWords(place, locale);
  if (!words.collect && !words.address && !words.hours) return null;
  return (
    <div className={className} data-testid="pickup-place">
      {words.collect && <p className="font-semibold">{words.collect}</p>}
      {/* An address the operator gave only in English is marked so on a Nepali page (read aloud as English). */}
      {words.address && <p lang={locale === 'ne' && !place.address_ne ? 'en' : undefined}>{words.address}</p>}
      {words.hours && <p>{words.hours}</p>}
    </div>
  );
}
