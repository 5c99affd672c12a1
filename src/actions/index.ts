// Astro needs every action registered here. Each feature owns its actions (its actions.ts: Astro's defineAction with
// the feature's input schema and the handler of src/lib/actions/handler.server.ts); the names here are the public
// /_actions/<name> paths and the keys of the rate limits (src/lib/rate-limits/rate-limit.ts), so a rename must follow
// there.
import { alertActions } from '../features/alerts/actions';
import { checkoutActions } from '../features/checkout/actions';
import { formActions } from '../features/forms/actions';
import { orderActions } from '../features/orders/actions';

export const server = {
  ...checkoutActions,
  ...orderActions,
  ...formActions,
  ...alertActions,
};
