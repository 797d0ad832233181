// 도움이 필요해요 during a visit (issue 27) becomes a risk signal of the elderly user, so the
// circle-of-care trigger turns it into a care alert for the district's welfare workers. Frozen once applied.
export const statements = [
  'alter table chat_risk_signals drop constraint chat_risk_signals_kind_check',
  `alter table chat_risk_signals add constraint chat_risk_signals_kind_check
   check (kind in ('SUICIDE', 'SELF_HARM', 'BURDEN', 'FAREWELL', 'ACUTE_ILLNESS', 'FALL', 'NOT_EATING', 'MEDICATION', 'VISIT_HELP'))`,
];
