// The circle of care (api/README.md "Circle of care"): the staff and guardian roles, staff
// districts, family links and their one-time codes, the older person's sharing settings, crisis
// alerts raised from the companion's risk signals (by a trigger, in the signal's transaction),
// their history, the audit log, and the alert jobs in scheduled_jobs.
// Frozen once applied: add a new file instead.
const DISTRICTS = `'GANGNAM', 'GANGDONG', 'GANGBUK', 'GANGSEO', 'GWANAK', 'GWANGJIN', 'GURO', 'GEUMCHEON',
  'NOWON', 'DOBONG', 'DONGDAEMUN', 'DONGJAK', 'MAPO', 'SEODAEMUN', 'SEOCHO', 'SEONGDONG',
  'SEONGBUK', 'SONGPA', 'YANGCHEON', 'YEONGDEUNGPO', 'YONGSAN', 'EUNPYEONG', 'JONGNO'`;

export const statements = [
  'alter table users drop constraint users_user_type_check',
  `alter table users add constraint users_user_type_check check (user_type in ('volunteer', 'elderly', 'guardian', 'staff'))`,
  // The operator command asks a welfare worker for no gender; everyone else still has one.
  'alter table users alter column gender drop not null',
  `alter table users add constraint users_gender_required check (gender is not null or user_type = 'staff')`,
  'alter table users add column disabled_at timestamptz',

  `create table staff_districts (
    staff_id bigint not null references users (id) on delete cascade,
    district text not null check (district in (${DISTRICTS})),
    position smallint not null default 0,
    primary key (staff_id, district)
  )`,
  'create index staff_districts_district_idx on staff_districts (district)',

  `create table care_links (
    elderly_id bigint not null references users (id) on delete cascade,
    guardian_id bigint not null references users (id) on delete cascade,
    created_at timestamptz not null,
    primary key (elderly_id, guardian_id)
  )`,
  'create index care_links_guardian_idx on care_links (guardian_id)',
  // One live code per older person; only its HMAC is kept, unique so a code names one person.
  `create table care_link_codes (
    elderly_id bigint primary key references users (id) on delete cascade,
    code_hash text not null unique,
    expires_at timestamptz not null,
    created_at timestamptz not null
  )`,
  `create table care_sharing (
    elderly_id bigint primary key references users (id) on delete cascade,
    share_upcoming_visits boolean not null,
    share_past_visits boolean not null,
    share_review_photos boolean not null,
    share_emotion_chart boolean not null,
    share_crisis_alerts boolean not null,
    staff_crisis_alerts boolean not null,
    updated_at timestamptz not null
  )`,

  `create table care_alerts (
    id bigint generated always as identity primary key,
    signal_id bigint not null unique references chat_risk_signals (id) on delete cascade,
    elderly_id bigint not null references users (id) on delete cascade,
    district text not null check (district in (${DISTRICTS})),
    kind text not null check (char_length(kind) between 1 and 40),
    message text not null,
    created_at timestamptz not null,
    staff_alerted boolean not null default false,
    family_alerted boolean not null default false,
    escalated_at timestamptz,
    overdue_at timestamptz,
    acknowledged_at timestamptz,
    acknowledged_by bigint references users (id) on delete set null,
    closed_at timestamptz,
    closed_by bigint references users (id) on delete set null,
    outcome text check (outcome in ('CALLED', 'VISITED', 'EMERGENCY_119', 'FALSE_ALARM')),
    note text check (char_length(note) <= 500),
    check ((closed_at is null) = (outcome is null))
  )`,
  'create index care_alerts_district_idx on care_alerts (district, created_at) where staff_alerted',
  'create index care_alerts_elderly_idx on care_alerts (elderly_id, created_at)',
  `create table care_alert_events (
    id bigint generated always as identity primary key,
    alert_id bigint not null references care_alerts (id) on delete cascade,
    event text not null check (event in ('RAISED', 'SENT', 'ESCALATED', 'OVERDUE', 'ACKNOWLEDGED', 'CLOSED')),
    actor_id bigint references users (id) on delete set null,
    detail text not null,
    at timestamptz not null
  )`,
  'create index care_alert_events_alert_idx on care_alert_events (alert_id, at, id)',

  // Names are copied so the log still reads after an account is deleted.
  `create table care_audit_log (
    id bigint generated always as identity primary key,
    actor_id bigint references users (id) on delete set null,
    actor_name text not null,
    actor_role text not null check (actor_role in ('guardian', 'staff')),
    elderly_id bigint references users (id) on delete set null,
    elderly_name text not null,
    district text not null check (district in (${DISTRICTS})),
    action text not null,
    at timestamptz not null
  )`,
  'create index care_audit_log_district_at_idx on care_audit_log (district, at)',

  'alter table scheduled_jobs alter column activity_id drop not null',
  'alter table scheduled_jobs add column care_alert_id bigint references care_alerts (id) on delete cascade',
  'alter table scheduled_jobs drop constraint scheduled_jobs_kind_check',
  `alter table scheduled_jobs add constraint scheduled_jobs_kind_check
   check (kind in ('REMINDER', 'CARE_ALERT_SEND', 'CARE_ALERT_ESCALATE', 'CARE_ALERT_OVERDUE'))`,
  'alter table scheduled_jobs add constraint scheduled_jobs_subject_check check ((activity_id is null) <> (care_alert_id is null))',
  'create unique index scheduled_jobs_care_alert_key on scheduled_jobs (kind, care_alert_id) where care_alert_id is not null',
  'alter table notifications add column care_alert_id bigint references care_alerts (id) on delete set null',

  // Every risk signal becomes an alert in its own transaction, with the job that sends it: no
  // signal without its alert, whichever code stores signals, and nothing added to the chat path.
  `create function care_alert_from_signal() returns trigger language plpgsql as $$
   begin
     with alert as (
       insert into care_alerts (signal_id, elderly_id, district, kind, message, created_at)
       select new.id, u.id, u.district, new.kind, new.message, new.created_at from users u where u.id = new.user_id
       returning id, created_at
     ), job as (
       insert into scheduled_jobs (kind, care_alert_id, run_at, created_at)
       select 'CARE_ALERT_SEND', id, created_at, created_at from alert
     )
     insert into care_alert_events (alert_id, event, detail, at)
     select id, 'RAISED', '대화 중에 위험 신호가 기록되었어요.', created_at from alert;
     return null;
   end
   $$`,
  `create trigger chat_risk_signals_raise_care_alert after insert on chat_risk_signals
   for each row execute function care_alert_from_signal()`,
];
