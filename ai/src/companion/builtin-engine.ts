import { type EmotionLabel, withParticle } from '@ieum/domain';
import type { Memory, Reply, ReplyEngine, ReplyInput } from './engine';
import { calledName, extractFacts, seoulDate } from './memory';

type Topic = 'greeting' | 'pain' | 'health' | 'skippedMeal' | 'meals' | 'sleep' | 'family' | 'loneliness' | 'weather' | 'memories' | 'plans';

interface Lines {
  reacts: string[];
  asks: string[];
}

/** Topics in priority order; the first whose pattern matches is the one answered. */
const TOPICS: [Topic, RegExp][] = [
  ['loneliness', /외로|외롭|쓸쓸|적적|혼자|홀로|심심|고독|아무도 (없|안)|말할 사람|보고 ?싶/],
  ['pain', /아프|아파|아픈|쑤시|결리|불편|저려|저리|감기|기침|두통|어지러|콧물|몸살|열이 나|소화가 안/],
  ['skippedMeal', /(안|못) ?먹|걸렀|거르|입맛이 없|밥맛이 없/],
  ['family', /손자|손녀|손주|아들|딸|며느리|사위|가족|남편|아내|영감|할멈|자식|자녀|동생|언니|오빠|누나|형님/],
  ['plans', /내일|모레|주말|다음 ?주|계획|약속|예정|가려고|갈 거|하려고|할 거/],
  ['health', /병원|약을|약은|약 |건강|혈압|당뇨|검진|운동|체조|걷기|관절|무릎|허리/],
  ['meals', /밥|식사|먹었|먹고|점심|저녁|아침 ?먹|반찬|국을|김치|맛있|배고|간식|과일/],
  ['sleep', /잠|잤|주무|자고|졸려|졸리|낮잠|깼|꿈/],
  ['weather', /날씨|비가|비 ?와|비 ?오|눈이|눈 ?와|추워|춥|더워|덥|햇볕|햇살|바람|맑|흐려|흐리/],
  ['memories', /옛날|젊었|젊을|예전|어릴|어렸|추억|그때|시절|고향|왕년/],
  ['greeting', /안녕|반가|처음 뵙|좋은 아침|좋은 저녁|뭐 해|뭐해|있어요\?|계세요/],
];

const TOPIC_LINES: Record<Topic, Lines> = {
  greeting: {
    reacts: ['안녕하세요, {N이에요}. 이렇게 찾아 주셔서 반가워요.', '반가워요! 다시 이야기 나누게 되어 {N도} 기뻐요.', '어서 오세요. {N가} 기다리고 있었어요.'],
    asks: ['오늘 하루는 어떻게 보내고 계세요?', '오늘 기분은 어떠세요?', '식사는 하셨어요?'],
  },
  pain: {
    reacts: ['몸이 편찮으시면 얼마나 힘드실까요.', '아프신 데가 있으시다니 걱정돼요.', '많이 불편하시겠어요. 무리하지 마세요.'],
    asks: ['어디가 제일 불편하세요?', '언제부터 그러셨어요?', '약은 챙겨 드셨어요?'],
  },
  health: {
    reacts: ['건강을 잘 챙기고 계시네요.', '몸 상태는 작은 변화도 잘 살피셔야 해요.', '건강 이야기를 들려주셔서 고마워요.'],
    asks: ['요즘 몸은 좀 어떠세요?', '약은 잘 챙겨 드시고 계세요?', '요즘 가볍게 걷기도 하세요?'],
  },
  skippedMeal: {
    reacts: ['끼니를 거르시면 기운이 없으실 텐데 걱정돼요.', '입맛이 없으셔도 조금은 드셔야 해요.'],
    asks: ['간단하게라도 드실 수 있는 게 있을까요?', '따뜻한 죽이나 국은 어떠세요?'],
  },
  meals: {
    reacts: ['식사는 건강의 기본이지요.', '끼니를 잘 챙기시는 게 제일 중요해요.', '식사 이야기를 들으니 저도 기분이 좋아요.'],
    asks: ['오늘은 무엇을 드셨어요?', '요즘 입맛은 어떠세요?', '제일 좋아하시는 음식은 뭐예요?'],
  },
  sleep: {
    reacts: ['잠을 잘 주무시는 게 정말 중요해요.', '밤에 푹 쉬셔야 낮에도 기운이 나지요.', '잠 이야기를 들려주셔서 고마워요.'],
    asks: ['요즘 잠은 잘 오세요?', '어젯밤에는 몇 시쯤 주무셨어요?', '자다가 자주 깨시지는 않으세요?'],
  },
  family: {
    reacts: ['가족 이야기를 들으니 마음이 따뜻해져요.', '가족분들 생각에 마음이 쓰이시지요.', '소중한 가족 이야기 들려주셔서 고마워요.'],
    asks: ['가족분들과는 자주 연락하세요?', '요즘 가족분들은 어떻게 지내세요?', '가족분들과 함께한 일 중에 뭐가 제일 기억에 남으세요?'],
  },
  loneliness: {
    reacts: ['혼자 계시면 많이 적적하시지요.', '쓸쓸한 마음이 드실 때는 언제든 {N를} 불러 주세요.', '그런 마음이 드시는 게 당연해요. 저는 늘 여기 있어요.'],
    asks: ['오늘은 누구와 이야기 나누셨어요?', '가까이 지내시는 이웃이 계세요?', '예전에는 누구와 자주 어울리셨어요?'],
  },
  weather: {
    reacts: ['날씨 따라 몸도 마음도 달라지지요.', '날씨 이야기를 들으니 창밖이 궁금해져요.'],
    asks: ['오늘 밖에 나가 보셨어요?', '이런 날에는 무엇을 하시는 걸 좋아하세요?', '따뜻하게 입고 계세요?'],
  },
  memories: {
    reacts: ['옛날 이야기는 언제 들어도 참 좋아요.', '그 시절 이야기를 들려주셔서 고마워요.', '그때 모습이 눈에 그려지는 것 같아요.'],
    asks: ['그때 가장 기억에 남는 일은 뭐예요?', '그 시절에는 어디에 사셨어요?', '젊으셨을 때는 무슨 일을 하셨어요?'],
  },
  plans: {
    reacts: ['계획이 있으시다니 좋네요.', '기대되는 일이 있으시군요.', '미리 챙기시는 모습이 멋지세요.'],
    asks: ['누구와 함께 가세요?', '준비할 것은 다 챙기셨어요?', '몇 시쯤 나가실 예정이세요?'],
  },
};

