import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { fieldName } from './field-labels';

/** An error the client is meant to see: its status, stable code and Korean message go out as is. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    /** Extra response headers (Retry-After of a limit). */
    readonly headers?: Readonly<Record<string, string>>,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const MESSAGES = {
  INTERNAL: '서버에 문제가 발생했습니다. 잠시 후 다시 시도해주세요.',
  NOT_FOUND: '요청한 주소를 찾을 수 없습니다.',
  INVALID_BODY: '요청 내용을 읽을 수 없습니다. 형식을 확인해주세요.',
  UNSUPPORTED_MEDIA_TYPE: '지원하지 않는 요청 형식입니다.',
  PAYLOAD_TOO_LARGE: '요청 데이터가 너무 큽니다.',
  BAD_REQUEST: '잘못된 요청입니다.',
  HEADERS_TOO_LARGE: '요청 주소나 머리글이 너무 깁니다.',
  REQUEST_TIMEOUT: '요청을 받는 데 시간이 너무 오래 걸렸습니다. 다시 시도해주세요.',
  INVALID_CHARACTER: '입력할 수 없는 문자가 들어 있습니다.',
  SERVICE_UNAVAILABLE: '서비스에 잠시 연결할 수 없습니다. 잠시 후 다시 시도해주세요.',
  SHUTTING_DOWN: '서버가 잠시 다시 시작하는 중입니다. 잠시 후 다시 시도해주세요.',
  TOO_MANY_REQUESTS: '요청이 너무 많습니다. 잠시 후 다시 시도해주세요.',
  AUTH_REQUIRED: '인증이 만료되었습니다. 다시 로그인해주세요.',
  USER_TYPE_MISMATCH: '접근 권한이 없습니다.',
} as const;

