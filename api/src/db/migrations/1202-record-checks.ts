// 범죄경력 회보서 (criminal-record check, incl. the elder-abuse check) uploaded by a volunteer and
// verified by a welfare worker of the volunteer's district (issue 27). Frozen once applied.
export const statements = [
  // The document lives only here, never in the public image store; it is set to null once a
  // worker decided (document_removed_at), so only the outcome is kept.
  `create table volunteer_record_checks (
    id bigint generated always as identity primary key,
    volunteer_id bigint not null references users (id) on delete cascade,
    district text not null,
    document bytea,
    content_type text not null check (content_type in ('application/pdf', 'image/jpeg', 'image/png')),
    status text not null check (status in ('PENDING', 'VERIFIED', 'REJECTED')),
    uploaded_at timestamptz not null,
    decided_at timestamptz,
    decided_by bigint references users (id) on delete set null,
    document_removed_at timestamptz,
    check ((status = 'PENDING') = (decided_at is null)),
    check ((document is null) = (document_removed_at is not null))
  )`,
  'create index volunteer_record_checks_volunteer_idx on volunteer_record_checks (volunteer_id, uploaded_at desc)',
  `create index volunteer_record_checks_pending_idx on volunteer_record_checks (district, uploaded_at) where status = 'PENDING'`,
  // Every opening of a document by a worker; names copied so the log outlives accounts.
  `create table record_check_views (
    id bigint generated always as identity primary key,
    check_id bigint not null references volunteer_record_checks (id) on delete cascade,
    staff_id bigint references users (id) on delete set null,
    staff_name text not null,
    viewed_at timestamptz not null
  )`,
  'create index record_check_views_check_idx on record_check_views (check_id, viewed_at)',
];
