// Checked by the type check (`tsc`, root tsconfig), never run: each @ts-expect-error must meet an error.
import type { ApiRoute, Handlers, RouteAnswer } from '../src/testing/typed-api';

export const route: ApiRoute = 'GET /api/user';
// @ts-expect-error /api/user answers no DELETE
export const noDelete: ApiRoute = 'DELETE /api/user';
// @ts-expect-error not a path of the API
export const unknown: ApiRoute = 'GET /api/nothing';

export const handlers: Handlers = {
  'POST /api/user': { status: 201, body: { id: 1 } },
  'POST /api/auth/logout': { status: 204 },
  'GET /api/user/username': ({ typedQuery }) =>
    typedQuery.username ? { body: { available: true } } : { status: 400, body: { code: 'BAD_REQUEST', message: '아이디를 입력해주세요.' } },
  'GET /api/review/{id}': [({ params }) => ({ status: 404, body: { code: 'NOT_FOUND', message: `후기 ${params.id} 없음` } }), { hang: true }],
};

export const wrongBody: Handlers = {
  // @ts-expect-error the API answers { id }, not { userId }
  'POST /api/user': { status: 201, body: { userId: 1 } },
};

// @ts-expect-error a refusal carries a code and a Korean message
export const refusalWithoutCode: RouteAnswer<'GET /api/user'> = { status: 400, body: { message: '잘못된 요청입니다.' } };

export const readsBody: Handlers = {
  'POST /api/user': ({ body }) => {
    // @ts-expect-error the sign-up body has no nickname
    void body.nickname;
    return { status: 201, body: { id: body.age } };
  },
  // @ts-expect-error no path parameter named userId
  'GET /api/review/{id}': ({ params }) => ({ status: 404, body: { code: 'NOT_FOUND', message: params.userId } }),
};
