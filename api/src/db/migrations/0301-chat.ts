// Frozen history: never edit an applied migration; add a new file instead.
// The AI companion's storage. The API owns these tables; the AI host reaches them only through
// the internal routes in routes/chatbot/internal.ts (PGlite is one process).
export const statements = [
  `create table chatbots (
    user_id bigint primary key references users (id) on delete cascade,
    name text not null check (char_length(name) between 1 and 20),
    profile_image text not null,
    updated_at timestamptz not null default now()
  )`,
  `create table chat_messages (
    id bigint generated always as identity primary key,
    user_id bigint not null references users (id) on delete cascade,
    sender text not null check (sender in ('user', 'ai')),
    text text not null check (char_length(text) between 1 and 2000),
    emotion text check (emotion in ('기쁨', '평온', '설렘', '슬픔', '외로움', '불안', '분노')),
    audio_path text,
    created_at timestamptz not null default now(),
    check ((sender = 'user') = (emotion is not null))
  )`,
  'create index chat_messages_user_created_idx on chat_messages (user_id, created_at, id)',
  `create table chat_memories (
    user_id bigint not null references users (id) on delete cascade,
    kind text not null check (char_length(kind) between 1 and 40),
    value text not null check (char_length(value) between 1 and 200),
    created_at timestamptz not null default now(),
    mentioned_at timestamptz,
    primary key (user_id, kind)
  )`,
  `create table chat_risk_signals (
    id bigint generated always as identity primary key,
    user_id bigint not null references users (id) on delete cascade,
    kind text not null check (kind in ('SUICIDE', 'SELF_HARM', 'ACUTE_ILLNESS', 'FALL', 'NOT_EATING')),
    message text not null check (char_length(message) between 1 and 2000),
    created_at timestamptz not null default now()
  )`,
  'create index chat_risk_signals_user_idx on chat_risk_signals (user_id, created_at)',
  `create table chat_visit_offers (
    user_id bigint primary key references users (id) on delete cascade,
    offered_at timestamptz not null
  )`,
  `create table chat_monthly_analyses (
    user_id bigint not null references users (id) on delete cascade,
    month text not null check (month ~ '^[0-9]{4}-[0-9]{2}$'),
    percentages jsonb not null,
    feedback text not null,
    computed_at timestamptz not null default now(),
    primary key (user_id, month)
  )`,
];
