// Messages to the shopper as plain rules (pocketbase/pb_hooks/lib/message-rules.js, docs/notifications.md): which
// events the shopper hears of, what a template may say, the text in their language with how to stop, quiet hours
// in Nepal time, and SMS parts (Nepali goes as UCS-2, 70 characters a part).
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';

const rules = createRequire(import.meta.url)('../../../pocketbase/pb_hooks/lib/message-rules.js') as {
  eventOfStatus(status: string): string;
  templateProblem(text: string, event?: string): string;
  renderMessage(template: string, values: Record<string, string>, language: 'en' | 'ne'): string;
  renderEmail(
    subject: string,
    text: string,
    values: Record<string, string>,
    language: 'en' | 'ne',
  ): { subject: string; text: string };
  moneyText(amount: number, language: 'en' | 'ne'): string;
  dayText(iso: string, language: 'en' | 'ne', nowMs?: number): string;
  sendAfter(event: string, nowMs: number): number;
  quietHoursBegan(nowMs: number): number | null;
  smsParts(text: string): { encoding: 'gsm' | 'ucs2'; parts: number };
  STOP_LINES: Record<'en' | 'ne', string>;
  EMAIL_STOP_LINES: Record<'en' | 'ne', string>;
  MESSAGE_LIMITS: { smsParts: number; text: number; subject: number };
  templateLengthProblem(field: string, text: string, siteUrl: string): string;
  nepaliTemplateProblem(text: string): string;
  messageTooLong(message: { channel: 'sms' | 'email'; text: string; subject?: string }): string;
};

/** An instant given as Nepal wall-clock time. */
const nepal = (wallClock: string) => Date.parse(`${wallClock}+05:45`);

describe('the events a shopper hears of', () => {
  it('are the status changes past Open, each its own event', () => {
    expect(rules.eventOfStatus('Confirmed')).toBe('confirmed');
    expect(rules.eventOfStatus('Out for Delivery')).toBe('out_for_delivery');
    expect(rules.eventOfStatus('Delivered')).toBe('delivered');
    expect(rules.eventOfStatus('Delivery failed')).toBe('delivery_failed');
    expect(rules.eventOfStatus('Cancelled')).toBe('cancelled');
    expect(rules.eventOfStatus('Open')).toBe('');
  });
});

describe("a back-in-stock request's templates", () => {
  it('must give the code (alert_code) or name the product (back_in_stock), with their own placeholders', () => {
    expect(rules.templateProblem('Your code is {code} for {product}.', 'alert_code')).toBe('');
    expect(rules.templateProblem('Your code for {product}.', 'alert_code')).toMatch(/include \{code\}/);
    expect(rules.templateProblem('Code {code}, order {order}', 'alert_code')).toMatch(/\{order\} is not a placeholder/);
    expect(rules.templateProblem('{product} is back: {link}', 'back_in_stock')).toBe('');
    expect(rules.templateProblem('It is back: {link}', 'back_in_stock')).toMatch(/include \{product\}/);
    expect(rules.templateProblem('{product} is back {code}', 'back_in_stock')).toMatch(/\{code\} is not a placeholder/);
    // An order's template is unchanged: {code} is not one of its placeholders.
    expect(rules.templateProblem('Order {order} code {code}', 'confirmed')).toMatch(/\{code\} is not a placeholder/);
  });

  it('sends the code at any hour and holds the back-in-stock message through the quiet hours', () => {
    const late = nepal('2026-12-01T22:30:00');
    expect(rules.sendAfter('alert_code', late)).toBe(late);
    expect(rules.sendAfter('back_in_stock', late)).toBe(nepal('2026-12-02T07:00:00'));
  });
});

