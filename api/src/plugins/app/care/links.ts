import { createHmac, randomInt } from 'node:crypto';
import {
  CARE_LINK_CODE_LENGTH,
  CARE_LINK_CODE_VALID_MINUTES,
  type DistrictCode,
  FAMILY_SHARING_ITEM_CODES,
  type FamilySharingItem,
  MAX_GUARDIANS_PER_PERSON,
  MAX_PEOPLE_PER_GUARDIAN,
  MINUTE_MS,
  toSeoulIso,
} from '@ieum/domain';
import type { Database, Queryable } from '../../../db/database';
import { isDatabaseError, UNIQUE_VIOLATION } from '../../../db/errors';
import { careError } from '../../../domain/care-errors';
import { careLinkedText } from '../../../domain/care-notification-texts';
import type { Notifications } from '../notifications';
import { linkedPerson } from './access';
import { sharingOf } from './sharing';

const CODE_TRIES = 5;
// Advisory lock classes (api/README.md): one older person's links, one family member's links.
const PERSON_LINKS_LOCK = 4801;
const GUARDIAN_LINKS_LOCK = 4802;

export interface LinkedPerson {
  elderlyId: number;
  name: string;
  district: DistrictCode;
  linkedAt: string;
  sharing: Record<FamilySharingItem, boolean>;
}

interface LinksDeps {
  db: Database;
  notifications: Notifications;
  /** The key the codes' HMACs are made with (derived from the server secret). */
  codeKey: Buffer;
  now: () => number;
}

