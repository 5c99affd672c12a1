/**
 * Coupon input read with zod on the server (docs/rules.md §5 "Promocode"): the code a shopper types. Server-only so
 * the checkout island, which shares coupon.ts, does not ship zod. The coupon records are parsed by the data layer
 * (src/lib/data/coupon.parse.ts).
 */
import { z } from 'zod';
import { normalizeCode } from './coupon';

/** docs/rules.md §5 Promocode: the code a shopper may submit (Apply is disabled when empty); 50 chars is a sanity cap. */
export const couponCodeSchema = z.string().trim().min(1).max(50).transform(normalizeCode);
