import { AppError } from '@ieum/server-kit';
import fp from 'fastify-plugin';

// Temporary: the contract is in place (routes, schemas); the services follow.
declare module 'fastify' {
  interface FastifyInstance {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    careLinks: any; careSharing: any; family: any; careAlerts: any; careStaff: any; careAudit: any;
  }
}

const notReady = () => {
  throw new AppError(503, 'SERVICE_UNAVAILABLE', '아직 준비 중인 기능이에요.');
};
const stub = new Proxy({}, { get: () => notReady });

export const carePlugin = fp(
  async (app) => {
    for (const name of ['careLinks', 'careSharing', 'family', 'careAlerts', 'careStaff', 'careAudit'] as const) app.decorate(name, stub);
  },
  { name: 'care', dependencies: ['database'] },
);
