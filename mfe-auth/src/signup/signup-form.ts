import { BIO_MAX_LENGTH, checkNameText, isGender, PASSWORD_MIN_LENGTH, SIGNUP_USER_TYPES, type DistrictCode, type Gender, type SignupUserType } from '@ieum/domain';
import { ageFromBirthDate, toLocalPhone } from '@ieum/shared-ui';
import type { SignupPayload } from '../api/signup';
import { birthDateProblem, isCompleteBirthDate, toIsoBirthDate } from '../components/BirthDateFields';
import { addressDetailProblem, nameProblem } from '../forms/field-problems';

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

/** One thing that still stops the signup, and the `name` of the control to move the focus to. */
export interface MissingSignupItem {
  label: string;
  field: string;
}

/** What still stops the signup, in the order of the form (empty when it can be sent). */
export function missingSignupFields(form: SignupForm, today: Date = new Date()): MissingSignupItem[] {
  const missing: MissingSignupItem[] = [];
  if (!form.username.trim() || !form.usernameChecked) missing.push({ label: '아이디 중복 확인', field: 'username' });
  if (form.password.length < PASSWORD_MIN_LENGTH) missing.push({ label: `비밀번호 (${PASSWORD_MIN_LENGTH}자 이상)`, field: 'password' });
  else if (!passwordsMatch(form)) missing.push({ label: '비밀번호 확인', field: 'passwordConfirm' });
  if (!form.name.trim()) missing.push({ label: '이름', field: 'name' });
  // The API refuses a name with characters that show nothing (it could look blank): say so here.
  else if ('problem' in checkNameText(form.name)) missing.push({ label: '이름 (보이지 않는 문자 없이)', field: 'name' });
  else if (nameProblem(form.name)) missing.push({ label: '이름', field: 'name' });
  const birth = { year: form.birthYear, month: form.birthMonth, day: form.birthDay };
  if (!isCompleteBirthDate(birth) || birthDateProblem(birth, today)) {
    missing.push({ label: '생년월일', field: !birth.year ? 'birthDecade' : !birth.month ? 'birth-month' : 'birth-day' });
  }
  if (!form.district) missing.push({ label: '주소 (구)', field: 'district' });
  if (addressDetailProblem(form.addressDetail)) missing.push({ label: '상세 주소', field: 'addressDetail' });
  if (!form.phone || !form.phoneVerified) missing.push({ label: '휴대폰 인증', field: 'phone' });
  if (!form.consents.terms) missing.push({ label: '이용약관 동의', field: 'terms' });
  if (!form.consents.privacy) missing.push({ label: '개인정보 수집 동의', field: 'privacy' });
  return missing;
}

export function missingSignupItems(form: SignupForm, today: Date = new Date()): string[] {
  return missingSignupFields(form, today).map((item) => item.label);
}

/** The roles the signup form is for (not staff: their accounts come from the operator command). */
export function isSignupUserType(value: unknown): value is SignupUserType {
  return (SIGNUP_USER_TYPES as readonly unknown[]).includes(value);
}

export function toSignupPayload(
  form: SignupForm,
  userType: SignupUserType,
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
    birthDate: toIsoBirthDate({ year: form.birthYear, month: form.birthMonth, day: form.birthDay }),
    gender: form.gender,
    phone: form.phone,
    address: { district: form.district, detail: form.addressDetail.trim() },
    phoneCode: pushToken,
    userType,
    bio: userType === 'volunteer' ? form.bio.trim().slice(0, BIO_MAX_LENGTH) : '',
    ...(kakaoTicket ? { kakaoTicket } : {}),
  };
}
