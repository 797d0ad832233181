// The recommendation search at 100k volunteers (api/README.md "Who qualifies"): district and categories copied onto the
// weekly slots so one index finds the candidates without scanning users, a trigger that keeps the
// copy when a volunteer moves district, and a btree for the per-volunteer activity counts.
// Frozen once applied: add a new file instead.
export const statements = [
  'alter table volunteer_slots add column district text',
  'alter table volunteer_slots add column categories integer',
  `update volunteer_slots slot set district = u.district, categories = schedule.categories
   from users u, volunteer_schedules schedule
   where u.id = slot.volunteer_id and schedule.volunteer_id = slot.volunteer_id`,
  'alter table volunteer_slots alter column district set not null',
  'alter table volunteer_slots alter column categories set not null',
  'create index volunteer_slots_search_idx on volunteer_slots (district, week_minute) include (volunteer_id, categories)',
  'drop index volunteer_slots_week_minute_idx',
  `create function volunteer_slots_follow_district() returns trigger language plpgsql as $$
   begin
     update volunteer_slots set district = new.district where volunteer_id = new.id;
     return null;
   end
   $$`,
  `create trigger users_district_to_volunteer_slots after update of district on users
   for each row when (old.district is distinct from new.district) execute function volunteer_slots_follow_district()`,
  'create index activities_volunteer_status_start_idx on activities (volunteer_id, status, start_time) where volunteer_id is not null',
  'drop index activities_volunteer_start_idx',
];
