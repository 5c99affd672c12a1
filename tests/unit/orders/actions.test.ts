// The order lookup as Astro runs it (tests/unit/lib/action-call.ts): Astro checks the input with the action's schema
// (src/features/orders/contract.ts) and refuses a malformed order number with a sentence, before any lookup.
import { describe, expect, it, vi } from 'vitest';
import { orderActions } from '@/features/orders/actions';
import { callFrom } from '../lib/action-call';

vi.mock('astro:actions', async () => (await import('../lib/action-call')).ASTRO_ACTIONS());

describe('getOrder', () => {
  it('refuses a malformed order number in the language of the page', async () => {
    const english = await callFrom(orderActions.getOrder, 'getOrder', '/order/ORD-1', { orderNumber: 'ORD-1' });
    expect(english.status).toBe(400);
    expect(JSON.parse(english.body!)).toMatchObject({
      code: 'BAD_REQUEST',
      message: 'Invalid request: orderNumber: orderNumber must look like ORD-123456.',
      fields: { orderNumber: ['orderNumber must look like ORD-123456'] },
    });
    const nepali = await callFrom(orderActions.getOrder, 'getOrder', '/ne/order/ORD-1', { orderNumber: 'ORD-1' });
    expect(JSON.parse(nepali.body!).message).toBe('अनुरोध मिलेन: orderNumber: orderNumber must look like ORD-123456।');
  });
});
