// Help requests arranged by talking to the companion (issue 26): where a request was made, and
// the draft of one being arranged, kept here so any AI host (a restart, a replica) goes on with it.
// Frozen once applied: add a new file instead.
export const statements = [
  `alter table activities add column requested_in text not null default 'form' check (requested_in in ('form', 'chat'))`,
  `create index activities_chat_requests_idx on activities (elderly_id, created_at desc) where requested_in = 'chat'`,
  `create table chat_help_drafts (
    user_id bigint primary key references users (id) on delete cascade,
    draft jsonb not null check (jsonb_typeof(draft) = 'object' and octet_length(draft::text) <= 4000),
    updated_at timestamptz not null
  )`,
];
