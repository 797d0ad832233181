// Counters of attempts that must be counted before they run (wrong passwords at login and at the
// password re-check), shared by every API process when Redis is not configured: one row per
// counter, its count in the current fixed window and when that window ends (api/README.md
// "Failure limits"). Rows whose window ended are deleted hourly. Frozen once applied.
export const statements = [
  `create table attempt_counters (
     key text primary key,
     count integer not null check (count >= 0),
     window_ends_at timestamptz not null
   )`,
  'create index attempt_counters_window_ends_at_idx on attempt_counters (window_ends_at)',
];
