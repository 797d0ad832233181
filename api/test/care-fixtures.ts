// Shared set-up for the circle-of-care tests: welfare workers with districts, family members, a
// link between them, a crisis said to the companion (through the AI host's real internal route),
// and the SMS outbox. Builds on the matching fixtures (injected clock, fresh tokens).
import fs from 'node:fs';
import path from 'node:path';
import type { DistrictCode, EmotionLabel } from '@ieum/domain';
import { SERVICE_KEY_HEADER, serviceKey } from '@ieum/server-kit';
import type { NewUser } from '../src/plugins/app/users';
import { SMS_OUTBOX_FILE } from '../src/sms/outbox-sender';
import { type Actor, type MatchingTestApp, seoul, useMatchingTestApp } from './matching-fixtures';
import type { TestAppOptions } from './helper';

export interface CareTestApp extends MatchingTestApp {
  staff(districts?: DistrictCode[], overrides?: Partial<NewUser>): Promise<Actor>;
  guardian(overrides?: Partial<NewUser>): Promise<Actor>;
  /** Links the family member to the older person through the real code flow. */
  link(elderly: Actor, guardian: Actor): Promise<void>;
  /** The companion records a crisis (POST /internal/chat/exchange with risk); returns the alert id. */
  crisis(elderly: Actor, risk?: string, text?: string): Promise<number>;
  /** Stores user chat messages with these emotions at the current clock. */
  chat(elderly: Actor, emotions: EmotionLabel[]): Promise<void>;
  sms(): { to: string; text: string }[];
  /** Runs the sweep and waits for the SMS it sent. */
  sweep(): Promise<void>;
}

export function useCareTestApp(start = seoul('2026-12-01T09:00'), options: TestAppOptions = {}): CareTestApp {
  const t = useMatchingTestApp(start, options) as CareTestApp;
  let phones = 0;
  const nextPhone = () => `0109${String((phones += 1)).padStart(7, '0')}`;
  beforeEach(() => fs.rmSync(path.join(t.dataDir, SMS_OUTBOX_FILE), { force: true }));

  Object.assign(t, {
    async staff(this: CareTestApp, districts: DistrictCode[] = ['MAPO'], overrides: Partial<NewUser> = {}) {
      const staff = await this.actor('staff', { gender: null, district: districts[0], phone: nextPhone(), ...overrides });
      for (const [position, district] of districts.entries()) {
        await this.db.query('insert into staff_districts (staff_id, district, position) values ($1, $2, $3)', [staff.id, district, position]);
      }
      return staff;
    },
    guardian(this: CareTestApp, overrides: Partial<NewUser> = {}) {
      return this.actor('guardian', { name: '최민수', phone: nextPhone(), ...overrides });
    },
    async link(this: CareTestApp, elderly: Actor, guardian: Actor) {
      const code = await elderly.inject({ method: 'POST', url: '/api/elderly/care/link-code' });
      if (code.statusCode !== 201) throw new Error(`link code failed: ${code.body}`);
      const linked = await guardian.inject({ method: 'POST', url: '/api/guardian/links', payload: { code: code.json().code } });
      if (linked.statusCode !== 201) throw new Error(`link failed: ${linked.body}`);
    },
    async crisis(this: CareTestApp, elderly: Actor, risk = 'FALL', text = '화장실에서 넘어져서 일어날 수가 없어요') {
      const response = await this.inject({
        method: 'POST',
        url: '/internal/chat/exchange',
        headers: { [SERVICE_KEY_HEADER]: serviceKey(new TextEncoder().encode(this.config.JWT_SECRET!)) },
        payload: { userId: elderly.id, user: { text, emotion: '불안' }, ai: { text: '많이 놀라셨겠어요. 119에 전화해 주세요.', audioPath: null }, risk },
      });
      if (response.statusCode !== 200) throw new Error(`exchange failed: ${response.body}`);
      const [alert] = await this.db.query<{ id: number }>('select id from care_alerts where elderly_id = $1 order by id desc limit 1', [elderly.id]);
      return Number(alert.id);
    },
    async chat(this: CareTestApp, elderly: Actor, emotions: EmotionLabel[]) {
      for (const emotion of emotions) {
        await this.db.query(`insert into chat_messages (user_id, sender, text, emotion, created_at) values ($1, 'user', '오늘 이야기', $2, $3)`, [
          elderly.id,
          emotion,
          new Date(this.clock.now()),
        ]);
      }
    },
    sms(this: CareTestApp) {
      const file = path.join(this.dataDir, SMS_OUTBOX_FILE);
      if (!fs.existsSync(file)) return [];
      return fs
        .readFileSync(file, 'utf8')
        .trim()
        .split('\n')
        .map((line) => JSON.parse(line) as { to: string; text: string });
    },
    async sweep(this: CareTestApp) {
      await this.tick();
      await this.app.careSms.idle();
    },
  });
  return t;
}

/** The local 010 number of an outbox recipient (+8210... -> 010...). */
export function localPhone(international: string): string {
  return `0${international.slice(3)}`;
}
