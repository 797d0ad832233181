import { randomInt } from 'node:crypto';
import { districtName, helpTypeLabel, minutesToHours, toSeoulDate, toSeoulIso } from '@ieum/domain';
import fp from 'fastify-plugin';
import type { Database } from '../../db/database';
import { visitError } from '../../domain/visit-errors';
import { toCsv } from '../../lib/csv';
import { type CertificateLine, certificatePdf } from '../../lib/certificate-pdf';
import type { ConfirmedVisit, Visits } from './visits';

declare module 'fastify' {
  interface FastifyInstance {
    hourCertificates: HourCertificates;
  }
}

// Certificate codes: IEUM-XXXX-XXXX from 31 unambiguous characters (about 40 bits), checked only
// through the rate-limited public route.
const CODE_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
const newCertificateCode = () => {
  const part = () => Array.from({ length: 4 }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('');
  return `IEUM-${part()}-${part()}`;
};
export const CERTIFICATE_CODE_PATTERN = /^IEUM-[2-9A-HJ-NP-Z]{4}-[2-9A-HJ-NP-Z]{4}$/;

/** "김하늘" -> "김*늘", "이산" -> "이*": enough for a checker holding the paper, not for a stranger. */
export function maskPersonName(name: string): string {
  const chars = [...name];
  if (chars.length <= 1) return name;
  if (chars.length === 2) return `${chars[0]}*`;
  return chars[0] + '*'.repeat(chars.length - 2) + chars[chars.length - 1];
}

const hhmm = (instant: Date | number) => toSeoulIso(instant).slice(11, 16);

/** A confirmed visit as one line of the certificate, the CSV and the public check. */
function lineOf(visit: ConfirmedVisit): CertificateLine & { minutes: number } {
  return {
    date: toSeoulDate(visit.arrivedAt),
    start: hhmm(visit.arrivedAt),
    end: hhmm(visit.finishedAt),
    hours: String(minutesToHours(visit.minutes)),
    minutes: visit.minutes,
    activity: `${helpTypeLabel(visit.helpType)} 돌봄 (어르신 댁 방문)`,
    place: `서울특별시 ${districtName(visit.district)}`,
  };
}

/**
 * The CSV of confirmed visits for bulk registration on the national volunteer portals
 * (api/README.md "Visits and volunteer hours": the layout followed, which is not an official template).
 */
export const PORTAL_CSV_HEADER = [
  '순번', '성명', '활동일자', '시작시간', '종료시간', '인정시간(시간)', '인정시간(분)', '활동분야', '활동내용', '활동장소', '확인코드',
] as const;

export function createHourCertificates({ db, now, visits, publicAppUrl }: { db: Database; now: () => number; visits: Visits; publicAppUrl: string }) {
  const verifyUrl = (code: string) => `${publicAppUrl.replace(/\/$/, '')}/verify?code=${code}`;

  async function volunteerName(volunteerId: number): Promise<string> {
    const [user] = await db.query<{ name: string }>('select name from users where id = $1', [volunteerId]);
    return user?.name ?? '';
  }

  /** Snapshots the confirmed visits under a new code (every issue is its own certificate). */
  async function issue(volunteerId: number) {
    const { visits: confirmed, totalMinutes } = await visits.hours(volunteerId);
    if (confirmed.length === 0) throw visitError('NO_CONFIRMED_VISITS');
    const lines = confirmed.map(lineOf).toReversed();
    const name = await volunteerName(volunteerId);
    const code = newCertificateCode();
    const issuedAt = new Date(now());
    await db.query(
      `insert into hour_certificates (code, volunteer_id, volunteer_name, total_minutes, visit_count, visits, issued_at)
       values ($1, $2, $3, $4, $5, $6, $7)`,
      [code, volunteerId, name, totalMinutes, lines.length, JSON.stringify(lines), issuedAt],
    );
    return { code, name, issuedAt, totalMinutes, lines };
  }

  return {
    issue,

    async pdf(volunteerId: number): Promise<{ code: string; pdf: Buffer }> {
      const certificate = await issue(volunteerId);
      const pdf = await certificatePdf({
        code: certificate.code,
        volunteerName: certificate.name,
        issuedDate: toSeoulDate(certificate.issuedAt),
        totalHours: String(minutesToHours(certificate.totalMinutes)),
        lines: certificate.lines,
        verifyUrl: verifyUrl(certificate.code),
      });
      return { code: certificate.code, pdf };
    },

    /** The CSV carries the code of a certificate issued with it, so a portal clerk can check the rows. */
    async csv(volunteerId: number): Promise<{ code: string; csv: string }> {
      const certificate = await issue(volunteerId);
      const rows = certificate.lines.map((line, index) => [
        index + 1, certificate.name, line.date, line.start, line.end,
        Math.floor(line.minutes / 60), line.minutes % 60, '노인복지', line.activity, line.place, certificate.code,
      ]);
      return { code: certificate.code, csv: toCsv(PORTAL_CSV_HEADER, rows) };
    },

    /** The public check: what the certificate says, with the name masked. Unknown codes: CERTIFICATE_NOT_FOUND. */
    async verify(code: string) {
      const normalized = code.trim().toUpperCase();
      if (!CERTIFICATE_CODE_PATTERN.test(normalized)) throw visitError('CERTIFICATE_NOT_FOUND');
      const [row] = await db.query<{ code: string; volunteerName: string; totalMinutes: number; visitCount: number; visits: unknown; issuedAt: Date }>(
        `select code, volunteer_name as "volunteerName", total_minutes as "totalMinutes", visit_count as "visitCount", visits, issued_at as "issuedAt"
         from hour_certificates where code = $1`,
        [normalized],
      );
      if (!row) throw visitError('CERTIFICATE_NOT_FOUND');
      const lines = (typeof row.visits === 'string' ? JSON.parse(row.visits) : row.visits) as (CertificateLine & { minutes: number })[];
      return {
        code: row.code,
        volunteerName: maskPersonName(row.volunteerName),
        issuedAt: toSeoulIso(row.issuedAt),
        totalHours: minutesToHours(Number(row.totalMinutes)),
        visitCount: Number(row.visitCount),
        visits: lines.map((line) => ({ date: line.date, start: line.start, end: line.end, hours: Number(line.hours) })),
      };
    },
  };
}

export type HourCertificates = ReturnType<typeof createHourCertificates>;

export const hourCertificatesPlugin = fp(
  async (app, { now = Date.now }: { now?: () => number }) => {
    app.decorate('hourCertificates', createHourCertificates({ db: app.db, now, visits: app.visits, publicAppUrl: app.config.PUBLIC_APP_URL }));
  },
  { name: 'hour-certificates', dependencies: ['database', 'visits', 'config'] },
);
