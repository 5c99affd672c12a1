// POST /pay/start (docs/payments.md): starts paying an order by eSewa or Khalti (src/features/payments/pages.server.ts).
import type { APIRoute } from 'astro';
import { handleStart } from '../../features/payments/pages.server';
import * as m from '../../paraglide/messages.js';

export const prerender = false;

const walletName = (wallet: string, locale: 'en' | 'ne') =>
  wallet === 'khalti' ? m.pay_khalti({}, { locale }) : m.pay_esewa({}, { locale });

export const POST: APIRoute = ({ request }) =>
  handleStart(request, (wallet, locale) => ({
    title: m.pay_redirecting({ wallet: walletName(wallet, locale) }, { locale }),
    button: m.pay_continue({ wallet: walletName(wallet, locale) }, { locale }),
  }));
