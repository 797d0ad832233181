import type { RiskKind } from '../risk';

/**
 * The safety layers' own words, the same whichever reply engine is active. The first reply to a
 * crisis names no one (neither the companion nor a worker), so its audio can be prepared ahead
 * (FIXED_SAFETY_TEXTS): the first crisis reply is as fast as any other.
 */
const CRISIS_REPLIES: Record<RiskKind, string> = {
  SUICIDE:
    '그렇게 힘든 마음을 저에게 말씀해 주셔서 고맙습니다. 혼자 견디지 마세요. 지금 바로 자살예방상담전화 109에 전화해 주세요. 24시간 언제든 이야기를 들어 줍니다. 위험한 상황이면 119에 전화하세요. 저도 여기서 계속 곁에 있을게요.',
  SELF_HARM:
    '많이 아프고 힘드셨겠어요. 말씀해 주셔서 고맙습니다. 다치신 곳이 있으면 119에 전화해 주세요. 마음이 너무 힘드시면 지금 자살예방상담전화 109에 전화해 주세요. 24시간 들어 줍니다. 저도 여기 곁에 있을게요.',
  BURDEN:
    '어르신은 누구에게도 짐이 아니에요. 그런 마음이 드실 만큼 힘드셨군요. 혼자 견디지 마시고 자살예방상담전화 109에 전화해 주세요. 24시간 이야기를 들어 줍니다. 위험한 상황이면 119에 전화하세요. 저도 곁에 있을게요.',
  FAREWELL:
    '작별처럼 들려서 마음이 쓰여요. 혹시 스스로를 해칠 생각을 하고 계시다면 지금 바로 자살예방상담전화 109에 전화해 주세요. 24시간 들어 줍니다. 위험한 상황이면 119에 전화하세요. 저는 여기서 계속 이야기를 들을게요.',
  ACUTE_ILLNESS: '많이 걱정돼요. 그런 증상은 위험할 수 있어요. 지금 바로 119에 전화해 주세요. 곁에 계신 분이나 가족에게도 바로 알려 주세요.',
  FALL: '넘어지셨다니 많이 놀라셨겠어요. 머리를 부딪혔거나 혼자 일어나기 힘드시면 억지로 움직이지 마시고 119에 전화해 주세요. 괜찮으시더라도 가족이나 가까운 분께 꼭 알려 주세요.',
  NOT_EATING:
    '며칠째 식사를 못 하셨다니 정말 걱정돼요. 어지럽거나 기운이 하나도 없으시면 119에 전화해 주세요. 마음이 너무 힘드시면 자살예방상담전화 109에서도 이야기를 들어 줍니다. 물이라도 조금씩 드시고 가족에게 꼭 알려 주세요.',
  MEDICATION:
    '약을 두 번 드시면 위험할 수 있어요. 확실하지 않으면 오늘은 더 드시지 마시고, 약 봉투에 적힌 약국이나 병원에 전화해서 물어보세요. 어지럽거나 숨이 차거나 가슴이 두근거리면 바로 119에 전화해 주세요.',
};

/**
 * The uncertain middle: a gentle question, no cheer and no stock topic. It names 109 itself, so a
 * crisis the rules only half saw (dark words, no clear statement) still reaches help.
 */
export const CONCERN_QUESTION = '혹시 마음이 많이 힘드신가요? 힘드실 때는 자살예방상담전화 109에서 언제든 이야기를 들어 줘요.';

export function crisisReply(kind: RiskKind): string {
  return CRISIS_REPLIES[kind];
}

export const FIXED_SAFETY_TEXTS: readonly string[] = [...Object.values(CRISIS_REPLIES), CONCERN_QUESTION];

/** Who else may help, as the API reports it (only what the person's sharing settings allow). */
export interface CareCircle {
  /** The district's first welfare worker, when the person lets workers receive crisis alerts. */
  welfareWorkerName: string | null;
  /** Whether family is linked and lets receive crisis alerts. */
  familyLinked: boolean;
  /** For the last crisis: whether its alert really went out (set by the API's alert job). */
  staffAlerted: boolean;
  familyAlerted: boolean;
}

const MENTAL: ReadonlySet<RiskKind> = new Set(['SUICIDE', 'SELF_HARM', 'BURDEN', 'FAREWELL']);

function helpLine(kind: RiskKind): string {
  return MENTAL.has(kind) ? '자살예방상담전화 109는 24시간 언제든 받아요. 위급하면 119에 전화하세요.' : '몸이 더 안 좋아지면 바로 119에 전화해 주세요.';
}

/** Says who was told, only when the alert was really sent; otherwise who could be called. */
function circleLine(circle: CareCircle | null): string {
  if (!circle) return '';
  const told: string[] = [];
  if (circle.staffAlerted && circle.welfareWorkerName) told.push(`담당 사회복지사 ${circle.welfareWorkerName}님`);
  if (circle.familyAlerted) told.push('가족분');
  if (told.length) return ` ${told.join('과 ')}께 알려 드렸어요. 곧 연락이 갈 거예요.`;
  if (circle.welfareWorkerName) return ` 담당 사회복지사 ${circle.welfareWorkerName}님께 연락해 보시는 것도 좋아요.`;
  if (circle.familyLinked) return ' 가족분께 전화해 보시는 것도 좋아요.';
  return '';
}

const REFUSAL = /(?:전화|연락|상담)[^.?!]{0,10}(?:싫|안\s?할|안\s?해|하기\s?싫|못\s?하겠|필요\s?없|안\s?하고)|(?:109|119)[^.?!]{0,10}(?:싫|안|필요\s?없|됐)|괜찮아요?\s?됐|됐어요?|됐다|필요\s?없어|그만\s?(?:말|해)|냅둬|내버려|상관\s?마/;

export function isRefusal(text: string): boolean {
  return REFUSAL.test(text.normalize('NFC'));
}

const FOLLOW_UPS = [
  '말씀해 주셔서 고마워요. 지금은 좀 어떠세요? 천천히 이야기해 주세요. 저는 계속 여기 있을게요.',
  '그 마음 충분히 이해하려고 해요. 지금 곁에 계신 분이 있나요? 혼자 계시면 저와 조금 더 이야기해요.',
  '잘 견디고 계세요. 지금 제일 힘든 게 무엇인지 말씀해 주실 수 있을까요?',
  '저는 어디 가지 않아요. 오늘 하루 중에 조금이라도 마음이 놓였던 때가 있었는지 궁금해요.',
];

/**
 * A turn in care mode (after a crisis): stay with the person, never a stock topic. A refusal
 * to call is accepted as it is said (no guess at anger), and help is offered again gently.
 */
export function careReply(kind: RiskKind, text: string, turn: number, circle: CareCircle | null): string {
  if (isRefusal(text)) {
    return `네, 알겠어요. 억지로 권하지 않을게요. 대신 저와 조금 더 이야기해요. 마음이 바뀌시면 언제든 전화하실 수 있어요. ${helpLine(kind)}${circleLine(circle)}`;
  }
  return `${FOLLOW_UPS[turn % FOLLOW_UPS.length]} ${helpLine(kind)}${circleLine(circle)}`;
}
