// The checkout actions as Astro runs them (tests/unit/lib/action-call.ts): Astro checks the input with the action's
// schema (src/features/checkout/contract.ts) and a refusal is one sentence in the language of the calling page, zod's
// own words inside it (only a hand-made request meets them); nothing reaches the work.
import { describe, expect, it, vi } from 'vitest';
import { checkoutActions } from '@/features/checkout/actions';
import { callFrom, errorOf } from '../lib/action-call';

vi.mock('astro:actions', async () => (await import('../lib/action-call')).ASTRO_ACTIONS());

describe('a refusal of input', () => {
  it('is one sentence naming the problem, in the language of the page', async () => {
    const input = { items: [{ id: 'abc123def456ghi', quantity: 1000 }] };
    const english = await callFrom(checkoutActions.quote, 'quote', '/checkout', input);
    expect(english.status).toBe(400);
    expect(JSON.parse(english.body!)).toMatchObject({
      type: 'AstroActionInputError',
      code: 'BAD_REQUEST',
      message: 'Invalid request: items.0.quantity: Too big: expected number to be <=99.',
      issues: [{ path: ['items', 0, 'quantity'], message: 'Too big: expected number to be <=99' }],
    });
    const nepali = await callFrom(checkoutActions.quote, 'quote', '/ne/checkout', input);
    expect(JSON.parse(nepali.body!).message).toBe('अनुरोध मिलेन: items.0.quantity: Too big: expected number to be <=99।');
  });

  it('reaches the island as an input error with the issues (placeOrder words them as its toast)', async () => {
    const { status, body } = await callFrom(checkoutActions.placeOrder, 'placeOrder', '/checkout', { nothing: true });
    expect(status).toBe(400);
    expect(JSON.parse(body!).message).toMatch(/^Invalid request: .+ \(and \d+ more\)\.$/);
    const error = errorOf(body);
    expect(error).toMatchObject({ type: 'AstroActionInputError', code: 'BAD_REQUEST' });
    expect((error as unknown as { issues: { message: string }[] }).issues.length).toBeGreaterThan(0);
  });

  it('a body of hundreds of bad lines sends back 20 issues', async () => {
    const items = Array.from({ length: 60 }, () => ({ id: '', quantity: -1 }));
    const { body } = await callFrom(checkoutActions.checkStock, 'checkStock', '/checkout', { items });
    const refusal = JSON.parse(body!) as { issues: unknown[]; message: string };
    expect(refusal.issues).toHaveLength(20);
    expect(refusal.message).toMatch(/\(and \d+ more\)\.$/);
  });
});