/** The body of every error reply; routes list it under their 4xx statuses for the OpenAPI document. */
export const errorBodySchema = z.object({
  message: z.string().meta({ description: '사용자에게 보여줄 한국어 메시지' }),
  code: z.string().meta({ description: '안정된 오류 코드 (예: VALIDATION_FAILED)' }),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

interface ValidationIssue {
  keyword: string;
  instancePath: string;
  message?: string;
  params: Record<string, unknown>;
}

const HANGUL = /[\uac00-\ud7a3]/;
const MAX_LISTED_VALUES = 6;

/** A Korean sentence naming the first offending field in the user's words, e.g. "아이디는 50자 이하로 입력해주세요." */
export function validationMessage(issues: ValidationIssue[]): string {
  const issue = issues[0];
  // A schema may carry its own Korean message (z.string().max(100, '...')): prefer it.
  if (issue.message && HANGUL.test(issue.message)) return issue.message;
  const path = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
  const { params } = issue;
  if (!path) {
    if (issue.keyword === 'unrecognized_keys') {
      return `알 수 없는 항목이 있습니다: ${(params.keys as string[]).join(', ')}`;
    }
    return '요청 내용을 확인해주세요.';
  }
  const field = fieldName(path);
  switch (issue.keyword) {
    case 'invalid_type':
      return /received undefined/.test(issue.message ?? '')
        ? `${field.object} 입력해주세요.`
        : `${field.plain}의 형식이 올바르지 않습니다.`;
    case 'too_big':
      if (params.origin === 'string') return `${field.topic} ${params.maximum}자 이하로 입력해주세요.`;
      if (params.origin === 'array') return `${field.topic} 최대 ${params.maximum}개까지 보낼 수 있습니다.`;
      return params.inclusive === false
        ? `${field.topic} ${params.maximum}보다 작아야 합니다.`
        : `${field.topic} ${params.maximum} 이하여야 합니다.`;
    case 'too_small':
      if (params.origin === 'string') {
        return params.minimum === 1 ? `${field.object} 입력해주세요.` : `${field.topic} ${params.minimum}자 이상 입력해주세요.`;
      }
      if (params.origin === 'array') return `${field.topic} 최소 ${params.minimum}개가 필요합니다.`;
      return params.inclusive === false
        ? `${field.topic} ${params.minimum}보다 커야 합니다.`
        : `${field.topic} ${params.minimum} 이상이어야 합니다.`;
    case 'invalid_value': {
      const values = params.values as unknown[];
      // A short list helps a caller fix the request; the 23 district codes would only bury the sentence.
      return values.length <= MAX_LISTED_VALUES
        ? `${field.topic} 다음 중 하나여야 합니다: ${values.join(', ')}`
        : `${field.object} 목록에서 다시 선택해주세요.`;
    }
    case 'unrecognized_keys':
      return `${field.plain} 안에 알 수 없는 항목이 있습니다: ${(params.keys as string[]).join(', ')}`;
    default:
      return `${field.plain}의 형식이 올바르지 않습니다.`;
  }
}

/**
 * The stable code of a validation failure: VALIDATION_FAILED, or the code a schema gave its own
 * refusal (a custom issue with params.code, e.g. the text policy's INVISIBLE_CHARACTERS).
 */
export function validationCode(issues: ValidationIssue[]): string {
  const custom = (issues[0]?.params as { params?: { code?: unknown } } | undefined)?.params?.code;
  return typeof custom === 'string' && /^[A-Z][A-Z_]{2,40}$/.test(custom) ? custom : 'VALIDATION_FAILED';
}

/** Fastify's own 4xx errors (body parsing, media type...) mapped to a stable code and Korean text. */
function clientErrorFromFastify(error: FastifyError): AppError | undefined {
  const status = error.statusCode ?? 500;
  if (status < 400 || status >= 500) return undefined;
  if (status === 413) return new AppError(413, 'PAYLOAD_TOO_LARGE', MESSAGES.PAYLOAD_TOO_LARGE);
  if (status === 415) return new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', MESSAGES.UNSUPPORTED_MEDIA_TYPE);
  if (status === 429) return new AppError(429, 'TOO_MANY_REQUESTS', MESSAGES.TOO_MANY_REQUESTS);
  if (error.code?.startsWith('FST_ERR_CTP_')) return new AppError(400, 'INVALID_BODY', MESSAGES.INVALID_BODY);
  if (status === 404) return new AppError(404, 'NOT_FOUND', MESSAGES.NOT_FOUND);
  return new AppError(status, 'BAD_REQUEST', MESSAGES.BAD_REQUEST);
}

// PostgreSQL (and PGlite) cannot store U+0000 in text or jsonb; the only way a JavaScript string
// makes it say "invalid byte sequence" (22021) or "untranslatable character" (22P05).
const UNSTORABLE_TEXT_STATES = new Set(['22021', '22P05']);

/** The database refused text of the request that it cannot store: bad input, not a server fault. */
function isUnstorableText(error: unknown): boolean {
  const { code, severity } = (error ?? {}) as { code?: unknown; severity?: unknown };
  return typeof code === 'string' && UNSTORABLE_TEXT_STATES.has(code) && typeof severity === 'string';
}

// A dependency that did not answer: the socket failed (node), or PostgreSQL reported a connection
// exception (class 08) or is shutting down or starting up (57P01-57P03).
const UNREACHABLE_SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENOTFOUND', 'EPIPE']);
// 57014: a statement cancelled by statement_timeout, i.e. the database did not answer in time.
const UNAVAILABLE_SQL_STATES = new Set(['57P01', '57P02', '57P03', '57014']);
// Set by the API's database layer on node-pg's connection failures, which carry no code of their own.
const UNAVAILABLE_CODES = new Set(['DATABASE_UNAVAILABLE']);

function isDependencyDown(error: unknown): boolean {
  const { code, severity } = (error ?? {}) as { code?: unknown; severity?: unknown };
  if (typeof code !== 'string') return false;
  if (UNREACHABLE_SOCKET_CODES.has(code) || UNAVAILABLE_CODES.has(code)) return true;
  return typeof severity === 'string' && (code.startsWith('08') || UNAVAILABLE_SQL_STATES.has(code));
}

export function toErrorResponse(error: unknown): AppError {
  if (error instanceof AppError) return error;
  if (isUnstorableText(error)) return new AppError(400, 'VALIDATION_FAILED', MESSAGES.INVALID_CHARACTER);
  if (isDependencyDown(error)) return new AppError(503, 'SERVICE_UNAVAILABLE', MESSAGES.SERVICE_UNAVAILABLE);
  if (hasZodFastifySchemaValidationErrors(error)) {
    return new AppError(400, validationCode(error.validation), validationMessage(error.validation));
  }
  const fastifyError = error as FastifyError;
  return clientErrorFromFastify(fastifyError) ?? new AppError(500, 'INTERNAL', MESSAGES.INTERNAL);
}

export function handleError(error: unknown, request: FastifyRequest, reply: FastifyReply) {
  const response = toErrorResponse(error);
  if (error instanceof AppError && response.statusCode >= 500) {
    request.log.warn({ statusCode: response.statusCode, code: response.code }, 'request refused: service unavailable');
  } else if (response.code === 'SERVICE_UNAVAILABLE') {
    request.log.error({ err: error }, 'dependency unavailable');
  } else if (response.statusCode >= 500) {
    request.log.error({ err: error }, 'unexpected error');
  } else {
    // Only the code: messages of parse errors can quote the request body (a password, a token).
    request.log.info({ statusCode: response.statusCode, code: response.code }, 'request rejected');
  }
  if (response.headers) reply.headers(response.headers);
  return reply.status(response.statusCode).send({ message: response.message, code: response.code } satisfies ErrorBody);
}

/** One error shape for every server: {message, code}; never a stack, never a 500 for bad input. */
export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler(handleError);
  app.setNotFoundHandler((request, reply) =>
    reply.status(404).send({ message: MESSAGES.NOT_FOUND, code: 'NOT_FOUND' } satisfies ErrorBody),
  );
}
