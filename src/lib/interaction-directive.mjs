// Registers the `client:interaction` directive (src/lib/hydrate-on-interaction.ts): islands that need not run at
// load hydrate at the shopper's first interaction instead.
/** @type {import('astro').AstroIntegration} */
export const interactionDirective = {
  name: 'shop:interaction-directive',
  hooks: {
    'astro:config:setup': ({ addClientDirective }) => {
      addClientDirective({ name: 'interaction', entrypoint: './src/lib/hydrate-on-interaction.ts' });
    },
  },
};
