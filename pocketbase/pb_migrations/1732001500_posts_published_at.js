/// <reference path="../pb_data/types.d.ts" />
// Posts get a publication date the operator sets. The blog list, the home
// page's latest posts and each article show and sort by it; a post without
// one falls back to when it was created (src/features/blog/list.ts).
migrate(
  (app) => {
    const posts = app.findCollectionByNameOrId('posts');
    if (posts.fields.getByName('published_at')) return;
    posts.fields.add(
      new DateField({
        name: 'published_at',
        help:
          'Publication date shown on the post and used to order the blog (newest first). ' +
          'Example: 2026-03-14 08:00. Leave empty to use the date the post was created. ' +
          'A date in the future is shown as given; use "is published" to hide a post.',
      }),
    );
    app.save(posts);
  },
  (app) => {
    const posts = app.findCollectionByNameOrId('posts');
    posts.fields.removeByName('published_at');
    app.save(posts);
  },
);
