// The record of a collection named by the caller (the build's content loader, src/lib/data/published-loader.ts, and
// the parsers of src/content.config.ts): PocketBase's untyped record, named here so no module outside src/lib/data
// imports the SDK for it (pocketbase-sdk-in-data-layer in .dependency-cruiser.mjs). A module of this folder that
// reads a collection it names returns that collection's generated type instead (pocketbase-types.ts, README.md).
export type { RecordModel as PocketRecord } from 'pocketbase';
