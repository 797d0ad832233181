import { asSpeaker, clauses, FIRST, IDIOM, MEDIA, THIRD, type SafetyCategory } from './detect';
import { compactForm, normalise } from './normalise';

/**
 * The statistical layer beside the rules: multinomial logistic regression over features that
 * carry to phrasings nobody wrote down (character and sound n-grams, concepts crossed with how
 * they are said). Trained by bench/src/safety-train.ts on the repo's labelled sentences; the
 * model is plain JSON (model.json), deterministic to rebuild (ai/test/safety/classifier.test.ts).
 */
export const LABELS = ['NONE', 'CONCERN', 'SUICIDE', 'PASSIVE', 'SELF_HARM', 'BURDEN', 'FAREWELL', 'ACUTE_ILLNESS', 'FALL', 'NOT_EATING', 'MEDICATION'] as const;
export type Label = (typeof LABELS)[number];
const CRISIS_LABELS = LABELS.slice(2) as SafetyCategory[];

export interface Example {
  text: string;
  label: Label;
  /** How much the sentence counts in training (1 unless given). */
  weight?: number;
}

export interface FeatureOptions {
  charMin: number;
  charMax: number;
  jamoMin: number;
  /** 0 turns the sound n-grams off. */
  jamoMax: number;
  words: boolean;
  concepts: boolean;
}

export interface TrainOptions {
  features: FeatureOptions;
  /** A feature must occur in this many training sentences to get a weight. */
  minCount: number;
  l2: number;
  iterations: number;
  learningRate: number;
  /** Weights are stored as integers: round(w * scale). */
  scale: number;
  /** Features whose largest stored weight is below this (in stored units) are dropped. */
  prune: number;
  /**
   * Score each clause too (clauseCrisis, the highest): in a long message the crisis sits in one
   * clause and the rest (the weather, the children) dilutes the whole text's score.
   */
  clauseMax?: boolean;
}

/** Chosen by cross-validation (bench/src/safety-heldout.ts), never on blind-final. */
export interface Thresholds {
  /** At or above: a crisis (when the rules saw none). */
  crisis: number;
  /** At or above: the gentle question naming 109. */
  concern: number;
  /**
   * Under this score the rules' alert becomes the gentle question naming 109: the rules read words,
   * the classifier (trained on thousands of look-alikes) the whole message.
   */
  veto?: number;
  /**
   * At or above: a crisis even where the rules found the message only unclear (나 같은 거 없어져야
   * 애들이 편하게 살지).
   */
  overrule?: number;
  /** The overrule where the rules found only a soft word beside a wish (먼 곳으로 가고 싶어): stricter, as that may be a trip. */
  softOverrule?: number;
  /**
   * At or above in one clause of a longer message: a crisis of that clause's category, where the rules saw
   * none and nothing over (날이 맑네요. 화분에 물 주고 ... 끈은 문고리에 묶어놨고).
   */
  clauseAlert?: number;
  /** The whole message's own score the clause alert also needs: a clause the rest of the message takes back (... 보니 먹었네) scores the whole low. */
  clauseAlertFloor?: number;
  /** The whole message's own score the question from one clause also needs (as clauseAlertFloor for the alert). */
  clauseConcernFloor?: number;
  /** A crisis threshold of its own for the classifier's most likely category, where cross-validation chose one. */
  crisisByCategory?: Partial<Record<SafetyCategory, number>>;
}

/** The crisis threshold for a message the classifier files under this category. */
export function crisisThreshold(thresholds: Thresholds, category: SafetyCategory): number {
  return thresholds.crisisByCategory?.[category] ?? thresholds.crisis;
}

export interface SafetyModel {
  version: 1;
  labels: Label[];
  options: TrainOptions;
  thresholds: Thresholds;
  /** Integers, divide by options.scale. */
  bias: number[];
  weights: Record<string, number[]>;
}

export const DEFAULT_TRAIN_OPTIONS: TrainOptions = {
  // Sound n-grams (jamoMax 4) gave no gain in cross-validation for 70 % more features: off.
  features: { charMin: 2, charMax: 5, jamoMin: 3, jamoMax: 0, words: true, concepts: true },
  minCount: 2,
  l2: 0.00001,
  iterations: 200,
  learningRate: 0.1,
  scale: 100,
  prune: 0,
};

