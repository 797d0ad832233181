import { type EmotionLabel, withParticle } from '@ieum/domain';
import type { Memory, Reply, ReplyEngine, ReplyInput } from './engine';
import { calledName, DAY_MS, extractFacts, readMemory, seoulDate } from './memory';
import { answerForget, answerRecall, placePhrase, whenPhrase } from './understanding/recall';
import { detectTopic, type Topic } from './understanding/topics';

export { detectTopic } from './understanding/topics';

interface Lines {
  reacts: string[];
  asks: string[];
  /** A sentence of advice said between the reaction and the question. */
  advice?: string;
}

type AnsweredTopic = Exclude<Topic, 'forget' | 'recall' | 'botName'>;

const TOPIC_LINES: Record<AnsweredTopic, Lines> = {
  medicineDose: {
    reacts: ['약을 드셨는지 헷갈리실 때는 한 번 더 드시지 마세요. 두 번 드시면 더 위험할 수 있어요.', '헷갈리실 때는 약을 더 드시지 않는 게 안전해요. 한꺼번에 두 번 드시면 몸에 무리가 갈 수 있어요.'],
    advice: '요일별 약통이나 약 봉투의 오늘 칸이 비었는지 보시고, 그래도 모르겠으면 약국에 전화해 약사님께 여쭤보세요.',
    asks: ['약통을 한번 확인해 보시겠어요?', '드시는 약을 요일별 약통에 나눠 두면 어떨까요?'],
  },
  grief: {
    reacts: ['{그분}이 얼마나 그리우실까요. 오랜 세월 함께한 분을 보낸 마음은 쉽게 가벼워지지 않지요.', '그리운 마음이 드시는 게 당연해요. 그만큼 {그분}이 소중한 분이셨던 거예요.', '{그분} 생각에 마음이 많이 아프시겠어요. 그리워하시는 마음을 천천히 들려주세요.'],
    asks: ['{그분}은 어떤 분이셨는지 들려주실 수 있으세요?', '요즘 {그분} 생각이 자주 나세요?', '함께하셨던 때 중에 어떤 일이 제일 생각나세요?'],
  },
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
/** Topics whose own answer comes first whatever the feeling (a loss is answered as a loss). */
const TOPIC_FIRST: ReadonlySet<Topic> = new Set(['medicineDose', 'grief', 'loneliness', 'pain', 'skippedMeal']);
/** Topics answered with care; the companion's name then comes as "곁에 있을게요". */
const CARING: ReadonlySet<Topic> = new Set(['grief', 'loneliness', 'pain', 'skippedMeal']);

function fill(template: string, name: string, late = '그분'): string {
  return template
    .replaceAll('{N이에요}', withParticle(name, '이에요', '예요'))
    .replaceAll('{N가}', withParticle(name, '이', '가'))
    .replaceAll('{N를}', withParticle(name, '을', '를'))
    .replaceAll('{N도}', `${name}도`)
    .replaceAll('{그분}이', withParticle(late, '이', '가'))
    .replaceAll('{그분}은', withParticle(late, '은', '는'))
    .replaceAll('{그분}', late);
}

function hash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i += 1) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}

/** Who was lost, as the companion speaks of them: 남편분, 아내분, 어머님, else 그분. */
function lateOne(text: string): string {
  if (/남편|영감|바깥양반|할아범|애들 ?아버지|애들 ?아빠/.test(text)) return '남편분';
  if (/아내|마누라|할멈|집사람/.test(text)) return '아내분';
  if (/어머니|엄마|어머님/.test(text)) return '어머님';
  if (/아버지|아빠|아버님/.test(text)) return '아버님';
  if (/친구/.test(text)) return '친구분';
  return '그분';
}

