/**
 * A product's unit as an amount plus a kind (docs/rules.md §9 "Delivery charge", docs/operators.md "Units"). The
 * dashboard stores both (unit_amount, unit_kind) and the product hook writes the unit text shoppers see from them
 * ("500 GM"); pages, carts and the delivery charge read that text back with `parseUnit`. The rules are the hook's,
 * from their one copy: pocketbase/pb_hooks/lib/units.js.
 */
import units, { type StructuredUnit, type UnitKind } from '../../pocketbase/pb_hooks/lib/units.js';

export type { StructuredUnit, UnitKind };

export const UNIT_KINDS = units.UNIT_KINDS;
/** How each kind is written after the amount, as the shop has always shown units ("500 GM", "1 PC", "1 DOZEN"). */
export const UNIT_LABELS = units.UNIT_LABELS;
/** "500 GM" for (500, GM); amounts keep up to 3 decimals ("0.5 KG"). */
export const formatUnit = units.formatUnit;
/** The unit read from text such as "500 GM", "1kg", "250 ml", "1 PC", "dozen"; null when it cannot be read. */
export const parseUnit = units.parseUnit;
/** docs/rules.md §9: what one unit weighs for the delivery charge, in kg (1 kg when unreadable or none). */
export const unitWeightKg = units.unitWeightKg;
