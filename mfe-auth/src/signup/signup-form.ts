import { BIO_MAX_LENGTH, checkNameText, isGender, PASSWORD_MIN_LENGTH, type DistrictCode, type Gender, type UserType } from '@ieum/domain';
import { ageFromBirthDate, toLocalPhone } from '@ieum/shared-ui';
import type { SignupPayload } from '../api/signup';
import { isNonexistentBirthDate } from '../components/BirthDateFields';

/** Filled in by the social login for a new user (from the /roleselect query string). */
export interface PrefilledUserInfo {
  username?: string;
  name?: string;
  gender?: string;
  phone?: string;
  age?: string;
  kakaoTicket?: string;
}

export interface Consents {
  terms: boolean;
  privacy: boolean;
  marketing: boolean;
}

export interface SignupForm {
  username: string;
  usernameChecked: boolean;
  password: string;
  passwordConfirm: string;
  name: string;
  birthYear: string;
  birthMonth: string;
  birthDay: string;
  gender: Gender;
  district: DistrictCode | '';
  addressDetail: string;
  /** Digits only, local 010 form. */
  phone: string;
  /** The number the last code was sent to ('' before any). */
  codeSentTo: string;
  phoneVerified: boolean;
  bio: string;
  consents: Consents;
}

/** The fields social login fills in, which the user then cannot change. */
export interface LockedFields {
  username: boolean;
  name: boolean;
  gender: boolean;
  phone: boolean;
}

export function lockedFieldsOf(userInfo: PrefilledUserInfo | null | undefined): LockedFields {
  return {
    username: Boolean(userInfo?.username),
    name: Boolean(userInfo?.name),
    gender: isGender(userInfo?.gender?.toLowerCase()),
    phone: Boolean(userInfo?.phone),
  };
}

export function initialSignupForm(userInfo?: PrefilledUserInfo | null): SignupForm {
  const gender = userInfo?.gender?.toLowerCase();
  return {
    username: userInfo?.username ?? '',
    // A username handed over by the social login is the account's own: nothing to check.
    usernameChecked: Boolean(userInfo?.username),
    password: '',
    passwordConfirm: '',
    name: userInfo?.name ?? '',
    birthYear: '',
    birthMonth: '',
    birthDay: '',
    gender: isGender(gender) ? gender : 'male',
    district: '',
    addressDetail: '',
    phone: userInfo?.phone ? toLocalPhone(userInfo.phone) : '',
    codeSentTo: '',
    phoneVerified: false,
    bio: '',
    consents: { terms: false, privacy: false, marketing: false },
  };
}

export function passwordsMatch(form: Pick<SignupForm, 'password' | 'passwordConfirm'>): boolean {
  return form.password !== '' && form.password === form.passwordConfirm;
}

/** What still stops the signup, in the order of the form (empty when it can be sent). */
export function missingSignupItems(form: SignupForm): string[] {
  const missing: string[] = [];
  if (!form.username.trim() || !form.usernameChecked) missing.push('아이디 중복 확인');
  if (form.password.length < PASSWORD_MIN_LENGTH) missing.push(`비밀번호 (${PASSWORD_MIN_LENGTH}자 이상)`);
  else if (!passwordsMatch(form)) missing.push('비밀번호 확인');
  if (!form.name.trim()) missing.push('이름');
  // The API refuses a name with characters that show nothing (it could look blank): say so here.
  else if ('problem' in checkNameText(form.name)) missing.push('이름 (보이지 않는 문자 없이)');
  const birth = { year: form.birthYear, month: form.birthMonth, day: form.birthDay };
  if (!birth.year || !birth.month || !birth.day || isNonexistentBirthDate(birth)) missing.push('생년월일');
  if (!form.district) missing.push('주소 (구)');
  if (!form.phone || !form.phoneVerified) missing.push('휴대폰 인증');
  if (!form.consents.terms) missing.push('이용약관 동의');
  if (!form.consents.privacy) missing.push('개인정보 수집 동의');
  return missing;
}

export function toSignupPayload(
  form: SignupForm,
  userType: UserType,
  { kakaoTicket, pushToken, today = new Date() }: { kakaoTicket?: string; pushToken: string; today?: Date },
): SignupPayload {
  // missingSignupItems lists a missing district, and the page sends nothing while it lists anything.
  if (!form.district) throw new Error('toSignupPayload: no district chosen');
  return {
    username: form.username.trim(),
    password: form.password,
    name: form.name.trim(),
    age: ageFromBirthDate(
      { year: Number(form.birthYear), month: Number(form.birthMonth), day: Number(form.birthDay) },
      today,
    ),
    gender: form.gender,
    phone: form.phone,
    address: { district: form.district, detail: form.addressDetail.trim() },
    phoneCode: pushToken,
    userType,
    bio: userType === 'volunteer' ? form.bio.trim().slice(0, BIO_MAX_LENGTH) : '',
    ...(kakaoTicket ? { kakaoTicket } : {}),
  };
}
