import { AppError, errorBodySchema } from '@ieum/server-kit';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

const gone = () => new AppError(404, 'AUDIO_NOT_FOUND', '음성을 찾을 수 없습니다. 기간이 지나 지워졌을 수 있어요.');

/**
 * Reply audio. The name is unguessable and enough on its own (an <audio> element sends no
 * token); a request that carries a token is answered only for the token's own audio.
 */
const audio: FastifyPluginAsyncZod = async (app) => {
  app.get('/audio/:name', {
      schema: {
        tags: ['chat'],
        summary: '답변 음성 (MP3). 이름이 곧 권한이고, 토큰을 보내면 그 주인의 음성만. 아직 만드는 중이면 기다렸다가 보냄',
        params: z.object({ name: z.string().max(100) }),
        response: { 200: z.any().describe('audio/mpeg'), 401: errorBodySchema, 404: errorBodySchema },
      },
    }, async (request, reply) => {
    const { name } = request.params;
    if (request.headers.authorization) {
      await app.authenticate(request, reply);
      const user = request.user;
      if (!user || !app.audio.isOwner(name, Number(user.id))) throw gone();
    }
    // A reply sent before its audio was finished: wait for it rather than answer 404.
    await app.companion.audioSettled(name);
    const file = await app.audio.read(name);
    if (!file) throw gone();
    reply.header('content-type', 'audio/mpeg');
    reply.header('cache-control', 'private, max-age=3600');
    return reply.send(file);
  });
};

export default audio;
