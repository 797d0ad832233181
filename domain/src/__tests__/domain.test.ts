import { DISTRICT_CODES, districtCodeFromName, districtName, isDistrictCode } from '../districts';
import { categoryFromTypes, HELP_TYPES, helpTypeLabel, isHelpType, typesFromCategory } from '../help-types';
import { ANIMAL_TYPES } from '../animal-types';
import { BIO_MAX_LENGTH, isAllowedAge, LOCAL_PHONE_PATTERN, NAME_PATTERN, USERNAME_MAX_LENGTH, USERNAME_MIN_LENGTH, USERNAME_PATTERN } from '../account-fields';
import { ALL_CATEGORIES } from '../help-types';
import { GENDERS, isGender, isUserType, SIGNUP_USER_TYPES, USER_TYPE_CODES, USER_TYPES } from '../people';

describe('domain constants', () => {
  it('has the 23 districts with their Korean names, SEOCHO included', () => {
    expect(DISTRICT_CODES).toHaveLength(23);
    expect(districtName('SEOCHO')).toBe('서초구');
    expect(districtName('GANGNAM')).toBe('강남구');
    expect(districtCodeFromName('영등포구')).toBe('YEONGDEUNGPO');
    expect(districtName('NOWHERE')).toBe('');
  });

  it('maps help types to the one category bitmask: medical 1, culture 2, education 4, housing 8', () => {
    expect(Object.fromEntries(Object.entries(HELP_TYPES).map(([code, { label, bit }]) => [code, [label, bit]]))).toEqual({
      HEALTH: ['의료', 1],
      CULTURE: ['문화', 2],
      EDUCATION: ['교육', 4],
      HOUSING: ['주거', 8],
    });
    expect(categoryFromTypes(['HEALTH', 'HOUSING', 'HEALTH'])).toBe(9);
    expect(typesFromCategory(6)).toEqual(['CULTURE', 'EDUCATION']);
  });

  it('has the four animal types', () => {
    expect(ANIMAL_TYPES).toEqual({ dog: '개', cat: '고양이', etc: '기타', none: '없음' });
  });

  it('names the four roles and genders, and knows a role when it sees one', () => {
    expect(USER_TYPES).toEqual({ volunteer: '봉사자', elderly: '이용자', guardian: '가족', staff: '사회복지사' });
    expect(GENDERS).toEqual({ male: '남성', female: '여성' });
    expect(isUserType('elderly')).toBe(true);
    expect(isUserType('admin')).toBe(false);
    expect(USER_TYPE_CODES).toEqual(['volunteer', 'elderly', 'guardian', 'staff']);
    expect(SIGNUP_USER_TYPES).not.toContain('staff');
    expect(BIO_MAX_LENGTH).toBe(100);
  });

  it('has one category number for every help type', () => {
    expect(ALL_CATEGORIES).toBe(15);
  });

  it('states the account field rules the API and the forms share', () => {
    expect('a'.repeat(USERNAME_MIN_LENGTH)).toMatch(USERNAME_PATTERN);
    expect('a'.repeat(USERNAME_MAX_LENGTH)).toMatch(USERNAME_PATTERN);
    for (const refused of ['a'.repeat(USERNAME_MIN_LENGTH - 1), 'a'.repeat(USERNAME_MAX_LENGTH + 1), '_abcd', 'ab cd', '아이디이름']) {
      expect(refused).not.toMatch(USERNAME_PATTERN);
    }
    expect("김 O'Neil·하늘_-.").toMatch(NAME_PATTERN);
    expect('<script>').not.toMatch(NAME_PATTERN);
    expect([13, 14, 120, 121, 14.5].map(isAllowedAge)).toEqual([false, true, true, false, false]);
    expect('01012345678').toMatch(LOCAL_PHONE_PATTERN);
    expect('0101234567').not.toMatch(LOCAL_PHONE_PATTERN);
  });

  it('recognises codes by their own keys only, never by names inherited from Object', () => {
    for (const inherited of ['toString', 'constructor', '__proto__', 'hasOwnProperty']) {
      expect(isDistrictCode(inherited)).toBe(false);
      expect(districtName(inherited)).toBe('');
      expect(isHelpType(inherited)).toBe(false);
      expect(helpTypeLabel(inherited)).toBe('');
      expect(isGender(inherited)).toBe(false);
      expect(isUserType(inherited)).toBe(false);
    }
    expect(isDistrictCode('SEOCHO')).toBe(true);
    expect(isHelpType('HOUSING')).toBe(true);
    expect(helpTypeLabel('HOUSING')).toBe('주거');
    expect(isGender('female')).toBe(true);
    expect(isGender('FEMALE')).toBe(false);
  });
});