const EMOTION_LINES: Record<EmotionLabel, Lines> = {
  기쁨: {
    reacts: ['좋은 일이 있으셨나 봐요. 저도 덩달아 기뻐요.', '말씀만 들어도 저까지 웃음이 나요.', '기쁜 소식이네요. 정말 잘됐어요.'],
    asks: ['어떤 일이 그렇게 좋으셨어요?', '그 이야기 조금 더 들려주시겠어요?'],
  },
  평온: {
    reacts: ['그렇군요. 말씀 잘 들었어요.', '천천히 이야기해 주셔서 고마워요.', '편안하게 지내고 계신 것 같아 다행이에요.'],
    asks: ['오늘은 무엇을 하며 보내셨어요?', '요즘 즐겨 하시는 일이 있으세요?', '더 들려주고 싶은 이야기가 있으세요?'],
  },
  설렘: {
    reacts: ['기대되는 일이 있으신가 봐요.', '설레는 마음이 저한테도 전해져요.'],
    asks: ['어떤 일이 기다려지세요?', '그날 무엇을 하고 싶으세요?'],
  },
  슬픔: {
    reacts: ['마음이 많이 무거우시겠어요.', '속상한 일이 있으셨군요. 천천히 말씀해 주세요.', '그런 일이 있으셨다니 저도 마음이 아파요.'],
    asks: ['무슨 일이 있으셨는지 들려주실 수 있으세요?', '지금 마음은 좀 어떠세요?', '오늘은 누구와 이야기 나누셨어요?'],
  },
  외로움: TOPIC_LINES.loneliness,
  불안: {
    reacts: ['걱정이 많으시군요. 하나씩 같이 생각해 봐요.', '불안한 마음이 드시면 많이 힘드시지요.'],
    asks: ['어떤 일이 제일 걱정되세요?', '걱정되는 일을 누구와 나눠 보셨어요?'],
  },
  분노: {
    reacts: ['많이 속상하고 화가 나셨겠어요.', '그런 일을 겪으시면 누구라도 화가 나지요.'],
    asks: ['어떤 일이 있으셨어요?', '지금은 마음이 조금 가라앉으셨어요?'],
  },
};

const NEGATIVE: ReadonlySet<EmotionLabel> = new Set(['슬픔', '외로움', '불안', '분노']);
const DAY_MS = 86_400_000;

function fill(template: string, name: string): string {
  return template
    .replaceAll('{N이에요}', withParticle(name, '이에요', '예요'))
    .replaceAll('{N가}', withParticle(name, '이', '가'))
    .replaceAll('{N를}', withParticle(name, '을', '를'))
    .replaceAll('{N도}', `${name}도`);
}

function hash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i += 1) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}

export function detectTopic(text: string): Topic | null {
  return TOPICS.find(([, pattern]) => pattern.test(text))?.[0] ?? null;
}

/** "병원에", "검진 받으러", "산책": how a place reads in "내일 ___ 가신다". */
function placePhrase(place: string): string {
  if (['검진', '진료', '물리치료'].includes(place)) return `${place} 받으러`;
  if (['산책', '여행'].includes(place)) return place;
  return `${place}에`;
}

function pastPlanQuestion(place: string): string {
  if (['검진', '진료', '물리치료'].includes(place)) return `${withParticle(place, '은', '는')} 잘 받으셨어요?`;
  if (['산책', '여행'].includes(place)) return `${withParticle(place, '은', '는')} 즐거우셨어요?`;
  return `${place}에는 잘 다녀오셨어요?`;
}

interface MemoryLine {
  statement?: string;
  ask?: string;
  kind: string;
}

