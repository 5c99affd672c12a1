// Guards the build's record parsing: a record whose JSON nests deeper than the
// schema allows (pocketbase/pb_hooks/lib/json-fields.js refuses such values
// on save; older data or a direct database write may still hold them) is left
// out before any parser or serialiser follows it. A value 5,000 levels deep
// once made every build fail with "Maximum call stack size exceeded".

/** The same limit as the save hook (pocketbase/pb_hooks/lib/json-fields.js, MAX_DEPTH). */
export const MAX_JSON_DEPTH = 8;

/**
 * How deeply a value nests (arrays and objects), stopped once past `limit`. An explicit stack instead of recursion,
 * so the measure itself never runs out of stack; hand-written because it is that one loop.
 */
export function depthOf(value: unknown, limit = MAX_JSON_DEPTH): number {
  let max = 0;
  const stack: [unknown, number][] = [[value, 0]];
  for (let next = stack.pop(); next; next = stack.pop()) {
    const [item, above] = next;
    if (item === null || typeof item !== 'object') continue;
    const depth = above + 1;
    if (depth > max) max = depth;
    if (max > limit) return max;
    for (const child of Array.isArray(item) ? item : Object.values(item)) stack.push([child, depth]);
  }
  return max;
}

/** Why a raw record cannot be parsed safely (a field nested too deep), or null. */
export function recordDepthProblem(record: Record<string, unknown>): string | null {
  for (const [field, value] of Object.entries(record)) {
    if (depthOf(value) > MAX_JSON_DEPTH)
      return `its field "${field}" is nested more than ${MAX_JSON_DEPTH} levels deep, so it cannot be read; open it and write the field again in its documented shape (docs/operators.md, "JSON fields")`;
  }
  return null;
}