// Sound form: a syllable as its letters, a silent ㅇ dropped, so 주글 and 죽을, 시퍼 and 싶어 meet.
const INITIALS = 'ㄱㄲㄴㄷㄸㄹㅁㅂㅃㅅㅆㅇㅈㅉㅊㅋㅌㅍㅎ';
const VOWELS = 'ㅏㅐㅑㅒㅓㅔㅕㅖㅗㅘㅙㅚㅛㅜㅝㅞㅟㅠㅡㅢㅣ';
const FINALS = ['', 'ㄱ', 'ㄲ', 'ㄱㅅ', 'ㄴ', 'ㄴㅈ', 'ㄴㅎ', 'ㄷ', 'ㄹ', 'ㄹㄱ', 'ㄹㅁ', 'ㄹㅂ', 'ㄹㅅ', 'ㄹㅌ', 'ㄹㅍ', 'ㄹㅎ', 'ㅁ', 'ㅂ', 'ㅂㅅ', 'ㅅ', 'ㅆ', 'ㅇ', 'ㅈ', 'ㅊ', 'ㅋ', 'ㅌ', 'ㅍ', 'ㅎ'];

export function soundForm(text: string): string {
  let out = '';
  for (const char of text) {
    const code = char.charCodeAt(0) - 0xac00;
    if (code < 0 || code > 11171) {
      out += char;
      continue;
    }
    const initial = INITIALS[Math.floor(code / 588)];
    out += (initial === 'ㅇ' ? '' : initial) + VOWELS[Math.floor((code % 588) / 28)] + FINALS[code % 28];
  }
  return out;
}

// What a sentence is about. Broad families, not phrasings: the n-grams carry the wording.
const CONCEPTS: [string, RegExp][] = [
  ['death', /죽|사망|목숨|명줄|저승|저세상|황천|하늘나라|천국|극락|세상(?:을)?(?:떠|뜨|하직)|숨(?:이|을)?(?:멎|멈|끊|거두)|관속|무덤|산소|묘/],
  ['life', /살(?:아|고|기|이|맛|날|았|겠|면|지|려|자|다)|사는|삶|인생|숨쉬|눈뜨|눈을뜨|아침이|하루하루|이승|세상/],
  ['ending', /끝|그만|마감|마치|마지막|여기까지|정리|마무리|놓아|내려놓|포기/],
  ['leaving', /떠나|떠날|가(?:고싶|야|버|면|는게|련|려|ㄹ래|을래)|갈(?:래|때|준비|건데|텐데|까)|사라|없어지|없어져|데려가|불러가|따라가|먼저간|먼곳|먼길/],
  ['sleep', /잠들|잠이|안깨|못깨|깨지|깨어|깨나|일어나지|눈(?:을)?(?:안|못)?뜨|눈(?:을)?감|영원히|영영|다시는/],
  ['burden', /짐|폐|부담|고생|민폐|염치|축내|돈만|병원비|등골|쓸모|귀찮은|애물|걸림|없는게|없으면/],
  ['farewell', /고마웠|미안했|감사했|잘있|잘지내|잘살아|통장|도장|비밀번호|유언|영정|장례|물려|넘겨|나눠|부탁|맡겨|울지말|슬퍼말|안녕/],
  ['means', /약|수면제|농약|번개탄|연탄|줄|끈|밧줄|다리|옥상|난간|베란다|층|한강|강물|강에|바다|저수지|칼|면도|가위|기차|철길|선로|떨어|뛰어|목을|목매/],
  ['harm', /손목|긋|그어|그었|베|찔|상처|피|때리|때렸|할퀴|뜯|박았|박아|지지|지졌/],
  ['pain', /가슴|숨|심장|머리|팔다리|팔|다리|힘이|마비|열|토|피|어지|쓰러|식은땀|말이|발음|눈앞|저려|저리|아파|아프|통증/],
  ['fall', /넘어|미끄|쓰러|엎어|자빠|주저앉|떨어졌|떨어져|굴러|헛디|못일어|일어나지|일어설/],
  ['food', /밥|먹|끼니|굶|식사|입맛|물만|숟가락|숟갈|음식|넘어가/],
  ['medicine', /약|알약|봉지|혈압약|당뇨약|먹었는지|먹었나|먹었던가|두번|또먹|기억|깜빡|헷갈/],
  ['days', /며칠|이틀|사흘|나흘|닷새|일주일|[0-9]일|째|동안|내내/],
  // Playing an emergency down: 잠을 잘못 자서 그런 거겠지, 이거 괜찮은 거여, 괜찮을까요.
  ['downplay', /그런거겠|괜찮은거|괜찮을까|괜찮겠지|별거아니|별일아니|괜찮아지겠|자고나면|참으면/],
  // Pain sought for relief: 그래야 맘이 풀려, 아픈 게 차라리 시원하더라.
  ['relief', /풀려|풀리|시원|가라앉|진정이|벌줘|벌을줘/],
  // Affairs put in order: 맡겼어, 부탁해 놨고, 자동이체도 끊고, 큰딸 앞으로 해놨고.
  ['arranged', /해놨|해뒀|맡겼|맡겨놨|부탁해|끊고|앞으로해|드렸|나눠줬|줘버렸|물려줬|다했|찾아놨|붙여놨/],
  ['bad', /싫|지겹|고역|고통|괴롭|지옥|벌(?!써|레)|소용없|의미없|이유가없|헛|뭐해|뭐하|뭣하|원망|실망|무섭지|두렵지|미련|힘들|지쳤|허무/],
];
const MODALITIES: [string, RegExp][] = [
  ['wish', /싶|고파|으면|았으면|었으면|좋겠|바라|소원|기를|길|면좋|부러/],
  ['intent', /려고|려구|려면|을래|할래|ㄹ래|겠|거야|거예|건데|텐데|생각|계획|준비|할까|을까|볼까|버릴|버려|버리/],
  ['final', /차라리|그만|이제|영원히|다시는|더는|더이상|끝|아예|그냥|어서|얼른|빨리|마지막|다(?=[가-힣]{0,2}(?:됐|했|끝|정리))/],
  ['neg', /않|안[가-힣]|못|없/],
  ['past', /었|았|했|였|렸|졌/],
];