function pastPlanQuestion(place: string): string {
  if (['검진', '진료', '물리치료'].includes(place)) return `${withParticle(place, '은', '는')} 잘 받으셨어요?`;
  if (['산책', '여행', '성묘'].includes(place)) return `${withParticle(place, '은', '는')} 잘 다녀오셨어요?`;
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
  const facts = memories.map(readMemory).filter((fact) => fact !== null && !learnedKinds.has(fact.memory.kind));
  for (const fact of facts) {
    if (fact?.type !== 'plan') continue;
    const { memory, date, place } = fact;
    if (date === today && !mentionedToday(memory)) return { kind: memory.kind, statement: `오늘 ${placePhrase(place)} 가시는 날이지요. 조심히 잘 다녀오세요.` };
    if (date < today && date >= seoulDate(now - 3 * DAY_MS) && (memory.mentionedAt === null || seoulDate(Date.parse(memory.mentionedAt)) <= date)) {
      return { kind: memory.kind, ask: pastPlanQuestion(place) };
    }
    if (date === seoulDate(now + DAY_MS) && seoulDate(Date.parse(memory.createdAt)) !== today && !mentionedToday(memory)) {
      return { kind: memory.kind, statement: `내일 ${placePhrase(place)} 가시는 것 잊지 않으셨지요.` };
    }
  }
  const learnedPerson = [...learnedKinds].some((kind) => !kind.startsWith('plan'));
  if (!learnedPerson && (topic === 'family' || topic === 'loneliness' || topic === 'greeting')) {
    for (const fact of facts) {
      if (fact?.type !== 'person' || !['손자', '손녀', '손주'].includes(fact.relation)) continue;
      if (fact.memory.mentionedAt !== null && now - Date.parse(fact.memory.mentionedAt) < DAY_MS) continue;
      return { kind: fact.memory.kind, ask: `${fact.relation} ${withParticle(calledName(fact.name), '은', '는')} 요즘 잘 지내요?` };
    }
  }
  return null;
}

/**
 * The default engine: no network, no model. A warm, patient companion in 존댓말 that answers
 * what was said: the topic it recognises from stems (a medicine doubt, a loss, a question about
 * what the user told it before, a request to forget ...), else the feeling; in two to four short
 * sentences ending with one follow-up question; brings up what it remembers when it is timely,
 * says its own name about one reply in three, and never repeats its previous reply word for word.
 */
export function createBuiltinEngine(): ReplyEngine {
  return {
    name: 'builtin',
    async reply(input: ReplyInput): Promise<Reply> {
      return builtinReply(input);
    },
  };
}

/** Its name in about one reply in three: when neither of its last two replies said it. */
function nameIsDue(recent: ReplyInput['recent'], name: string): boolean {
  return !recent
    .filter((message) => message.sender === 'ai')
    .slice(-2)
    .some((message) => message.text.includes(name));
}

