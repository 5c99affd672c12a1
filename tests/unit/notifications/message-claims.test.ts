// What a claim may ask for and who may write a claimed message (pocketbase/pb_hooks/lib/message-claims.js,
// docs/notifications.md "Two senders"). The claim itself, in PocketBase, is tested in
// tests/integration/notifications/sender-claims.test.ts.
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';

const claims = createRequire(import.meta.url)('../../../pocketbase/pb_hooks/lib/message-claims.js') as {
  readClaim(
    body: unknown,
  ): { problem: string } | { channel: string; ids: string[] | null; limit: number; leaseMs: number };
  holdsClaim(current: string, shown: unknown, state: string): boolean;
  readSettle(body: unknown): { problem: string } | { items: Record<string, unknown>[] };
};

const ID = 'abcdefghij12345';

describe('readClaim', () => {
  it('takes ids (as many as given) or a limit (1 when none), a channel and a lease', () => {
    expect(claims.readClaim({ channel: 'sms', ids: [ID, ID], leaseMs: 5000 })).toEqual({
      channel: 'sms',
      ids: [ID, ID],
      limit: 2,
      leaseMs: 5000,
    });
    expect(claims.readClaim({ channel: 'email', leaseMs: 1000 })).toEqual({
      channel: 'email',
      ids: null,
      limit: 1,
      leaseMs: 1000,
    });
    expect(claims.readClaim({ channel: 'sms', limit: 100, leaseMs: 86_400_000 })).toMatchObject({ limit: 100 });
  });

  it.each([
    ['nothing', undefined],
    ['a string', 'sms'],
    ['no channel', { leaseMs: 5000 }],
    ['an unknown channel', { channel: 'fax', leaseMs: 5000 }],
    ['no lease', { channel: 'sms' }],
    ['a lease of 999 ms', { channel: 'sms', leaseMs: 999 }],
    ['a lease over a day', { channel: 'sms', leaseMs: 86_400_001 }],
    ['a fractional lease', { channel: 'sms', leaseMs: 1500.5 }],
    ['a lease as text', { channel: 'sms', leaseMs: '5000' }],
    ['ids not a list', { channel: 'sms', ids: ID, leaseMs: 5000 }],
    ['no ids', { channel: 'sms', ids: [], leaseMs: 5000 }],
    ['101 ids', { channel: 'sms', ids: Array(101).fill(ID), leaseMs: 5000 }],
    ['an id with a quote', { channel: 'sms', ids: ['abcdefghij1234"'], leaseMs: 5000 }],
    ['an id of 14 letters', { channel: 'sms', ids: ['abcdefghij1234'], leaseMs: 5000 }],
    ['a limit of 0', { channel: 'sms', limit: 0, leaseMs: 5000 }],
    ['a limit of 101', { channel: 'sms', limit: 101, leaseMs: 5000 }],
  ])('refuses %s with a sentence', (_label, body) => {
    const answer = claims.readClaim(body);
    expect(answer).toHaveProperty('problem');
    expect((answer as { problem: string }).problem).toMatch(/^[A-Za-z].+\.$/);
  });
});

describe('holdsClaim', () => {
  it("admits the message's current token only", () => {
    expect(claims.holdsClaim('token-a', 'token-a', 'sending')).toBe(true);
    expect(claims.holdsClaim('token-a', 'token-a', 'sent')).toBe(true); // a report marked it sent first
    expect(claims.holdsClaim('token-a', 'token-b', 'sending')).toBe(false);
    expect(claims.holdsClaim('token-a', '', 'sending')).toBe(false);
    expect(claims.holdsClaim('token-a', undefined, 'sending')).toBe(false);
  });

  it('admits no token for a message marked sending before claims had one, and for nothing else', () => {
    expect(claims.holdsClaim('', '', 'sending')).toBe(true);
    expect(claims.holdsClaim('', '', 'queued')).toBe(false);
    expect(claims.holdsClaim('', 'anything', 'sending')).toBe(false);
    expect(claims.holdsClaim('', undefined, 'sending')).toBe(false);
  });
});

describe('readSettle', () => {
  const sent = { id: ID, claimToken: 'token-a', state: 'sent', provider_id: ID, sent_at: '2026-11-29T09:00:00.000Z' };

  it('takes 1 to 100 settlements, each a message under its claim with its delivery fields', () => {
    expect(claims.readSettle({ items: [sent] })).toEqual({ items: [sent] });
    const many = Array.from({ length: 100 }, (_, i) => ({
      id: `abcdefghij${String(10000 + i)}`,
      claimToken: 't',
      state: 'queued',
      attempts: 0,
      note: '',
      send_after: '2026-11-29 09:00:00.000Z',
    }));
    expect(claims.readSettle({ items: many })).toEqual({ items: many });
  });

  it('takes a retry held until the quiet hours end (server/notify/sender.ts)', () => {
    const held = {
      id: ID,
      claimToken: 't',
      state: 'held',
      note: 'attempt 1 failed',
      send_after: '2026-12-02T01:15:00Z',
    };
    expect(claims.readSettle({ items: [held] })).toEqual({ items: [held] });
  });

  it.each([
    ['nothing', undefined],
    ['a list for a body', [sent]],
    ['no items', {}],
    ['an empty list', { items: [] }],
    ['101 items', { items: Array.from({ length: 101 }, () => sent) }],
    ['a message named twice', { items: [sent, { ...sent, state: 'given_up' }] }],
    ['an id that is not one', { items: [{ ...sent, id: '../orders' }] }],
    ['no claim token', { items: [{ id: ID, state: 'sent' }] }],
    ['the state sending', { items: [{ ...sent, state: 'sending' }] }],
    ['the state not_sent (only an opt-out writes it)', { items: [{ ...sent, state: 'not_sent' }] }],
    ['a field that is not a delivery field', { items: [{ ...sent, text: 'changed' }] }],
    ['the claim fields', { items: [{ ...sent, claim_token: '' }] }],
    ['a note of 501 characters', { items: [{ ...sent, note: 'x'.repeat(501) }] }],
    ['a provider id as a number', { items: [{ ...sent, provider_id: 5 }] }],
    ['a date that is not one', { items: [{ ...sent, sent_at: 'yesterday' }] }],
    ['negative attempts', { items: [{ ...sent, attempts: -1 }] }],
    ['fractional attempts', { items: [{ ...sent, attempts: 1.5 }] }],
  ])('refuses %s with a sentence', (_label, body) => {
    const answer = claims.readSettle(body);
    expect(answer).toHaveProperty('problem');
    expect((answer as { problem: string }).problem).toMatch(/^[A-Za-z].+\.$/);
  });
});
