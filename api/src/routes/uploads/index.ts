import type { FastifyPluginAsync } from 'fastify';
import localFiles from './local-files';
import presign from './presign';

/** Upload URLs (/api/aws/s3/...) and, for the local store, the files themselves (/api/uploads/...). */
const uploads: FastifyPluginAsync = async (app) => {
  await app.register(presign);
  if (app.storage.kind === 'local') await app.register(localFiles);
};

export default uploads;
