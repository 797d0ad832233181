export {
  ACCESS_TOKEN_LIFETIME_SECONDS,
  type AccessTokens,
  type AuthenticatedUser,
  authRequired,
  createAccessTokens,
  tokenExpired,
} from './access-token';
export { assertUserTypeMatches, bearerAuthPlugin, currentUser } from './bearer-auth';
export { createServer, type CreateServerOptions, type ZodFastifyInstance } from './create-server';
export { AppError, type ErrorBody, errorBodySchema, MESSAGES, registerErrorHandling, toErrorResponse, validationMessage } from './errors';
export { isSensitiveParam, loggerOptions, REDACTED, redactUrl } from './logger';
export { loadOrCreateSecrets, type Secrets } from './secrets';
export { claimedUserTypeSchema, parseUserType, USER_TYPES, type UserType, userTypeQuerySchema, userTypeSchema } from './user-type';
export { commonEnvShape, optionalEnv, parseEnvironment } from './environment';
export { closeOnSignals, exitOnStartFailure } from './run-server';
