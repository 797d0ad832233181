// Keys every API process must share and that no one configured (the VAPID pair of Web Push when
// VAPID_* are not set): the first process to start stores them, the others read them, so replicas
// on different machines push with one identity. Frozen once applied.
export const statements = [
  `create table server_keys (
     name text primary key,
     value jsonb not null,
     created_at timestamptz not null default now()
   )`,
];
