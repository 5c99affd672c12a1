// An island's call to an action, handled as the shop's server handles it, without a server: Astro's own
// defineAction runs the action (its schema checks the input, then its handler), in the language of the calling page
// as src/middleware.ts sets it, and an input error is answered as src/middleware.ts answers it
// (src/lib/actions/input-refusal.server.ts). Test files using it replace astro:actions (Astro's virtual module) with
// ASTRO_ACTIONS, its server and browser halves.
import { ActionError, isInputError } from '../../../node_modules/astro/dist/actions/runtime/client.js';
import { serializeActionResult } from '../../../node_modules/astro/dist/actions/runtime/server.js';
import { withCallerLocale } from '@/lib/actions/caller-locale.server';
import { inputRefusal } from '@/lib/actions/input-refusal.server';
import { actionLocale } from '@/lib/request-locale';

/** What astro:actions is made of (`vi.mock('astro:actions', async () => (await import(this file)).ASTRO_ACTIONS())`). */
export const ASTRO_ACTIONS = async () => ({
  ...(await import('../../../node_modules/astro/dist/actions/runtime/client.js')),
  ...(await import('../../../node_modules/astro/dist/actions/runtime/server.js')),
});

const SHOP = 'https://shop.example';

/** The status and body the shop answers a call of `action` (named `name`) from the page at `page` with. */
export async function callFrom(action: unknown, name: string, page: string, input: unknown) {
  const request = new Request(`${SHOP}/_actions/${name}`, { method: 'POST', headers: { Referer: `${SHOP}${page}` } });
  const context = { [Symbol.for('astro.actionAPIContext')]: true, request };
  const locale = actionLocale(request);
  const run = action as (this: unknown, input: unknown) => Promise<Parameters<typeof serializeActionResult>[0]>;
  const answer = serializeActionResult(await withCallerLocale(locale, () => run.call(context, input)));
  if (answer.type !== 'error') return { status: answer.status, body: answer.type === 'data' ? answer.body : null };
  const body: unknown = JSON.parse(answer.body);
  const sent = isInputError(body) ? inputRefusal(body.issues, locale) : body;
  return { status: answer.status, body: JSON.stringify(sent) };
}

/** The error the island gets from an error's body (Astro's browser client). */
export const errorOf = (body: string | null) => ActionError.fromJson(JSON.parse(body ?? 'null'));
