// pocketbase-typegen ships without types: the one function scripts/typegen.mjs calls, as its dist/index.js defines it.
declare module 'pocketbase-typegen' {
  /** The TypeScript source of the record types of these collections (as GET /api/collections lists them). */
  export function generateFromSchema(collections: object[], options?: { sdk?: boolean }): string;
}
