// Every upload URL handed out: whose, how many bytes it may hold (and holds, once known), when. The
// daily upload quota sums it; the removal of unused uploads walks it (api/README.md "Uploads").
// owner_id has no foreign key on purpose: a deleted user's uploads stay listed until removed.
// Frozen once applied: add a new file instead.
export const statements = [
  `create table upload_grants (
     key text primary key,
     owner_id bigint not null,
     granted_bytes bigint not null check (granted_bytes > 0),
     stored_bytes bigint check (stored_bytes >= 0),
     created_at timestamptz not null,
     expires_at timestamptz not null,
     checked_at timestamptz,
     removed_at timestamptz
   )`,
  'create index upload_grants_owner_created_idx on upload_grants (owner_id, created_at)',
  'create index upload_grants_unremoved_idx on upload_grants (created_at) where removed_at is null',
];
