// Arranging a help request by talking: recognise the wish, ask for what is missing one question
// at a time, read it back, create it only after a clear yes (ai/README.md "Help requests by talking").
import { AppError } from '@ieum/server-kit';
import { ADD_DESCRIPTION_MAX_LENGTH, SLOT_STEP_MINUTES, koreanDateLabel, koreanClock, parseClientDateTime, toSeoulIso, type AnimalType } from '@ieum/domain';
import { z } from 'zod';
import type { ChatStoreClient, HelpDraftState } from '../../store/chat-store-client';
import { type HelpFields, parseUtterance, type Question, type Utterance } from './parse';
import type { FieldExtractor } from './llm-fields';
import { dateProblem, explainProblem, startOf, timeProblem } from './rules';

/** A yes this soon after the companion offered a visit answers the offer. */
const OFFER_ANSWER_MS = 10 * 60 * 1000;
const VISIT_OFFER_DESCRIPTION = 'AI 친구의 방문 제안에 "네"라고 답하셨어요. 말벗이 되어 주세요.';

/** A draft not touched for this long is forgotten: the next wish starts afresh. */
export const DRAFT_TTL_MS = 60 * 60 * 1000;

const calendarDate = z.object({ year: z.number().int(), month: z.number().int().min(1).max(12), day: z.number().int().min(1).max(31) });
const helpKind = z.object({ type: z.enum(['HEALTH', 'HOUSING', 'CULTURE', 'EDUCATION']), label: z.string().max(40) });

/** The fields of the request form; the LLM's structured output is checked against the same schema. */
export const helpFieldsSchema = z.object({
  date: calendarDate.optional(),
  minuteOfDay: z.number().int().min(0).max(1439).optional(),
  dayPart: z.enum(['MORNING', 'NOON', 'AFTERNOON', 'EVENING']).optional(),
  help: helpKind.optional(),
  animal: z.enum(['dog', 'cat', 'etc', 'none']).optional(),
});

const draftSchema = z.object({
  fields: helpFieldsSchema,
  description: z.string().max(ADD_DESCRIPTION_MAX_LENGTH),
  asked: z.enum(['date', 'time', 'help', 'animal', 'change', 'confirm']),
  helpChoices: z.array(helpKind).default([]),
  /** Messages in a row that answered nothing. */
  misses: z.number().int().min(0).default(0),
});
type Draft = z.infer<typeof draftSchema>;

const DAY_PART_WORD = { MORNING: '아침', NOON: '점심', AFTERNOON: '오후', EVENING: '저녁' } as const;
const ANIMAL_WORD: Record<AnimalType, string> = { dog: '강아지', cat: '고양이', etc: '반려동물', none: '' };

export const HELP_TEXTS = {
  askDate: '어느 날 오시면 좋을까요? 내일, 다음 주 화요일, 12월 3일처럼 말씀해 주세요.',
  askTime: (part?: keyof typeof DAY_PART_WORD) => (part ? `${DAY_PART_WORD[part]} 몇 시쯤이 좋으세요?` : '몇 시에 오시면 좋을까요? 오후 2시, 10시 반처럼 말씀해 주세요.'),
  askHelp: '어떤 도움이 필요하세요? 병원 동행, 집안일이나 수리, 장보기나 산책, 스마트폰 배우기 같은 것이요.',
  chooseHelp: (labels: string[]) => `한 번에 한 가지 도움만 신청할 수 있어요. ${labels.join('과 ')} 중에 어느 것을 먼저 신청할까요?`,
  askAnimal: '집에 강아지나 고양이 같은 반려동물이 있나요? 없으면 "없어요"라고 해 주세요.',
  askChange: '어떤 걸 바꿀까요? 날짜, 시간, 도움 종류 중에 바꿀 내용을 말씀해 주세요.',
  notUnderstood: '제가 잘 못 알아들었어요.',
  pastWeekday: '이번 주 그 요일은 이미 지났어요. 다음 주로 하시려면 "다음 주 화요일"처럼 날을 다시 말씀해 주세요.',
  confirmHint: '맞으면 "네", 바꾸실 게 있으면 바꿀 내용을 말씀해 주세요.',
  stopped: '알겠어요. 신청하지 않을게요. 필요하실 때 언제든 말씀해 주세요.',
  nothingToCancel: '대화로 신청하신 방문 중에 취소할 것이 없어요.',
} as const;

const CHANGE_WORDS: [RegExp, 'date' | 'time' | 'help' | 'animal'][] = [
  [/날짜|날을|요일|며칠/, 'date'],
  [/시간|시각|몇\s*시/, 'time'],
  [/종류|도움|무슨\s*일/, 'help'],
  [/동물|강아지|고양이/, 'animal'],
];

function readBack(fields: HelpFields, address: { districtName: string; detail: string } | null): string {
  const start = startOf(fields.date!, fields.minuteOfDay!);
  const animal = fields.animal && fields.animal !== 'none' ? `, 집에 ${ANIMAL_WORD[fields.animal]} 있음` : '';
  const where = address ? `, 주소는 ${`${address.districtName} ${address.detail}`.trim()}` : '';
  return `${koreanDateLabel(start)} ${koreanClock(start)}, ${fields.help!.label}${animal}${where}로 신청할까요?`;
}

