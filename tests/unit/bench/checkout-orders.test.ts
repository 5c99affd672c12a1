// The bench's checkout orders (scripts/bench/checkout.mjs makeOrders) ask for a delivery day, as the checkout does
// (docs/rules.md "Delivery days"), where the branch's route offers one; branches without a route send none. One in
// five is paid by wallet, eSewa and Khalti in turn (bench/README.md, the checkout row).
import { describe, expect, it } from 'vitest';
import { makeOrders, WALLET_EVERY } from '../../../scripts/bench/checkout.mjs';
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

  it('pay one order in five by wallet, eSewa and Khalti in turn, the rest in cash (no paymentMethod sent)', () => {
    const orders = makeOrders(
      {
        products: [{ id: 'p1', price: 100, minOf: 1, category: 'Grains', unit: '1 KG' }],
        branches: [{ id: 'b1', districtName: 'Kathmandu', branchName: 'Baneshwor', amount: 100 }],
        districtByName: new Map([['Kathmandu', { id: 'd1', districtName: 'Kathmandu' }]]),
      },
      { deliveryCharge, orderTotals, subtotal: cartSubtotal },
      20,
    );
    expect(WALLET_EVERY).toBe(5);
    expect(orders.map((o: { paymentMethod?: string }) => o.paymentMethod ?? 'cod')).toEqual(
      ['cod', 'cod', 'cod', 'cod', 'esewa', 'cod', 'cod', 'cod', 'cod', 'khalti'].concat([
        'cod',
        'cod',
        'cod',
        'cod',
        'esewa',
        'cod',
        'cod',
        'cod',
        'cod',
        'khalti',
      ]),
    );
    for (const o of orders.filter((o: { paymentMethod?: string }) => !o.paymentMethod))
      expect(o).not.toHaveProperty('paymentMethod');
  });
});
