// The password-check window belongs to the sign-in session that checked, not to the account. Frozen once applied.
export const statements = ['alter table users add column password_checked_session uuid'];
