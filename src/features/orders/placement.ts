// The order as the shop server hands it to PocketBase's order hook (pocketbase/pb_hooks/orders.pb.js): checkout
// builds it (src/features/checkout/order.ts, buildPlacement), orders sends it (orders.server.ts). Types only.
import type { SubstitutionChoice } from '../packing/choice';

/** docs/rules.md §3 order line as stored (JSON): id, slug, name, price, quantity, plus unit and line total. */
export interface StoredOrderItem {
  id: string;
  slug: string;
  name: string;
  price: number;
  quantity: number;
  unit: string;
  lineTotal: number;
  /** The product's image reference at placement (src/features/orders/line-image.ts). */
  image?: string;
  /** The product's Nepali name at placement, when it had one (line-image.ts). */
  nameNe?: string;
}

/** What the shop server sends to POST /api/shop/orders (pb_hooks/orders.pb.js). */
export interface OrderPlacement {
  idempotencyKey: string;
  order: {
    customerName: string;
    phone: string;
    /** '' when the shopper gave none */
    email: string;
    district: string;
    city: string;
    landmark: string;
    notes: string;
    items: StoredOrderItem[];
    subtotal: number;
    deliveryCharge: number;
    discount_amount: number;
    delivery_discount_amount: number;
    total: number;
    coupon_used: string;
    orderDate: string;
    estimatedDelivery: string;
    /** The language of the page the order was placed from: the shopper's messages are in it. */
    language?: 'en' | 'ne';
    /** What the shopper chose for a line the harvest cannot give (docs/rules.md "Packing: weights and substitutions"). */
    substitution?: SubstitutionChoice;
  };
  /** The coupon's campaign, whose budget the hook deducts in the same transaction. */
  campaignId?: string;
  /** Rupees deducted from the campaign: the discounts actually given on this order. */
  budgetCharge?: number;
  /** docs/rules.md §5 step 5: the coupon's full discount must fit the remaining budget. */
  budgetRequired?: number;
  /**
   * The delivery day asked for (docs/rules.md "Delivery days"): the branch (its route follows), the day ("" for the
   * first open one), a pickup point instead of the address, and whether the phone's outbox sent it (a day that
   * cannot be kept then moves to the next open one instead of being refused).
   */
  delivery?: { branch: string; day: string; pickupPoint: string; queued: boolean };
  /** docs/payments.md: a wallet places the order awaiting its payment (pocketbase/pb_hooks/lib/orders.js). */
  paymentMethod?: 'cod' | 'esewa' | 'khalti';
}