/** The consent link: one-time codes, linking, unlinking (api/README.md "Linking family"). */
export function createCareLinks({ db, notifications, codeKey, now }: LinksDeps) {
  const hashOf = (code: string) => createHmac('sha256', codeKey).update(code).digest('hex');

  async function describe(tx: Queryable, guardianId: number, elderlyId: number): Promise<LinkedPerson> {
    const person = await linkedPerson(tx, guardianId, elderlyId);
    const sharing = await sharingOf(tx, elderlyId);
    return {
      elderlyId: person.elderlyId,
      name: person.name,
      district: person.district,
      linkedAt: toSeoulIso(person.linkedAt),
      sharing: Object.fromEntries(FAMILY_SHARING_ITEM_CODES.map((item) => [item, sharing[item]])) as Record<FamilySharingItem, boolean>,
    };
  }

  return {
    /** A fresh code replacing the person's previous one; the code itself is only in this answer. */
    async createCode(elderlyId: number): Promise<{ code: string; expiresAt: string; validSeconds: number }> {
      const validMs = CARE_LINK_CODE_VALID_MINUTES * MINUTE_MS;
      for (let attempt = 1; ; attempt += 1) {
        const code = String(randomInt(0, 10 ** CARE_LINK_CODE_LENGTH)).padStart(CARE_LINK_CODE_LENGTH, '0');
        const at = new Date(now());
        const expiresAt = new Date(at.getTime() + validMs);
        try {
          await db.transaction(async (tx) => {
            await tx.query('delete from care_link_codes where expires_at <= $1', [at]);
            await tx.query(
              `insert into care_link_codes (elderly_id, code_hash, expires_at, created_at) values ($1, $2, $3, $4)
               on conflict (elderly_id) do update set code_hash = excluded.code_hash, expires_at = excluded.expires_at, created_at = excluded.created_at`,
              [elderlyId, hashOf(code), expiresAt, at],
            );
          });
          return { code, expiresAt: toSeoulIso(expiresAt), validSeconds: validMs / 1000 };
        } catch (error) {
          // Another person's live code is the same six digits: draw again.
          if (attempt < CODE_TRIES && isDatabaseError(error, UNIQUE_VIOLATION, 'care_link_codes_code_hash_key')) continue;
          throw error;
        }
      }
    },

    async cancelCode(elderlyId: number): Promise<void> {
      await db.query('delete from care_link_codes where elderly_id = $1', [elderlyId]);
    },

    /** Uses the code up and links the family member, within both sides' limits, and tells the older person. */
    async link(guardianId: number, code: string): Promise<LinkedPerson> {
      return notifications.withNotifications(async (tx, notify) => {
        const at = new Date(now());
        const [found] = await tx.query<{ elderlyId: number }>(
          `select c.elderly_id as "elderlyId" from care_link_codes c join users u on u.id = c.elderly_id
           where c.code_hash = $1 and c.expires_at > $2 and u.user_type = 'elderly'`,
          [hashOf(code), at],
        );
        if (!found) throw careError('LINK_CODE_INVALID');
        const elderlyId = Number(found.elderlyId);
        // Two codes used at once must not pass a limit: the older person first, then the family member.
        await tx.query('select pg_advisory_xact_lock($1, $2)', [PERSON_LINKS_LOCK, elderlyId]);
        await tx.query('select pg_advisory_xact_lock($1, $2)', [GUARDIAN_LINKS_LOCK, guardianId]);
        const [counts] = await tx.query<{ guardians: number; people: number; linked: boolean }>(
          `select (select count(*) from care_links where elderly_id = $1)::int as guardians,
                  (select count(*) from care_links where guardian_id = $2)::int as people,
                  exists (select 1 from care_links where elderly_id = $1 and guardian_id = $2) as linked`,
          [elderlyId, guardianId],
        );
        if (counts.linked) throw careError('ALREADY_LINKED');
        if (counts.guardians >= MAX_GUARDIANS_PER_PERSON) throw careError('TOO_MANY_GUARDIANS');
        if (counts.people >= MAX_PEOPLE_PER_GUARDIAN) throw careError('TOO_MANY_PEOPLE');
        const used = await tx.query('delete from care_link_codes where code_hash = $1 and expires_at > $2 returning elderly_id', [hashOf(code), at]);
        if (used.length === 0) throw careError('LINK_CODE_INVALID');
        await tx.query('insert into care_links (elderly_id, guardian_id, created_at) values ($1, $2, $3)', [elderlyId, guardianId, at]);
        const [guardian] = await tx.query<{ name: string }>('select name from users where id = $1', [guardianId]);
        await notify([{ recipientId: elderlyId, kind: 'CARE_LINKED', activityId: null, ...careLinkedText(guardian?.name ?? '') }]);
        return describe(tx, guardianId, elderlyId);
      });
    },

    async guardiansOf(elderlyId: number): Promise<{ guardianId: number; name: string; phone: string; linkedAt: string }[]> {
      const rows = await db.query<{ guardianId: number; name: string; phone: string; linkedAt: Date }>(
        `select u.id as "guardianId", u.name, u.phone, l.created_at as "linkedAt"
         from care_links l join users u on u.id = l.guardian_id where l.elderly_id = $1 order by l.created_at, u.id`,
        [elderlyId],
      );
      return rows.map((row) => ({ guardianId: Number(row.guardianId), name: row.name, phone: row.phone, linkedAt: toSeoulIso(row.linkedAt) }));
    },

    async peopleOf(guardianId: number): Promise<LinkedPerson[]> {
      return db.transaction(async (tx) => {
        const rows = await tx.query<{ elderlyId: number }>(
          'select elderly_id as "elderlyId" from care_links where guardian_id = $1 order by created_at, elderly_id',
          [guardianId],
        );
        const people: LinkedPerson[] = [];
        for (const row of rows) people.push(await describe(tx, guardianId, Number(row.elderlyId)));
        return people;
      });
    },

    /** Either side ends the link at once; the other side learns it from an empty list or a 404. */
    async unlink(elderlyId: number, guardianId: number, by: 'elderly' | 'guardian'): Promise<void> {
      const rows = await db.query('delete from care_links where elderly_id = $1 and guardian_id = $2 returning elderly_id', [elderlyId, guardianId]);
      if (rows.length === 0) throw careError(by === 'elderly' ? 'GUARDIAN_NOT_FOUND' : 'PERSON_NOT_FOUND');
    },

    describe,
  };
}

export type CareLinks = ReturnType<typeof createCareLinks>;
