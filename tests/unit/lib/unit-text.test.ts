// Units on Nepali pages are made from the stored amount and kind (src/lib/unit-text.ts).
import { describe, expect, it } from 'vitest';
import { UNIT_KINDS, UNIT_LABELS } from '@/lib/unit';
import { unitKindName, unitText } from '@/lib/unit-text';

describe('unitText', () => {
  it('English pages show the unit as stored', () => {
    for (const unit of ['500 GM', '1 KG', '1 PC', 'half kg']) expect(unitText(unit, 'en')).toBe(unit);
  });

  it.each([
    ['500 GM', '५०० ग्राम'],
    ['1 KG', '१ केजी'],
    ['0.5 KG', '०.५ केजी'],
    ['250 ML', '२५० मिलि'],
    ['1 L', '१ लिटर'],
    ['6 PC', '६ वटा'],
    ['1 BUNDLE', '१ मुठा'],
    ['1 DOZEN', '१ दर्जन'],
    ['1500 GM', '१,५०० ग्राम'],
  ])('Nepali pages: %s is %s', (unit, nepali) => {
    expect(unitText(unit, 'ne')).toBe(nepali);
  });

  it('a unit that cannot be read is shown as stored', () => {
    expect(unitText('half kg', 'ne')).toBe('half kg');
    expect(unitText('', 'ne')).toBe('');
  });

  it("the English names of the kinds are the shop's unit labels", () => {
    for (const kind of UNIT_KINDS) expect(unitKindName(kind, 'en')).toBe(UNIT_LABELS[kind]);
  });
});
