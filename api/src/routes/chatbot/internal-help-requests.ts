import { toSeoulIso } from '@ieum/domain';
import { AppError, chatInternal as contract, errorBodySchema } from '@ieum/server-kit';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { helpRequestSchema, toHelpRequest, validationFailed } from '../../schemas/matching';

const userIdSchema = contract.internalUserIdSchema;
const errors = { 400: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema, 429: errorBodySchema };

/**
 * Help requests arranged by talking (issue 26), behind the same service key as the other
 * internal chat routes: the draft of the conversation, and creation and cancellation through the
 * very services the form's routes call (app.matching), so matching and notifications are the same.
 */
export function registerChatHelpRequests(app: FastifyInstance, now: () => number) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const hide = { hide: true };

  async function elderly(userId: number) {
    const user = await app.users.findById(userId);
    if (!user || user.userType !== 'elderly') throw new AppError(404, 'USER_NOT_FOUND', '사용자 정보를 찾을 수 없습니다. 다시 로그인해주세요.');
    return user;
  }

  async function outcomeOf(matchingId: number, status: string) {
    const [row] = await app.db.query<{ startTime: Date; volunteerName: string | null }>(
      `select a.start_time as "startTime", v.name as "volunteerName" from activities a left join users v on v.id = a.volunteer_id where a.id = $1`,
      [matchingId],
    );
    return { matchingId, status, startTime: toSeoulIso(row.startTime), volunteerName: status === 'PROGRESS' ? row.volunteerName : null };
  }

  routes.get(
    '/chat/help-request/draft',
    {
      schema: {
        ...hide,
        querystring: contract.helpDraftQuerySchema,
        response: { 200: contract.helpDraftStateSchema, 404: errorBodySchema },
      },
    },
    async (request) => {
      const user = await elderly(request.query.userId);
      return app.chat.helpDraft(user.id);
    },
  );

  routes.put(
    '/chat/help-request/draft',
    {
      schema: {
        ...hide,
        body: contract.saveHelpDraftSchema,
        response: { 200: contract.okSchema, 404: errorBodySchema },
      },
    },
    async (request) => {
      const user = await elderly(request.body.userId);
      await app.db.query(
        `insert into chat_help_drafts (user_id, draft, updated_at) values ($1, $2::jsonb, $3)
         on conflict (user_id) do update set draft = excluded.draft, updated_at = excluded.updated_at`,
        [user.id, JSON.stringify(request.body.draft), new Date(now())],
      );
      return { ok: true as const };
    },
  );

  routes.delete(
    '/chat/help-request/draft',
    { schema: { ...hide, querystring: contract.helpDraftQuerySchema, response: { 200: contract.okSchema } } },
    async (request) => {
      await app.db.query('delete from chat_help_drafts where user_id = $1', [request.query.userId]);
      return { ok: true as const };
    },
  );

  routes.post(
    '/chat/help-request',
    {
      schema: {
        ...hide,
        body: z.object({ userId: userIdSchema }).passthrough(),
        response: { 200: contract.chatHelpRequestOutcomeSchema, ...errors },
      },
    },
    async (request) => {
      const user = await elderly(request.body.userId);
      const { userId: _userId, ...form } = request.body;
      const parsed = helpRequestSchema.safeParse(form);
      if (!parsed.success) throw validationFailed(parsed.error);
      const helpRequest = { ...toHelpRequest(parsed.data, { district: user.district, detail: user.addressDetail }), requestedIn: 'chat' as const };
      const outcome = await app.matching.createAndMatch(user.id, helpRequest);
      return outcomeOf(outcome.matchingId, outcome.status);
    },
  );

  routes.post(
    '/chat/help-request/cancel',
    {
      schema: {
        ...hide,
        body: contract.cancelChatHelpRequestSchema,
        response: { 200: contract.cancelChatHelpRequestResultSchema, ...errors },
      },
    },
    async (request) => {
      const user = await elderly(request.body.userId);
      // The latest request made in chat that has not started yet: what "그거 취소해 주세요" points at.
      const [latest] = await app.db.query<{ id: number }>(
        `select id from activities where elderly_id = $1 and requested_in = 'chat' and status in ('MATCHING', 'PROGRESS') and start_time > $2
         order by created_at desc, id desc limit 1`,
        [user.id, new Date(now())],
      );
      if (!latest) return { canceled: null };
      const outcome = await app.matching.cancelByElderly(user.id, latest.id);
      return outcomeOf(outcome.matchingId, outcome.status);
    },
  );
}
