// Button looks shared by the cart drawer and the checkout (Tailwind class lists; one place to restyle them).
export const primaryButton =
  'w-full rounded-full bg-brand px-5 py-3 font-semibold text-white shadow-sm transition-colors hover:bg-brand-light focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand disabled:cursor-not-allowed disabled:opacity-60';

export const secondaryButton =
  'w-full rounded-full border border-brand/30 bg-white px-5 py-3 font-semibold text-brand transition-colors hover:bg-brand/5 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand disabled:cursor-not-allowed disabled:opacity-60';
