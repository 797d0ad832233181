import { initialSignupForm, lockedFieldsOf, missingSignupFields, missingSignupItems, toSignupPayload, type SignupForm } from '../signup-form';

const complete: SignupForm = {
  ...initialSignupForm(),
  username: 'newvolunteer',
  usernameChecked: true,
  password: 'pw-123456',
  passwordConfirm: 'pw-123456',
  name: '박봉사',
  birthYear: '1990',
  birthMonth: '12',
  birthDay: '25',
  district: 'MAPO',
  addressDetail: ' 망원동 1 ',
  phone: '01012345678',
  phoneVerified: true,
  bio: '병원 동행을 자주 했어요.',
  consents: { terms: true, privacy: true, marketing: false },
};
const today = new Date(2026, 10, 22);

describe('signup form', () => {
  it('starts empty with gender male and nothing locked', () => {
    const form = initialSignupForm();
    expect(form).toMatchObject({ username: '', usernameChecked: false, gender: 'male', phone: '', phoneVerified: false });
    expect(lockedFieldsOf(null)).toEqual({ username: false, name: false, gender: false, phone: false });
  });

  it('takes the social-login prefill, marks the username checked and locks the given fields', () => {
    const userInfo = { username: 'kakao_1', name: '김영희', gender: 'FEMALE', phone: '+82 10-9876-5432', age: '78' };
    expect(initialSignupForm(userInfo)).toMatchObject({
      username: 'kakao_1',
      usernameChecked: true,
      name: '김영희',
      gender: 'female',
      phone: '01098765432',
    });
    expect(lockedFieldsOf(userInfo)).toEqual({ username: true, name: true, gender: true, phone: true });
    expect(lockedFieldsOf({ gender: 'unknown' }).gender).toBe(false);
  });

  it('lists nothing missing for a complete form, and each gap in form order otherwise', () => {
    expect(missingSignupItems(complete)).toEqual([]);
    expect(missingSignupItems(initialSignupForm())).toEqual([
      '아이디 중복 확인',
      '비밀번호 (8자 이상)',
      '이름',
      '생년월일',
      '주소 (구)',
      '휴대폰 인증',
      '이용약관 동의',
      '개인정보 수집 동의',
    ]);
    expect(missingSignupItems({ ...complete, passwordConfirm: 'other' })).toEqual(['비밀번호 확인']);
    expect(missingSignupItems({ ...complete, password: 'short', passwordConfirm: 'short' })).toEqual(['비밀번호 (8자 이상)']);
    expect(missingSignupItems({ ...complete, birthDay: '' })).toEqual(['생년월일']);
    for (const name of ['\u3164', '박\u200b봉사', '\u202e사봉박']) expect(missingSignupItems({ ...complete, name })).toEqual(['이름 (보이지 않는 문자 없이)']);
    expect(missingSignupItems({ ...complete, birthMonth: '2', birthDay: '31' })).toEqual(['생년월일']);
    expect(missingSignupItems({ ...complete, birthYear: '1952', birthMonth: '2', birthDay: '29' })).toEqual([]);
    expect(missingSignupItems({ ...complete, phoneVerified: false })).toEqual(['휴대폰 인증']);
    expect(missingSignupItems({ ...complete, usernameChecked: false })).toEqual(['아이디 중복 확인']);
    expect(missingSignupItems({ ...complete, consents: { terms: true, privacy: false, marketing: true } })).toEqual(['개인정보 수집 동의']);
  });

  it('builds the signup payload: full years, local phone, push token, district code', () => {
    expect(toSignupPayload(complete, 'volunteer', { pushToken: 'push-1', today })).toEqual({
      username: 'newvolunteer',
      password: 'pw-123456',
      name: '박봉사',
      age: 35, // 25 December 1990, and 22 November 2026 is before the birthday
      birthDate: '1990-12-25',
      gender: 'male',
      phone: '01012345678',
      address: { district: 'MAPO', detail: '망원동 1' },
      phoneCode: 'push-1',
      userType: 'volunteer',
      bio: '병원 동행을 자주 했어요.',
    });
  });

  it('lists a name, birth date or address the API would refuse, with the field to move to', () => {
    expect(missingSignupFields({ ...complete, name: '박<봉사>' }, today)).toEqual([{ label: '이름', field: 'name' }]);
    expect(missingSignupFields({ ...complete, addressDetail: '동'.repeat(101) }, today)).toEqual([{ label: '상세 주소', field: 'addressDetail' }]);
    expect(missingSignupFields({ ...complete, birthYear: '2013', birthMonth: '12', birthDay: '1' }, today)).toEqual([{ label: '생년월일', field: 'birth-day' }]);
    expect(missingSignupFields({ ...complete, birthYear: '' }, today)).toEqual([{ label: '생년월일', field: 'birthDecade' }]);
  });

  it('sends an empty bio for elderly users and the Kakao ticket when there is one', () => {
    const payload = toSignupPayload(complete, 'elderly', { pushToken: '', kakaoTicket: 'ticket-1', today });
    expect(payload).toMatchObject({ userType: 'elderly', bio: '', phoneCode: '', kakaoTicket: 'ticket-1' });
  });
});
