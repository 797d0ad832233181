// The volunteers each help request's recommendations showed (POST /api/elderly/recommend and its
// re-rank): the elderly user's pick must be one of them (api/README.md "Limits on help requests").
// Frozen once applied: add a new file instead.
export const statements = [
  `create table activity_recommendations (
     activity_id bigint not null references activities (id) on delete cascade,
     volunteer_id bigint not null references users (id) on delete cascade,
     shown_at timestamptz not null,
     primary key (activity_id, volunteer_id)
   )`,
  'create index activity_recommendations_volunteer_idx on activity_recommendations (volunteer_id)',
];
