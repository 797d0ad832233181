// Who may see whom in the circle of care, and the older person as the worker sees them. Every
// query that returns a person's data filters by one of these, so a person outside a worker's
// districts (or a family member's links) simply does not exist for them.
import type { DistrictCode, Gender } from '@ieum/domain';
import type { Queryable } from '../../../db/database';
import { ageOnBirthDate } from '../../../domain/birth-date';
import { careError } from '../../../domain/care-errors';

export interface StaffPerson {
  elderlyId: number;
  name: string;
  age: number | null;
  gender: Gender | null;
  phone: string;
  district: DistrictCode;
  addressDetail: string;
}

/** The columns of StaffPerson from users aliased `alias`, prefixed `p_` (raw birth date and age). */
export function personColumns(alias: string): string {
  return `${alias}.id as "p_id", ${alias}.name as "p_name", ${alias}.age as "p_age", ${alias}.birth_date as "p_birthDate",
    ${alias}.gender as "p_gender", ${alias}.phone as "p_phone", ${alias}.district as "p_district", ${alias}.address_detail as "p_detail"`;
}

export interface PersonRow {
  p_id: number;
  p_name: string;
  p_age: number | null;
  p_birthDate: string | null;
  p_gender: Gender | null;
  p_phone: string;
  p_district: DistrictCode;
  p_detail: string;
}

export function toStaffPerson(row: PersonRow, nowMs: number): StaffPerson {
  return {
    elderlyId: Number(row.p_id),
    name: row.p_name,
    // A stored age goes stale on the next birthday; the birth date does not.
    age: row.p_birthDate ? ageOnBirthDate(row.p_birthDate, nowMs) : row.p_age,
    gender: row.p_gender,
    phone: row.p_phone,
    district: row.p_district,
    addressDetail: row.p_detail,
  };
}

/** A worker's districts, first one first; a disabled or unknown account has none (its tokens end anyway). */
export async function staffDistricts(tx: Queryable, staffId: number): Promise<DistrictCode[]> {
  const rows = await tx.query<{ district: DistrictCode }>(
    `select d.district from staff_districts d join users u on u.id = d.staff_id
     where d.staff_id = $1 and u.user_type = 'staff' and u.disabled_at is null order by d.position, d.district`,
    [staffId],
  );
  return rows.map((row) => row.district);
}

/** The districts a list covers: all the worker's, or the one asked for if it is theirs (else 404). */
export async function districtsInScope(tx: Queryable, staffId: number, only?: DistrictCode): Promise<DistrictCode[]> {
  const districts = await staffDistricts(tx, staffId);
  if (only === undefined) return districts;
  if (!districts.includes(only)) throw careError('DISTRICT_NOT_FOUND');
  return [only];
}

/** The older person, if linked to this family member (else 404 PERSON_NOT_FOUND). */
export async function linkedPerson(
  tx: Queryable,
  guardianId: number,
  elderlyId: number,
): Promise<{ elderlyId: number; name: string; district: DistrictCode; linkedAt: Date }> {
  const [row] = await tx.query<{ elderlyId: number; name: string; district: DistrictCode; linkedAt: Date }>(
    `select u.id as "elderlyId", u.name, u.district, l.created_at as "linkedAt"
     from care_links l join users u on u.id = l.elderly_id
     where l.guardian_id = $1 and l.elderly_id = $2 and u.user_type = 'elderly'`,
    [guardianId, elderlyId],
  );
  if (!row) throw careError('PERSON_NOT_FOUND');
  return { ...row, elderlyId: Number(row.elderlyId) };
}
