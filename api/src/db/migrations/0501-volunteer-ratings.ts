// Ratings: after a visit is done (REVIEWING or COMPLETED) its elderly user rates the volunteer 1-5
// with an optional short comment, once per activity. Frozen once applied: add a new file instead.
export const statements = [
  `create table volunteer_ratings (
     activity_id bigint primary key references activities (id) on delete cascade,
     elderly_id bigint not null references users (id) on delete cascade,
     volunteer_id bigint not null references users (id) on delete cascade,
     score smallint not null check (score between 1 and 5),
     comment text not null default '' check (char_length(comment) <= 200),
     created_at timestamptz not null default now()
   )`,
  'create index volunteer_ratings_volunteer_idx on volunteer_ratings (volunteer_id) include (score)',
];
