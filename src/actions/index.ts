// Astro needs every action registered here; each feature owns its own.
import { checkoutActions } from '../features/checkout/actions';
import { formActions } from '../features/forms/actions';

export const server = {
  ...checkoutActions,
  ...formActions,
};
