// `npm run settings:readme`: writes the README's configuration table from the declared settings
// (src/lib/settings.mjs), between the two settings-table markers. tests/unit/lib/settings.test.ts fails when the
// README's table is not what this would write.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SETTINGS, settingNames } from '../src/lib/settings.mjs';

export const readmePath = join(fileURLToPath(new URL('..', import.meta.url)), 'README.md');
export const TABLE_START = '<!-- settings-table: written by `npm run settings:readme` from src/lib/settings.mjs -->';
export const TABLE_END = '<!-- /settings-table -->';

/** How the README shows a setting's default. */
function shownDefault(name) {
  const { fallback, shown } = SETTINGS[name];
  if (shown) return shown;
  if (fallback === undefined) return 'none';
  return `\`${String(fallback)}\``;
}

/** The configuration table, one row per declared setting, in the declared order. */
export function settingsTable() {
  const rows = settingNames().map((name) => {
    const { describe } = SETTINGS[name];
    const note = SETTINGS[name].public ? ' (public: shown on pages)' : '';
    return `| \`${name}\` | ${shownDefault(name)} | ${describe}${note} |`;
  });
  return ['| variable | default | what |', '| --- | --- | --- |', ...rows].join('\n');
}

/** The README with its table replaced by the current one. */
export function readmeWithTable(readme) {
  const start = readme.indexOf(TABLE_START);
  const end = readme.indexOf(TABLE_END);
  if (start < 0 || end < start)
    throw new Error(`README.md has no settings table between ${TABLE_START} and ${TABLE_END}`);
  return `${readme.slice(0, start + TABLE_START.length)}\n${settingsTable()}\n${readme.slice(end)}`;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const readme = readFileSync(readmePath, 'utf8');
  const updated = readmeWithTable(readme);
  if (updated === readme) console.log('README.md: the settings table is up to date.');
  else {
    writeFileSync(readmePath, updated);
    console.log('README.md: settings table written.');
  }
}