function exclusions(spaced: string, compact: string): string[] {
  const first = FIRST.test(asSpeaker(spaced));
  const flags: string[] = [];
  if (first) flags.push('x:first');
  if (MEDIA.test(compact)) flags.push(first ? 'x:media+first' : 'x:media');
  if (THIRD.test(compact)) flags.push(first ? 'x:third+first' : 'x:third');
  if (/다고|라고|더라|대요|래요|답니다|댑니다/.test(compact)) flags.push('x:reported');
  return flags;
}

/** The distinct features of one message (order fixed: training is deterministic). */
export function features(raw: string, options: FeatureOptions): string[] {
  const { spaced } = normalise(raw);
  const compact = normalise(raw).compact.replace(IDIOM, '·');
  const out = new Set<string>();
  const padded = `^${compact}$`;
  for (let n = options.charMin; n <= options.charMax; n++) for (let i = 0; i + n <= padded.length; i++) out.add(`c:${padded.slice(i, i + n)}`);
  if (options.jamoMax > 0) {
    const sound = `^${soundForm(compact)}$`;
    for (let n = options.jamoMin; n <= options.jamoMax; n++) for (let i = 0; i + n <= sound.length; i++) out.add(`j:${sound.slice(i, i + n)}`);
  }
  if (options.words) for (const word of spaced.replace(IDIOM, '·').split(/[\s.?!,]+/)) if (word) out.add(`w:${word}`);
  if (options.concepts) {
    const concepts = CONCEPTS.filter(([, pattern]) => pattern.test(compact)).map(([name]) => name);
    const modalities = MODALITIES.filter(([, pattern]) => pattern.test(compact)).map(([name]) => name);
    for (const concept of concepts) {
      out.add(`k:${concept}`);
      for (const modality of modalities) out.add(`k:${concept}*${modality}`);
      for (const other of concepts) if (other > concept) out.add(`k:${concept}+${other}`);
    }
    for (const modality of modalities) out.add(`m:${modality}`);
    for (const flag of exclusions(spaced, compact)) out.add(flag);
  }
  return [...out];
}

