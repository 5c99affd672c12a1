// Imported first by every long-running script (start, serve, seed, publisher, rebuild, rollback): a setting that
// cannot be read (PORT=abc) stops the script before it starts anything, naming every such variable at once.
import { invalidSettings, setting } from '../src/lib/settings.mjs';
import { parseSchedule } from './publish/schedule.ts';

const problems = invalidSettings();
// PUBLISH_SCHEDULE is read by the publisher's own parser; checked here too, so a wrong one stops the start.
try {
  parseSchedule(setting('PUBLISH_SCHEDULE'));
} catch (err) {
  problems.push(
    `PUBLISH_SCHEDULE=${JSON.stringify(setting('PUBLISH_SCHEDULE'))} is not valid: ${err instanceof Error ? err.message : err}.`,
  );
}
// A provider needs its address and token: checked here, so a shop with SMS_PROVIDER set but nowhere to send stops at
// start instead of queueing messages no one sends (docs/notifications.md, "Providers").
try {
  const provider = setting('SMS_PROVIDER');
  if (provider !== 'off') {
    for (const name of ['SMS_API_URL', 'SMS_TOKEN'] as const) {
      if (!setting(name))
        problems.push(
          `SMS_PROVIDER=${provider} needs ${name} (docs/notifications.md, "Providers"); set it or set SMS_PROVIDER=off.`,
        );
    }
    if (provider === 'kannel' && !/^[^:]+:.+$/.test(String(setting('SMS_TOKEN') ?? '')))
      problems.push('SMS_PROVIDER=kannel needs SMS_TOKEN as username:password (a sendsms-user of kannel.conf).');
  }
} catch {
  // an unreadable SMS_* setting is already among the problems
}
if (problems.length > 0) {
  console.error(
    `[shop] FAILED: ${problems.length === 1 ? 'a setting' : 'settings'} in the environment cannot be read:`,
  );
  for (const problem of problems) console.error(`[shop]   ${problem}`);
  console.error('[shop] The settings and their defaults: README.md, "Configuration" (src/lib/settings.mjs).');
  console.error('[shop] Nothing is running.');
  process.exit(1);
}
