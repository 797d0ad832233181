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

export type DistrictCode = keyof typeof DISTRICTS;

export const DISTRICT_CODES = Object.keys(DISTRICTS) as DistrictCode[];

/**
 * Own keys only: `in` would also accept 'toString' or 'constructor' from the prototype. (Not
 * Object.hasOwn: older phones' Safari lacks it.)
 */
export function isDistrictCode(value: unknown): value is DistrictCode {
  return typeof value === 'string' && Object.prototype.hasOwnProperty.call(DISTRICTS, value);
}

export function districtName(code: string | null | undefined): string {
  return isDistrictCode(code) ? DISTRICTS[code] : '';
}

export function districtCodeFromName(name: string): DistrictCode | undefined {
  return DISTRICT_CODES.find((code) => DISTRICTS[code] === name);
}
