// The answers of the cash routes (pocketbase/pb_hooks/cash.pb.js), read into typed values: numbers are 0 and text
// "" when missing or unreadable, so a page never shows `undefined`. Pure.
import { z } from 'zod';
import { num, text } from './fields';

const rider = z.object({ id: text, name: text });
const riders = z.object({ riders: z.array(rider).catch([]), lead: z.boolean().catch(false) });
export type Riders = z.infer<typeof riders>;
export const parseRiders = (v: unknown): Riders => riders.parse(v);

const cashOrder = z.object({
  id: text,
  orderNumber: text,
  customerName: text,
  status: text,
  total: num,
  collected: num,
  reason: text,
  note: text,
  at: text,
  settlement: text,
});
const entry = z.object({
  id: text,
  kind: text,
  due: num,
  collected: num,
  handed_over: num,
  order_count: num,
  note: text,
  closed_by: text,
  created: text,
});
const settlement = z.object({
  day: text,
  rider,
  orders: z.array(cashOrder).catch([]),
  entries: z.array(entry).catch([]),
  figures: z.object({
    delivered: num,
    refused: num,
    due: num,
    collected: num,
    difference: num,
    handedOver: num,
    outstanding: num,
    closed: z.boolean().catch(false),
    pending: z.array(z.string()).catch([]),
    pendingCollected: num,
  }),
});
export type Settlement = z.infer<typeof settlement>;
export type CashOrder = z.infer<typeof cashOrder>;
export const parseSettlement = (v: unknown): Settlement => settlement.parse(v);

const row = z.object({
  payee: text,
  payeeNe: text,
  payeeKind: text,
  lot: text,
  product: text,
  productNe: text,
  units: num,
  kg: num,
  amount: num,
  commissionPercent: num,
  commission: num,
  owed: num,
});
const report = z.object({
  from: text,
  to: text,
  orders: num,
  rows: z.array(row).catch([]),
  totals: z.object({ lines: num, amount: num, commission: num, owed: num }),
  reconciliation: z.object({
    lines: num,
    adjustments: num,
    wallet: num,
    due: num,
    collected: num,
    settledDue: num,
    handedOver: num,
  }),
});
export type PayoutReport = z.infer<typeof report>;
export type PayoutRow = z.infer<typeof row>;
export const parsePayoutReport = (v: unknown): PayoutReport => report.parse(v);
