// btree_gist lets exclusion constraints mix = on plain columns with && on ranges (no overlapping
// activities per volunteer: api/README.md "Lifecycle"). PGlite also needs it registered in JS (db/pglite.ts).
export const statements = ['create extension if not exists btree_gist'];
