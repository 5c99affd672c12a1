// "Order via WhatsApp" from the cart: the cart written out as the chat message
// (items, quantities, prices, subtotal), so the shop can take the order in chat
// without retyping. The prices are the ones the shopper saw; the shop confirms
// the total, with the delivery charge, in the chat.
import { formatRs } from '../../lib/money';
import { site, whatsappLink } from '../../lib/site';
import { cartSubtotal, type CartItem } from './rules';

type Line = Pick<CartItem, 'name' | 'unit' | 'price' | 'quantity'>;

export function cartWhatsAppMessage(items: readonly Line[]): string {
  const lines = items.map((item, i) => {
    const unit = item.unit.trim() ? ` (${item.unit.trim()})` : '';
    return `${i + 1}. ${item.name}${unit} x ${item.quantity} @ ${formatRs(item.price)} = ${formatRs(item.price * item.quantity)}`;
  });
  return [
    `Hello ${site.brand}, I would like to order:`,
    ...lines,
    `Subtotal: ${formatRs(cartSubtotal(items))}`,
    'Delivery charge to be confirmed. Cash on delivery.',
  ].join('\n');
}

/** wa.me link to the shop's WhatsApp number with the cart as the message. */
export function cartWhatsAppLink(items: readonly Line[]): string {
  return whatsappLink(cartWhatsAppMessage(items));
}

/** The no-JavaScript way to order one product: a chat naming it. */
export function productWhatsAppLink(name: string, unit = ''): string {
  const what = unit.trim() ? `${name} (${unit.trim()})` : name;
  return whatsappLink(`Hello ${site.brand}, I would like to order ${what}.`);
}