describe('a template', () => {
  it('may use the placeholders the shop fills in, and must name the order', () => {
    expect(rules.templateProblem('Order {order}: {total} by {day}. {link}')).toBe('');
    expect(rules.templateProblem('Order {order}. Please keep {cash} ready in cash.')).toBe('');
    // The cash and the order in one sentence: the sentence naming the order is always sent, so a wallet's shopper
    // would be asked to keep nothing ready.
    expect(rules.templateProblem('Order {order} is packed, please keep {cash} ready. {link}')).toContain(
      'Give {cash} a sentence of its own',
    );
    expect(rules.templateProblem('अर्डर {order} प्याक भयो। {cash} तयार राख्नुहोस्।')).toBe('');
    expect(rules.templateProblem('अर्डर {order}, {cash} तयार राख्नुहोस्।')).toContain('Give {cash}');
    expect(rules.templateProblem('अर्डर {order} पक्का भयो')).toBe('');
    expect(rules.templateProblem('Order {ordr} is confirmed')).toMatch(/\{ordr\} is not a placeholder/);
    expect(rules.templateProblem('Your order is confirmed, total {total}')).toMatch(/include \{order\}/);
    expect(rules.templateProblem('Order {order} is {confirmed')).toMatch(/brace is not closed/);
    // Placeholders as other tools write them would reach the shopper as typed.
    expect(rules.templateProblem('Order $' + '{order} confirmed')).toMatch(/plain braces, like \{order\}: "\$\{"/);
    expect(rules.templateProblem('Order ｛order｝ confirmed {order}')).toMatch(/plain braces/);
    expect(rules.templateProblem('Order %order% confirmed {order}')).toMatch(/"%order%" is not one/);
    expect(rules.templateProblem('Save 10% on {order}')).toBe('');
    // The amount comes with its currency: typed before it too, the shopper would read "Rs. Rs. 340".
    expect(rules.templateProblem('Order {order}. Pay Rs. {cash} on delivery.')).toBe(
      '{cash} already gives the amount with "Rs." ("Rs. 340", "रु. ३४०"): write "{cash}" without "Rs." before it.',
    );
    expect(rules.templateProblem('Order {order}, total NPR{total}.')).toContain('without "NPR" before it');
    expect(rules.templateProblem('अर्डर {order}। रु. {cash} तयार राख्नुहोस्।')).toContain('without "रु." before it');
    expect(rules.templateProblem('Order {order}. Keep {cash} ready, Rs. notes welcome.')).toBe('');
    expect(rules.templateProblem('Order {order}: yours {total}, ours the harvest.')).toBe('');
    expect(rules.templateProblem('Order {order}, in 2 hrs. {total}')).toBe('');
    expect(rules.templateProblem('Order {order} (Rs.{total})')).toContain('without "Rs." before it');
    expect(rules.templateProblem('')).toMatch(/include \{order\}/);
  });

  it('leaves out the sentence asking for cash when there is none to collect (a wallet paid)', () => {
    const template = 'Order {order} is on its way. Please keep {cash} ready in cash. {link}';
    const values = { order: 'ORD-123456', total: 'Rs. 340', day: '', link: 'https://shop.example/order/ORD-123456' };
    expect(rules.renderMessage(template, { ...values, cash: 'Rs. 340' }, 'en')).toBe(
      `Order ORD-123456 is on its way. Please keep Rs. 340 ready in cash. ${values.link} ${rules.STOP_LINES.en}`,
    );
    expect(rules.renderMessage(template, { ...values, cash: '' }, 'en')).toBe(
      `Order ORD-123456 is on its way. ${values.link} ${rules.STOP_LINES.en}`,
    );
    // An operator's sentence that names the order and the cash together is refused when saved (below); one saved
    // before that still gives the order's number.
    const together = 'Krishi Bazaar: order {order} is on its way; keep {cash} ready. {link}';
    expect(rules.renderMessage(together, { ...values, cash: '' }, 'en')).toBe(
      `Krishi Bazaar: order ORD-123456 is on its way; keep ready. ${values.link} ${rules.STOP_LINES.en}`,
    );
    expect(rules.renderMessage('Order {order} arrives {day}. Thank you!', values, 'en')).toBe(
      `Order ORD-123456 arrives. Thank you! ${rules.STOP_LINES.en}`,
    );
  });

  it('reads a full stop inside a sentence (e.g., approx., a web address) as part of it, not as its end', () => {
    const values = { order: 'ORD-123456', total: 'Rs. 640', day: 'Tue 8 Dec', link: 'https://s.example/o/1' };
    const approx = 'Order {order} confirmed. Pay {cash} cash to rider, approx. delivery {day}. Track: {link}';
    expect(rules.renderMessage(approx, { ...values, cash: '' }, 'en')).toBe(
      `Order ORD-123456 confirmed. Track: https://s.example/o/1 ${rules.STOP_LINES.en}`,
    );
    expect(rules.renderMessage(approx, { ...values, cash: 'Rs. 640' }, 'en')).toBe(
      `Order ORD-123456 confirmed. Pay Rs. 640 cash to rider, approx. delivery Tue 8 Dec. Track: https://s.example/o/1 ${rules.STOP_LINES.en}`,
    );
    const eg =
      'Order {order} confirmed. Please pay {cash} on delivery, e.g. in cash or by phone. See krishibazaar.example.';
    expect(rules.renderMessage(eg, { ...values, cash: '' }, 'en')).toBe(
      `Order ORD-123456 confirmed. See krishibazaar.example. ${rules.STOP_LINES.en}`,
    );
    // Nepali: the danda ends a sentence; a full stop after an abbreviation before a figure does not.
    expect(
      rules.renderMessage('अर्डर {order} पक्का भयो। नं. ५ मा {cash} तयार राख्नुहोस्।', { ...values, cash: '' }, 'ne'),
    ).toBe(`अर्डर ORD-123456 पक्का भयो। ${rules.STOP_LINES.ne}`);
  });

  it('sends an English SMS typed with curly quotes or dashes in plain GSM marks: one part, not three', () => {
    const values = { order: 'ORD-123456', total: 'Rs. 640', day: 'Tue 8 Dec', cash: '', link: 'https://s.example/o/1' };
    const typed =
      'Krishi Bazaar: your order {order} is on its way \u2013 we\u2019ll call at the \u201Cgate\u201D\u2026 {link}';
    const text = rules.renderMessage(typed, values, 'en');
    expect(text).toBe(
      `Krishi Bazaar: your order ORD-123456 is on its way - we'll call at the "gate"... https://s.example/o/1 ${rules.STOP_LINES.en}`,
    );
    expect(rules.smsParts(text)).toEqual({ encoding: 'gsm', parts: 1 });
    // Nepali goes as UCS-2 anyway: its words are kept as typed.
    expect(rules.renderMessage('अर्डर {order} \u2013 \u201Cठीक\u201D', values, 'ne')).toContain(
      '\u2013 \u201Cठीक\u201D',
    );
  });

  it('is filled in and ends with how to stop messages, in the shopper language', () => {
    const values = {
      order: 'ORD-123456',
      total: 'रु. १,२३४',
      day: '',
      link: 'https://shop.example/ne/order/ORD-123456',
    };
    expect(rules.renderMessage('अर्डर {order}, जम्मा {total}। {link}', values, 'ne')).toBe(
      `अर्डर ORD-123456, जम्मा रु. १,२३४। https://shop.example/ne/order/ORD-123456 ${rules.STOP_LINES.ne}`,
    );
    expect(rules.renderMessage('Order {order} {day}', values, 'en')).toBe(`Order ORD-123456 ${rules.STOP_LINES.en}`);
  });

  it('leaves out a sentence whose placeholder has nothing to say, such as the day of an order entered without one', () => {
    const values = { order: 'ORD-123456', total: 'Rs. 500', day: '', link: 'https://shop.example/order/ORD-123456' };
    expect(
      rules.renderMessage(
        'Krishi Bazaar: order {order} is confirmed. It should reach you by {day}. {link}',
        values,
        'en',
      ),
    ).toBe(
      `Krishi Bazaar: order ORD-123456 is confirmed. https://shop.example/order/ORD-123456 ${rules.STOP_LINES.en}`,
    );
    expect(rules.renderMessage('कृषि बजार: अर्डर {order} पक्का भयो। {day} सम्म तपाईंकहाँ आइपुग्नेछ। {link}', values, 'ne')).toBe(
      `कृषि बजार: अर्डर ORD-123456 पक्का भयो। https://shop.example/order/ORD-123456 ${rules.STOP_LINES.ne}`,
    );
    // with the day, every sentence stays
    expect(
      rules.renderMessage(
        'Order {order} is confirmed. It should reach you by {day}.',
        { ...values, day: 'Tue 1 Dec' },
        'en',
      ),
    ).toBe(`Order ORD-123456 is confirmed. It should reach you by Tue 1 Dec. ${rules.STOP_LINES.en}`);
    // an email keeps its lines; only the sentence without its day goes
    expect(
      rules.renderEmail(
        'Order {order} confirmed',
        'Your order {order} is confirmed. It should reach you by {day}. Please keep {total} ready in cash.\nSee your order: {link}',
        values,
        'en',
      ).text,
    ).toBe(
      'Your order ORD-123456 is confirmed. Please keep Rs. 500 ready in cash.\nSee your order: https://shop.example/order/ORD-123456\n\nTo stop these messages, reply to this email with STOP.',
    );
  });

  it('an email: the subject filled in on one line, the text with how to stop on a line of its own', () => {
    const values = {
      order: 'ORD-123456',
      total: 'रु. १,२३४',
      day: '',
      link: 'https://shop.example/ne/order/ORD-123456',
    };
    expect(
      rules.renderEmail('कृषि बजार: अर्डर {order} {day}', 'अर्डर {order}, जम्मा {total}। {link}', values, 'ne'),
    ).toEqual({
      subject: 'कृषि बजार: अर्डर ORD-123456',
      text: 'अर्डर ORD-123456, जम्मा रु. १,२३४। https://shop.example/ne/order/ORD-123456\n\nयी सन्देश रोक्न यो इमेलको जवाफमा STOP लेखेर पठाउनुहोस्।',
    });
    expect(rules.renderEmail('Order  {order}\nreceived', 'Order {order}', values, 'en')).toEqual({
      subject: 'Order ORD-123456 received',
      text: 'Order ORD-123456\n\nTo stop these messages, reply to this email with STOP.',
    });
    expect(rules.EMAIL_STOP_LINES.ne).not.toBe(rules.STOP_LINES.ne);
  });

  it('says amounts and days as the shop pages do', () => {
    expect(rules.moneyText(1234567, 'en')).toBe('Rs. 1234567');
    expect(rules.moneyText(1234567, 'ne')).toBe('रु. १२,३४,५६७');
    expect(rules.moneyText(450, 'ne')).toBe('रु. ४५०');
    // 2026-12-01 20:00 UTC is already Wednesday 2 December in Nepal.
    const written = Date.parse('2026-11-28T06:00:00Z');
    expect(rules.dayText('2026-12-01 20:00:00.000Z', 'en', written)).toBe('Wed 2 Dec');
    expect(rules.dayText('2026-12-01 20:00:00.000Z', 'ne', written)).toBe('बुधबार, डिसेम्बर २');
    expect(rules.dayText('', 'ne')).toBe('');
    // A day of another year names it: a pre-order's harvest next year is not read as this year's.
    expect(rules.dayText('2027-01-04 20:00:00.000Z', 'en', written)).toBe('Tue 5 Jan 2027');
    expect(rules.dayText('2027-09-29 20:00:00.000Z', 'ne', written)).toBe('बिहीबार, सेप्टेम्बर ३०, २०२७');
    // New Year's Eve in Nepal (18:30 UTC is 00:15 on 1 January there): the year the shopper is in.
    expect(rules.dayText('2027-01-01 04:00:00.000Z', 'en', Date.parse('2026-12-31T18:30:00Z'))).toBe('Fri 1 Jan');
  });
});

