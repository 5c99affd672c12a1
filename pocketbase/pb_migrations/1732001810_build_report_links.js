/// <reference path="../pb_data/types.d.ts" />
// A build record's `skipped` becomes an editor field, so each "Fix it here"
// is a link an operator clicks (server/publish/record-format.ts writes it as
// HTML). Its links use `record=`, the key PocketBase 0.39's dashboard opens
// (`recordId=` opened the list only). A field's type cannot change in place:
// the text is kept, the field replaced, and old reports rewritten as HTML.
const HELP =
  'Each record left out of the site (or shown with a part dropped), why, and a link that opens it in the dashboard (Ctrl-click or Cmd-click the link in the editor). At most 50 are listed, then how many more. Once fixed, the next build publishes it. Written by the publisher.';
const OLD_HELP =
  'Each record left out of the site (or shown with a placeholder picture), why, and a link to fix it in the dashboard. Once fixed, the next build publishes it.';

const escapeHtml = (s) => String(s).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

// "…. Fix it here: URL" paragraphs → <p>…. <a href="URL">Fix it here</a></p>.
function toHtml(text) {
  return String(text || '')
    .split(/\n\s*\n/)
    .filter((p) => p.trim() !== '')
    .map((p) => {
      const at = p.lastIndexOf(' Fix it here: ');
      if (at < 0) return `<p>${escapeHtml(p)}</p>`;
      const url = p
        .slice(at + ' Fix it here: '.length)
        .trim()
        .replace('&recordId=', '&record=');
      return `<p>${escapeHtml(p.slice(0, at))} <a href="${escapeHtml(url).replace(/"/g, '&quot;')}" target="_blank" rel="noopener">Fix it here</a></p>`;
    })
    .join('\n');
}

function replaceSkipped(app, makeField, convert) {
  const saved = {};
  for (const row of app.findAllRecords('site_builds')) saved[row.id] = row.getString('skipped');
  const builds = app.findCollectionByNameOrId('site_builds');
  builds.fields.removeByName('skipped');
  app.save(builds);
  const fresh = app.findCollectionByNameOrId('site_builds');
  fresh.fields.add(makeField());
  app.save(fresh);
  for (const id in saved) {
    if (!saved[id]) continue;
    app
      .db()
      .newQuery('UPDATE site_builds SET skipped = {:value} WHERE id = {:id}')
      .bind({ id: id, value: convert(saved[id]) })
      .execute();
  }
}

migrate(
  (app) => {
    replaceSkipped(app, () => new EditorField({ name: 'skipped', maxSize: 200 * 1024, help: HELP }), toHtml);
  },
  (app) => {
    replaceSkipped(
      app,
      () => new TextField({ name: 'skipped', max: 20000, help: OLD_HELP }),
      (html) =>
        String(html)
          .replace(/<a href="([^"]*)"[^>]*>Fix it here<\/a>/g, (_, url) => `Fix it here: ${url.replace(/&amp;/g, '&')}`)
          .replace(/<\/p>\s*<p>/g, '\n\n')
          .replace(/<[^>]+>/g, '')
          .replace(/&lt;/g, '<')
          .replace(/&gt;/g, '>')
          .replace(/&amp;/g, '&')
          .slice(0, 20000),
    );
  },
);
