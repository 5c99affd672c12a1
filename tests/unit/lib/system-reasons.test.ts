// The reasons PocketBase's hooks write in English, on Nepali pages (src/lib/system-reasons.ts).
import { describe, expect, it } from 'vitest';
import { reasonText } from '@/lib/system-reasons';

describe('reasonText', () => {
  it("puts a hook's own words in Nepali and keeps what a person typed", () => {
    expect(reasonText('Refused at the door.', 'ne')).toBe('ढोकामा अस्वीकार');
    expect(reasonText('Refused at the door: nobody home', 'ne')).toBe('ढोकामा अस्वीकार: nobody home');
    expect(reasonText('Change not given: no coins', 'ne')).toBe('खुद्रा फिर्ता दिइएन: no coins');
    expect(reasonText('Short', 'ne')).toBe('कम तिर्नुभयो');
    expect(reasonText('Not paid in time', 'ne')).toBe('समयमै भुक्तानी भएन');
    expect(reasonText('Stock returned to its lots', 'ne')).toBe('स्टक आफ्नै लटमा फर्कियो');
    expect(reasonText('Shortly after noon the van broke', 'ne')).toBe('Shortly after noon the van broke');
    expect(reasonText('गाडी बिग्रियो', 'ne')).toBe('गाडी बिग्रियो');
  });

  it('English pages show the reason as written', () => {
    expect(reasonText('Refused at the door: nobody home', 'en')).toBe('Refused at the door: nobody home');
  });
});