function softmax(logits: Float64Array): Float64Array {
  let max = -Infinity;
  for (const value of logits) max = Math.max(max, value);
  let sum = 0;
  const out = new Float64Array(logits.length);
  for (let k = 0; k < logits.length; k++) {
    out[k] = Math.exp(logits[k] - max);
    sum += out[k];
  }
  for (let k = 0; k < logits.length; k++) out[k] /= sum;
  return out;
}

/** Full-batch Adam on the L2-regularised cross-entropy: the same data gives the same model. */
export function train(examples: Example[], options: TrainOptions = DEFAULT_TRAIN_OPTIONS, thresholds: Thresholds = { crisis: 1, concern: 1 }): SafetyModel {
  const K = LABELS.length;
  const rows = examples.map((example) => features(example.text, options.features));
  const counts = new Map<string, number>();
  for (const row of rows) for (const feature of row) counts.set(feature, (counts.get(feature) ?? 0) + 1);
  const vocabulary = [...counts].filter(([, count]) => count >= options.minCount).map(([feature]) => feature).sort();
  const index = new Map(vocabulary.map((feature, i) => [feature, i]));
  const encoded = rows.map((row) => {
    const ids = row.map((feature) => index.get(feature)).filter((id): id is number => id !== undefined);
    // Scaled by all the message's features, known or not, as score() does.
    return { ids: Int32Array.from(ids), value: row.length ? 1 / Math.sqrt(row.length) : 0 };
  });
  const targets = examples.map((example) => LABELS.indexOf(example.label));
  const totalWeight = examples.reduce((sum, example) => sum + (example.weight ?? 1), 0);
  const size = (vocabulary.length + 1) * K;
  const W = new Float64Array(size);
  const m = new Float64Array(size);
  const v = new Float64Array(size);
  const grad = new Float64Array(size);
  const biasAt = vocabulary.length * K;
  const [beta1, beta2, epsilon] = [0.9, 0.999, 1e-8];
  // Buffers reused for every example: allocating them per example and step took most of the training time.
  const logits = new Float64Array(K);
  const g = new Float64Array(K);
  for (let step = 1; step <= options.iterations; step++) {
    grad.fill(0);
    for (let e = 0; e < encoded.length; e++) {
      const { ids, value } = encoded[e];
      for (let k = 0; k < K; k++) logits[k] = W[biasAt + k];
      for (let i = 0; i < ids.length; i++) {
        const at = ids[i] * K;
        for (let k = 0; k < K; k++) logits[k] += W[at + k] * value;
      }
      const p = softmax(logits);
      const weight = (examples[e].weight ?? 1) / totalWeight;
      for (let k = 0; k < K; k++) {
        g[k] = (p[k] - (k === targets[e] ? 1 : 0)) * weight;
        grad[biasAt + k] += g[k];
      }
      // Each gradient entry still gets its sums in the same order, so the model is the same to the bit.
      for (let i = 0; i < ids.length; i++) {
        const at = ids[i] * K;
        for (let k = 0; k < K; k++) grad[at + k] += g[k] * value;
      }
    }
    for (let i = 0; i < biasAt; i++) grad[i] += options.l2 * W[i];
    const correction1 = 1 - beta1 ** step;
    const correction2 = 1 - beta2 ** step;
    for (let i = 0; i < size; i++) {
      m[i] = beta1 * m[i] + (1 - beta1) * grad[i];
      v[i] = beta2 * v[i] + (1 - beta2) * grad[i] * grad[i];
      W[i] -= (options.learningRate * (m[i] / correction1)) / (Math.sqrt(v[i] / correction2) + epsilon);
    }
  }
  const quantise = (w: number) => Math.round(w * options.scale) || 0;
  const weights: Record<string, number[]> = {};
  vocabulary.forEach((feature, i) => {
    const row = Array.from(W.subarray(i * K, i * K + K), quantise);
    // Tiny weights barely move a prediction and would make the stored model large.
    if (row.some((w) => Math.abs(w) > Math.max(0, options.prune - 1))) weights[feature] = row;
  });
  return { version: 1, labels: [...LABELS], options, thresholds, bias: Array.from(W.subarray(biasAt, biasAt + K), quantise), weights };
}

