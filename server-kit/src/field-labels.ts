import { withParticle } from '@ieum/domain';

/** Korean names of the API's request fields, so validation messages speak the user's words. */
export const FIELD_LABELS: Readonly<Record<string, string>> = {
  username: '아이디',
  password: '비밀번호',
  currentPassword: '현재 비밀번호',
  newPassword: '새 비밀번호',
  name: '이름',
  age: '나이',
  gender: '성별',
  phone: '전화번호',
  phoneNumber: '전화번호',
  phoneCode: '인증번호',
  verificationCode: '인증번호',
  code: '인증번호',
  address: '주소',
  district: '구',
  districtType: '구',
  detail: '상세 주소',
  addressDetail: '상세 주소',
  bio: '자기소개',
  profileImage: '프로필 사진',
  userType: '회원 유형',
  kakaoTicket: '카카오 가입 정보',
  refreshToken: '갱신 토큰',
  startTime: '시작 시간',
  volunteerType: '도움 유형',
  helpType: '도움 유형',
  animalType: '반려동물 종류',
  addDescription: '추가 설명',
  availableTimes: '활동 가능 시간',
  schedules: '활동 가능 시간',
  dayOfWeek: '요일',
  time: '시간',
  category: '관심 분야',
  categories: '관심 분야',
  matchingId: '매칭 번호',
  volunteerId: '봉사자 번호',
  volunteerActivityId: '활동 번호',
  content: '후기 내용',
  imageUrls: '후기 사진',
  contentType: '파일 형식',
  afterId: '알림 번호',
  status: '상태',
  limit: '개수',
  page: '페이지',
};

export interface FieldName {
  /** The subject form: 아이디는 / 비밀번호는 / 'foo' 항목은 */
  topic: string;
  /** The object form: 아이디를 / 상세 주소를 / 'foo' 항목을 */
  object: string;
  /** The plain form for 의: 아이디 / 'foo' 항목 */
  plain: string;
}

/** How a message names the field at a request path such as "availableTimes.0.dayOfWeek". */
export function fieldName(path: string): FieldName {
  const key = path.split('.').filter((segment) => !/^\d+$/.test(segment)).pop() ?? path;
  const label = FIELD_LABELS[key];
  if (!label) {
    const plain = `'${path}' 항목`;
    return { topic: `${plain}은`, object: `${plain}을`, plain };
  }
  return { topic: withParticle(label, '은', '는'), object: withParticle(label, '을', '를'), plain: label };
}