describe("a template's length with its placeholders filled in at their longest", () => {
  const site = 'https://shop.example';
  it('fits the usual templates: an SMS of a few parts, an email of a few lines', () => {
    expect(rules.nepaliTemplateProblem('अर्डर {order} पक्का भयो। SMS {link}')).toBe('');
    expect(rules.nepaliTemplateProblem('Order {order} received {link}')).toContain('Devanagari');
    expect(rules.nepaliTemplateProblem('{order} {link}')).toContain('Devanagari');
    expect(rules.templateLengthProblem('sms_en', 'Order {order}: {total} by {day}. {link}', site)).toBe('');
    expect(rules.templateLengthProblem('sms_ne', `अर्डर {order} पक्का भयो। ${'क'.repeat(400)} {link}`, site)).toBe('');
    expect(rules.templateLengthProblem('email_subject_en', 'Order {order} confirmed', site)).toBe('');
    expect(rules.templateLengthProblem('email_ne', `अर्डर {order}। ${'क'.repeat(1400)} {link}`, site)).toBe('');
  });

  it('refuses an SMS past the parts a phone receives, counting the link on this shop address', () => {
    // 67 links: about 2,600 characters once filled in, accepted by the 480-character field before this rule.
    const many = `${'{link} '.repeat(67)}{order}`;
    expect(rules.templateLengthProblem('sms_en', many, site)).toMatch(
      /^With its placeholders filled in, this SMS could take \d+ parts; at most 10 reach the phone/,
    );
    // Nepali goes as UCS-2 (67 a part): 420 letters and a link fit, 420 letters and five links do not.
    const nepali = `अर्डर {order} ${'क'.repeat(420)}`;
    expect(rules.templateLengthProblem('sms_ne', `${nepali} {link}`, site)).toBe('');
    expect(rules.templateLengthProblem('sms_ne', `${nepali} ${'{link} '.repeat(5)}`, site)).toMatch(
      /could take 11 parts/,
    );
    // The same template on a much longer shop address.
    expect(rules.templateLengthProblem('sms_ne', `${nepali} {link}`, `https://${'a'.repeat(200)}.example`)).toMatch(
      /could take \d+ parts/,
    );
  });

  it('refuses an email or a subject past what a message holds', () => {
    expect(rules.templateLengthProblem('email_en', `${'{link} '.repeat(210)}{order}`, site)).toMatch(
      /this email could be \d+ characters; an email holds at most 2000/,
    );
    expect(rules.templateLengthProblem('email_subject_en', `{order} ${'{link} '.repeat(10)}`, site)).toMatch(
      /this subject could be \d+ characters; a subject holds at most 300/,
    );
  });

  it('says a message made too long anyway cannot be sent as it is', () => {
    expect(rules.messageTooLong({ channel: 'sms', text: 'Order ORD-123456 received.' })).toBe('');
    expect(rules.messageTooLong({ channel: 'sms', text: 'x'.repeat(1600) })).toMatch(/^not sent: too long/);
    expect(rules.messageTooLong({ channel: 'email', text: 'x'.repeat(1600), subject: 'Order' })).toBe('');
    expect(rules.messageTooLong({ channel: 'email', text: 'x'.repeat(2001) })).toMatch(/^not sent: too long/);
    expect(rules.messageTooLong({ channel: 'email', text: 'x', subject: 'y'.repeat(301) })).toMatch(/^not sent/);
  });
});

