// The companion's safety layers (ai/README.md "Safety layers"): a risk signal has a level. A
// 'concern' (a dark but unclear message, answered with a gentle question) is kept for the
// welfare staff view but raises no alert; only a 'crisis' does. Three more kinds: being a
// burden, a farewell, medication confusion (a possible double dose). A concern may have no kind.
// Frozen once applied: add a new file instead.
export const statements = [
  `alter table chat_risk_signals add column level text not null default 'crisis' check (level in ('concern', 'crisis'))`,
  'alter table chat_risk_signals alter column kind drop not null',
  'alter table chat_risk_signals drop constraint chat_risk_signals_kind_check',
  `alter table chat_risk_signals add constraint chat_risk_signals_kind_check
   check (kind in ('SUICIDE', 'SELF_HARM', 'BURDEN', 'FAREWELL', 'ACUTE_ILLNESS', 'FALL', 'NOT_EATING', 'MEDICATION'))`,
  `alter table chat_risk_signals add constraint chat_risk_signals_crisis_kind check (level = 'concern' or kind is not null)`,
  'drop trigger chat_risk_signals_raise_care_alert on chat_risk_signals',
  `create trigger chat_risk_signals_raise_care_alert after insert on chat_risk_signals
   for each row when (new.level = 'crisis') execute function care_alert_from_signal()`,
];
