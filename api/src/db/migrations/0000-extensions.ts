// btree_gist lets exclusion constraints mix = on plain columns with && on ranges (issue 4: no
// overlapping activities per volunteer). PGlite also needs it registered in JS (db/pglite.ts).
export const statements = ['create extension if not exists btree_gist'];
