// Back-in-stock requests (docs/notifications.md "Back in stock"); registered in src/actions/index.ts. Both send or
// answer a code, so both spend the `alerts` rate limit (src/lib/rate-limits/rate-limit.ts); PocketBase limits the
// codes per number too (pocketbase/pb_hooks/lib/stock-alerts.js).
import { defineAction } from 'astro:actions';
import { actionHandler } from '../../lib/actions/handler.server';
import * as m from '../../paraglide/messages.js';
import { askStockAlertInput, confirmStockAlertInput } from './contract';
import { askStockAlert, confirmStockAlert } from './alerts.server';

export const alertActions = {
  askStockAlert: defineAction({
    accept: 'json',
    input: askStockAlertInput,
    handler: actionHandler({
      failure: (locale) => m.alert_failed({}, { locale }),
      context: 'askStockAlert',
      work: (input, locale) => askStockAlert(input, locale),
    }),
  }),
  confirmStockAlert: defineAction({
    accept: 'json',
    input: confirmStockAlertInput,
    handler: actionHandler({
      failure: (locale) => m.alert_failed({}, { locale }),
      context: 'confirmStockAlert',
      work: (input, locale) => confirmStockAlert(input, locale),
    }),
  }),
};
