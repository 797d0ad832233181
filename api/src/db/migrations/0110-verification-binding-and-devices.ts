// Phone verifications bound to the client that checked the code, lookups by phone for account
// recovery, and the devices an account has signed in on (api/README.md "Accounts", "Sessions").
// Frozen once applied: add a new file instead of editing.
export const statements = [
  // Only a SHA-256 of the token the checking client got back; rows of earlier versions have none and cannot be used.
  'alter table phone_verifications add column token_hash text',
  // 아이디 찾기 and the one-account-per-phone-and-role rule look users up by number.
  'create index users_phone_user_type_idx on users (phone, user_type)',
  // A device (the ieum_device cookie, stored as SHA-256) that signed in to the account: failed
  // logins elsewhere never lock it out.
  `create table login_devices (
    user_id bigint not null references users (id) on delete cascade,
    device_hash text not null,
    last_seen_at timestamptz not null default now(),
    primary key (user_id, device_hash)
  )`,
];
