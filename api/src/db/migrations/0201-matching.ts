// Matching (api/README.md "Matching"): weekly availability, help requests/activities, volunteer cancellations,
// reviews, notifications and durable scheduled jobs. Frozen once applied: add a new file instead.
const DISTRICT_CHECK = `'GANGNAM', 'GANGDONG', 'GANGBUK', 'GANGSEO', 'GWANAK', 'GWANGJIN', 'GURO', 'GEUMCHEON',
  'NOWON', 'DOBONG', 'DONGDAEMUN', 'DONGJAK', 'MAPO', 'SEODAEMUN', 'SEOCHO', 'SEONGDONG',
  'SEONGBUK', 'SONGPA', 'YANGCHEON', 'YEONGDEUNGPO', 'YONGSAN', 'EUNPYEONG', 'JONGNO'`;

export const statements = [
  // A volunteer's categories (bitmask: HEALTH 1, CULTURE 2, EDUCATION 4, HOUSING 8).
  `create table volunteer_schedules (
    volunteer_id bigint primary key references users (id) on delete cascade,
    categories integer not null check (categories between 1 and 15),
    updated_at timestamptz not null
  )`,
  // One start time per weekday; each slot is [start, start + 3 h). week_minute counts from Monday 00:00
  // (Seoul) so a 23:00 slot reaching into the next day is still found by simple arithmetic.
  `create table volunteer_slots (
    volunteer_id bigint not null references volunteer_schedules (volunteer_id) on delete cascade,
    day_of_week smallint not null check (day_of_week between 1 and 7),
    start_minute smallint not null check (start_minute between 0 and 1410 and start_minute % 30 = 0),
    week_minute smallint generated always as ((day_of_week - 1) * 1440 + start_minute) stored,
    primary key (volunteer_id, day_of_week)
  )`,
  'create index volunteer_slots_week_minute_idx on volunteer_slots (week_minute, volunteer_id)',

  // A help request and, once matched, the activity (its id is the matchingId). Address copied at request time.
  `create table activities (
    id bigint generated always as identity primary key,
    elderly_id bigint not null references users (id) on delete cascade,
    volunteer_id bigint references users (id) on delete set null,
    help_type text not null check (help_type in ('HEALTH', 'HOUSING', 'CULTURE', 'EDUCATION')),
    start_time timestamptz not null,
    end_time timestamptz not null,
    seoul_date date generated always as ((start_time at time zone 'Asia/Seoul')::date) stored,
    animal_type text not null check (animal_type in ('dog', 'cat', 'etc', 'none')),
    add_description text not null check (char_length(add_description) <= 500),
    district text not null check (district in (${DISTRICT_CHECK})),
    address_detail text not null check (char_length(address_detail) <= 200),
    status text not null check (status in ('MATCHING', 'PROGRESS', 'REVIEWING', 'COMPLETED', 'CANCELED')),
    waiting boolean not null default false,
    canceled_by text check (canceled_by in ('elderly', 'system')),
    cancel_reason text check (cancel_reason in ('ELDERLY_CANCELED', 'EXPIRED')),
    canceled_at timestamptz,
    matched_at timestamptz,
    done_at timestamptz,
    completed_at timestamptz,
    match_attempted_at timestamptz,
    created_at timestamptz not null,
    updated_at timestamptz not null,
    check (end_time - start_time = interval '3 hours'),
    check (status in ('MATCHING', 'CANCELED') or volunteer_id is not null),
    check (status <> 'MATCHING' or volunteer_id is null),
    check ((status = 'CANCELED') = (canceled_at is not null and canceled_by is not null and cancel_reason is not null)),
    constraint activities_no_double_booking exclude using gist (
      volunteer_id with =, tstzrange(start_time, end_time) with &&
    ) where (status in ('PROGRESS', 'REVIEWING', 'COMPLETED'))
  )`,
  `create unique index activities_one_open_request_per_day on activities (elderly_id, seoul_date)
    where status in ('MATCHING', 'PROGRESS')`,
  'create index activities_elderly_start_idx on activities (elderly_id, start_time)',
  'create index activities_volunteer_start_idx on activities (volunteer_id, start_time) where volunteer_id is not null',
  `create index activities_matching_start_idx on activities (start_time) where status = 'MATCHING'`,

  // A volunteer who cancels leaves the activity (it goes back to matching); the row keeps who and when.
  `create table activity_volunteer_cancellations (
    activity_id bigint not null references activities (id) on delete cascade,
    volunteer_id bigint not null references users (id) on delete cascade,
    elderly_id bigint not null references users (id) on delete cascade,
    canceled_at timestamptz not null,
    primary key (activity_id, volunteer_id)
  )`,
  'create index activity_volunteer_cancellations_pair_idx on activity_volunteer_cancellations (volunteer_id, elderly_id)',

  `create table reviews (
    id bigint generated always as identity primary key,
    activity_id bigint not null unique references activities (id) on delete cascade,
    volunteer_id bigint not null references users (id) on delete cascade,
    content text not null check (char_length(content) <= 2000),
    image_urls jsonb not null check (jsonb_typeof(image_urls) = 'array' and jsonb_array_length(image_urls) between 1 and 10),
    created_at timestamptz not null
  )`,
  'create index reviews_volunteer_created_idx on reviews (volunteer_id, created_at desc)',

  // dedupe_key makes a retried job (a reminder) insert its notification at most once.
  `create table notifications (
    id bigint generated always as identity primary key,
    recipient_id bigint not null references users (id) on delete cascade,
    kind text not null,
    activity_id bigint references activities (id) on delete set null,
    title text not null,
    body text not null,
    created_at timestamptz not null,
    read_at timestamptz,
    dedupe_key text unique
  )`,
  // The poll reads the newest rows of one user, and its "anything new?" check only this index.
  'create index notifications_recipient_id_idx on notifications (recipient_id, id desc) include (read_at)',
  'create index notifications_created_at_idx on notifications (created_at)',

  `create table scheduled_jobs (
    id bigint generated always as identity primary key,
    kind text not null check (kind in ('REMINDER')),
    activity_id bigint not null references activities (id) on delete cascade,
    volunteer_id bigint references users (id) on delete cascade,
    run_at timestamptz not null,
    attempts integer not null default 0,
    locked_until timestamptz,
    done_at timestamptz,
    outcome text,
    created_at timestamptz not null,
    unique (kind, activity_id, volunteer_id, run_at)
  )`,
  'create index scheduled_jobs_due_idx on scheduled_jobs (run_at) where done_at is null',
];
