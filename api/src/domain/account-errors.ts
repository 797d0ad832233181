import { USER_TYPES, type UserType } from '@ieum/domain';
import { AppError } from '@ieum/server-kit';

/** Account errors the client can branch on: code -> [status, Korean message]. */
export const ACCOUNT_ERRORS = {
  USERNAME_TAKEN: [409, '이미 사용 중인 아이디입니다.'],
  USERNAME_RESERVED: [400, '사용할 수 없는 아이디입니다. 다른 아이디를 입력해주세요.'],
  PHONE_NOT_VERIFIED: [400, '휴대폰 인증을 완료해주세요.'],
  BIO_VOLUNTEER_ONLY: [400, '자기소개는 봉사자만 입력할 수 있습니다.'],
  WEAK_PASSWORD: [400, '아이디와 같은 비밀번호는 쓸 수 없습니다.'],
  SAME_PASSWORD: [400, '현재 비밀번호와 다른 비밀번호를 입력해주세요.'],
  WRONG_PASSWORD: [401, '현재 비밀번호가 올바르지 않습니다.'],
  PASSWORD_CHECK_REQUIRED: [403, '현재 비밀번호를 먼저 확인해주세요.'],
  KAKAO_TICKET_INVALID: [400, '카카오 로그인 정보가 만료되었습니다. 카카오로 다시 시작해주세요.'],
  KAKAO_ALREADY_LINKED: [409, '이미 가입된 카카오 계정입니다. 카카오로 로그인해주세요.'],
  INVALID_IMAGE_URL: [400, '업로드한 사진만 프로필 사진으로 쓸 수 있습니다. 사진을 다시 올려주세요.'],
  SIGNUP_NOT_ALLOWED: [403, '사회복지사 계정은 가입할 수 없어요. 구청 담당자에게 계정을 받아 로그인해주세요.'],
  ACCOUNT_DISABLED: [403, '사용이 중지된 계정입니다. 구청 담당자에게 문의해주세요.'],
  ACCOUNT_NOT_FOUND: [404, '입력하신 정보와 일치하는 계정이 없습니다. 아이디(또는 이름)와 휴대폰 번호를 다시 확인해주세요.'],
} as const satisfies Record<string, readonly [number, string]>;

export type AccountErrorCode = keyof typeof ACCOUNT_ERRORS;

export function accountError(code: AccountErrorCode): AppError {
  const [status, message] = ACCOUNT_ERRORS[code];
  return new AppError(status, code, message);
}

/** One account per phone number and role (docs/product-decisions.md): 아이디 찾기 must find exactly one. */
export function phoneAlreadyRegistered(userType: UserType): AppError {
  return new AppError(
    409,
    'PHONE_ALREADY_REGISTERED',
    `이 휴대폰 번호로 가입한 ${USER_TYPES[userType]} 계정이 이미 있습니다. 로그인 화면의 아이디 찾기에서 아이디를 확인해주세요.`,
  );
}
