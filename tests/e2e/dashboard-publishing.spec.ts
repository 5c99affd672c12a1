// An operator in the real PocketBase dashboard (issue 25): a build record's "Fix it here" link is a link, and
// clicking it opens the record it names; a JSON field typed in the wrong shape is refused with the message under
// the field and an example of the right shape, and nothing is saved.
import { test, expect } from '@tests/harness/browser';
import {
  dashboardField,
  dashboardInput,
  dashboardRecordUrl,
  openDashboardRecord,
  signInToDashboard,
} from '@tests/harness/dashboard';
import { adminPb, servicePb, testStack } from '@tests/harness/stack';
import { issuesHtml } from '../../server/publish/record-format.ts';

test.describe.configure({ mode: 'serial' });
test('a "Fix it here" link in a build record opens the record in the dashboard', async ({ page, context }) => {
  test.setTimeout(480_000);
  const { pbUrl } = testStack();
  const admin = await adminPb();
  const product = await admin.collection('web_products').getFirstListItem('isVisible = true', { sort: 'created' });
  // A build record as the publisher writes it (server/publish/record-format.ts).
  const build = await (await servicePb()).collection('site_builds').create({
    trigger: 'command line',
    status: 'succeeded',
    summary: 'Dashboard link test',
    skipped: issuesHtml(
      [
        {
          collection: 'web_products',
          id: product.id,
          title: product.name,
          outcome: 'left out',
          reason: 'a test reason',
        },
      ],
      pbUrl,
    ),
  });
  try {
    await signInToDashboard(page);
    const report = dashboardField(page, 'skipped', 'editor');
    await openDashboardRecord(page, 'site_builds', build.id, report);
    // The editor (TinyMCE) shows the report in its own frame; the link is an <a> in it.
    const link = report.frameLocator('iframe').locator('a', { hasText: 'Fix it here' });
    // The dashboard loads its editor lazily: on a busy machine that takes a while.
    await expect(report.frameLocator('iframe').locator('body')).toContainText('LEFT OUT of the site: a test reason.', {
      timeout: 90_000,
    });
    await expect(link).toHaveAttribute('href', dashboardRecordUrl('web_products', product.id));
    const opened = context.waitForEvent('page');
    await link.click({ modifiers: ['ControlOrMeta'] });
    const tab = await opened;
    await tab.waitForLoadState('domcontentloaded');
    // Ctrl-click (Cmd-click) in the editor opens the link in a new tab, at the record's dashboard address.
    const address = tab.url();
    expect(address).toBe(dashboardRecordUrl('web_products', product.id));
    await tab.close();
    // That address opens the product's own record (not only the list): its form shows its name. (Checked in a fresh
    // page: the build record's form, whose editor reformats its HTML, asks before closing.)
    const check = await context.newPage();
    const name = dashboardInput(check, 'name', 'text');
    await openDashboardRecord(check, 'web_products', product.id, name);
    await expect(name).toHaveValue(product.name);
  } finally {
    await admin.collection('site_builds').delete(build.id);
  }
});
