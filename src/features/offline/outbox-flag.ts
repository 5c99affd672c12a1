/**
 * localStorage key set while an order waits on this phone (src/features/checkout/outbox.ts keeps it in step). Its own
 * tiny module: every page's start-up script (register.ts) reads it to decide whether to load the outbox's code at all.
 */
export const OUTBOX_FLAG = 'krishi-outbox-waiting';
