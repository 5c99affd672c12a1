// The bench's checkout orders (scripts/bench/checkout.mjs makeOrders) ask for a delivery day, as the checkout does
// (docs/rules.md "Delivery days"), where the branch's route offers one; branches without a route send none.
import { describe, expect, it } from 'vitest';
import { makeOrders } from '../../../scripts/bench/checkout.mjs';
import { deliveryCharge } from '../../../src/features/checkout/delivery-charge';
import { orderTotals } from '../../../src/features/checkout/totals';
import { cartSubtotal } from '../../../src/features/cart/rules';

describe('the bench checkout orders', () => {
  it('carry the delivery day of their branch, and none for a branch no route serves', () => {
    const products = [{ id: 'p1', price: 100, minOf: 1, category: 'Grains', unit: '1 KG' }];
    const branches = [
      { id: 'b1', districtName: 'Kathmandu', branchName: 'Baneshwor', amount: 100 },
      { id: 'b2', districtName: 'Humla', branchName: 'Simkot', amount: 300 },
    ];
    const districtByName = new Map([
      ['Kathmandu', { id: 'd1', districtName: 'Kathmandu' }],
      ['Humla', { id: 'd2', districtName: 'Humla' }],
    ]);
    const orders = makeOrders(
      { products, branches, districtByName, dayByBranch: new Map([['b1', '2026-12-04']]) },
      { deliveryCharge, orderTotals, subtotal: cartSubtotal },
      40,
    );
    const byBranch = (id: string) => orders.filter((o: { customer: { cityId: string } }) => o.customer.cityId === id);
    expect(byBranch('b1').length).toBeGreaterThan(0);
    expect(byBranch('b2').length).toBeGreaterThan(0);
    for (const o of byBranch('b1')) expect(o.deliveryDay).toBe('2026-12-04');
    for (const o of byBranch('b2')) expect(o).not.toHaveProperty('deliveryDay');
  });
});
