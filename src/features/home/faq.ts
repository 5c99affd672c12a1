// docs/rules.md §2 Home 6 "Common questions": five questions, in this order.
import { site } from '../../lib/site';
import { POLICY } from '../layout/policies';

export interface FaqItem {
  question: string;
  answer: string;
}

export const HOME_FAQ: readonly FaqItem[] = [
  {
    question: `What is ${site.brand}?`,
    answer:
      `${site.brand} is an online farm-to-table grocery. We buy fresh fruits, vegetables, herbs, spices, honey, pulses ` +
      `and pickles from ${site.farmerCount} farmers and their cooperatives across Nepal and deliver them straight to ` +
      'your door, with a QR code on many products so you can see where your food comes from.',
  },
  {
    question: 'How do I buy with cash on delivery?',
    answer:
      'Add products to your cart, press "Continue to Quick Checkout" and fill in your name, phone number and delivery ' +
      'address. No account and no card are needed: we call to confirm if anything is unclear, and you pay the rider in ' +
      'cash when your order arrives.',
  },
  {
    question: 'How are farmers supported?',
    answer:
      'We buy through farmer cooperatives at prices agreed before the season starts, so growers know what they will ' +
      'earn. Our accelerator programme helps them with training, grading, packaging and transport, and every product ' +
      'names the farmer or cooperative that grew it.',
  },
  {
    question: 'Is all your produce organic?',
    answer:
      'Not all of it is certified organic. Many of our farmers grow without synthetic fertilisers or pesticides, and ' +
      'products from certified or naturally farmed sources carry an "Organic" badge. Everything else is conventionally ' +
      'grown by small farmers and checked for freshness and quality before it ships.',
  },
  {
    question: 'Do you deliver across Nepal?',
    answer:
      `Yes. We deliver to every district in Nepal through our delivery partners. Delivery usually takes ${POLICY.deliveryTime} ` +
      'depending on where you live; the delivery charge for your area is shown at checkout before you place the order.',
  },
];
