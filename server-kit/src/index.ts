export {
  ACCESS_TOKEN_LIFETIME_SECONDS,
  type AccessTokens,
  type AuthenticatedUser,
  authRequired,
  createAccessTokens,
  tokenExpired,
} from './access-token';
export { assertUserTypeMatches, bearerAuthPlugin, type BearerAuthOptions, currentUser, sessionEnded } from './bearer-auth';
export { createServer, type CreateServerOptions, DEFAULT_REQUEST_TIMEOUT_MS, DEFAULT_SLOW_REQUEST_MS, type ZodFastifyInstance } from './create-server';
export { AppError, type ErrorBody, errorBodySchema, MESSAGES, registerErrorHandling, toErrorResponse, validationCode, validationMessage } from './errors';
export { isSensitiveParam, loggerOptions, REDACTED, redactUrl } from './logger';
export { loadOrCreateSecrets, type Secrets } from './secrets';
export { createFileOnce } from './generated-file';
export { claimedUserTypeSchema, parseUserType, userTypeQuerySchema, userTypeSchema } from './user-type';
export { commonEnvShape, docsEnabled, optionalEnv, parseEnvironment } from './environment';
export { closeOnSignals, exitOnStartFailure, SHUTDOWN_DEADLINE_MS } from './run-server';
export { SERVICE_KEY_HEADER, serviceKey, serviceKeyMatches } from './service-key';
export { allowedOriginsCors, parseAllowedOrigins } from './cors';
export { minutesToWait, rateLimitExceeded, tooManyRequests } from './too-many-requests';
export { connectRedis, failClosed, memoryCounter, REDIS_COMMAND_TIMEOUT_MS, sharedRateLimitPlugin, type SharedRateLimitOptions } from './shared-rate-limit';
export * as chatInternal from './chat-internal';
