// Server-side domain constants from the product spec (section 3 and 9). The client keeps its own
// copy in shared-ui; these are the values the API validates and stores.
import { z } from 'zod';

export { USER_TYPES, type UserType, userTypeSchema } from '@ieum/server-kit';

/** The 23 Seoul districts of the spec, code -> Korean name. */
export const DISTRICTS = {
  GANGNAM: '강남구',
  GANGDONG: '강동구',
  GANGBUK: '강북구',
  GANGSEO: '강서구',
  GWANAK: '관악구',
  GWANGJIN: '광진구',
  GURO: '구로구',
  GEUMCHEON: '금천구',
  NOWON: '노원구',
  DOBONG: '도봉구',
  DONGDAEMUN: '동대문구',
  DONGJAK: '동작구',
  MAPO: '마포구',
  SEODAEMUN: '서대문구',
  SEOCHO: '서초구',
  SEONGDONG: '성동구',
  SEONGBUK: '성북구',
  SONGPA: '송파구',
  YANGCHEON: '양천구',
  YEONGDEUNGPO: '영등포구',
  YONGSAN: '용산구',
  EUNPYEONG: '은평구',
  JONGNO: '종로구',
} as const;
export type District = keyof typeof DISTRICTS;
export const DISTRICT_CODES = Object.keys(DISTRICTS) as [District, ...District[]];
export const districtSchema = z.enum(DISTRICT_CODES);

/** Help (volunteer activity) types with their Korean labels. */
export const HELP_TYPES = {
  HEALTH: '의료',
  HOUSING: '주거',
  CULTURE: '문화',
  EDUCATION: '교육',
} as const;
export type HelpType = keyof typeof HELP_TYPES;
export const HELP_TYPE_CODES = Object.keys(HELP_TYPES) as [HelpType, ...HelpType[]];
export const helpTypeSchema = z.enum(HELP_TYPE_CODES);

/** A volunteer's categories are a bitmask of these; one mapping everywhere (server-behaviour.md). */
export const CATEGORY_BITS: Record<HelpType, number> = {
  HEALTH: 1,
  CULTURE: 2,
  EDUCATION: 4,
  HOUSING: 8,
};
export const ALL_CATEGORIES_MASK = 1 | 2 | 4 | 8;

export function categoryMask(types: readonly HelpType[]): number {
  return types.reduce((mask, type) => mask | CATEGORY_BITS[type], 0);
}

export function typesInMask(mask: number): HelpType[] {
  return HELP_TYPE_CODES.filter((type) => (mask & CATEGORY_BITS[type]) !== 0);
}

/** Pets at the elderly user's home (the request form's step 3). */
export const ANIMAL_TYPES = {
  dog: '개',
  cat: '고양이',
  etc: '기타',
  none: '없음',
} as const;
export type AnimalType = keyof typeof ANIMAL_TYPES;
export const animalTypeSchema = z.enum(Object.keys(ANIMAL_TYPES) as [AnimalType, ...AnimalType[]]);

export const GENDERS = ['male', 'female'] as const;
export type Gender = (typeof GENDERS)[number];
export const genderSchema = z.enum(GENDERS);

/** Volunteer self-introduction limit (spec section 5). */
export const BIO_MAX_LENGTH = 100;
