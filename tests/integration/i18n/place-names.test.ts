// Districts and delivery branches in Nepali (pocketbase/pb_migrations/1732002600_place_names_ne.js): every seeded
// district and branch has its Nepali name, the checkout's lists send it, and the field refuses a name that is not
// Devanagari (the Nepali checkout would show it as the Nepali name).
import { describe, expect, it } from 'vitest';
import { districtNames, deliveryBranches } from '../../../scripts/seed/data.mjs';
import { expectData } from '@tests/harness/actions-client';
import { adminPb } from '@tests/harness/stack';
import type { BranchOption, DistrictOption } from '@/features/checkout/contract';

describe('Nepali names of districts and branches', () => {
  it('every district and branch of the seed has its Nepali name, and the checkout lists send it', async () => {
    const { districts } = await expectData<{ districts: DistrictOption[] }>('listDistricts', {});
    expect(districts).toHaveLength(77);
    const byName = new Map(districts.map((d) => [d.districtName, d.districtName_ne]));
    for (const [english, nepali] of districtNames) expect(byName.get(english), english).toBe(nepali);
    expect(byName.get('Kathmandu')).toBe('काठमाडौं');
    expect(byName.get('Sarlahi')).toBe('सर्लाही');

    const { branches } = await expectData<{ branches: BranchOption[] }>('listBranches', { districtName: 'Kathmandu' });
    const seeded = deliveryBranches.filter((b) => b.districtName === 'Kathmandu');
    expect(branches.map((b) => [b.branchName, b.branchName_ne]).sort()).toEqual(
      seeded.map((b) => [b.branchName, b.branchName_ne]).sort(),
    );
    expect(branches.find((b) => b.branchName === 'Thamel')?.branchName_ne).toBe('ठमेल');
  });

  it('refuses a Nepali name in Latin letters, takes Devanagari or nothing', async () => {
    const pb = await adminPb();
    const mugu = await pb.collection('districts').getFirstListItem(pb.filter('districtName = {:n}', { n: 'Mugu' }));
    await expect(pb.collection('districts').update(mugu.id, { districtName_ne: 'Mugu' })).rejects.toMatchObject({
      status: 400,
      response: { data: { districtName_ne: expect.anything() } },
    });
    const branch = await pb.collection('delivery_branch').getFirstListItem('branchName = "Simkot"');
    await expect(pb.collection('delivery_branch').update(branch.id, { branchName_ne: 'Simkot' })).rejects.toMatchObject(
      { status: 400 },
    );
    // Left empty, the checkout falls back to the English name (src/features/checkout/select-filter.ts placeName).
    await pb.collection('districts').update(mugu.id, { districtName_ne: '' });
    const { districts } = await expectData<{ districts: DistrictOption[] }>('listDistricts', {});
    expect(districts.find((d) => d.districtName === 'Mugu')?.districtName_ne).toBe('');
    await pb.collection('districts').update(mugu.id, { districtName_ne: 'मुगु' });
  });
});
