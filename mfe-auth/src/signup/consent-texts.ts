import { MIN_AGE } from '@ieum/domain';

export interface ConsentText {
  title: string;
  /** Each section: a heading and its lines, in plain words. */
  sections: { heading: string; lines: string[] }[];
}

// Written for this service and its users; each text says what the box agrees to, in short
// sentences, because the people who sign up here are often reading on a small phone.
export const CONSENT_TEXTS = {
  terms: {
    title: '이용약관',
    sections: [
      {
        heading: '이음은 어떤 서비스인가요',
        lines: [
          '이음은 서울에 사시는 어르신(이용자)과 봉사자를 이어 주는 무료 서비스입니다.',
          '이용자는 집에서 받고 싶은 도움(의료, 주거, 문화, 교육)을 신청하고, 봉사자는 봉사할 수 있는 요일과 시간을 등록합니다.',
          '이용자는 AI 말벗과 이야기를 나눌 수 있습니다.',
        ],
      },
      {
        heading: '가입',
        lines: [`만 ${MIN_AGE}세 이상만 가입할 수 있습니다.`, '본인의 이름과 본인 명의의 휴대폰 번호로 가입해주세요.'],
      },
      {
        heading: '지켜 주세요',
        lines: [
          '봉사는 대가 없이 합니다. 돈이나 선물을 요구하거나 받지 마세요.',
          '봉사하며 알게 된 주소와 전화번호는 그 봉사에만 쓰고, 다른 사람에게 알리지 마세요.',
          '약속을 지킬 수 없게 되면 시작 시간 전에 앱에서 취소해주세요.',
          '다른 사람을 속이거나 괴롭히는 계정은 이용을 멈출 수 있습니다.',
        ],
      },
      {
        heading: '알아 두세요',
        lines: [
          'AI 말벗의 답은 참고용이며 의사의 진료를 대신하지 않습니다. 위급할 때는 119에 전화해주세요.',
          '약관을 바꿀 때는 바뀌기 7일 전에 앱에서 알려 드립니다.',
        ],
      },
    ],
  },
  privacy: {
    title: '개인정보 수집·이용 동의',
    sections: [
      {
        heading: '모으는 정보',
        lines: [
          '아이디, 비밀번호(알아볼 수 없게 바꿔서 저장), 이름, 생년월일과 나이, 성별, 휴대폰 번호, 사는 구와 상세 주소',
          '봉사자: 자기소개와 봉사 가능 시간. 올린 경우 프로필 사진과 후기 사진',
          '이용자: 도움 요청 내용, AI 말벗과 나눈 대화',
          '알림을 허용한 경우: 알림을 받을 기기의 정보',
        ],
      },
      {
        heading: '쓰는 곳',
        lines: [
          '가입과 로그인, 휴대폰 문자로 본인 확인',
          '같은 구, 맞는 시간과 도움 종류로 봉사자와 이용자를 찾아 연결',
          '연결된 상대에게 이름과 연락처, 방문할 주소 알려 주기',
          '일정 확정, 취소, 시작 1시간 전 안내 같은 알림 보내기',
          '이용자의 AI 말벗 대화와 지난달 감정 분석',
        ],
      },
      {
        heading: '보관 기간',
        lines: [
          '회원 탈퇴할 때까지 보관하고, 탈퇴하면 지웁니다.',
          '알림은 90일, AI 말벗의 음성 파일은 하루가 지나면 지웁니다.',
          '법으로 보관해야 하는 기록은 그 법이 정한 기간 동안만 보관합니다.',
        ],
      },
      {
        heading: '동의하지 않으면',
        lines: ['동의하지 않으셔도 되지만, 이 정보가 없으면 봉사자와 이용자를 이어 드릴 수 없어 가입할 수 없습니다.'],
      },
    ],
  },
  marketing: {
    title: '마케팅 정보 수신 동의 (선택)',
    sections: [
      {
        heading: '받는 소식',
        lines: ['새 기능, 봉사 행사, 어르신 복지 소식을 문자나 앱 알림으로 보내 드립니다.'],
      },
      {
        heading: '동의하지 않아도',
        lines: ['이음의 모든 기능을 그대로 쓸 수 있습니다. 봉사 일정 같은 꼭 필요한 알림은 동의와 상관없이 보내 드립니다.'],
      },
      {
        heading: '그만 받으려면',
        lines: [
          '소식마다 그만 받는 방법이 적혀 있습니다. 그대로 하시면 바로 멈춥니다.',
          '휴대폰 설정에서 이음 알림을 끄셔도 됩니다.',
        ],
      },
    ],
  },
} as const satisfies Record<'terms' | 'privacy' | 'marketing', ConsentText>;