export interface ClassifierScore {
  /** Probability that the message is one of the crisis categories. */
  crisis: number;
  /** The highest of crisis and each clause's own score (= crisis without options.clauseMax). */
  clauseCrisis: number;
  /** As clauseCrisis, counting short clauses too (나도 죽고 싶어요 after a drama): what the veto on a rules alert reads. */
  anyClauseCrisis: number;
  /** The most likely crisis category. */
  category: SafetyCategory;
  /** The most likely crisis category of the clause that gave clauseCrisis (= category when the whole message did). */
  clauseCategory: SafetyCategory;
  /**
   * The message speaks of a film, the news or someone else, not in the first person. combine() no longer
   * reads it (round safe21h); bench/src/safety-heldout.ts still models the old gate with it.
   */
  reported: boolean;
  /** Too little text for statistics (목, 네 괜찮아): left to the rules, which read short messages well. */
  tooShort: boolean;
  /** Under CLAUSE_MIN_SYLLABLES (그냥 그래요): enough for the gentle question, too little for an alert. */
  brief: boolean;
}

const MIN_SYLLABLES = 4;
// A clause is scored on its own only when it says enough to be read (조심해 alone is not).
const CLAUSE_MIN_SYLLABLES = 8;

export function score(model: SafetyModel, raw: string): ClassifierScore {
  const whole = scoreText(model, raw);
  const { spaced, compact } = normalise(raw);
  let clauseCrisis = whole.crisis;
  let clauseCategory = whole.category;
  let anyClauseCrisis = whole.crisis;
  const parts = model.options.clauseMax ? clauses(spaced) : [];
  if (parts.length > 1) {
    for (const part of parts) {
      const syllables = (compactForm(part).match(/[가-힣]/g) ?? []).length;
      if (syllables < MIN_SYLLABLES) continue;
      const { crisis, category } = scoreText(model, part);
      anyClauseCrisis = Math.max(anyClauseCrisis, crisis);
      if (syllables >= CLAUSE_MIN_SYLLABLES && crisis > clauseCrisis) {
        clauseCrisis = crisis;
        clauseCategory = category;
      }
    }
  }
  const reported = !FIRST.test(asSpeaker(spaced)) && (MEDIA.test(compact) || THIRD.test(compact));
  const syllables = (compact.match(/[가-힣]/g) ?? []).length;
  return { ...whole, clauseCrisis, clauseCategory, anyClauseCrisis, reported, tooShort: syllables < MIN_SYLLABLES, brief: syllables < CLAUSE_MIN_SYLLABLES };
}

function scoreText(model: SafetyModel, raw: string): { crisis: number; category: SafetyCategory } {
  const K = model.labels.length;
  const all = features(raw, model.options.features);
  const found = all.map((feature) => model.weights[feature]).filter((row): row is number[] => row !== undefined);
  const value = all.length ? 1 / Math.sqrt(all.length) : 0;
  const logits = new Float64Array(K);
  for (let k = 0; k < K; k++) logits[k] = model.bias[k] / model.options.scale;
  for (const row of found) for (let k = 0; k < K; k++) logits[k] += (row[k] * value) / model.options.scale;
  const p = softmax(logits);
  let crisis = 0;
  let category: SafetyCategory = 'PASSIVE';
  let best = -1;
  model.labels.forEach((label, k) => {
    if (!(CRISIS_LABELS as string[]).includes(label)) return;
    crisis += p[k];
    if (p[k] > best) {
      best = p[k];
      category = label as SafetyCategory;
    }
  });
  return { crisis, category };
}

/** The stored form: one feature a line, so a retrained model reads as a diff. */
export function serialiseModel(model: SafetyModel): string {
  const { weights, ...head } = model;
  const lines = Object.keys(weights)
    .sort()
    .map((feature) => `    ${JSON.stringify(feature)}: ${JSON.stringify(weights[feature])}`);
  const top = JSON.stringify(head, null, 2).replace(/\n}$/, '');
  return `${top},\n  "weights": {\n${lines.join(',\n')}\n  }\n}\n`;
}
