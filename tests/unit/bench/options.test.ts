import { describe, expect, it } from 'vitest';
import { LIGHTHOUSE_PRESETS, SECTIONS, parseOptions } from '../../../scripts/bench/options.mjs';

describe('bench options', () => {
  it('runs every section with full settings by default', () => {
    const options = parseOptions([]);
    expect(options.sections).toEqual(SECTIONS);
    expect(options.lighthouseRuns).toBe(3);
    expect(options.buildSizes).toEqual([500, 5000]);
    expect(options.loadSeconds).toBe(10);
    expect(options.checkoutConnections).toEqual([1, 10, 50]);
    expect(options.checkoutBudgetRounds).toBe(3);
    expect(options.rateLimits).toBe(true);
  });

  it('selects sections in their fixed order', () => {
    expect(parseOptions(['lighthouse', 'weight', 'weight']).sections).toEqual(['weight', 'lighthouse']);
    expect(parseOptions(['search', 'build', 'photos']).sections).toEqual(['photos', 'build', 'search']);
  });

  it('--quick makes every section small', () => {
    const options = parseOptions(['--quick', 'build']);
    expect(options).toMatchObject({
      quick: true,
      sections: ['build'],
      lighthouseRuns: 1,
      buildSizes: [500],
      loadSeconds: 5,
      checkoutBudgetRounds: 1,
    });
  });

  it('explicit --runs and --sizes win over --quick', () => {
    const options = parseOptions(['--quick', '--runs=5', '--sizes=1_000,2000']);
    expect(options.lighthouseRuns).toBe(5);
    expect(options.buildSizes).toEqual([1000, 2000]);
  });

  it('--preset picks one of Lighthouse presets the section knows; both by default', () => {
    expect(parseOptions([]).lighthousePresets).toEqual(LIGHTHOUSE_PRESETS);
    expect(parseOptions(['lighthouse', '--preset=regular-3g']).lighthousePresets).toEqual(['regular-3g']);
  });

  it('--no-rate-limits is passed on', () => {
    expect(parseOptions(['--no-rate-limits']).rateLimits).toBe(false);
  });

  it("--pages picks the page sections' pages by name; all by default", () => {
    expect(parseOptions(['lighthouse']).pages).toBeNull();
    expect(parseOptions(['lighthouse', '--pages=home,blog']).pages).toEqual(['home', 'blog']);
  });

  it.each([
    ['nope'],
    ['--runs=0'],
    ['--runs=x'],
    ['--sizes=0'],
    ['--sizes='],
    ['--preset=3g'],
    ['--pages=cart'],
    ['--pages='],
  ])('rejects %s', (arg) => {
    expect(() => parseOptions([arg])).toThrow(Error);
  });

  it('takes the messages section its count (default 10000, 1000 quick) and refuses a count that is not one', () => {
    expect(parseOptions(['messages']).messageCount).toBe(10_000);
    expect(parseOptions(['messages', '--quick']).messageCount).toBe(1000);
    expect(parseOptions(['messages', '--messages=2_500']).messageCount).toBe(2500);
    expect(parseOptions(['checkout', 'messages']).sections).toEqual(['checkout', 'messages']);
    for (const bad of ['--messages=0', '--messages=1.5', '--messages=lots', '--messages=100001'])
      expect(() => parseOptions([bad]), bad).toThrow(/--messages must be a whole number/);
  });
});
