import { AppError, assertUserTypeMatches, errorBodySchema } from '@ieum/server-kit';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { webPushSubscriptionSchema } from '../../push/subscription';
import { errorResponses, userTypeQuerySchema } from '../../schemas/matching';

const SUBSCRIPTION_DESCRIPTION = `브라우저의 PushSubscription.toJSON() 을 그대로 보냄: {endpoint, expirationTime, keys:{p256dh, auth}}.
endpoint 는 https 이고 알려진 푸시 서비스(FCM, Mozilla, Apple, WNS) 주소여야 함. 사용자당 하나이며 새로 보내면 바뀜.
저장된 알림마다 이 구독으로 Web Push 가 감 (앱이 닫혀 있어도). 폴링은 그대로 앱 안의 경로.`;

const push: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/push/public-key',
    {
      schema: {
        tags: ['push'],
        summary: 'Web Push 구독에 쓰는 서버 공개키 (VAPID, applicationServerKey)',
        response: { 200: z.object({ publicKey: z.string().meta({ description: 'base64url, 65바이트 P-256 공개키' }) }) },
      },
    },
    async () => ({ publicKey: app.push.publicKey }),
  );

  app.put(
    '/user/push-subscription',
    {
      onRequest: app.authenticate,
      // A subscription is well under 3 KB; no reason to read more.
      bodyLimit: 8 * 1024,
      schema: {
        tags: ['push'],
        summary: '내 Web Push 구독 저장 (있으면 교체)',
        description: SUBSCRIPTION_DESCRIPTION,
        security: [{ bearerAuth: [] }],
        querystring: userTypeQuerySchema,
        body: z.object({ subscription: webPushSubscriptionSchema }),
        response: {
          204: z.null().describe('본문 없음'),
          ...errorResponses({ 400: 'VALIDATION_FAILED, PUSH_SERVICE_NOT_ALLOWED', 403: 'USER_TYPE_MISMATCH' }),
          413: errorBodySchema.describe('PAYLOAD_TOO_LARGE'),
        },
      },
    },
    async (request, reply) => {
      const userId = Number(assertUserTypeMatches(request, request.query.userType).id);
      const { subscription } = request.body;
      if (!app.push.isAllowedEndpoint(subscription.endpoint)) {
        throw new AppError(400, 'PUSH_SERVICE_NOT_ALLOWED', '지원하지 않는 푸시 서비스 주소입니다.');
      }
      await app.push.setSubscription(userId, subscription);
      return reply.status(204).send(null);
    },
  );

  app.delete(
    '/user/push-subscription',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['push'],
        summary: '내 Web Push 구독 삭제 (없어도 204)',
        security: [{ bearerAuth: [] }],
        querystring: userTypeQuerySchema,
        response: { 204: z.null().describe('본문 없음'), ...errorResponses({ 403: 'USER_TYPE_MISMATCH' }) },
      },
    },
    async (request, reply) => {
      const userId = Number(assertUserTypeMatches(request, request.query.userType).id);
      await app.push.removeSubscription(userId);
      return reply.status(204).send(null);
    },
  );
};

export default push;
