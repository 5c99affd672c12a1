// A day on the order pages (the estimated delivery) in the page's language, AD and BS.
import { dateLine } from '../../lib/bikram-sambat';
import { BsSuffix } from '../trace/LotLinks';
import { useLocale } from '../../components/ui/locale';

/**
 * A day on an order page in the page's language: English pages show `english` (the AD date as the page words it)
 * with the BS date beside it; Nepali pages the BS date first with the AD date beside it, as ShopDate.astro does.
 */
export function OrderDay({ iso, english }: { iso: string; english: string }) {
  const locale = useLocale();
  if (locale === 'ne') return <span data-bs>{dateLine(iso, 'ne') || english}</span>;
  return (
    <>
      {english}
      <BsSuffix iso={iso} />
    </>
  );
}
