import { optionalEnv as optional } from '@ieum/server-kit';
import { z } from 'zod';

// Accounts: SMS, phone codes, password checks, Kakao login, image storage (api/README.md
// "Environment"). Spread into the schema of config/env.ts.
const count = (fallback: number) => z.coerce.number().int().min(1).default(fallback);
const flag = z
  .enum(['true', 'false', '1', '0'])
  .optional()
  .transform((value) => (value === undefined ? undefined : value === 'true' || value === '1'));
const baseUrl = (fallback: string) =>
  z
    .url()
    .default(fallback)
    .transform((url) => url.replace(/\/+$/, ''));

export const accountsEnvShape = {
  // SMS: "outbox" writes each message to <DATA_DIR>/sms-outbox.jsonl (development); "sns" sends through AWS SNS.
  SMS_PROVIDER: z.enum(['outbox', 'sns']).default('outbox'),
  SMS_SNS_REGION: z.string().min(1).default('ap-northeast-1'),
  /** Another SNS endpoint (a local fake, a VPC endpoint). */
  SMS_SNS_ENDPOINT: optional(z.url()),
  SMS_SNS_SENDER_ID: optional(z.string().regex(/^[A-Za-z0-9]{1,11}$/, 'must be 1-11 letters or digits')),
  // AWS credentials for SNS and S3; without them the SDK's default chain (instance role, ~/.aws) is used.
  AWS_ACCESS_KEY_ID: optional(z.string()),
  AWS_SECRET_ACCESS_KEY: optional(z.string()),
  AWS_SESSION_TOKEN: optional(z.string()),

  // Phone codes: sends per number and per client in an hour, code checks per client in 10 minutes.
  PHONE_CODE_MAX_SENDS_PER_NUMBER: count(5),
  PHONE_CODE_MAX_SENDS_PER_IP: count(30),
  PHONE_CODE_MAX_CHECKS_PER_IP: count(60),
  // Signup attempts per client in 10 minutes (every signup also needs a checked phone code).
  SIGNUP_MAX_ATTEMPTS_PER_IP: count(30),
  // 아이디 찾기 and 비밀번호 재설정 calls per client in 10 minutes (each also needs a checked phone code).
  RECOVERY_MAX_ATTEMPTS_PER_IP: count(30),
  // Current-password checks: wrong answers per account in 15 minutes, attempts per client in 10 minutes.
  PASSWORD_CHECK_MAX_FAILURES_PER_USER: count(5),
  PASSWORD_CHECK_MAX_ATTEMPTS_PER_IP: count(60),

  // Kakao login: enabled when the client id and the redirect URI are set.
  KAKAO_CLIENT_ID: optional(z.string()),
  KAKAO_CLIENT_SECRET: optional(z.string()),
  /** Must be on the same origin as the start URL (the state cookie), e.g. {PUBLIC_APP_URL}/api/auth/kakao/callback. */
  KAKAO_REDIRECT_URI: optional(z.url()),
  KAKAO_AUTH_BASE_URL: baseUrl('https://kauth.kakao.com'),
  KAKAO_API_BASE_URL: baseUrl('https://kapi.kakao.com'),

  // Image storage: S3 (or any S3-compatible endpoint) when S3_BUCKET is set, else files under <DATA_DIR>/uploads.
  S3_BUCKET: optional(z.string().regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be a valid bucket name')),
  S3_REGION: z.string().min(1).default('ap-northeast-2'),
  S3_ENDPOINT: optional(z.url()),
  /** Where stored images are read: a CDN or the bucket's public URL. Default: the bucket's URL. */
  S3_PUBLIC_BASE_URL: optional(z.url()),
  /** Path-style URLs (endpoint/bucket/key); default true when S3_ENDPOINT is set. */
  S3_FORCE_PATH_STYLE: flag,
  UPLOAD_MAX_BYTES: z.coerce.number().int().min(1).default(10 * 1024 * 1024),
  // Bytes one user may upload in a Seoul day (each URL counts its cap until the file's size is known).
  UPLOAD_MAX_BYTES_PER_USER_PER_DAY: z.coerce.number().int().min(1).default(200 * 1024 * 1024),
  // Uploads no profile, companion or review uses are removed this long after their URL was issued.
  UNUSED_UPLOAD_RETENTION_HOURS: z.coerce.number().min(1).default(24),
};
