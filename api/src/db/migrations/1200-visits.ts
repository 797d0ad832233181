// Visits certified at the door (issue 27, api/README.md "Visits and volunteer hours"). Frozen once applied.
export const statements = [
  // One row per matched activity once either side acts. Times are the server's; code is the
  // 4-digit visit code on the elderly home card (replaced after each use and after too many misses).
  `create table visits (
    activity_id bigint primary key references activities (id) on delete cascade,
    volunteer_id bigint not null references users (id) on delete cascade,
    elderly_id bigint not null references users (id) on delete cascade,
    code text not null check (code ~ '^[0-9]{4}$'),
    arrive_requested_at timestamptz,
    arrived_at timestamptz,
    arrive_method text check (arrive_method in ('ELDERLY_CONFIRM', 'CODE')),
    finish_requested_at timestamptz,
    finished_at timestamptz,
    finish_method text check (finish_method in ('ELDERLY_CONFIRM', 'CODE')),
    credited_minutes integer check (credited_minutes >= 0),
    created_at timestamptz not null,
    check ((arrived_at is null) = (arrive_method is null)),
    check ((finished_at is null) = (finish_method is null)),
    check (finished_at is null or arrived_at is not null)
  )`,
  'create index visits_volunteer_idx on visits (volunteer_id, arrived_at)',

  // A certificate is a snapshot of the confirmed visits at issue time; code is what the public page checks.
  `create table hour_certificates (
    code text primary key,
    volunteer_id bigint not null references users (id) on delete cascade,
    volunteer_name text not null,
    total_minutes integer not null,
    visit_count integer not null,
    visits jsonb not null,
    issued_at timestamptz not null
  )`,
  'create index hour_certificates_volunteer_idx on hour_certificates (volunteer_id, issued_at desc)',

  // No-shows: a cancel less than 24 h before the start, or no arrival confirmed by the end of the window.
  `create table volunteer_no_shows (
    activity_id bigint not null references activities (id) on delete cascade,
    volunteer_id bigint not null references users (id) on delete cascade,
    kind text not null check (kind in ('LATE_CANCEL', 'NO_CHECK_IN')),
    recorded_at timestamptz not null,
    primary key (activity_id, volunteer_id)
  )`,
  'create index volunteer_no_shows_volunteer_idx on volunteer_no_shows (volunteer_id, recorded_at)',
];
