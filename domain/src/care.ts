// The circle of care: welfare workers (staff) and family (guardian) around an older person, who
// decides what each of them sees. One copy of the rules and words for the API and the apps.

/**
 * What a crisis alert is about: the companion's risk signal kinds, with the words staff and family
 * read. The companion may learn new kinds before the apps do: show crisisKindLabel(kind).
 */
export const CRISIS_KINDS = {
  SUICIDE: '극단적 선택 위험',
  SELF_HARM: '자해 위험',
  ACUTE_ILLNESS: '갑자기 몸이 많이 아프심',
  FALL: '넘어지심(낙상)',
  NOT_EATING: '며칠째 식사를 못 하심',
  BURDEN: '짐이 된다며 많이 힘들어하심',
  FAREWELL: '작별 인사 같은 말씀',
  MEDICATION: '약을 두 번 드셨을 수 있음',
  // Raised by 도움이 필요해요 during a visit (issue 27), by the volunteer or the elderly user.
  VISIT_HELP: '방문 중 도움 요청',
} as const;
export type CrisisKind = keyof typeof CRISIS_KINDS;

export function crisisKindLabel(kind: string): string {
  return Object.prototype.hasOwnProperty.call(CRISIS_KINDS, kind) ? CRISIS_KINDS[kind as CrisisKind] : '위험 신호';
}

/** An alert's state: nobody has answered yet, a worker said 확인했어요, or it was closed with a note. */
export const CARE_ALERT_STATUSES = ['OPEN', 'ACKNOWLEDGED', 'CLOSED'] as const;
export type CareAlertStatus = (typeof CARE_ALERT_STATUSES)[number];

/** What the worker did about an alert (the note says the rest). */
export const CARE_ALERT_OUTCOMES = {
  CALLED: '전화로 안부를 확인했어요',
  VISITED: '직접 방문했어요',
  EMERGENCY_119: '119에 신고했어요',
  FALSE_ALARM: '위급한 상황이 아니었어요',
} as const;
export type CareAlertOutcome = keyof typeof CARE_ALERT_OUTCOMES;
export const CARE_ALERT_OUTCOME_CODES = Object.keys(CARE_ALERT_OUTCOMES) as CareAlertOutcome[];

export const CARE_ALERT_ACKNOWLEDGE_LABEL = '확인했어요';
export const CARE_ALERT_NOTE_MAX_LENGTH = 500;
/** Not acknowledged this long after it was raised: every worker of the district and the family are told again. */
export const CARE_ALERT_ESCALATE_AFTER_MINUTES = 10;
/** Not acknowledged this long: marked overdue on the dashboard. */
export const CARE_ALERT_OVERDUE_AFTER_MINUTES = 30;

/**
 * What the older person shares with linked family (each a switch on 공유 설정), with the default
 * of a new link: visits and crisis alerts are what family links for; photos taken in the home and
 * feelings are more private, so they start off.
 */
export const FAMILY_SHARING_ITEMS = {
  shareUpcomingVisits: { label: '다가오는 봉사 일정', defaultOn: true },
  sharePastVisits: { label: '지난 봉사와 후기', defaultOn: true },
  shareReviewPhotos: { label: '봉사자님이 올린 후기 사진', defaultOn: false },
  shareEmotionChart: { label: '월별 마음 그래프', defaultOn: false },
  shareCrisisAlerts: { label: '위기 알림', defaultOn: true },
} as const;
export type FamilySharingItem = keyof typeof FAMILY_SHARING_ITEMS;
export const FAMILY_SHARING_ITEM_CODES = Object.keys(FAMILY_SHARING_ITEMS) as FamilySharingItem[];

/** Whether the district's welfare workers get crisis alerts: on unless the older person turns it off. */
export const STAFF_CRISIS_ALERTS = {
  label: '구청 사회복지사에게 위기 알림 보내기',
  explanation:
    '대화 중에 위험한 말씀(극단적 선택, 낙상, 며칠째 식사를 못 하심 등)을 하시면 사는 구의 사회복지사에게 알림이 가요. 대화 내용은 보내지 않고, 알림이 된 그 한 문장만 보내요.',
  defaultOn: true,
} as const;

export type CareSharing = Record<FamilySharingItem, boolean> & { staffCrisisAlerts: boolean };

export const DEFAULT_CARE_SHARING: CareSharing = {
  ...(Object.fromEntries(FAMILY_SHARING_ITEM_CODES.map((item) => [item, FAMILY_SHARING_ITEMS[item].defaultOn])) as Record<FamilySharingItem, boolean>),
  staffCrisisAlerts: STAFF_CRISIS_ALERTS.defaultOn,
};

/** The one-time code an older person reads to a family member to link them. */
export const CARE_LINK_CODE_LENGTH = 6;
export const CARE_LINK_CODE_PATTERN = /^[0-9]{6}$/;
export const CARE_LINK_CODE_VALID_MINUTES = 10;
/** Family members one older person may link, and older people one family member may follow. */
export const MAX_GUARDIANS_PER_PERSON = 5;
export const MAX_PEOPLE_PER_GUARDIAN = 10;

/** The audit log shows this many days back when no range is chosen (the page and the API). */
export const CARE_AUDIT_DEFAULT_DAYS = 30;

/** Dashboard rules of the welfare worker's lists. */
export const WAITING_REQUEST_ALERT_HOURS = 24;
export const IDLE_VOLUNTEER_DAYS = 30;
/** Labels whose share of a month's messages the loneliness list follows. */
export const LONELINESS_LABELS = ['외로움', '슬픔'] as const;
/** A month with fewer of the person's messages says too little to compare. */
export const LONELINESS_MIN_MESSAGES = 5;
