// How the desk tells how a message to the shopper went (src/features/desk/words.ts messageDeliveryText, parsed by
// src/lib/data/messages.parse.ts): its attempts when there were more than one and the phone network's report, in
// English and Nepali (docs/notifications.md).
import { describe, expect, it } from 'vitest';
import { messageDeliveryText, messageStateText } from '@/features/desk/words';
import { parseOrderMessage } from '@/lib/data/messages.parse';

const parsed = (raw: Record<string, unknown>) =>
  parseOrderMessage({ state: 'sent', text: 'x', language: 'en', created: '2026-11-29 02:00:00.000Z', ...raw });

describe("the desk's words for how a message went", () => {
  it('reads attempts and the receipt the hook wrote', () => {
    expect(parsed({ attempts: 3, receipt: 'delivered to the phone (ACK/)' })).toMatchObject({
      attempts: 3,
      receipt: 'delivered',
    });
    expect(parsed({ receipt: 'not delivered to the phone' }).receipt).toBe('not_delivered');
    expect(parsed({ receipt: 'refused by the phone network (NACK)' }).receipt).toBe('refused');
    expect(parsed({ attempts: 'many', receipt: 'something else' })).toMatchObject({ attempts: 0, receipt: '' });
  });

  it('says them in English and Nepali, with Nepali digits', () => {
    const message = parsed({ attempts: 2, receipt: 'delivered to the phone' });
    expect(messageDeliveryText(message, 'en')).toBe('2 attempts · delivered to the phone');
    expect(messageDeliveryText(message, 'ne')).toBe('२ पटक प्रयास · फोनमा पुग्यो');
    expect(messageStateText(message, 'ne')).toBe('पठाइयो');
    // one attempt and no report yet: nothing more to say
    expect(messageDeliveryText(parsed({ attempts: 1 }), 'en')).toBe('');
    expect(messageDeliveryText(parsed({ state: 'given_up', attempts: 6 }), 'en')).toBe('6 attempts');
  });
});
