// Types only: a remote imports them with `import type`, so nothing of this package reaches a bundle.
import type { paths } from './openapi';

export type { paths } from './openapi';

/** Every path the API serves, as the OpenAPI document names it: '/api/user', '/api/review/{id}'. */
export type ApiPath = keyof paths;

type HttpMethod = 'get' | 'put' | 'post' | 'delete' | 'patch';

/** The methods a path answers: ApiMethod<'/api/user'> is 'get' | 'put' | 'post' | 'patch'. */
export type ApiMethod<P extends ApiPath> = {
  [M in HttpMethod]-?: [NonNullable<paths[P][M]>] extends [never] ? never : M;
}[HttpMethod];

/** One operation of the document (its parameters, request body and responses). */
export type ApiOperation<P extends ApiPath, M extends ApiMethod<P>> = NonNullable<paths[P][M]>;

type Responses<P extends ApiPath, M extends ApiMethod<P>> = ApiOperation<P, M>['responses'];
type SuccessStatus = 200 | 201 | 202 | 204;
type JsonContent<R> = R extends { content: { 'application/json': infer Body } } ? Body : undefined;

/** The JSON body of a success answer (200/201; null for a 204 without a body). */
export type ApiResponse<P extends ApiPath, M extends ApiMethod<P>> = {
  [S in keyof Responses<P, M> & SuccessStatus]: JsonContent<Responses<P, M>[S]>;
}[keyof Responses<P, M> & SuccessStatus];

/** The JSON request body the operation takes (never when it takes none). */
export type ApiBody<P extends ApiPath, M extends ApiMethod<P>> =
  NonNullable<ApiOperation<P, M>['requestBody']> extends { content: { 'application/json': infer Body } } ? Body : never;

/** The query string parameters (never when the operation takes none). */
export type ApiQuery<P extends ApiPath, M extends ApiMethod<P>> = NonNullable<ApiOperation<P, M>['parameters']['query']>;

/** The path parameters, e.g. { id: number } for '/api/review/{id}' (never when there are none). */
export type ApiPathParams<P extends ApiPath, M extends ApiMethod<P>> = NonNullable<ApiOperation<P, M>['parameters']['path']>;

/** The body of every refusal: a stable code for programs and a Korean message for people. */
export interface ApiErrorBody {
  code: string;
  message: string;
}
