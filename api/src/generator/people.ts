// Deterministic, realistic-looking Seoul volunteers and elderly users for tests, demos and the
// bench. Every entity draws from its own generator seeded by (seed, kind, index), so the same
// seed gives the same people whatever the batch size or the order of generation.
import { BIO_MAX_LENGTH, type DistrictCode, type Gender, HELP_TYPE_CODES, HELP_TYPES, type HelpType } from '@ieum/domain';

export type Random = () => number;

/** mulberry32: small, fast, good enough for test data. */
export function seededRandom(seed: number): Random {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = Math.imul(state ^ (state >>> 15), 1 | state);
    value = (value + Math.imul(value ^ (value >>> 7), 61 | value)) ^ value;
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296;
  };
}

/** FNV-1a of a key: the seed of one entity's generator. */
export function entitySeed(...parts: (string | number)[]): number {
  let hash = 0x811c9dc5;
  for (const char of parts.join(':')) {
    hash ^= char.charCodeAt(0);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

export const pick = <T>(random: Random, items: readonly T[]): T => items[Math.floor(random() * items.length)];
export const between = (random: Random, min: number, max: number) => min + Math.floor(random() * (max - min + 1));

function weighted<T>(random: Random, entries: readonly (readonly [T, number])[]): T {
  const total = entries.reduce((sum, [, weight]) => sum + weight, 0);
  let roll = random() * total;
  for (const [value, weight] of entries) {
    roll -= weight;
    if (roll < 0) return value;
  }
  return entries[entries.length - 1][0];
}

// Common Korean surnames, weighted roughly by frequency (per mille).
const SURNAMES = [
  ['김', 215], ['이', 147], ['박', 84], ['최', 47], ['정', 44], ['강', 23], ['조', 21], ['윤', 21], ['장', 20], ['임', 17],
  ['한', 15], ['오', 15], ['서', 15], ['신', 15], ['권', 14], ['황', 14], ['안', 13], ['송', 13], ['류', 11], ['전', 11],
  ['홍', 11], ['고', 9], ['문', 9], ['양', 8], ['손', 8], ['배', 8], ['백', 8], ['허', 6], ['유', 6], ['남', 5], ['심', 5], ['노', 4],
] as const;

const GIVEN_NAMES: Record<'young' | 'old', Record<Gender, readonly string[]>> = {
  young: {
    male: ['민준', '서준', '도윤', '예준', '시우', '하준', '주원', '지호', '준우', '현우', '건우', '우진', '선우', '민재', '현준', '정우', '승현', '성민', '동현', '재원', '영훈', '상훈', '진호', '경수'],
    female: ['서연', '서윤', '지우', '서현', '민서', '하은', '하윤', '윤서', '지민', '채원', '수아', '예은', '수빈', '다은', '은지', '혜진', '수진', '지영', '미영', '은영', '현정', '유진', '소연', '정은'],
  },
  old: {
    male: ['영수', '영호', '영식', '정호', '철수', '광수', '상철', '성호', '종수', '병철', '만수', '동수', '영길', '태식', '재호', '용수', '춘식', '덕수'],
    female: ['순자', '영자', '정숙', '영숙', '옥순', '말순', '춘자', '복순', '금례', '정자', '명숙', '순옥', '경자', '옥자', '봉순', '점례', '분이', '필순'],
  },
};

// Population of Seoul's 23 districts in ten thousands (2020s, rounded): more people, more users.
export const DISTRICT_WEIGHTS: readonly (readonly [DistrictCode, number])[] = [
  ['SONGPA', 66], ['GANGSEO', 57], ['GANGNAM', 53], ['NOWON', 50], ['GWANAK', 49], ['EUNPYEONG', 46], ['GANGDONG', 46],
  ['YANGCHEON', 44], ['SEONGBUK', 43], ['SEOCHO', 41], ['GURO', 40], ['DONGJAK', 38], ['YEONGDEUNGPO', 38], ['MAPO', 37],
  ['GWANGJIN', 34], ['DONGDAEMUN', 34], ['SEODAEMUN', 31], ['DOBONG', 31], ['GANGBUK', 29], ['SEONGDONG', 28],
  ['GEUMCHEON', 23], ['YONGSAN', 22], ['JONGNO', 14],
];

const STREETS = ['중앙로', '은행로', '한빛로', '새마을로', '문화로', '공원로', '시장길', '학교길', '우체국길', '느티나무로', '햇살로', '꽃길'];

const BIO_OPENERS = ['안녕하세요.', '반갑습니다.', '', ''];
const BIO_SKILLS: Record<HelpType, readonly string[]> = {
  HEALTH: ['병원 동행과 복약 안내를 도와드려요.', '간호학과 학생이라 혈압 체크를 도와드릴 수 있어요.', '어르신과 산책하며 가벼운 운동을 함께해요.', '요양보호사 자격증이 있어요.'],
  HOUSING: ['청소와 정리정돈을 꼼꼼하게 해요.', '전구 교체 같은 간단한 집수리를 잘해요.', '장보기와 반찬 나눔을 도와드려요.', '빨래와 설거지도 도와드려요.'],
  CULTURE: ['말벗이 되어 드리고 옛날 이야기 듣는 걸 좋아해요.', '노래와 바둑을 함께해요.', '동네 나들이와 산책을 함께해요.', '그림 그리기와 책 읽어드리기를 해요.'],
  EDUCATION: ['스마트폰과 키오스크 사용법을 차근차근 알려드려요.', '카카오톡 영상통화 방법을 알려드려요.', '한글과 글쓰기 공부를 도와드려요.', '컴퓨터 기초를 쉽게 알려드려요.'],
};
const BIO_CLOSERS = ['편하게 불러주세요.', '정성껏 도와드리겠습니다.', '주말에도 시간 있어요.', '반려동물도 좋아해요.', ''];

export interface Person {
  name: string;
  gender: Gender;
  birthDate: string;
  age: number;
  phone: string;
  district: DistrictCode;
  addressDetail: string;
}

export interface GeneratedVolunteer extends Person {
  bio: string;
  categories: number;
  /** ISO weekday (1 = Monday) and minutes since midnight, one per chosen day. */
  slots: { dayOfWeek: number; startMinute: number }[];
}

function person(random: Random, generation: 'young' | 'old', anchorYear: number): Person {
  const gender: Gender = random() < 0.5 ? 'female' : 'male';
  const age = generation === 'young' ? between(random, 19, 64) : between(random, 65, 94);
  const month = between(random, 1, 12);
  const day = between(random, 1, 28);
  const birthYear = anchorYear - age - 1;
  return {
    name: `${weighted(random, SURNAMES)}${pick(random, GIVEN_NAMES[generation][gender])}`,
    gender,
    birthDate: `${birthYear}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`,
    age: anchorYear - birthYear - (month > 6 ? 1 : 0),
    phone: `010${String(between(random, 0, 99_999_999)).padStart(8, '0')}`,
    district: weighted(random, DISTRICT_WEIGHTS),
    addressDetail: `${pick(random, STREETS)} ${between(random, 1, 250)}${random() < 0.4 ? `, ${between(random, 1, 20)}${String(between(random, 1, 12)).padStart(2, '0')}호` : ''}`,
  };
}

export function volunteerBio(random: Random, types: HelpType[]): string {
  const parts = [pick(random, BIO_OPENERS), ...types.slice(0, 2).map((type) => pick(random, BIO_SKILLS[type])), pick(random, BIO_CLOSERS)].filter(Boolean);
  while (parts.join(' ').length > BIO_MAX_LENGTH) parts.pop();
  return parts.join(' ');
}

export function generateVolunteer(seed: number, index: number, anchorYear: number): GeneratedVolunteer {
  const random = seededRandom(entitySeed(seed, 'volunteer', index));
  const base = person(random, 'young', anchorYear);
  // Most volunteers offer one or two kinds of help.
  const types = HELP_TYPE_CODES.filter(() => random() < 0.35);
  if (types.length === 0) types.push(pick(random, HELP_TYPE_CODES));
  const days = [1, 2, 3, 4, 5, 6, 7].filter((day) => random() < (day >= 6 ? 0.45 : 0.3));
  if (days.length === 0) days.push(between(random, 1, 7));
  // Daytime starts on the 30-minute grid, mostly 09:00-17:00.
  const slots = days.map((dayOfWeek) => ({ dayOfWeek, startMinute: (random() < 0.85 ? between(random, 18, 34) : between(random, 14, 40)) * 30 }));
  return {
    ...base,
    bio: volunteerBio(random, types),
    categories: types.reduce((mask, type) => mask | HELP_TYPES[type].bit, 0),
    slots,
  };
}

export function generateElderly(seed: number, index: number, anchorYear: number): Person {
  return person(seededRandom(entitySeed(seed, 'elderly', index)), 'old', anchorYear);
}

export const REQUEST_TEXTS: Record<HelpType, readonly string[]> = {
  HEALTH: ['병원에 같이 가 주실 분을 찾아요', '약 챙겨 먹는 걸 자꾸 잊어요', '무릎이 아파서 산책을 같이 해 주세요', ''],
  HOUSING: ['집 정리를 도와주세요', '화장실 전구가 나갔어요', '장보기가 힘들어요', ''],
  CULTURE: ['말벗이 필요해요', '같이 노래 부르고 싶어요', '동네 공원에 같이 나가고 싶어요', ''],
  EDUCATION: ['휴대폰으로 손주와 영상통화 하는 법을 배우고 싶어요', '키오스크 주문이 어려워요', '카카오톡 사용법을 알려주세요', ''],
};

export const REVIEW_TEXTS = [
  '어르신께서 반갑게 맞아 주셔서 즐거운 시간이었어요.',
  '옛날 이야기를 많이 들려주셔서 오히려 제가 배웠습니다.',
  '다음에도 꼭 다시 찾아뵙고 싶어요.',
  '처음엔 어색했지만 금방 친해졌어요. 건강하세요!',
  '작은 도움이었지만 기뻐하셔서 뿌듯했습니다.',
];