export function builtinReply(input: ReplyInput): Reply {
  const name = input.chatBotName || 'AI';
  const text = input.text.normalize('NFC');
  const topic = detectTopic(text);
  const seed = hash(text) + input.recent.length;

  if (topic === 'forget') {
    const answer = answerForget(text, input.memories, input.recent);
    return { text: `${answer.text} 또 하고 싶은 이야기가 있으세요?`, mentioned: [], forget: answer.kinds, engine: 'builtin' };
  }
  if (topic === 'recall') {
    const answer = answerRecall(text, input.memories, input.now, input.recent);
    const aboutPlans = answer.kinds.some((kind) => kind.startsWith('plan'));
    const ask = answer.quoted ? '그 이야기 조금 더 들려주시겠어요?' : answer.kinds.length === 0 ? '어떤 이야기였는지 다시 들려주시겠어요?' : aboutPlans ? ['준비는 다 하셨어요?', '또 기억해 둘 일이 있으세요?'][seed % 2] : '요즘도 자주 연락하세요?';
    return { text: `${answer.text} ${ask}`, mentioned: answer.kinds, engine: 'builtin' };
  }
  if (topic === 'medicineDose' && /두 ?번|또 ?먹|더 ?먹|한 ?번 ?더 ?먹|겹쳐/.test(text)) {
    return {
      text: '약을 두 번 드셨을 수 있다면 더는 드시지 말고, 지금 약국이나 다니시는 병원에 전화해서 어떻게 할지 물어보세요. 어지럽거나 숨이 차거나 가슴이 두근거리면 바로 119에 전화하세요. 지금 몸은 괜찮으세요?',
      mentioned: [],
      engine: 'builtin',
    };
  }
  if (topic === 'botName') {
    return { text: `저는 ${withParticle(name, '이에요', '예요')}. 언제든 ${withParticle(name, '이라고', '라고')} 불러 주세요. 오늘은 어떻게 지내셨어요?`, mentioned: [], engine: 'builtin' };
  }

  const learned = extractFacts(text, input.now);
  const learnedKinds = new Set(learned.map((fact) => fact.kind));
  const memory = memoryLine(input.memories, topic, input.now, learnedKinds);

  const useEmotion = !topic || (NEGATIVE.has(input.emotion) && !TOPIC_FIRST.has(topic));
  const lines = useEmotion ? EMOTION_LINES[input.emotion] : TOPIC_LINES[topic as AnsweredTopic];
  // A glad message about family or a meal: the gladness is what the reaction answers.
  const glad = !useEmotion && (input.emotion === '기쁨' || input.emotion === '설렘') && ['family', 'meals', 'weather', 'memories', 'sleep'].includes(topic!);
  const reacts = [...(glad ? EMOTION_LINES[input.emotion] : lines).reacts];
  const asks = [...lines.asks];

  // What the user just taught the companion, acknowledged so they know it was heard.
  const person = learned.find((fact) => !fact.kind.startsWith('plan:'));
  const plans = learned.filter((fact) => fact.kind.startsWith('plan:'));
  if (plans.length > 0 && (!useEmotion || !NEGATIVE.has(input.emotion))) {
    const said = plans.map((plan) => {
      const [date, place] = plan.value.split('|');
      return `${whenPhrase(date, input.now)} ${placePhrase(place)}`;
    });
    reacts.splice(0, reacts.length, `${said.join(', ')} 가신다고 꼭 기억해 둘게요.`, `${said.join(', ')} 가시는군요. 잊지 않고 기억할게요.`);
  } else if (person && !TOPIC_FIRST.has(topic!)) {
    const called = calledName(person.value);
    const relation = person.kind.split(':')[0];
    reacts.splice(0, reacts.length, `${relation} ${called} 이야기군요. 이름 꼭 기억해 둘게요.`, `${withParticle(called, '이라는', '라는')} 이름이 참 예쁘네요. 기억해 둘게요.`);
    asks.splice(0, asks.length, `${withParticle(called, '은', '는')} 요즘 어떻게 지내요?`, `${withParticle(called, '이와', '와')}는 자주 만나세요?`);
  }

  const late = topic === 'grief' ? lateOne(text) : '그분';
  const caring = (topic !== null && CARING.has(topic)) || NEGATIVE.has(input.emotion);
  const nameLine = nameIsDue(input.recent, name) && topic !== 'greeting' && topic !== 'medicineDose'
    ? caring
      ? `${withParticle(name, '이', '가')} 곁에 있을게요.`
      : [`${name}도 이야기 들으니 참 좋아요.`, `${name}도 더 듣고 싶어요.`][seed % 2]
    : undefined;

  const previous = input.recent.findLast((message) => message.sender === 'ai')?.text;
  const mentioned = memory ? [memory.kind] : [];
  for (let attempt = 0; attempt < reacts.length * asks.length + 1; attempt += 1) {
    const react = fill(reacts[(seed + attempt) % reacts.length], name, late);
    const ask = memory?.ask ?? fill(asks[(seed + Math.floor(attempt / reacts.length) + attempt) % asks.length], name, late);
    const reply = [memory?.statement, react, lines.advice, nameLine, ask].filter(Boolean).join(' ');
    if (reply !== previous) return { text: reply, mentioned, engine: 'builtin' };
  }
  // Every variant equals the last reply (only possible with a single variant): say it differently.
  return { text: `${fill(reacts[0], name, late)} ${fill(asks[asks.length - 1], name, late)} 천천히 말씀해 주세요.`, mentioned, engine: 'builtin' };
}
