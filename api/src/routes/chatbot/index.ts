import { BUNDLED_PICTURE_PATHS, bundledPicturePath, checkChatbotName, CHATBOT_NAME_MAX_LENGTH, DEFAULT_CHATBOT_IMAGE, EMOTION_LABELS, isChatbotPresetImage } from '@ieum/domain';
import { AppError, assertUserTypeMatches, errorBodySchema } from '@ieum/server-kit';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

const chatbotSchema = z.object({
  name: z.string(),
  profileImage: z.string().meta({ description: `'preset:sun' 같은 기본 그림 id, 앱에 들어 있는 그림 경로 (${BUNDLED_PICTURE_PATHS.join(', ')}), 또는 이 이용자가 올린 사진 주소` }),
});

export const chatbotNotSet = () => new AppError(404, 'CHATBOT_NOT_SET', '챗봇 이름이 없습니다.');

function requireElderly(request: FastifyRequest): number {
  const user = assertUserTypeMatches(request, undefined);
  if (user.userType !== 'elderly') throw new AppError(403, 'USER_TYPE_MISMATCH', '접근 권한이 없습니다.');
  return Number(user.id);
}

/** The companion's name and picture, and last month's emotion analysis (elderly users only). */
const chatbotRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);

  app.get(
    '/elderly/chatBot',
    {
      schema: {
        tags: ['chat'],
        summary: '챗봇 이름과 사진 (아직 정하지 않았으면 404 CHATBOT_NOT_SET)',
        security: [{ bearerAuth: [] }],
        response: { 200: chatbotSchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request, reply) => {
      const found = await app.chat.getChatbot(requireElderly(request));
      if (!found) throw chatbotNotSet();
      reply.header('cache-control', 'no-store');
      return found;
    },
  );

  app.patch(
    '/elderly',
    {
      schema: {
        tags: ['chat'],
        summary: '챗봇 이름과 사진 저장',
        description: `name: 앞뒤 공백 제거 후 1~${CHATBOT_NAME_MAX_LENGTH}자, 보이지 않는 문자 불가. profileImage: 기본 그림 id, 앱에 들어 있는 그림 경로 (${BUNDLED_PICTURE_PATHS.join(', ')}: 경로로 저장), 이 이용자가 올린 ai_profile 사진 주소, 또는 생략/'' (기본 그림 ${DEFAULT_CHATBOT_IMAGE}).`,
        security: [{ bearerAuth: [] }],
        body: z.object({
          name: z.string({ error: '챗봇 이름이 없습니다.' }).max(200, `챗봇 이름은 ${CHATBOT_NAME_MAX_LENGTH}자 이하로 입력해주세요.`),
          profileImage: z.string().max(2048, '챗봇 사진 주소가 너무 깁니다.').nullish(),
        }),
        response: { 200: chatbotSchema, 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 503: errorBodySchema },
      },
    },
    async (request) => {
      const userId = requireElderly(request);
      const checked = checkChatbotName(request.body.name);
      if ('problem' in checked) throw new AppError(400, 'VALIDATION_FAILED', checked.problem);
      const sent = request.body.profileImage?.trim() || DEFAULT_CHATBOT_IMAGE;
      // A picture bundled with the app (the reference client's naming screen sends /profile.svg) is kept as its path.
      const image = bundledPicturePath(sent) ?? sent;
      if (!isChatbotPresetImage(image) && !bundledPicturePath(image)) {
        // A picture counts only if this user uploaded it to our store as a companion picture.
        if (!app.storage.isStoredImageUrl(image, { folders: ['ai_profile'], ownerId: userId })) {
          throw new AppError(400, 'INVALID_IMAGE_URL', '이 서비스에 올린 사진만 쓸 수 있어요. 사진을 다시 올려주세요.');
        }
        if (!(await app.storage.verifyStoredImage(image, { folders: ['ai_profile'], ownerId: userId }))) {
          throw new AppError(400, 'INVALID_IMAGE_URL', '사진이 아직 올라가지 않았어요. 사진을 다시 올려주세요.');
        }
      }
      return app.chat.setChatbot(userId, { name: checked.name, profileImage: image });
    },
  );

  app.get(
    '/sentimentAnalysis',
    {
      schema: {
        tags: ['chat'],
        summary: '지난달(서울 기준) 감정 분석',
        description: `지난 달력 월(Asia/Seoul)의 이용자 메시지 감정 비율. 정수 퍼센트, 합계 100 (최대 나머지 방식). 자료가 없으면 sentimentPercentages {} 와 feedback ''. 월마다 한 번 계산해 저장합니다. 감정: ${EMOTION_LABELS.join(', ')}`,
        security: [{ bearerAuth: [] }],
        response: {
          200: z.object({
            sentimentPercentages: z.record(z.string(), z.number()),
            feedback: z.string(),
            chatBotName: z.string(),
            month: z.string().meta({ example: '2026-10' }),
          }),
          401: errorBodySchema,
          403: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const userId = requireElderly(request);
      const chatbot = await app.chat.getChatbot(userId);
      const chatBotName = chatbot?.name ?? '';
      const analysis = await app.chat.monthlyAnalysis(userId, chatBotName);
      reply.header('cache-control', 'private, no-cache');
      return { sentimentPercentages: analysis.percentages, feedback: analysis.feedback, chatBotName, month: analysis.month };
    },
  );
};

export default chatbotRoutes;
