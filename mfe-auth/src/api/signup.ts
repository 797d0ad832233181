import { apiRequest, type Address, type Gender, type UserType } from '@ieum/shared-ui';

/** Spec section 3, plus the ticket that ties a Kakao account to the new user. */
export interface SignupPayload {
  username: string;
  password: string;
  name: string;
  age: number;
  gender: Gender;
  /** Local 010 form. */
  phone: string;
  address: Address;
  /** The stored push token, or ''. */
  phoneCode: string;
  userType: UserType;
  /** The volunteer introduction; '' for elderly users. */
  bio: string;
  kakaoTicket?: string;
}

export async function signup(payload: SignupPayload): Promise<void> {
  await apiRequest<{ id: unknown }>({ method: 'POST', url: '/user', data: payload }, '회원가입에 실패했습니다.', {
    authenticated: false,
  });
}
