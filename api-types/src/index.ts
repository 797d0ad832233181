// Types only: a remote imports them with `import type`, so nothing of this package reaches a bundle.
import type { paths as aiPaths } from './ai-openapi';
import type { paths } from './openapi';

export type { paths } from './openapi';
export type { paths as aiPaths } from './ai-openapi';

type HttpMethod = 'get' | 'put' | 'post' | 'delete' | 'patch';
type SuccessStatus = 200 | 201 | 202 | 204;
type JsonContent<R> = R extends { content: { 'application/json': infer Body } } ? Body : undefined;

// One set of helpers over any generated document; the API's and the AI host's names below fix it.
type MethodOf<D, P extends keyof D> = {
  [M in HttpMethod]-?: M extends keyof D[P] ? ([NonNullable<D[P][M]>] extends [never] ? never : M) : never;
}[HttpMethod];
type OperationOf<D, P extends keyof D, M extends MethodOf<D, P>> = NonNullable<D[P][M & keyof D[P]]>;
type ResponsesOf<D, P extends keyof D, M extends MethodOf<D, P>> = OperationOf<D, P, M> extends { responses: infer R } ? R : never;
type ResponseOf<D, P extends keyof D, M extends MethodOf<D, P>> = {
  [S in keyof ResponsesOf<D, P, M> & SuccessStatus]: JsonContent<ResponsesOf<D, P, M>[S]>;
}[keyof ResponsesOf<D, P, M> & SuccessStatus];
type BodyOf<D, P extends keyof D, M extends MethodOf<D, P>> =
  OperationOf<D, P, M> extends { requestBody?: infer B } ? (NonNullable<B> extends { content: { 'application/json': infer Body } } ? Body : never) : never;
type ParameterOf<D, P extends keyof D, M extends MethodOf<D, P>, Where extends 'query' | 'path'> =
  OperationOf<D, P, M> extends { parameters: infer Parameters } ? (Where extends keyof Parameters ? NonNullable<Parameters[Where]> : never) : never;

/** Every path the API serves, as the OpenAPI document names it: '/api/user', '/api/review/{id}'. */
export type ApiPath = keyof paths;

/** The methods a path answers: ApiMethod<'/api/user'> is 'get' | 'put' | 'post' | 'patch'. */
export type ApiMethod<P extends ApiPath> = MethodOf<paths, P>;

/** One operation of the document (its parameters, request body and responses). */
export type ApiOperation<P extends ApiPath, M extends ApiMethod<P>> = OperationOf<paths, P, M>;

/** The JSON body of a success answer (200/201; null for a 204 without a body). */
export type ApiResponse<P extends ApiPath, M extends ApiMethod<P>> = ResponseOf<paths, P, M>;

/** The JSON request body the operation takes (never when it takes none). */
export type ApiBody<P extends ApiPath, M extends ApiMethod<P>> = BodyOf<paths, P, M>;

/** The query string parameters (never when the operation takes none). */
export type ApiQuery<P extends ApiPath, M extends ApiMethod<P>> = ParameterOf<paths, P, M, 'query'>;

/** The path parameters, e.g. { id: number } for '/api/review/{id}' (never when there are none). */
export type ApiPathParams<P extends ApiPath, M extends ApiMethod<P>> = ParameterOf<paths, P, M, 'path'>;

/** Every path of the AI host's chat routes as its document names them ('/chat/text'; the browser calls them under /ai). */
export type AiPath = keyof aiPaths;
export type AiMethod<P extends AiPath> = MethodOf<aiPaths, P>;
/** The JSON body of the AI host's success answer, e.g. AiResponse<'/chat/text', 'post'>. */
export type AiResponse<P extends AiPath, M extends AiMethod<P>> = ResponseOf<aiPaths, P, M>;
export type AiBody<P extends AiPath, M extends AiMethod<P>> = BodyOf<aiPaths, P, M>;
export type AiQuery<P extends AiPath, M extends AiMethod<P>> = ParameterOf<aiPaths, P, M, 'query'>;

/** The body of every refusal: a stable code for programs and a Korean message for people. */
export interface ApiErrorBody {
  code: string;
  message: string;
}
