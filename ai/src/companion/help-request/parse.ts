// One message of a conversation about a help request: the fields it gives and what it means
// (a wish, a yes, a no, stop, cancel the request). Stems, not sentence lists.
import { type AnimalType, type CalendarDate } from '@ieum/domain';
import { type DayPart, findWhen } from './when';
import { findAnimal, findHelpKindAnswer, findHelpKinds, type HelpKind } from './what';

export interface HelpFields {
  date?: CalendarDate;
  minuteOfDay?: number;
  dayPart?: DayPart;
  help?: HelpKind;
  animal?: AnimalType;
}

export type Question = 'date' | 'time' | 'help' | 'animal' | 'change';

export interface Utterance {
  fields: HelpFields;
  /** Two different kinds of help in one wish: the form takes one per request. */
  helpChoices: HelpKind[];
  pastWeekday: boolean;
  wish: boolean;
  yes: boolean;
  no: boolean;
  /** Let the draft go (그만할래요, 안 할래요, 필요 없어요). */
  stop: boolean;
  /** Cancel a request already made (그거 취소해 주세요). */
  cancelRequest: boolean;
}

// Someone asked to come, go along or do something: the shape of a wish, not its topic.
const ASKING = new RegExp(
  [
    '같이\\s*(?:가|가\\s*줄|가\\s*주|다녀|봐)', '함께', '데려다', '모시고', '동행', '도와', '도움이?\\s*(?:필요|좀)', '봉사자', '방문', '찾아와', '와\\s*(?:줄|주|줬|줘)',
    '줄\\s*(?:사람|분|수\\s*있|이\\s*있)', '(?:주|줬|주셨|주었)으면', '주면\\s*좋', '주실', '(?:주세요|줘요|줘)(?!서)', '누가\\s*(?:좀|와|같이)', '사람\\s*(?:있|좀|구)', '신청', '부탁', '배우고\\s*싶', '따라가\\s*줄',
  ].join('|'),
);
// Without a kind of help, only a wish that names a helper coming starts a request (not "노래 불러 줘").
const HELPER = /봉사|방문|도와|도움|사람|누가|누구|와\s*(?:줄|주|줬)|찾아와|동행|데려다|모시고|같이\s*가|따라가/;
// Someone of their own to come (손주가 와 줬으면): a longing, not a request for a volunteer.
const OWN_PEOPLE = /(?:손주|손자|손녀|아들|딸|며느리|사위|자식|애들|남편|영감|할멈|친구|동생|언니|누나|형님?|오빠)(?:가|이|들이|도|는)\s/;
// Past events, and what to remember or forget (병원 얘기는 잊어 줘), are talk about a visit, not a wish.
const NOT_A_WISH = /했어요|했었|다녀왔|갔다\s*왔|갔었|(?:와|해|도와)\s*줬어요|고마웠|좋았|즐거웠|잊어|잊으|지워\s*(?:줘|주)|기억\s*(?:해|하|나|났)/;

// A yes word standing alone (어 is a yes, 어제 is not; 응 is, 응급실 is not).
const YES = /^(?:네+|예+|넵|응+|어+|그래|그래요|그럼요|그럼|그러세요|그렇게\s*(?:해|하)|좋아|좋아요|좋지|좋지요|좋습니다|좋네요|맞아|맞아요|맞습니다|맞네|오케이|ㅇㅇ|신청해|부탁해|부탁드려|해\s*주세요|해\s*줘|알았어|알겠어)(?=$|[\s,.!?~]|요)/;
const NO = /^(?:아니|아뇨|아냐|틀렸|그게\s*아니)|(?:아니에요|아니요|틀려요|틀렸어요)$/;
const STOP = /그만\s*(?:할|하|둘|두)|안\s*할래|신청\s*안|하지\s*마|필요\s*없|됐어요|됐습니다|관둘|관두|다음에\s*할|나중에\s*할|취소(?!.*(?:신청한|했던|그거|예약))/;
const CANCEL_REQUEST = /(?:그거|그\s*신청|신청(?:한|했던)?\s*(?:거|것|방문)?|방문|예약|봉사)\S*\s*(?:좀\s*)?취소|취소\s*(?:해|하고|할래|시켜)/;

const clean = (text: string) => text.trim().replace(/[.!?~,…\s]+$/u, '').replace(/^[\s,.!?~]+/u, '');

/** Reads one message; asked is the question it answers (it settles "없어요", "의료", a bare "9시"). */
export function parseUtterance(text: string, nowMs: number, asked: Question | null = null, knownPart?: DayPart): Utterance {
  const line = clean(text);
  // "내일 말고 모레요", "내일 아니고 모레로", "병원 말고 장보기로": only what follows is meant.
  const instead = /.*(?:말고|아니고)/.exec(line);
  const meant = instead ? line.slice(instead[0].length) : line;
  const when = findWhen(meant, nowMs, knownPart);
  const kinds = findHelpKinds(meant);
  const help = kinds[0] ?? (asked === 'help' || asked === 'change' ? findHelpKindAnswer(meant) : undefined);
  let animal = findAnimal(meant);
  const yes = YES.test(line);
  const no = NO.test(line);
  if (asked === 'animal' && animal === undefined) {
    if (/없|안\s*키|아니|아뇨/.test(line)) animal = 'none';
    else if (yes || /있/.test(line)) animal = 'etc';
  }
  const fields: HelpFields = {
    ...(when.date ? { date: when.date } : {}),
    ...(when.minuteOfDay !== undefined ? { minuteOfDay: when.minuteOfDay } : {}),
    ...(when.dayPart ? { dayPart: when.dayPart } : {}),
    ...(help ? { help } : {}),
    ...(animal ? { animal } : {}),
  };
  const saysSomething = Object.keys(fields).length > 0;
  const cancelRequest = CANCEL_REQUEST.test(line);
  return {
    fields,
    helpChoices: kinds.length > 1 ? kinds : [],
    pastWeekday: when.pastWeekday ?? false,
    wish: ASKING.test(line) && (help !== undefined || HELPER.test(line)) && !NOT_A_WISH.test(line) && !(OWN_PEOPLE.test(line) && !/봉사/.test(line)) && !cancelRequest,
    // "네 시로 해 주세요" is a new time, not a yes; an animal answer is not a yes to the read-back.
    yes: yes && !no && (!saysSomething || (asked === 'animal' && fields.animal !== undefined && Object.keys(fields).length === 1)),
    no: no && (!saysSomething || (asked === 'animal' && fields.animal !== undefined && Object.keys(fields).length === 1)),
    stop: STOP.test(line) && !saysSomething,
    cancelRequest,
  };
}
