// The one cart store every island shares (header badge, add-to-cart buttons,
// drawer, checkout). Persisted in localStorage; @nanostores/persistent also
// follows the `storage` event, so open tabs stay in step.
import { atom, computed } from 'nanostores';
import { persistentAtom } from '@nanostores/persistent';
import { z } from 'zod';
import { addItem, cartSubtotal, removeItem, setQuantity, totalQuantity, type CartItem, type CartProduct } from './rules';

const storedItem = z.object({
  id: z.string(),
  slug: z.string(),
  name: z.string(),
  nepaliName: z.string().optional(),
  price: z.number(),
  unit: z.string(),
  image: z.string(),
  category: z.string(),
  badges: z.array(z.string()),
  farmerName: z.string(),
  location: z.string(),
  hasTraceability: z.boolean(),
  is_available: z.boolean(),
  quantity: z.number().int().min(1).max(99),
  minOf: z.number().optional(),
});

// A damaged or foreign value in localStorage yields an empty cart, not a crash.
function decodeCart(raw: string): CartItem[] {
  try {
    const parsed = z.array(storedItem).safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : [];
  } catch {
    return [];
  }
}

export const $cart = persistentAtom<CartItem[]>('krishi-cart', [], { encode: JSON.stringify, decode: decodeCart });
export const $cartOpen = atom(false);
export const $cartCount = computed($cart, totalQuantity);
export const $cartSubtotal = computed($cart, cartSubtotal);

/** Spec §4: adding raises the quantity (or adds the line) and opens the drawer. */
export function addToCart(product: CartProduct, count = 1): void {
  $cart.set(addItem($cart.get(), product, count));
  $cartOpen.set(true);
}

export function setCartQuantity(id: string, quantity: number): void {
  $cart.set(setQuantity($cart.get(), id, quantity));
}

export function removeFromCart(id: string): void {
  $cart.set(removeItem($cart.get(), id));
}

export function clearCart(): void {
  $cart.set([]);
}
