// Astro needs every action registered here. Each feature owns its actions (its actions.ts, declared with
// src/lib/actions/define.server.ts); the names here are the public /_actions/<name> paths and the keys of the rate
// limits (src/lib/rate-limits/rate-limit.ts), so a rename must follow there.
import { checkoutActions } from '../features/checkout/actions';
import { formActions } from '../features/forms/actions';
import { orderActions } from '../features/orders/actions';

export const server = {
  ...checkoutActions,
  ...orderActions,
  ...formActions,
};
