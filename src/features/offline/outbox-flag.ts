/**
 * localStorage key set while an order waits on this phone (src/features/checkout/outbox.ts keeps it in step). Its own
 * tiny module, in the header's shared chunk (astro.config.mjs): the cart drawer hydrates at load when it is set
 * (src/lib/hydrate-on-interaction.ts `stored`) and only then loads the outbox's code to send the order.
 */
export const OUTBOX_FLAG = 'krishi-outbox-waiting';
