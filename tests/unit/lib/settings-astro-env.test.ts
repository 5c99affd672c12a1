// The settings as the Astro app reads them (astro:env, declared from src/lib/settings.mjs): Astro refuses no value
// itself, so a bad one stops with the SettingError; the server reads at run time through src/lib/env.server.ts;
// public values in pages are what `setting()` gives.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import * as clientEnv from 'astro:env/client';
import { envField, validateConfig } from 'astro/config';
import { validateEnvVariable } from 'astro/env/runtime';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { serverSetting } from '@/lib/env.server';
import { SETTINGS, SettingError, astroEnvSchema, publicSettings, setting, settingNames } from '@/lib/settings.mjs';

const schema = astroEnvSchema(envField);
type Field = Parameters<typeof validateEnvVariable>[1];
const field = (name: string) => schema[name] as Field;

describe('env.schema (astro.config.mjs)', () => {
  it('has one field per declared setting: public ones for pages, the others secret to the server', () => {
    expect(Object.keys(schema)).toEqual(settingNames());
    for (const name of settingNames()) {
      const expected =
        SETTINGS[name].public === true
          ? { context: 'client', access: 'public' }
          : { context: 'server', access: 'secret' };
      expect(schema[name], name).toMatchObject(expected);
    }
  });

  it('is a schema Astro accepts, as it checks astro.config.mjs', async () => {
    const config = await validateConfig({ env: { schema } }, process.cwd(), 'build');
    expect(Object.keys(config.env.schema)).toEqual(settingNames());
  });

  it('lets every server value through to the settings, which alone refuse one (PB_PORT="80 90" is not 80)', () => {
    for (const name of settingNames().filter((n) => SETTINGS[n].public !== true)) {
      for (const raw of [undefined, '80 90', 'not a value']) {
        expect(validateEnvVariable(raw, field(name)), `${name}=${raw}`).toEqual({ ok: true, value: raw });
      }
    }
  });

  it('gives pages each public value `setting()` gives, for every value it accepts, defaults included', () => {
    for (const name of settingNames().filter((n) => SETTINGS[n].public === true)) {
      const unset = setting(name, {});
      for (const raw of [undefined, String(unset), ` ${unset} `, '07', 'text', 'https://shop.example']) {
        let value: unknown;
        try {
          value = setting(name, raw === undefined ? {} : { [name]: raw });
        } catch {
          continue; // refused by astro.config.mjs before Astro reads it
        }
        expect(validateEnvVariable(raw, field(name)), `${name}=${raw}`).toEqual({ ok: true, value });
      }
    }
  });
});

describe('astro build and astro dev, given a setting they cannot read', () => {
  it("stop as astro.config.mjs loads, naming each variable with the settings' sentence, not Astro's", () => {
    const run = spawnSync(process.execPath, ['--input-type=module', '-e', "await import('./astro.config.mjs')"], {
      cwd: fileURLToPath(new URL('../../../', import.meta.url)),
      env: { PATH: process.env.PATH, PORT: 'abc', PUBLIC_DELIVERY_DAYS: '2x' },
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('PORT="abc" is not valid: expected a port number');
    expect(run.stderr).toContain('PUBLIC_DELIVERY_DAYS="2x" is not valid: expected a whole number');
  });
});

describe('settings in the server (src/lib/env.server.ts)', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it('are read from the environment when read, parsed by their declaration, defaults following other settings', () => {
    vi.stubEnv('IMAGE_CACHE_MAX_MB', '');
    vi.stubEnv('SITE_URL', '');
    vi.stubEnv('PORT', '5173');
    expect(serverSetting('IMAGE_CACHE_MAX_MB')).toBe(2048);
    expect(serverSetting('SITE_URL')).toBe('http://localhost:5173');
    vi.stubEnv('IMAGE_CACHE_MAX_MB', '0.5');
    expect(serverSetting('IMAGE_CACHE_MAX_MB')).toBe(0.5);
  });

  it('stop on a value that cannot be read, with the sentence naming the variable', () => {
    vi.stubEnv('IMAGE_CACHE_MAX_MB', 'lots');
    expect(() => serverSetting('IMAGE_CACHE_MAX_MB')).toThrow(SettingError);
    expect(() => serverSetting('IMAGE_CACHE_MAX_MB')).toThrow('IMAGE_CACHE_MAX_MB="lots" is not valid: expected');
  });
});

describe('public settings in pages (astro:env/client)', () => {
  it('are the values the build writes (vitest.config.ts serves the module as Astro does)', () => {
    expect({ ...clientEnv }).toEqual(publicSettings());
  });
});
