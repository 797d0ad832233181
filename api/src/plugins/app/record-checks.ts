import type { DistrictCode, RecordCheckType } from '@ieum/domain';
import fp from 'fastify-plugin';
import type { Database } from '../../db/database';
import { visitError } from '../../domain/visit-errors';
import { staffDistricts } from './care/access';

declare module 'fastify' {
  interface FastifyInstance {
    recordChecks: RecordChecks;
  }
}


export interface RecordCheckRow {
  id: number;
  volunteerId: number;
  volunteerName: string;
  district: DistrictCode;
  status: 'PENDING' | 'VERIFIED' | 'REJECTED';
  uploadedAt: Date;
  decidedAt: Date | null;
  hasDocument: boolean;
  views: number;
}

const SELECT = `select c.id, c.volunteer_id as "volunteerId", u.name as "volunteerName", c.district, c.status,
  c.uploaded_at as "uploadedAt", c.decided_at as "decidedAt", (c.document is not null) as "hasDocument",
  (select count(*) from record_check_views v where v.check_id = c.id)::int as views
  from volunteer_record_checks c join users u on u.id = c.volunteer_id`;

/**
 * The criminal-record check (api/README.md "Visits and volunteer hours", trust): the volunteer
 * uploads, a worker of the volunteer's district opens (audited) and decides, the document is
 * removed at the decision. Workers of other districts get 404 as for a missing check.
 */
export function createRecordChecks({ db, now }: { db: Database; now: () => number }) {
  async function visibleTo(staffId: number, checkId: number) {
    const districts = await staffDistricts(db, staffId);
    const [row] = await db.query<RecordCheckRow>(`${SELECT} where c.id = $1 and c.district = any($2::text[])`, [checkId, districts]);
    if (!row) throw visitError('RECORD_CHECK_NOT_FOUND');
    return row;
  }

  return {
    async upload(volunteerId: number, contentType: RecordCheckType, document: Buffer): Promise<RecordCheckRow> {
      const [user] = await db.query<{ district: DistrictCode }>("select district from users where id = $1 and user_type = 'volunteer'", [volunteerId]);
      if (!user) throw visitError('USER_TYPE_MISMATCH');
      const [pending] = await db.query("select 1 from volunteer_record_checks where volunteer_id = $1 and status = 'PENDING'", [volunteerId]);
      if (pending) throw visitError('RECORD_CHECK_PENDING');
      const [{ id }] = await db.query<{ id: number }>(
        `insert into volunteer_record_checks (volunteer_id, district, document, content_type, status, uploaded_at)
         values ($1, $2, $3, $4, 'PENDING', $5) returning id`,
        [volunteerId, user.district, document, contentType, new Date(now())],
      );
      const [row] = await db.query<RecordCheckRow>(`${SELECT} where c.id = $1`, [id]);
      return row;
    },

    /** The volunteer's own latest check (no document). */
    async mine(volunteerId: number): Promise<RecordCheckRow | null> {
      const [row] = await db.query<RecordCheckRow>(`${SELECT} where c.volunteer_id = $1 order by c.uploaded_at desc, c.id desc limit 1`, [volunteerId]);
      return row ?? null;
    },

    async pendingFor(staffId: number): Promise<RecordCheckRow[]> {
      const districts = await staffDistricts(db, staffId);
      return db.query<RecordCheckRow>(`${SELECT} where c.status = 'PENDING' and c.district = any($1::text[]) order by c.uploaded_at`, [districts]);
    },

    /** Opens the document; the view is logged in the same transaction as the read. */
    async open(staffId: number, checkId: number): Promise<{ contentType: string; document: Buffer }> {
      await visibleTo(staffId, checkId);
      return db.transaction(async (tx) => {
        const [row] = await tx.query<{ contentType: string; document: Buffer | Uint8Array | null }>(
          'select content_type as "contentType", document from volunteer_record_checks where id = $1',
          [checkId],
        );
        if (!row.document) throw visitError('RECORD_CHECK_REMOVED');
        await tx.query(
          'insert into record_check_views (check_id, staff_id, staff_name, viewed_at) select $1, id, name, $3 from users where id = $2',
          [checkId, staffId, new Date(now())],
        );
        return { contentType: row.contentType, document: Buffer.from(row.document) };
      });
    },

    /** VERIFIED or REJECTED; the document is deleted at once. */
    async decide(staffId: number, checkId: number, verified: boolean): Promise<RecordCheckRow> {
      const check = await visibleTo(staffId, checkId);
      if (check.status !== 'PENDING') throw visitError('RECORD_CHECK_DECIDED');
      const at = new Date(now());
      await db.query(
        `update volunteer_record_checks set status = $2, decided_at = $3, decided_by = $4, document = null, document_removed_at = $3
         where id = $1 and status = 'PENDING'`,
        [checkId, verified ? 'VERIFIED' : 'REJECTED', at, staffId],
      );
      return visibleTo(staffId, checkId);
    },

    async viewsOf(staffId: number, checkId: number) {
      await visibleTo(staffId, checkId);
      return db.query<{ staffName: string; viewedAt: Date }>(
        'select staff_name as "staffName", viewed_at as "viewedAt" from record_check_views where check_id = $1 order by viewed_at, id',
        [checkId],
      );
    },
  };
}

export type RecordChecks = ReturnType<typeof createRecordChecks>;

export const recordChecksPlugin = fp(
  async (app, { now = Date.now }: { now?: () => number }) => {
    app.decorate('recordChecks', createRecordChecks({ db: app.db, now }));
  },
  { name: 'record-checks', dependencies: ['database'] },
);
