// "Order via WhatsApp" from the cart: the cart written out as the chat message
// (items, quantities, prices, subtotal), so the shop can take the order in chat
// without retyping. The prices are the ones the shopper saw; the shop confirms
// the total, with the delivery charge, in the chat. Written in the page's
// language: on Nepali pages the Nepali names, units and Devanagari digits.
import type { Locale } from '../../lib/i18n';
import { namesIn } from '../../lib/i18n';
import { formatMoney, formatNumber } from '../../lib/money';
import { site, whatsappLink } from '../../lib/site';
import { unitText } from '../../lib/unit-text';
import * as m from '../../paraglide/messages.js';
import { cartSubtotal, type CartItem } from './rules';

type Line = Pick<CartItem, 'name' | 'unit' | 'price' | 'quantity'> & Partial<Pick<CartItem, 'nepaliName'>>;

export function cartWhatsAppMessage(items: readonly Line[], locale: Locale = 'en'): string {
  const money = (n: number) => formatMoney(n, locale);
  const lines = items.map((item, i) => {
    const unit = item.unit.trim() ? ` (${unitText(item.unit.trim(), locale)})` : '';
    const name = namesIn(item.name, item.nepaliName, locale).main.text;
    const times = locale === 'en' ? 'x' : '×';
    return `${formatNumber(i + 1, locale)}. ${name}${unit} ${times} ${formatNumber(item.quantity, locale)} @ ${money(item.price)} = ${money(item.price * item.quantity)}`;
  });
  return [
    m.whatsapp_order_hello({ brand: site.brand }, { locale }),
    ...lines,
    m.whatsapp_order_subtotal({ amount: money(cartSubtotal(items)) }, { locale }),
    m.whatsapp_order_note({}, { locale }),
  ].join('\n');
}

/** wa.me link to the shop's WhatsApp number with the cart as the message. */
export function cartWhatsAppLink(items: readonly Line[], locale: Locale = 'en'): string {
  return whatsappLink(cartWhatsAppMessage(items, locale));
}

/** The no-JavaScript way to order one product: a chat naming it. */
export function productWhatsAppLink(name: string, unit = '', locale: Locale = 'en'): string {
  const what = unit.trim() ? `${name} (${unitText(unit.trim(), locale)})` : name;
  return whatsappLink(m.whatsapp_order_one({ brand: site.brand, what }, { locale }));
}
