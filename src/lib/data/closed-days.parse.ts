// The closed_days collection as the order desk reads it (docs/rules.md §4 "Delivery days"): a closure's name in both
// languages. Pure: no client, no I/O.
import { z } from 'zod';
import { text } from './fields';

/** A festival or strike on which nobody delivers. */
export interface Closure {
  name: string;
  /** "" when the operator gave none. */
  nameNe: string;
}

const closureSchema = z.object({ name: text, name_ne: text });

/** A closed_days record as the desk shows it. */
export function parseClosure(record: unknown): Closure {
  const r = closureSchema.parse(record ?? {});
  return { name: r.name.trim(), nameNe: r.name_ne.trim() };
}
