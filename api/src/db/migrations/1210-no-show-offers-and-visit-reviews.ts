// Issue 27, the rest: the elderly user's answer to a no-show (다른 봉사자 찾기 / 괜찮아요) and the
// welfare worker's settlement of visits marked for review (api/README.md "Visits and volunteer hours").
// Frozen once applied.
export const statements = [
  // The no-show row is the offer on the elderly home card; answered once.
  'alter table volunteer_no_shows add column answered_at timestamptz',
  `alter table volunteer_no_shows add column answer text check (answer in ('FIND_ANOTHER', 'DISMISSED'))`,
  'alter table volunteer_no_shows add constraint volunteer_no_shows_answered_check check ((answer is null) = (answered_at is null))',
  // A worker who counts a visit writes its times as confirmed by STAFF.
  'alter table visits drop constraint visits_arrive_method_check',
  `alter table visits add constraint visits_arrive_method_check check (arrive_method in ('ELDERLY_CONFIRM', 'CODE', 'STAFF'))`,
  'alter table visits drop constraint visits_finish_method_check',
  `alter table visits add constraint visits_finish_method_check check (finish_method in ('ELDERLY_CONFIRM', 'CODE', 'STAFF'))`,
  // One settlement per visit; names copied so the record outlives accounts.
  `create table visit_reviews (
    activity_id bigint primary key references activities (id) on delete cascade,
    decision text not null check (decision in ('COUNTED', 'NOT_COUNTED')),
    minutes integer not null check (minutes >= 0),
    note text not null check (char_length(note) between 1 and 200),
    reasons text[] not null,
    staff_id bigint references users (id) on delete set null,
    staff_name text not null,
    decided_at timestamptz not null,
    check (decision = 'COUNTED' or minutes = 0)
  )`,
];
