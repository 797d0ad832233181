import { errorBodySchema, userTypeQuerySchema } from '@ieum/server-kit';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { User } from '../../plugins/app/users';
import { verificationTokenOf } from '../phone-auth/verification-token';
import { loadCurrentUser } from './current-user';
import { ageOnBirthDate } from '../../domain/birth-date';
import { profileSchema, profileUpdateSchema } from './schemas';

export function toProfile(user: User, nowMs: number) {
  return {
    username: user.username,
    name: user.name,
    // A stored age goes stale on the next birthday; the birth date does not.
    age: user.birthDate ? ageOnBirthDate(user.birthDate, nowMs) : user.age,
    birthDate: user.birthDate,
    gender: user.gender,
    phone: user.phone,
    address: { district: user.district, detail: user.addressDetail },
    profileImage: user.profileImage,
    ...(user.userType === 'volunteer' ? { bio: user.bio ?? '' } : {}),
    userType: user.userType,
  };
}

const errors = {
  400: errorBodySchema.describe('VALIDATION_FAILED, PHONE_NOT_VERIFIED, BIO_VOLUNTEER_ONLY, INVALID_IMAGE_URL'),
  409: errorBodySchema.describe('PHONE_ALREADY_REGISTERED: 같은 역할의 다른 계정이 쓰는 번호'),
  401: errorBodySchema,
  403: errorBodySchema.describe('USER_TYPE_MISMATCH'),
};

const profile: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);

  app.get(
    '/user',
    {
      schema: {
        tags: ['users'],
        summary: '내 프로필',
        security: [{ bearerAuth: [] }],
        querystring: userTypeQuerySchema,
        response: { 200: profileSchema, 401: errors[401], 403: errors[403] },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return toProfile(await loadCurrentUser(app, request, request.query.userType, { forProfile: true }), Date.now());
    },
  );

  app.put(
    '/user',
    {
      schema: {
        tags: ['users'],
        summary: '프로필 수정 (보낸 항목만). 아이디, 역할, 비밀번호는 바뀌지 않음',
        security: [{ bearerAuth: [] }],
        body: profileUpdateSchema,
        response: { 200: profileSchema, ...errors },
      },
    },
    async (request, reply) => {
      const user = await loadCurrentUser(app, request, request.body.userType);
      const updated = await app.accounts.updateProfile(user, {
        ...request.body,
        phoneVerificationToken: verificationTokenOf(request, request.body.phoneVerificationToken),
      });
      reply.header('cache-control', 'no-store');
      return toProfile(updated, Date.now());
    },
  );
};

export default profile;
