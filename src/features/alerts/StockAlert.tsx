// "Tell me when it is back" (docs/notifications.md "Back in stock"), in the product page's purchase box when the
// product cannot be ordered. Only a heading and a button until pressed: the form (StockAlertForm.tsx) is its own
// chunk, loaded on the press, so a product page's first view carries none of it.
import { lazy, Suspense, useState } from 'react';
import { useLocale } from '../../components/ui/locale';
import { secondaryButton } from '../../components/ui/styles';
import * as m from '../../paraglide/messages.js';

const StockAlertForm = lazy(() => import('./StockAlertForm'));

export default function StockAlert({ productId }: { productId: string }) {
  const locale = useLocale();
  const [open, setOpen] = useState(false);
  return (
    <section
      aria-labelledby="stock-alert-title"
      className="rounded-2xl bg-white p-4 ring-1 ring-black/5"
      data-stock-alert
    >
      <h2 id="stock-alert-title" className="font-semibold text-gray-900">
        {m.alert_title({}, { locale })}
      </h2>
      <p className="mt-1 text-sm text-gray-600">{m.alert_intro({}, { locale })}</p>
      {open ? (
        <Suspense fallback={<p className="mt-3 text-sm text-gray-600">…</p>}>
          <StockAlertForm productId={productId} locale={locale} />
        </Suspense>
      ) : (
        <button type="button" className={`${secondaryButton} mt-3`} aria-expanded={false} onClick={() => setOpen(true)}>
          {m.alert_open({}, { locale })}
        </button>
      )}
    </section>
  );
}
