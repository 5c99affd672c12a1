// Asks the server whether a product on a prebuilt page is still for sale.
// Loaded on demand by the purchase box, so pages stay light.
import { actions } from 'astro:actions';

/** False when the product was hidden, deleted or marked unavailable since the build; true on any doubt. */
export async function stillAvailable(id: string): Promise<boolean> {
  const { data } = await actions.checkStock({ items: [{ id }] });
  return !data?.unavailable.some((item) => item.id === id);
}
