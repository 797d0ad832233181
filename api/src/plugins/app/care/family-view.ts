import { type ActivityStatus, type CareAlertOutcome, crisisKindLabel, type FamilySharingItem, type HelpType, toSeoulIso } from '@ieum/domain';
import type { Database, Queryable } from '../../../db/database';
import type { AuditAction } from '../../../domain/care-audit';
import { careError } from '../../../domain/care-errors';
import { alertStatus, outcomeLabel } from './alerts';
import { recordViews } from './audit';
import { monthlyPercentages } from './emotions';
import type { CareLinks } from './links';
import { sharingOf } from './sharing';

const UPCOMING_LIMIT = 50;
const PAST_LIMIT = 30;
const ALERT_LIMIT = 50;

interface VisitRow {
  matchingId: number;
  startTime: Date;
  type: HelpType;
  status: ActivityStatus;
  volunteerName: string | null;
}

interface FamilyViewDeps {
  db: Database;
  links: CareLinks;
  now: () => number;
}

/** What a linked family member sees, item by item as the older person shares it; every view is audited. */
export function createFamilyView({ db, links, now }: FamilyViewDeps) {
  /** Runs a view of one shared item: linked (else 404), shared (else 403 NOT_SHARED), audited. */
  async function view<T>(guardianId: number, elderlyId: number, item: FamilySharingItem | null, action: AuditAction, read: (tx: Queryable) => Promise<T>): Promise<T> {
    return db.transaction(async (tx) => {
      const person = await links.describe(tx, guardianId, elderlyId);
      if (item && !person.sharing[item]) throw careError('NOT_SHARED');
      const result = await read(tx);
      await recordViews(tx, guardianId, [elderlyId], action, new Date(now()));
      return result;
    });
  }

  const toVisit = (row: VisitRow) => ({
    matchingId: Number(row.matchingId),
    startTime: toSeoulIso(row.startTime),
    type: row.type,
    status: row.status,
    volunteerName: row.volunteerName,
  });

  return {
    person(guardianId: number, elderlyId: number) {
      return view(guardianId, elderlyId, null, 'FAMILY_PERSON', (tx) => links.describe(tx, guardianId, elderlyId));
    },

    upcomingVisits(guardianId: number, elderlyId: number) {
      return view(guardianId, elderlyId, 'shareUpcomingVisits', 'FAMILY_UPCOMING', async (tx) => {
        const rows = await tx.query<VisitRow>(
          `select a.id as "matchingId", a.start_time as "startTime", a.help_type as type, a.status, v.name as "volunteerName"
           from activities a left join users v on v.id = a.volunteer_id
           where a.elderly_id = $1 and a.status in ('MATCHING', 'PROGRESS') and a.start_time > $2
           order by a.start_time, a.id limit $3`,
          [elderlyId, new Date(now()), UPCOMING_LIMIT],
        );
        return rows.map(toVisit);
      });
    },

    pastVisits(guardianId: number, elderlyId: number) {
      return view(guardianId, elderlyId, 'sharePastVisits', 'FAMILY_PAST', async (tx) => {
        const photosShared = (await sharingOf(tx, elderlyId)).shareReviewPhotos;
        const rows = await tx.query<VisitRow & { content: string | null; imageUrls: string[] | null; writtenAt: Date | null; rating: number | null }>(
          `select a.id as "matchingId", a.start_time as "startTime", a.help_type as type, a.status, v.name as "volunteerName",
             r.content, r.image_urls as "imageUrls", r.created_at as "writtenAt", vr.score as rating
           from activities a left join users v on v.id = a.volunteer_id
             left join reviews r on r.activity_id = a.id left join volunteer_ratings vr on vr.activity_id = a.id
           where a.elderly_id = $1 and a.volunteer_id is not null
             and (a.status in ('REVIEWING', 'COMPLETED') or (a.status = 'PROGRESS' and a.start_time <= $2))
           order by a.start_time desc, a.id desc limit $3`,
          [elderlyId, new Date(now()), PAST_LIMIT],
        );
        return {
          photosShared,
          visits: rows.map((row) => ({
            ...toVisit(row),
            review:
              row.content === null || row.writtenAt === null
                ? null
                : { content: row.content, imageUrls: photosShared ? (row.imageUrls ?? []) : [], writtenAt: toSeoulIso(row.writtenAt) },
            rating: row.rating === null ? null : Number(row.rating),
          })),
        };
      });
    },

    emotions(guardianId: number, elderlyId: number) {
      return view(guardianId, elderlyId, 'shareEmotionChart', 'FAMILY_EMOTIONS', async (tx) => {
        const { month, sentimentPercentages } = await monthlyPercentages(tx, elderlyId, now());
        return { month, sentimentPercentages };
      });
    },

    alerts(guardianId: number, elderlyId: number) {
      return view(guardianId, elderlyId, 'shareCrisisAlerts', 'FAMILY_ALERTS', async (tx) => {
        const rows = await tx.query<{
          id: number;
          kind: string;
          message: string;
          createdAt: Date;
          acknowledgedAt: Date | null;
          closedAt: Date | null;
          outcome: CareAlertOutcome | null;
        }>(
          `select id, kind, message, created_at as "createdAt", acknowledged_at as "acknowledgedAt", closed_at as "closedAt", outcome
           from care_alerts where elderly_id = $1 and family_alerted order by created_at desc, id desc limit $2`,
          [elderlyId, ALERT_LIMIT],
        );
        return rows.map((row) => ({
          id: Number(row.id),
          status: alertStatus(row),
          kind: row.kind,
          kindLabel: crisisKindLabel(row.kind),
          message: row.message,
          createdAt: toSeoulIso(row.createdAt),
          acknowledgedAt: row.acknowledgedAt ? toSeoulIso(row.acknowledgedAt) : null,
          closedAt: row.closedAt ? toSeoulIso(row.closedAt) : null,
          outcome: row.outcome,
          outcomeLabel: outcomeLabel(row.outcome),
        }));
      });
    },
  };
}

export type FamilyView = ReturnType<typeof createFamilyView>;
