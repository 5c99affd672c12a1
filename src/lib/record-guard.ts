// Guards the build's record parsing: a record whose JSON nests deeper than the
// schema allows (pocketbase/pb_hooks/lib/json-fields.js refuses such values
// on save; older data or a direct database write may still hold them) is left
// out before any parser or serialiser follows it. A value 5,000 levels deep
// once made every build fail with "Maximum call stack size exceeded".
import jsonFields from '../../pocketbase/pb_hooks/lib/json-fields.js';

/** The save hook's limit (pocketbase/pb_hooks/lib/json-fields.js, MAX_DEPTH). */
export const MAX_JSON_DEPTH = jsonFields.MAX_DEPTH;

/** How deeply a value nests (arrays and objects), stopped once past `limit` (the hook's measure of parsed values). */
export const depthOf = jsonFields.depthOfValue;

/** Why a raw record cannot be parsed safely (a field nested too deep), or null. */
export function recordDepthProblem(record: Record<string, unknown>): string | null {
  for (const [field, value] of Object.entries(record)) {
    if (depthOf(value) > MAX_JSON_DEPTH)
      return `its field "${field}" is nested more than ${MAX_JSON_DEPTH} levels deep, so it cannot be read; open it and write the field again in its documented shape (docs/operators.md, "JSON fields")`;
  }
  return null;
}