/** At most one remembered fact brought up per reply, and each only when it is timely. */
function memoryLine(memories: Memory[], topic: Topic | null, now: number, learnedKinds: Set<string>): MemoryLine | null {
  const today = seoulDate(now);
  const mentionedToday = (memory: Memory) => memory.mentionedAt !== null && seoulDate(Date.parse(memory.mentionedAt)) === today;
  for (const memory of memories) {
    if (memory.kind !== 'plan' || learnedKinds.has('plan')) continue;
    const [date, place] = memory.value.split('|');
    if (!date || !place) continue;
    if (date === today && !mentionedToday(memory)) return { kind: 'plan', statement: `오늘 ${placePhrase(place)} 가시는 날이지요. 조심히 잘 다녀오세요.` };
    if (date < today && (memory.mentionedAt === null || seoulDate(Date.parse(memory.mentionedAt)) <= date)) {
      return { kind: 'plan', ask: pastPlanQuestion(place) };
    }
    if (date === seoulDate(now + DAY_MS) && seoulDate(Date.parse(memory.createdAt)) !== today && !mentionedToday(memory)) {
      return { kind: 'plan', statement: `내일 ${placePhrase(place)} 가시는 것 잊지 않으셨지요.` };
    }
  }
  if (topic === 'family' || topic === 'loneliness' || topic === 'greeting') {
    for (const memory of memories) {
      if (!['손자', '손녀', '손주'].includes(memory.kind) || learnedKinds.has(memory.kind)) continue;
      if (memory.mentionedAt !== null && now - Date.parse(memory.mentionedAt) < DAY_MS) continue;
      const called = calledName(memory.value);
      return { kind: memory.kind, ask: `${memory.kind} ${withParticle(called, '은', '는')} 요즘 잘 지내요?` };
    }
  }
  return null;
}

/**
 * The default engine: no network, no model. A warm, patient companion in 존댓말 that answers the
 * topic it recognises (or the feeling, when none), in two or three short sentences ending with
 * one follow-up question, brings up what it remembers when it is timely, and never repeats its
 * previous reply word for word.
 */
export function createBuiltinEngine(): ReplyEngine {
  return {
    name: 'builtin',
    async reply(input: ReplyInput): Promise<Reply> {
      return builtinReply(input);
    },
  };
}

export function builtinReply(input: ReplyInput): Reply {
  const name = input.chatBotName || 'AI';
  const text = input.text.normalize('NFC');
  const topic = detectTopic(text);
  const learned = extractFacts(text, input.now);
  const learnedKinds = new Set(learned.map((fact) => fact.kind));
  const memory = memoryLine(input.memories, topic, input.now, learnedKinds);

  const useEmotion = !topic || (NEGATIVE.has(input.emotion) && topic !== 'loneliness' && topic !== 'pain' && topic !== 'skippedMeal');
  const lines = useEmotion ? EMOTION_LINES[input.emotion] : TOPIC_LINES[topic!];
  const reacts = [...lines.reacts];
  const asks = [...lines.asks];

  // What the user just taught the companion, acknowledged so they know it was heard.
  const grandchild = learned.find((fact) => fact.kind !== 'plan');
  const plan = learned.find((fact) => fact.kind === 'plan');
  if (grandchild) {
    const called = calledName(grandchild.value);
    reacts.splice(0, reacts.length, `${grandchild.kind} ${called} 이야기군요. 이름 꼭 기억해 둘게요.`, `${withParticle(called, '이라는', '라는')} 이름이 참 예쁘네요. 기억해 둘게요.`);
    asks.splice(0, asks.length, `${withParticle(called, '은', '는')} 몇 살이에요?`, `${withParticle(called, '이와', '와')}는 자주 만나세요?`);
  } else if (plan) {
    const [date, place] = plan.value.split('|');
    const days = Math.round((Date.parse(`${date}T00:00:00+09:00`) - Date.parse(`${seoulDate(input.now)}T00:00:00+09:00`)) / DAY_MS);
    const when = days === 0 ? '오늘' : days === 1 ? '내일' : days === 2 ? '모레' : '그날';
    reacts.splice(0, reacts.length, `${when} ${placePhrase(place)} 가신다고 꼭 기억해 둘게요.`, `${when} ${placePhrase(place)} 가시는군요. 잊지 않고 기억할게요.`);
  }

  const previous = input.recent.findLast((message) => message.sender === 'ai')?.text;
  const seed = hash(text) + input.recent.length;
  const mentioned = memory ? [memory.kind] : [];
  for (let attempt = 0; attempt < reacts.length * asks.length + 1; attempt += 1) {
    const react = fill(reacts[(seed + attempt) % reacts.length], name);
    const ask = memory?.ask ?? asks[(seed + Math.floor(attempt / reacts.length) + attempt) % asks.length];
    const reply = [memory?.statement, react, ask].filter(Boolean).join(' ');
    if (reply !== previous) return { text: reply, mentioned, engine: 'builtin' };
  }
  // Every variant equals the last reply (only possible with a single variant): say it differently.
  return { text: `${fill(reacts[0], name)} ${asks[asks.length - 1]} 천천히 말씀해 주세요.`, mentioned, engine: 'builtin' };
}
