import { AppError } from '@ieum/server-kit';
import { z } from 'zod';
import { localToInternational, parseInternationalPhone, parseLocalPhone } from '../../lib/phone';

const INVALID_PHONE_MESSAGE = '휴대폰 번호를 확인해주세요. 010으로 시작하는 번호만 인증할 수 있습니다.';

/** "+821012345678", "+82 10-1234-5678" or "010-1234-5678" -> "+821012345678". */
export function toInternational(raw: string): string {
  const international = parseInternationalPhone(raw) ?? (parseLocalPhone(raw) ? localToInternational(parseLocalPhone(raw)!) : null);
  if (!international) throw new AppError(400, 'INVALID_PHONE_NUMBER', INVALID_PHONE_MESSAGE);
  return international;
}

export const phoneNumberSchema = z
  .string({ error: (issue) => (issue.input === undefined ? '휴대폰 번호를 입력해주세요.' : INVALID_PHONE_MESSAGE) })
  .min(1, '휴대폰 번호를 입력해주세요.')
  .max(30, INVALID_PHONE_MESSAGE)
  .meta({ description: '+8210 으로 시작하는 번호 (010 형식도 받음)', example: '+821012345678' });

