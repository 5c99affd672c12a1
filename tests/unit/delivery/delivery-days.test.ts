// Delivery days (pocketbase/pb_hooks/lib/delivery-days.js, docs/rules.md "Delivery days"): the next open days of a
// route from an instant, read on Nepal's calendar and clock (UTC+5:45) whatever the machine's own zone.
import { describe, expect, it } from 'vitest';
import days from '../../../pocketbase/pb_hooks/lib/delivery-days.js';
import { adToBs, bsToAd } from '@/lib/bikram-sambat';

/** An instant from a Nepal wall-clock time ("2026-11-30 20:00"). */
const nepal = (text: string) => Date.parse(`${text.replace(' ', 'T')}:00+05:45`);

const valley = { weekdays: ['tue', 'fri'], cutoffTime: '18:00', cutoffDaysBefore: 1, capacity: 0 };
const dates = (list: { date: string; full: boolean }[]) => list.map((d) => (d.full ? `${d.date} full` : d.date));

describe('next delivery days of a route', () => {
  it('Tuesday and Friday, cut-off 18:00 the day before: a shopper on Monday at 20:00 is offered Friday first', () => {
    // 2026-11-30 is a Monday; Tuesday's cut-off passed at 18:00.
    const offered = days.nextDays({ schedule: valley, now: nepal('2026-11-30 20:00'), wanted: 3 });
    expect(dates(offered)).toEqual(['2026-12-04', '2026-12-08', '2026-12-11']);
    expect(offered[0]).toEqual({ date: '2026-12-04', weekday: 'fri', cutoff: '2026-12-03T12:15:00.000Z', full: false });
    // At 17:59 the same Monday, Tuesday is still open.
    expect(dates(days.nextDays({ schedule: valley, now: nepal('2026-11-30 17:59'), wanted: 1 }))).toEqual([
      '2026-12-01',
    ]);
  });

  it.each([
    // [cut-off time, days before, now (Nepal), first day offered]
    ['18:00', 1, '2026-11-30 17:59', '2026-12-01'],
    ['18:00', 1, '2026-11-30 18:00', '2026-12-04'], // at the cut-off itself: closed (now < cut-off)
    ['23:59', 1, '2026-11-30 23:58', '2026-12-01'],
    ['23:59', 1, '2026-11-30 23:59', '2026-12-04'],
    ['00:00', 1, '2026-11-29 23:59', '2026-12-01'], // midnight starting Monday
    ['00:00', 1, '2026-11-30 00:00', '2026-12-04'],
    ['12:00', 3, '2026-11-28 11:59', '2026-12-01'], // three days before: Saturday noon
    ['12:00', 3, '2026-11-28 12:00', '2026-12-04'],
  ] as const)('cut-off %s %i day(s) before, now %s → %s', (cutoffTime, cutoffDaysBefore, now, first) => {
    const schedule = { ...valley, cutoffTime, cutoffDaysBefore };
    expect(days.nextDays({ schedule, now: nepal(now), wanted: 1 })[0]?.date).toBe(first);
  });

  it('a 23:59 cut-off read from a server clock in UTC: Monday 23:59 in Kathmandu is Monday 18:14 UTC', () => {
    const schedule = { ...valley, cutoffTime: '23:59' };
    const cutoff = days.cutoffInstant('2026-12-01', schedule);
    expect(new Date(cutoff).toISOString()).toBe('2026-11-30T18:14:00.000Z');
    // 18:13:59 UTC is 23:58:59 Monday in Kathmandu: before it.
    expect(days.nextDays({ schedule, now: Date.parse('2026-11-30T18:13:59Z'), wanted: 1 })[0].date).toBe('2026-12-01');
    expect(days.nextDays({ schedule, now: Date.parse('2026-11-30T18:14:00Z'), wanted: 1 })[0].date).toBe('2026-12-04');
    // 18:20 UTC on Monday is already Tuesday 00:05 in Kathmandu: Tuesday itself is past.
    expect(days.nepalDay(Date.parse('2026-11-30T18:20:00Z'))).toBe('2026-12-01');
  });

  it('closed days spanning a BS month end are skipped, both ends included', () => {
    // The last two days of Kartik 2083 and the first two of Mangsir, as the converter gives them.
    const lastOfKartik = bsToAd('2083/08/01');
    const from = days.addDays(lastOfKartik, -2);
    const to = days.addDays(lastOfKartik, 1);
    expect(adToBs(from).month).toBe(7);
    expect(adToBs(to).month).toBe(8);
    const every = { weekdays: [...days.WEEKDAYS], cutoffTime: '18:00', cutoffDaysBefore: 1, capacity: 0 };
    const now = nepal(`${days.addDays(from, -5)} 09:00`);
    const offered = dates(days.nextDays({ schedule: every, closed: [{ from, to }], now, wanted: 8 }));
    expect(offered).not.toContain(from);
    expect(offered).not.toContain(days.addDays(from, 1));
    expect(offered).not.toContain(to);
    expect(offered).toContain(days.addDays(from, -1));
    expect(offered).toContain(days.addDays(to, 1));
    expect(offered).toHaveLength(8);
  });

  it('full days are listed as full and do not count towards the days wanted', () => {
    const schedule = { ...valley, capacity: 10 };
    const offered = days.nextDays({
      schedule,
      counts: { '2026-12-04': 10, '2026-12-08': 9 },
      now: nepal('2026-11-30 20:00'),
      wanted: 2,
    });
    expect(dates(offered)).toEqual(['2026-12-04 full', '2026-12-08', '2026-12-11']);
    expect(days.firstOpenDay({ schedule, counts: { '2026-12-04': 12 }, now: nepal('2026-11-30 20:00') })?.date).toBe(
      '2026-12-08',
    );
  });

  it("a pre-order's first day starts from its ships-from date", () => {
    const offered = days.nextDays({ schedule: valley, now: nepal('2026-11-30 09:00'), from: '2026-12-09', wanted: 2 });
    expect(dates(offered)).toEqual(['2026-12-11', '2026-12-15']);
    // A ships-from day in the past changes nothing.
    expect(
      days.nextDays({ schedule: valley, now: nepal('2026-11-30 09:00'), from: '2026-11-01', wanted: 1 })[0].date,
    ).toBe('2026-12-01');
  });

  it('a pickup point may close orders on the day itself, before it opens', () => {
    const point = { weekdays: ['sat'], cutoffTime: '08:00', cutoffDaysBefore: 0, opensAt: '10:00' };
    expect(days.scheduleProblems(point)).toEqual({});
    // 2026-12-05 is a Saturday.
    expect(days.nextDays({ schedule: point, now: nepal('2026-12-05 07:59'), wanted: 1 })[0].date).toBe('2026-12-05');
    expect(days.nextDays({ schedule: point, now: nepal('2026-12-05 08:00'), wanted: 1 })[0].date).toBe('2026-12-12');
  });

  it('offers nothing for a schedule it cannot read, or one closed beyond its horizon', () => {
    expect(days.nextDays({ schedule: { ...valley, weekdays: [] }, now: nepal('2026-11-30 09:00') })).toEqual([]);
    expect(days.nextDays({ schedule: { ...valley, cutoffTime: '25:00' }, now: nepal('2026-11-30 09:00') })).toEqual([]);
    const closed = [{ from: '2026-11-30', to: '2027-06-30' }];
    expect(days.nextDays({ schedule: valley, closed, now: nepal('2026-11-30 09:00') })).toEqual([]);
  });
});