function nextQuestion(fields: HelpFields): Question | 'confirm' {
  if (!fields.date) return 'date';
  if (fields.minuteOfDay === undefined) return 'time';
  if (!fields.help) return 'help';
  if (!fields.animal) return 'animal';
  return 'confirm';
}

function questionText(draft: Draft, address: { districtName: string; detail: string } | null): string {
  switch (draft.asked) {
    case 'date':
      return HELP_TEXTS.askDate;
    case 'time':
      return HELP_TEXTS.askTime(draft.fields.dayPart);
    case 'help':
      return draft.helpChoices.length > 1 ? HELP_TEXTS.chooseHelp(draft.helpChoices.map((kind) => kind.label)) : HELP_TEXTS.askHelp;
    case 'animal':
      return HELP_TEXTS.askAnimal;
    case 'change':
      return HELP_TEXTS.askChange;
    case 'confirm':
      return readBack(draft.fields, address);
  }
}

/** Merges what was just said; a rule it breaks empties that field and is explained. */
function merge(draft: Draft, said: Utterance, nowMs: number): { draft: Draft; problem: string | null } {
  const fields: HelpFields = { ...draft.fields, ...said.fields };
  if (said.fields.minuteOfDay !== undefined) delete fields.dayPart;
  let helpChoices = draft.helpChoices;
  if (said.helpChoices.length > 1) {
    delete fields.help;
    helpChoices = said.helpChoices;
  } else if (said.fields.help) helpChoices = [];
  let problem: string | null = null;
  if (said.pastWeekday) {
    delete fields.date;
    problem = HELP_TEXTS.pastWeekday;
  } else if (fields.date) {
    const dateIssue = dateProblem(fields.date, nowMs);
    if (dateIssue) {
      problem = explainProblem(dateIssue, nowMs);
      delete fields.date;
    } else if (fields.minuteOfDay !== undefined) {
      const timeIssue = timeProblem(fields.date, fields.minuteOfDay, nowMs);
      if (timeIssue) {
        problem = explainProblem(timeIssue, nowMs, fields.minuteOfDay);
        delete fields.minuteOfDay;
      }
    }
  } else if (fields.minuteOfDay !== undefined && fields.minuteOfDay % SLOT_STEP_MINUTES !== 0) {
    problem = explainProblem('OFF_GRID', nowMs, fields.minuteOfDay);
    delete fields.minuteOfDay;
  }
  const next = { ...draft, fields, helpChoices, misses: 0 };
  return { draft: { ...next, asked: nextQuestion(fields) }, problem };
}

export interface HelpTurn {
  text: string;
}

// Words that may start a wish the built-in parser did not recognise: only then is the LLM asked.
const HELP_CUE = /도와|도움|봉사|같이|함께|와\s*(?:줄|주)|신청|부탁|사람/;

