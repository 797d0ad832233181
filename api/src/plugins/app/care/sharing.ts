import { type CareSharing, DEFAULT_CARE_SHARING } from '@ieum/domain';
import type { Queryable } from '../../../db/database';

const COLUMNS: Record<keyof CareSharing, string> = {
  shareUpcomingVisits: 'share_upcoming_visits',
  sharePastVisits: 'share_past_visits',
  shareReviewPhotos: 'share_review_photos',
  shareEmotionChart: 'share_emotion_chart',
  shareCrisisAlerts: 'share_crisis_alerts',
  staffCrisisAlerts: 'staff_crisis_alerts',
};
const FIELDS = Object.keys(COLUMNS) as (keyof CareSharing)[];
const SELECT = FIELDS.map((field) => `${COLUMNS[field]} as "${field}"`).join(', ');

/** The older person's settings; the defaults until they first change one. */
export async function sharingOf(tx: Queryable, elderlyId: number): Promise<CareSharing> {
  const [row] = await tx.query<CareSharing>(`select ${SELECT} from care_sharing where elderly_id = $1`, [elderlyId]);
  return row ?? { ...DEFAULT_CARE_SHARING };
}

/** Changes the settings given, keeps the others (one statement, so two changes at once both land). */
export async function updateSharing(tx: Queryable, elderlyId: number, changes: Partial<CareSharing>, at: Date): Promise<CareSharing> {
  const merged = { ...DEFAULT_CARE_SHARING, ...changes };
  const given = FIELDS.filter((field) => changes[field] !== undefined);
  const [row] = await tx.query<CareSharing>(
    `insert into care_sharing (elderly_id, ${FIELDS.map((field) => COLUMNS[field]).join(', ')}, updated_at)
     values ($1, ${FIELDS.map((_, index) => `$${index + 2}`).join(', ')}, $${FIELDS.length + 2})
     on conflict (elderly_id) do update set ${[...given.map((field) => `${COLUMNS[field]} = excluded.${COLUMNS[field]}`), 'updated_at = excluded.updated_at'].join(', ')}
     returning ${SELECT}`,
    [elderlyId, ...FIELDS.map((field) => merged[field]), at],
  );
  return row;
}
