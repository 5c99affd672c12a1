// Class strings shared by the islands (Tailwind class lists; one place to restyle them).

/** The main action of a panel (Continue to Quick Checkout, Review Order, Place Order). */
export const primaryButton =
  'w-full rounded-full bg-brand px-5 py-3 font-semibold text-white shadow-sm transition-colors hover:bg-brand-light focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand disabled:cursor-not-allowed disabled:opacity-60';

/** The other actions beside it (Continue Shopping, Edit Order). */
export const secondaryButton =
  'w-full rounded-full border border-brand/30 bg-white px-5 py-3 font-semibold text-brand transition-colors hover:bg-brand/5 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand disabled:cursor-not-allowed disabled:opacity-60';

/** A text input in the checkout drawer. */
export const drawerInput =
  'w-full rounded-lg border border-gray-300 bg-white px-3 py-2.5 text-base shadow-sm outline-none focus:border-brand focus:ring-2 focus:ring-brand/30 aria-invalid:border-red-500';
