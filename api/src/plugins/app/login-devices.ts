import fp from 'fastify-plugin';
import type { Queryable } from '../../db/database';
import { sha256Hex } from '../../lib/random';

declare module 'fastify' {
  interface FastifyInstance {
    loginDevices: LoginDevices;
  }
}

/**
 * Devices (the ieum_device cookie) that signed in to an account, or reset its password with the
 * phone's code. Failed logins from anywhere else never lock such a device out (routes/sessions/login.ts).
 */
export function createLoginDevices(db: Queryable) {
  return {
    async remember(userId: number, deviceId: string, tx: Queryable = db): Promise<void> {
      await tx.query(
        `insert into login_devices (user_id, device_hash, last_seen_at) values ($1, $2, now())
         on conflict (user_id, device_hash) do update set last_seen_at = now()`,
        [userId, sha256Hex(deviceId)],
      );
    },

    async isKnown(userId: number, deviceId: string | undefined): Promise<boolean> {
      if (!deviceId) return false;
      const rows = await db.query('select 1 from login_devices where user_id = $1 and device_hash = $2', [userId, sha256Hex(deviceId)]);
      return rows.length > 0;
    },
  };
}

export type LoginDevices = ReturnType<typeof createLoginDevices>;

export const loginDevicesPlugin = fp(
  async (app) => {
    app.decorate('loginDevices', createLoginDevices(app.db));
  },
  { name: 'login-devices', dependencies: ['database'] },
);
