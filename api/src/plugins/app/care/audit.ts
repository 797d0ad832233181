import { CARE_AUDIT_DEFAULT_DAYS, DAY_MS, type DistrictCode, seoulWallClock, toSeoulIso } from '@ieum/domain';
import type { Queryable } from '../../../db/database';
import { type AuditAction, auditActionLabel } from '../../../domain/care-audit';
import { districtsInScope } from './access';

/**
 * Writes who saw which older people, one row per person, in the caller's transaction (so an answer
 * that was shown is never missing from the log). The names are copied: the log outlives accounts.
 */
export async function recordViews(tx: Queryable, actorId: number, elderlyIds: Iterable<number>, action: AuditAction, at: Date): Promise<void> {
  const ids = [...new Set(elderlyIds)];
  if (ids.length === 0) return;
  await tx.query(
    `insert into care_audit_log (actor_id, actor_name, actor_role, elderly_id, elderly_name, district, action, at)
     select a.id, a.name, a.user_type, p.id, p.name, p.district, $3, $4
     from users a, users p where a.id = $1 and p.id = any($2::bigint[]) and a.user_type in ('staff', 'guardian')`,
    [actorId, ids, action, at],
  );
}

export interface AuditQuery {
  from?: string;
  to?: string;
  district?: DistrictCode;
}

export interface AuditEntry {
  id: number;
  at: string;
  actor: { id: number; name: string; role: 'staff' | 'guardian' };
  elderly: { id: number; name: string };
  district: DistrictCode;
  action: string;
  actionLabel: string;
}

const MAX_ENTRIES_SHOWN = 500;
const MAX_ENTRIES_EXPORTED = 50_000;

/** [from 00:00, the day after `to` 00:00) in Seoul; by default the last 30 days. */
function period(query: AuditQuery, nowMs: number): { start: Date; end: Date } {
  const seoulDay = (text: string) => {
    const [year, month, day] = text.split('-').map(Number);
    return seoulWallClock(year, month, day);
  };
  const end = query.to ? new Date(seoulDay(query.to).getTime() + DAY_MS) : new Date(nowMs + 1);
  const start = query.from ? seoulDay(query.from) : new Date(end.getTime() - CARE_AUDIT_DEFAULT_DAYS * DAY_MS);
  return { start, end };
}

/** The log of the worker's districts, newest first. */
export async function auditEntries(tx: Queryable, staffId: number, query: AuditQuery, nowMs: number, forExport = false): Promise<AuditEntry[]> {
  const districts = await districtsInScope(tx, staffId, query.district);
  const { start, end } = period(query, nowMs);
  const rows = await tx.query<{
    id: number;
    at: Date;
    actorId: number | null;
    actorName: string;
    actorRole: 'staff' | 'guardian';
    elderlyId: number | null;
    elderlyName: string;
    district: DistrictCode;
    action: string;
  }>(
    `select id, at, actor_id as "actorId", actor_name as "actorName", actor_role as "actorRole", elderly_id as "elderlyId",
       elderly_name as "elderlyName", district, action
     from care_audit_log where district = any($1::text[]) and at >= $2 and at < $3
     order by at desc, id desc limit $4`,
    [districts, start, end, forExport ? MAX_ENTRIES_EXPORTED : MAX_ENTRIES_SHOWN],
  );
  return rows.map((row) => ({
    id: Number(row.id),
    at: toSeoulIso(row.at),
    actor: { id: Number(row.actorId ?? 0), name: row.actorName, role: row.actorRole },
    elderly: { id: Number(row.elderlyId ?? 0), name: row.elderlyName },
    district: row.district,
    action: row.action,
    actionLabel: auditActionLabel(row.action),
  }));
}