describe('a chosen day', () => {
  const now = nepal('2026-11-30 20:00');
  it.each([
    ['2026-12-04', null, ''],
    ['2026-12-01', 'past_cutoff', '2026-12-04'],
    ['2026-12-02', 'not_a_delivery_day', '2026-12-04'],
    ['2026-11-27', 'too_early', '2026-12-04'],
    // The last day within the horizon (HORIZON_DAYS after today) is kept; past it, none was offered.
    ['2027-03-30', null, ''],
    ['2027-04-02', 'too_far', '2026-12-04'],
    ['2099-12-04', 'too_far', '2026-12-04'],
    ['2026-02-30', 'invalid', '2026-12-04'],
    ['tomorrow', 'invalid', '2026-12-04'],
  ])('%s → %s (next %s)', (day, reason, next) => {
    const answer = days.checkDay({ schedule: valley, now, day });
    if (reason === null) expect(answer).toBeNull();
    else expect(answer).toMatchObject({ reason, next: { date: next } });
  });

  it("counts the horizon from a pre-order's first day", () => {
    expect(days.checkDay({ schedule: valley, now, from: '2027-03-01', day: '2027-04-02' })).toBeNull();
  });

  it('the horizon is HORIZON_DAYS after the latest of the days given, the empty ones left out', () => {
    expect(days.HORIZON_DAYS).toBe(120);
    expect(days.pastHorizon('2027-03-31', ['2026-12-01', ''])).toBe(false);
    expect(days.pastHorizon('2027-04-01', ['2026-12-01', ''])).toBe(true);
    expect(days.pastHorizon('2027-04-01', ['', '2026-12-05', '2026-12-01'])).toBe(false);
    expect(days.pastHorizon('2099-01-01', ['', ''])).toBe(false);
  });

  it('closed and full days are refused with the next open day after them', () => {
    const closed = [{ from: '2026-12-04', to: '2026-12-09', name: 'Test festival' }];
    expect(days.checkDay({ schedule: valley, closed, now, day: '2026-12-04' })).toMatchObject({
      reason: 'closed',
      closedName: 'Test festival',
      next: { date: '2026-12-11' },
    });
    const schedule = { ...valley, capacity: 5 };
    expect(days.checkDay({ schedule, counts: { '2026-12-04': 5 }, now, day: '2026-12-04' })).toMatchObject({
      reason: 'full',
      next: { date: '2026-12-08' },
    });
    expect(days.checkDay({ schedule, counts: { '2026-12-04': 4 }, now, day: '2026-12-04' })).toBeNull();
  });
});

