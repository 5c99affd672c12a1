// The rules PocketBase's hooks share with the shop (pocketbase/pb_hooks/lib/*.js) are CommonJS, the one module form
// PocketBase loads. The build's bundler reads CommonJS itself, but Vite's dev server and module runner (astro dev,
// astro sync's content loaders, the bench's runnerImport) serve source files as ES modules, as they are. So each
// such module is wrapped, always, and its module.exports becomes its default export: the shop imports them by
// default import alone, the same way everywhere.
/** @type {import('vite').Plugin} */
export const hookModules = {
  name: 'shop:hook-modules',
  transform(code, id) {
    if (!/[\\/]pocketbase[\\/]pb_hooks[\\/]lib[\\/][\w-]+\.js(?:\?|$)/.test(id)) return;
    return `const module = { exports: {} };\n(function (exports, module) {\n${code}\n})(module.exports, module);\nexport default module.exports;\n`;
  },
};
