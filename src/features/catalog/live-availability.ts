// Asks the server whether a product on a prebuilt page is still for sale.
// Loaded on demand by the purchase box, so pages stay light.

/** False when the product was hidden, deleted or marked unavailable since the build; true on any doubt. */
export async function stillAvailable(id: string): Promise<boolean> {
  const res = await fetch(`/products/availability.json?id=${encodeURIComponent(id)}`);
  if (!res.ok) return true;
  const body = (await res.json()) as { available?: unknown };
  return body.available !== false;
}