describe('what an operator may save', () => {
  it.each([
    [{ weekdays: [], cutoffTime: '18:00', cutoffDaysBefore: 1 }, 'weekdays'],
    [{ weekdays: ['funday'], cutoffTime: '18:00', cutoffDaysBefore: 1 }, 'weekdays'],
    [{ weekdays: ['tue'], cutoffTime: '24:00', cutoffDaysBefore: 1 }, 'cutoff_time'],
    [{ weekdays: ['tue'], cutoffTime: '6pm', cutoffDaysBefore: 1 }, 'cutoff_time'],
    [{ weekdays: ['tue'], cutoffTime: '18:00', cutoffDaysBefore: -1 }, 'cutoff_days_before'],
    [{ weekdays: ['tue'], cutoffTime: '18:00', cutoffDaysBefore: 0 }, 'cutoff_days_before'],
    [{ weekdays: ['tue'], cutoffTime: '11:00', cutoffDaysBefore: 0, opensAt: '10:00' }, 'cutoff_time'],
    [{ weekdays: ['tue'], cutoffTime: '18:00', cutoffDaysBefore: 1, capacity: 2.5 }, 'capacity'],
  ])('%j is refused under %s', (schedule, field) => {
    expect(Object.keys(days.scheduleProblems(schedule))).toEqual([field]);
  });

  it.each([
    ['१८:००', '18:00'],
    ['18.30', '18:30'],
    [' ९.३० ', '09:30'],
    ['7:05', '07:05'],
    ['23:59', '23:59'],
    ['6pm', '6pm'],
    ['24:00', '24:00'],
    ['18:0', '18:0'],
    ['', ''],
  ])('a time typed as %j is read as %j', (typed, read) => {
    expect(days.typedTime(typed)).toBe(read);
  });

  it('a time tidied from a Nepali keyboard is one the rule can use; what is no time stays refused', () => {
    const schedule = (cutoffTime: string) => ({ weekdays: ['tue'], cutoffTime, cutoffDaysBefore: 1 });
    expect(days.scheduleProblems(schedule(days.typedTime('१८:००')))).toEqual({});
    expect(days.scheduleProblems(schedule(days.typedTime('२५:००')))).toHaveProperty('cutoff_time');
  });

  it('closed days: the last may not come before the first', () => {
    expect(days.closedRangeProblems({ from: '2026-10-20', to: '2026-10-19' })).toHaveProperty('to');
    expect(days.closedRangeProblems({ from: '2026-10-20', to: '2026-10-20' })).toEqual({});
    expect(days.closedRangeProblems({ from: '', to: '2026-10-20' })).toHaveProperty('from');
  });
});

describe('the day an operator picked in the dashboard', () => {
  it("reads the picker's midnight in the browser's zone as that Nepal day; a day stored as a day stays it", () => {
    // A browser on Nepal time picks 25 December: its midnight, in UTC.
    expect(days.pickedDay('2026-12-24 18:15:00.000Z')).toBe('2026-12-25');
    // A browser on UTC, or the seed and the API writing a day.
    expect(days.pickedDay('2026-12-25 00:00:00.000Z')).toBe('2026-12-25');
    expect(days.pickedDay('2026-12-25')).toBe('2026-12-25');
    // Noon in the picker, and a browser west of UTC (New York's midnight).
    expect(days.pickedDay('2026-12-25 06:15:00.000Z')).toBe('2026-12-25');
    expect(days.pickedDay('2026-12-25 05:00:00.000Z')).toBe('2026-12-25');
    for (const bad of ['', null, '2026-02-30 00:00:00.000Z', 'Dashain']) expect(days.pickedDay(bad)).toBe('');
  });
});
