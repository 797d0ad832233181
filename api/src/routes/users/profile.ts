import { errorBodySchema, userTypeQuerySchema } from '@ieum/server-kit';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { localToInternational } from '../../lib/phone';
import type { ProfileChanges, User } from '../../plugins/app/users';
import { loadCurrentUser } from './current-user';
import { accountError } from './errors';
import { profileSchema, profileUpdateSchema } from './schemas';

export function toProfile(user: User) {
  return {
    username: user.username,
    name: user.name,
    age: user.age,
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
      return toProfile(await loadCurrentUser(app, request, request.query.userType));
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
      const input = request.body;
      const user = await loadCurrentUser(app, request, input.userType);
      const changes: ProfileChanges = {
        name: input.name,
        age: input.age,
        gender: input.gender,
        district: input.address?.district,
        addressDetail: input.address?.detail,
      };
      if (input.bio !== undefined) {
        if (user.userType !== 'volunteer' && input.bio) throw accountError('BIO_VOLUNTEER_ONLY');
        if (user.userType === 'volunteer') changes.bio = input.bio || null;
      }
      if (input.profileImage !== undefined && input.profileImage !== user.profileImage) {
        if (!input.profileImage) changes.profileImage = null;
        else if (await app.storage.verifyStoredImage(input.profileImage, { folders: ['profile'], ownerId: user.id })) {
          changes.profileImage = input.profileImage;
        } else throw accountError('INVALID_IMAGE_URL');
      }
      const phoneChanged = input.phone !== undefined && input.phone !== user.phone;
      if (phoneChanged) changes.phone = input.phone;

      const updated = await app.db.transaction(async (tx) => {
        if (phoneChanged && !(await app.phoneVerification.consumeVerification(localToInternational(input.phone!), tx))) {
          throw accountError('PHONE_NOT_VERIFIED');
        }
        return app.users.updateProfile(user.id, changes, tx);
      });
      reply.header('cache-control', 'no-store');
      return toProfile(updated ?? user);
    },
  );
};

export default profile;
