import { DISTRICT_CODES, districtCodeFromName, districtName, isDistrictCode } from '../districts';
import { categoryFromTypes, HELP_TYPES, helpTypeLabel, isHelpType, typesFromCategory } from '../help-types';
import { ANIMAL_TYPES } from '../animal-types';
import { BIO_MAX_LENGTH, GENDERS, isGender, isUserType, USER_TYPES } from '../people';

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

  it('names the two roles and genders, and knows a role when it sees one', () => {
    expect(USER_TYPES).toEqual({ volunteer: '봉사자', elderly: '이용자' });
    expect(GENDERS).toEqual({ male: '남성', female: '여성' });
    expect(isUserType('elderly')).toBe(true);
    expect(isUserType('admin')).toBe(false);
    expect(BIO_MAX_LENGTH).toBe(100);
  });

  it('recognises codes by their own keys only, never by names inherited from Object', () => {
    for (const inherited of ['toString', 'constructor', '__proto__', 'hasOwnProperty']) {
      expect(isDistrictCode(inherited)).toBe(false);
      expect(districtName(inherited)).toBe('');
      expect(isHelpType(inherited)).toBe(false);
      expect(helpTypeLabel(inherited)).toBe('');
      expect(isGender(inherited)).toBe(false);
    }
    expect(isDistrictCode('SEOCHO')).toBe(true);
    expect(isHelpType('HOUSING')).toBe(true);
    expect(helpTypeLabel('HOUSING')).toBe('주거');
    expect(isGender('female')).toBe(true);
    expect(isGender('FEMALE')).toBe(false);
  });
});
