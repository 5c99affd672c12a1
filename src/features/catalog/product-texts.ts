// The product page's operator-written texts in the page's language (docs/operators.md "Nepali texts"): the Product
// Details lines, the FAQs and the nutrition labels. Nepali pages show the Nepali version where the operator wrote one and the English
// otherwise, marked as English (namesIn in src/lib/i18n.ts, the one rule for that); English pages are unchanged.
// Pure.
import { type Locale, type NamesIn, namesIn } from '../../lib/i18n';
import { defaultProductDetails, productInfoLines } from './description';
import type { Faq, Product } from '../../lib/data/products.parse';

/** A text and the language it is written in. */
export type ShownText = NamesIn['main'];

/**
 * docs/rules.md §2 Product Details in `locale`: on Nepali pages the product_info_ne lines (the same line format as
 * product_info) when there are any; otherwise the operator's product_info lines (in English), or the default list in
 * the page's language.
 */
export function productDetailsIn(
  product: Pick<Product, 'product_info' | 'product_info_ne' | 'location'>,
  locale: Locale,
  /** The location's Nepali name (its district's districtName_ne), for the Nepali "Sourced from" line. */
  locationNe = '',
): ShownText[] {
  const nepali = locale === 'ne' ? productInfoLines(product.product_info_ne) : [];
  if (nepali.length > 0) return nepali.map((text) => ({ text, lang: 'ne' }));
  const english = productInfoLines(product.product_info);
  if (english.length > 0) return english.map((text) => ({ text, lang: 'en' }));
  const where = locale === 'ne' && locationNe.trim() ? locationNe : product.location;
  return defaultProductDetails(where, locale).map((text) => ({ text, lang: locale }));
}

export interface FaqShown {
  question: ShownText;
  answer: ShownText;
}

/** The product's FAQs in `locale`: each question and answer in Nepali where the entry has it, else in English. */
export function faqsIn(faqs: readonly Faq[], locale: Locale): FaqShown[] {
  return faqs.map((faq) => ({
    question: namesIn(faq.question, faq.questionNe, locale).main,
    answer: namesIn(faq.answer, faq.answerNe, locale).main,
  }));
}
