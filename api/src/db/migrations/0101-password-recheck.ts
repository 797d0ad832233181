// Changing the password needs a recent check of the current one (api/README.md "Accounts").
// Frozen once applied.
export const statements = ['alter table users add column password_checked_until timestamptz'];
