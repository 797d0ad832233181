// Frozen history: never edit an applied migration; add a new file instead.
export const statements = [
  `create table users (
    id bigint generated always as identity primary key,
    username text not null check (char_length(username) between 1 and 50),
    password_hash text not null,
    user_type text not null check (user_type in ('volunteer', 'elderly')),
    name text not null check (char_length(name) between 1 and 50),
    birth_date date,
    age integer check (age between 0 and 150),
    gender text not null check (gender in ('male', 'female')),
    phone text not null,
    district text not null check (district in (
      'GANGNAM', 'GANGDONG', 'GANGBUK', 'GANGSEO', 'GWANAK', 'GWANGJIN', 'GURO', 'GEUMCHEON',
      'NOWON', 'DOBONG', 'DONGDAEMUN', 'DONGJAK', 'MAPO', 'SEODAEMUN', 'SEOCHO', 'SEONGDONG',
      'SEONGBUK', 'SONGPA', 'YANGCHEON', 'YEONGDEUNGPO', 'YONGSAN', 'EUNPYEONG', 'JONGNO')),
    address_detail text not null default '',
    profile_image text,
    bio text check (char_length(bio) <= 100),
    push_subscription jsonb,
    kakao_id text unique,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now()
  )`,
  // Usernames are unique across both roles regardless of letter case.
  'create unique index users_username_lower_key on users (lower(username))',
  `create table refresh_tokens (
    id bigint generated always as identity primary key,
    user_id bigint not null references users (id) on delete cascade,
    family_id uuid not null,
    token_hash text not null unique,
    expires_at timestamptz not null,
    created_at timestamptz not null default now(),
    rotated_at timestamptz,
    revoked_at timestamptz
  )`,
  'create index refresh_tokens_family_id_idx on refresh_tokens (family_id)',
  'create index refresh_tokens_user_id_idx on refresh_tokens (user_id)',
];
