export const ANIMAL_TYPES = {
  dog: '개',
  cat: '고양이',
  etc: '기타',
  none: '없음',
} as const;

export type AnimalType = keyof typeof ANIMAL_TYPES;

export const ANIMAL_TYPE_CODES = Object.keys(ANIMAL_TYPES) as AnimalType[];