export function createHelpRequests(deps: { store: ChatStoreClient; now: () => number; extractFields?: FieldExtractor }) {
  const { store } = deps;

  /** The LLM's fields fill what the built-in parser missed (the parser wins where both found one). */
  async function completed(said: Utterance, text: string, nowMs: number, asked: Question | null, inFlow: boolean): Promise<Utterance> {
    if (!deps.extractFields || said.yes || said.no || said.stop || said.cancelRequest) return said;
    if (!inFlow && !said.wish && !HELP_CUE.test(text)) return said;
    if (said.fields.date && said.fields.minuteOfDay !== undefined && said.fields.help) return said;
    const found = await deps.extractFields(text, nowMs, asked);
    const fields: HelpFields = { ...found, ...said.fields };
    if (fields.minuteOfDay !== undefined) delete fields.dayPart;
    return { ...said, fields, wish: said.wish || (!inFlow && found.help !== undefined) };
  }

  async function created(userId: number, draft: Draft): Promise<string> {
    const start = startOf(draft.fields.date!, draft.fields.minuteOfDay!);
    try {
      const outcome = await store.createHelpRequest({
        userId,
        volunteerType: draft.fields.help!.type,
        startTime: toSeoulIso(start),
        animalType: draft.fields.animal ?? 'none',
        addDescription: draft.description,
      });
      await store.dropHelpDraft(userId);
      const when = `${koreanDateLabel(start)} ${koreanClock(start)}`;
      return outcome.status === 'PROGRESS' && outcome.volunteerName
        ? `신청했어요. ${outcome.volunteerName} 봉사자님이 ${when}에 찾아뵐 거예요. 신청 현황에서도 보실 수 있어요.`
        : `신청했어요. 아직 ${when}에 오실 봉사자님을 찾는 중이에요. 정해지면 알림으로 알려 드릴게요.`;
    } catch (error) {
      if (!(error instanceof AppError) || error.statusCode >= 500) throw error;
      // The API's rule (one request a day, a limit): say it in its words and go back to the day.
      const fields = { ...draft.fields };
      delete fields.date;
      await store.saveHelpDraft(userId, { ...draft, fields, asked: 'date' });
      return `${error.message} ${HELP_TEXTS.askDate}`;
    }
  }

  return {
    /**
     * A risk signal: the draft is dropped, so a yes that follows answers the care reply and never
     * books a visit. Always null (the companion gives its careful reply).
     */
    async setAside(userId: number, known?: HelpDraftState): Promise<null> {
      // The turn's context already said there is no draft: nothing to drop, no round trip.
      if (known && known.draft === null) return null;
      await store.dropHelpDraft(userId).catch(() => undefined);
      return null;
    },

    /**
     * The reply when this message belongs to a help request (a wish, an answer, a yes, a
     * cancellation); null lets the companion answer as usual. Call only without a risk signal.
     */
    async handle(userId: number, text: string, visitOfferedAt: string | null = null, known?: HelpDraftState): Promise<HelpTurn | null> {
      const nowMs = deps.now();
      // The draft comes with the turn's context (one call); read it here only when not given.
      const state = known ?? (await store.helpDraft(userId));
      const fresh = state.updatedAt !== null && nowMs - Date.parse(state.updatedAt) < DRAFT_TTL_MS;
      const stored = fresh ? draftSchema.safeParse(state.draft) : null;
      const draft = stored?.success ? stored.data : null;
      const asked = draft ? (draft.asked === 'confirm' ? null : draft.asked) : null;
      const said = await completed(parseUtterance(text, nowMs, asked, draft?.fields.dayPart), text, nowMs, asked, draft !== null);

      if (!draft) {
        if (said.cancelRequest) return { text: await cancelled(userId) };
        if (said.yes && visitOfferedAt !== null && nowMs - Date.parse(visitOfferedAt) < OFFER_ANSWER_MS) {
          // "네" typed or said to the companion's offer of a visit (VISIT_OFFER_TEXT): a 말벗 visit, arranged like any wish.
          const offered: Draft = { fields: { help: { type: 'CULTURE', label: '말벗' } }, description: VISIT_OFFER_DESCRIPTION, asked: 'date', helpChoices: [], misses: 0 };
          return { text: await advance(userId, offered, { ...said, fields: {} }, state.address) };
        }
        if (!said.wish) return null;
        const start: Draft = { fields: {}, description: text.trim().slice(0, ADD_DESCRIPTION_MAX_LENGTH), asked: 'date', helpChoices: [], misses: 0 };
        return { text: await advance(userId, start, said, state.address) };
      }
      if (said.cancelRequest && !said.stop) return { text: await cancelled(userId) };
      if (said.stop) {
        await store.dropHelpDraft(userId);
        return { text: HELP_TEXTS.stopped };
      }
      if (draft.asked === 'confirm') {
        if (said.yes) return { text: await created(userId, draft) };
        if (said.no) {
          await store.saveHelpDraft(userId, { ...draft, asked: 'change' });
          return { text: HELP_TEXTS.askChange };
        }
      }
      if (Object.keys(said.fields).length === 0) {
        const field = draft.asked === 'change' ? CHANGE_WORDS.find(([pattern]) => pattern.test(text))?.[1] : undefined;
        if (field) {
          // "시간을 바꿀래요": that field is emptied and asked again.
          const fields = { ...draft.fields };
          delete fields[field === 'time' ? 'minuteOfDay' : field];
          const next = { ...draft, fields, asked: field, misses: 0 };
          await store.saveHelpDraft(userId, next);
          return { text: questionText(next, state.address) };
        }
        if (draft.misses >= 1) {
          // Twice no answer: the person has moved on; the companion answers, the draft is let go.
          await store.dropHelpDraft(userId);
          return null;
        }
        await store.saveHelpDraft(userId, { ...draft, misses: draft.misses + 1 });
        return { text: `${HELP_TEXTS.notUnderstood} ${draft.asked === 'confirm' ? `${questionText(draft, state.address)} ${HELP_TEXTS.confirmHint}` : questionText(draft, state.address)}` };
      }
      return { text: await advance(userId, draft, said, state.address) };
    },
  };

  async function advance(userId: number, draft: Draft, said: Utterance, address: { districtName: string; detail: string } | null): Promise<string> {
    const { draft: next, problem } = merge(draft, said, deps.now());
    await store.saveHelpDraft(userId, next);
    const question = questionText(next, address);
    return problem ? `${problem} ${next.asked === 'confirm' ? question : ''}`.trim() : question;
  }

  async function cancelled(userId: number): Promise<string> {
    await store.dropHelpDraft(userId);
    const outcome = await store.cancelChatHelpRequest(userId);
    if (!('matchingId' in outcome)) return HELP_TEXTS.nothingToCancel;
    const start = parseClientDateTime(outcome.startTime);
    return `${start ? `${koreanDateLabel(start)} ${koreanClock(start)} ` : ''}방문 신청을 취소했어요.`;
  }
}

export type HelpRequests = ReturnType<typeof createHelpRequests>;
