// The shop's server reads its settings here: each variable through astro:env/server as it is read (`getSecret`:
// the node adapter answers from the server's environment at run time, never from the build), then parsed by its
// declaration in src/lib/settings.mjs, default and SettingError included, as the scripts read it with `setting()`.
import { getSecret } from 'astro:env/server';
import { type SettingName, type SettingValue, setting } from './settings.mjs';

/** The environment as astro:env/server gives it: a default that follows another setting reads that one here too. */
const environment: Record<string, string | undefined> = new Proxy(
  {},
  { get: (_, name) => (typeof name === 'string' ? getSecret(name) : undefined) },
);

/** A setting's value in the running server (or the build): the variable parsed, or its default. */
export function serverSetting<K extends SettingName>(name: K): SettingValue<K> {
  return setting(name, environment);
}
