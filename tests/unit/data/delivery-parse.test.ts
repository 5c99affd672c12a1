// The parsing of delivery_branch and districts records (src/lib/data/delivery-branch.parse.ts, districts.parse.ts), and
// of a pickup point's place (delivery-days.parse.ts parsePickupPlace).
import { describe, expect, it } from 'vitest';
import { parseDeliveryBranch } from '@/lib/data/delivery-branch.parse';
import { parseDistrict } from '@/lib/data/districts.parse';
import { parsePickupPlace, placeOf } from '@/lib/data/delivery-days.parse';

describe('parseDeliveryBranch', () => {
  const branch = {
    id: 'b1',
    branchName: 'Thamel',
    branchName_ne: 'ठमेल',
    districtName: 'Kathmandu',
    branchArea: 'Ward 26',
    branchArea_ne: 'वडा २६',
  };

  it('reads the amount as a number (a numeric string too); an unreadable one counts as 0', () => {
    expect(parseDeliveryBranch({ ...branch, amount: '150' })).toEqual({ ...branch, amount: 150 });
    expect(parseDeliveryBranch({ ...branch, amount: 90 })?.amount).toBe(90);
    for (const amount of ['', '150abc', -5, null, undefined]) {
      expect(parseDeliveryBranch({ ...branch, amount })?.amount).toBe(0);
    }
  });

  it('reads empty text as "" and refuses a branch without id or name', () => {
    expect(parseDeliveryBranch({ id: 'b1', branchName: 'Thamel', amount: 100 })).toEqual({
      id: 'b1',
      branchName: 'Thamel',
      branchName_ne: '',
      districtName: '',
      amount: 100,
      branchArea: '',
      branchArea_ne: '',
    });
    expect(parseDeliveryBranch({ id: 'b1', branchName: '' })).toBeNull();
    expect(parseDeliveryBranch({ branchName: 'Thamel' })).toBeNull();
    expect(parseDeliveryBranch(null)).toBeNull();
  });
});

describe('parseDistrict', () => {
  it('needs an id and a name; a Nepali name left empty reads as ""', () => {
    expect(parseDistrict({ id: 'd1', districtName: 'Kathmandu', districtName_ne: 'काठमाडौं', extra: 1 })).toEqual({
      id: 'd1',
      districtName: 'Kathmandu',
      districtName_ne: 'काठमाडौं',
    });
    expect(parseDistrict({ id: 'd1', districtName: 'Kathmandu' })).toEqual({
      id: 'd1',
      districtName: 'Kathmandu',
      districtName_ne: '',
    });
    expect(parseDistrict({ id: 'd1', districtName: '' })).toBeNull();
    expect(parseDistrict({ districtName: 'Kathmandu' })).toBeNull();
  });
});

describe('parsePickupPlace', () => {
  it("reads a pickup_points record's names, address and hours; what is missing or odd is empty", () => {
    const place = {
      name: 'Lakeside farmers corner ',
      name_ne: 'लेकसाइड किसान कुना',
      address: 'Lakeside Road 6',
      address_ne: 'लेकसाइड सडक ६',
      opensAt: '09:00',
      closesAt: '16:00',
    };
    expect(
      parsePickupPlace({ ...place, opensAt: undefined, closesAt: undefined, opens_at: '09:00', closes_at: '16:00' }),
    ).toEqual({ ...place, name: 'Lakeside farmers corner' });
    expect(parsePickupPlace({ name: 'X', name_ne: null, opens_at: '9 am', closes_at: 1600 })).toEqual({
      name: 'X',
      name_ne: '',
      address: '',
      address_ne: '',
      opensAt: '',
      closesAt: '',
    });
    expect(parsePickupPlace(null).name).toBe('');
    // A listed point (the checkout's offer) gives its place without its id, charge or days.
    expect(placeOf({ ...place, id: 'p', charge: 30, days: [] })).toEqual(place);
  });
});