describe('quiet hours, 21:00 to 07:00 Nepal time', () => {
  it('hold what staff or the shop trigger until 07:00', () => {
    const evening = nepal('2026-12-01T20:59:00');
    expect(rules.sendAfter('confirmed', evening)).toBe(evening);
    expect(rules.sendAfter('confirmed', nepal('2026-12-01T21:00:00'))).toBe(nepal('2026-12-02T07:00:00'));
    expect(rules.sendAfter('delivered', nepal('2026-12-02T03:30:00'))).toBe(nepal('2026-12-02T07:00:00'));
    expect(rules.sendAfter('cancelled', nepal('2026-12-02T07:00:00'))).toBe(nepal('2026-12-02T07:00:00'));
  });

  it("let the order's confirmation and the rider on the way go at any hour", () => {
    const night = nepal('2026-12-01T23:10:00');
    expect(rules.sendAfter('placed', night)).toBe(night);
    expect(rules.sendAfter('out_for_delivery', night)).toBe(night);
  });

  it('began at the 21:00 before the night holding the instant, on either side of midnight; by day, not at all', () => {
    expect(rules.quietHoursBegan(nepal('2026-12-01T20:59:59'))).toBeNull();
    expect(rules.quietHoursBegan(nepal('2026-12-01T21:00:00'))).toBe(nepal('2026-12-01T21:00:00'));
    expect(rules.quietHoursBegan(nepal('2026-12-01T23:59:00'))).toBe(nepal('2026-12-01T21:00:00'));
    expect(rules.quietHoursBegan(nepal('2026-12-02T06:59:59'))).toBe(nepal('2026-12-01T21:00:00'));
    expect(rules.quietHoursBegan(nepal('2026-12-02T07:00:00'))).toBeNull();
  });
});

describe('SMS parts', () => {
  it('are 160 GSM characters alone, 153 each when split', () => {
    expect(rules.smsParts('a'.repeat(160))).toEqual({ encoding: 'gsm', parts: 1 });
    expect(rules.smsParts('a'.repeat(161))).toEqual({ encoding: 'gsm', parts: 2 });
    expect(rules.smsParts('{'.repeat(80))).toEqual({ encoding: 'gsm', parts: 1 });
    expect(rules.smsParts('{'.repeat(81))).toEqual({ encoding: 'gsm', parts: 2 });
  });

  it('are 70 UCS-2 characters alone, 67 each when split: any Nepali letter makes the whole text UCS-2', () => {
    expect(rules.smsParts('क'.repeat(70))).toEqual({ encoding: 'ucs2', parts: 1 });
    expect(rules.smsParts('क'.repeat(71))).toEqual({ encoding: 'ucs2', parts: 2 });
    expect(rules.smsParts(`${'a'.repeat(100)}क`)).toEqual({ encoding: 'ucs2', parts: 2 });
  });
});
