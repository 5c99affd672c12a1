// The payment state machine as the shop's server reads it, from its one copy in PocketBase's hooks
// (pocketbase/pb_hooks/lib/payment-state.js, CommonJS so PocketBase can require it). docs/payments.md, "States".
import paymentState from '../../../pocketbase/pb_hooks/lib/payment-state.js';

export type PaymentMethod = 'cod' | 'esewa' | 'khalti';
export type Wallet = Exclude<PaymentMethod, 'cod'>;
export type OrderPaymentState = (typeof paymentState.ORDER_PAYMENT_STATES)[number];
export type WalletVerdict = ReturnType<typeof paymentState.esewaVerdict>;

export const PAYMENT_METHODS: readonly PaymentMethod[] = paymentState.PAYMENT_METHODS;
/** Attempt states that still hold money to give back (read by pocketbase/pb_hooks/lib/payments.js recordRefund too). */
export const REFUNDABLE_ATTEMPT_STATES: readonly string[] = paymentState.REFUNDABLE_ATTEMPT_STATES;
/** Attempt states whose money the shop took (pocketbase/pb_hooks/lib/payments.js heldOf counts them). */
export const HELD_ATTEMPT_STATES: readonly string[] = paymentState.HELD_ATTEMPT_STATES;
/** The most payment attempts one order may start (pocketbase/pb_hooks/lib/payments.js startAttempt). */
export const MAX_ATTEMPTS_PER_ORDER: number = paymentState.MAX_ATTEMPTS_PER_ORDER;
export const WALLETS: readonly Wallet[] = ['esewa', 'khalti'];
export const isWallet = (v: unknown): v is Wallet => v === 'esewa' || v === 'khalti';
export const esewaVerdict = paymentState.esewaVerdict;
export const khaltiVerdict = paymentState.khaltiVerdict;
export const settle = paymentState.settle;
export const shouldExpire = paymentState.shouldExpire;
export const refundProblem = paymentState.refundProblem;
export const refundWeighing = paymentState.refundWeighing;
export const stateAfterRefund = paymentState.stateAfterRefund;
export const PACKING_ABOVE_PAID = paymentState.PACKING_ABOVE_PAID;
export const CONFIRM_WAITS_FOR_PAYMENT = paymentState.CONFIRM_WAITS_FOR_PAYMENT;
export const afterRepack = paymentState.afterRepack;
export const paidByWallet = paymentState.paidByWallet;
export const owedBack = paymentState.owedBack;
