import { describe, expect, it } from 'vitest';
import { settingsFromRecord } from '../../../server/site-settings.ts';

describe('site settings record → the public settings a build uses (server/site-settings.ts)', () => {
  it('maps each filled field to its PUBLIC_* setting and skips empty ones', () => {
    const { env, problems } = settingsFromRecord({
      id: 'r1',
      support_phone: ' +977-1-4000000 ',
      support_email: '',
      delivery_days: 3,
      delivery_window: '9:00 AM - 1:00 PM',
      facebook_url: 'https://facebook.com/shop',
    });
    expect(env).toEqual({
      PUBLIC_SUPPORT_PHONE: '+977-1-4000000',
      PUBLIC_DELIVERY_DAYS: '3',
      PUBLIC_DELIVERY_WINDOW: '9:00 AM - 1:00 PM',
      PUBLIC_FACEBOOK_URL: 'https://facebook.com/shop',
    });
    expect(problems).toEqual([]);
  });

  it('0 delivery days means the default; a value the setting refuses is reported and left out', () => {
    const { env, problems } = settingsFromRecord({ id: 'r1', delivery_days: 0, support_email: 'not mail' });
    expect(env).toEqual({});
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatchObject({ collection: 'site_settings', id: 'r1', outcome: 'published' });
    expect(problems[0].reason).toContain('support_email');
  });

  it('no record: nothing replaced', () => {
    expect(settingsFromRecord(null)).toEqual({ env: {}, problems: [] });
  });
});
