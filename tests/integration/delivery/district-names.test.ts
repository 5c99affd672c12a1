// Districts and their branches as operators type them in the dashboard (pocketbase/pb_hooks/places.pb.js,
// lib/places.js): a branch names its district by text, which the checkout and the routes match exactly, so a branch's
// district is matched as it is saved, a renamed district takes its branches with it, and a district that branches
// or a route still name is not deleted. Each refusal is a sentence under the field, and nothing changes.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { everyDayRoute } from '@tests/harness/orders';
import { adminPb } from '@tests/harness/stack';
import { deletedAfterAll } from '@tests/harness/made';

const made = deletedAfterAll();

/** A save's outcome: 'saved', or the status with the message under `field` (or the toast's when none is). */
const outcome = (save: Promise<unknown>, field = 'districtName') =>
  save.then(
    () => 'saved',
    (err: { status: number; response: { message: string; data?: Record<string, { message: string }> } }) =>
      `${err.status}: ${err.response.data?.[field]?.message ?? err.response.message}`,
  );

/** A district of this test's own (names are unique across the shop; test files run at once). */
async function ownDistrict(label: string) {
  const pb = await adminPb();
  const district = await pb.collection('districts').create({ districtName: `${label} ${randomUUID().slice(0, 6)}` });
  made.push({ collection: 'districts', id: district.id });
  return district;
}

async function branchIn(districtName: string, label: string) {
  const pb = await adminPb();
  const branch = await pb
    .collection('delivery_branch')
    .create({ districtName, branchName: `${label} ${randomUUID().slice(0, 6)}`, amount: 100 });
  made.push({ collection: 'delivery_branch', id: branch.id });
  return branch;
}

describe('a branch', () => {
  it('is written as Districts spells it, whatever the capitals and spaces typed; a district no one has is refused', async () => {
    const pb = await adminPb();
    const typed = await branchIn('  humla ', 'Typed Stop');
    expect(typed.districtName).toBe('Humla');
    const moved = await pb.collection('delivery_branch').update(typed.id, { districtName: 'SINDHUPALCHOK' });
    expect(moved.districtName).toBe('Sindhupalchok');
    // A slip the checkout would never match: refused under the field, the branch as it was.
    expect(await outcome(pb.collection('delivery_branch').update(typed.id, { districtName: 'Sindupalchok' }))).toBe(
      '400: No district is named "Sindupalchok". Type it as Districts spells it (Example: Kathmandu), or add the district there first.',
    );
    expect((await pb.collection('delivery_branch').getOne(typed.id)).districtName).toBe('Sindhupalchok');
    // The seeded branches all name a district that exists (the rule holds for the demo too).
    const districts = new Set((await pb.collection('districts').getFullList()).map((d) => d.districtName));
    const seeded = await pb.collection('delivery_branch').getFullList({ filter: 'branchName = "Baneshwor"' });
    expect(seeded.map((b) => districts.has(b.districtName))).toEqual([true]);
  });

  it('is not deleted while it is a stop of a route or has a pickup point: told which, and nothing is lost', async () => {
    const pb = await adminPb();
    const branch = await branchIn('Humla', 'Kept Stop');
    const route = await everyDayRoute(pb, `Kept van ${randomUUID().slice(0, 6)}`, [branch.id]);
    made.push({ collection: 'routes', id: route.id });
    const remove = () => outcome(pb.collection('delivery_branch').delete(branch.id));
    expect(await remove()).toBe(
      `400: ${branch.branchName} is a stop of the route "${route.name}": take it off the route first.`,
    );
    expect((await pb.collection('routes').getOne(route.id)).branches).toEqual([branch.id]);
    await pb.collection('routes').delete(route.id);
    const point = await pb.collection('pickup_points').create({
      name: `Kept counter ${randomUUID().slice(0, 6)}`,
      branch: branch.id,
      address: 'Simkot bazaar, beside the health post',
      weekdays: ['sat'],
      opens_at: '09:00',
      closes_at: '17:00',
      cutoff_time: '18:00',
      cutoff_days_before: 1,
    });
    made.push({ collection: 'pickup_points', id: point.id });
    expect(await remove()).toBe(
      `400: ${branch.branchName} has the pickup point "${point.name}": move it to another branch or delete it first.`,
    );
    await pb.collection('pickup_points').delete(point.id);
    expect(await remove()).toBe('saved');
  });
});

describe('a district', () => {
  it('renamed, takes its branches with it in the same save; a second record of one name is refused', async () => {
    const pb = await adminPb();
    const district = await ownDistrict('Renamed Valley');
    const branch = await branchIn(district.districtName, 'Renamed Stop');
    const renamed = `New Valley ${randomUUID().slice(0, 6)}`;
    await pb.collection('districts').update(district.id, { districtName: `  ${renamed}  ` });
    expect((await pb.collection('districts').getOne(district.id)).districtName).toBe(renamed);
    expect((await pb.collection('delivery_branch').getOne(branch.id)).districtName).toBe(renamed);
    // The same name in other capitals is the same district: one record each.
    expect(await outcome(pb.collection('districts').create({ districtName: renamed.toUpperCase() }))).toBe(
      `400: ${renamed} is a district already: one district has one record.`,
    );
  });

  it('is not deleted while branches or a route name it: told which, and nothing is lost', async () => {
    const pb = await adminPb();
    const district = await ownDistrict('Leaving Valley');
    const branch = await branchIn(district.districtName, 'Leaving Stop');
    const remove = () => outcome(pb.collection('districts').delete(district.id));
    expect(await remove()).toBe(
      `400: ${district.districtName} has delivery branches: ${branch.branchName}. Move them to another district or delete them first.`,
    );
    await pb.collection('delivery_branch').delete(branch.id);
    const route = await everyDayRoute(pb, `Leaving van ${randomUUID().slice(0, 6)}`, [], { districts: [district.id] });
    made.push({ collection: 'routes', id: route.id });
    expect(await remove()).toBe(
      `400: ${district.districtName} is served by the route "${route.name}": take it off the route first.`,
    );
    expect((await pb.collection('routes').getOne(route.id)).districts).toEqual([district.id]);
    await pb.collection('routes').delete(route.id);
    expect(await remove()).toBe('saved');
  });
});
