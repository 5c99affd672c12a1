// Imported first by every long-running script (start, serve, seed, publisher, rebuild, rollback): a setting that
// cannot be read (PORT=abc) stops the script before it starts anything, naming every such variable at once.
import { invalidSettings } from '../../src/lib/settings.mjs';

const problems = invalidSettings();
if (problems.length > 0) {
  console.error(
    `[shop] FAILED: ${problems.length === 1 ? 'a setting' : 'settings'} in the environment cannot be read:`,
  );
  for (const problem of problems) console.error(`[shop]   ${problem}`);
  console.error('[shop] The settings and their defaults: README.md, "Configuration" (src/lib/settings.mjs).');
  console.error('[shop] Nothing is running.');
  process.exit(1);
}
