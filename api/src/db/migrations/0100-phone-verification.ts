// Phone codes (api/README.md "Accounts"). Frozen once applied: add a new file instead of editing.
export const statements = [
  // One live code per number (a new code replaces the old). Only an HMAC of the code is stored.
  `create table phone_codes (
    phone text primary key check (phone ~ '^\\+8210[0-9]{8}$'),
    code_hash text not null,
    expires_at timestamptz not null,
    failed_attempts integer not null default 0 check (failed_attempts >= 0),
    created_at timestamptz not null default now()
  )`,
  // A number whose code was checked, usable once (signup or a profile phone change) until expires_at.
  `create table phone_verifications (
    phone text primary key check (phone ~ '^\\+8210[0-9]{8}$'),
    verified_at timestamptz not null,
    expires_at timestamptz not null
  )`,
];
