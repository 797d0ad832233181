import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { PHONE_VERIFIED_LIFETIME_SECONDS } from '../../plugins/app/phone-verification';

/**
 * The token of a checked phone code travels back in an HttpOnly cookie (browsers: signup, profile
 * and recovery pages send it without handling it) and in the answer body (other clients send it
 * as `phoneVerificationToken`). Only the client that checked the code has it.
 */
export const PHONE_VERIFICATION_COOKIE = 'ieum_phone_verification';

export const phoneVerificationTokenField = z
  .string({ error: '휴대폰 인증 정보가 올바르지 않습니다.' })
  .max(200, '휴대폰 인증 정보가 올바르지 않습니다.')
  .optional()
  .meta({ description: '인증번호 확인(GET /api/auth)이 돌려준 verificationToken. 브라우저는 쿠키로 보내므로 생략 가능' });

export function setVerificationCookie(reply: FastifyReply, token: string, secure: boolean): void {
  reply.setCookie(PHONE_VERIFICATION_COOKIE, token, { path: '/api', maxAge: PHONE_VERIFIED_LIFETIME_SECONDS, httpOnly: true, sameSite: 'strict', secure });
}

/** The token the request carries: the body field first, else the cookie. */
export function verificationTokenOf(request: FastifyRequest, fromBody: string | undefined): string | undefined {
  return fromBody || request.cookies[PHONE_VERIFICATION_COOKIE] || undefined;
}
