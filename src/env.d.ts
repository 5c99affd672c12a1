// The public settings (src/lib/settings.mjs) as pages and islands read them: astro.config.mjs replaces each
// `import.meta.env.PUBLIC_*` with its value, default included, so none is ever undefined.
interface ImportMetaEnv extends Readonly<import('./lib/settings.mjs').PublicSettings> {}
