/**
 * Text as the safety rules read it. People type fast, drop spaces, stretch words, misspell and
 * speak their dialect; the rules are written once for a plain standard form without spaces.
 * The spaced form is kept too, to split a message into clauses.
 */

// Common typos and sound spellings -> standard spelling (matched on the text without spaces).
const TYPOS: [RegExp, string][] = [
  [/쥭/g, '죽'],
  // Fast thumbs drop the double consonant of the past tense (갔으면 -> 갓으면, 좋겠 -> 좋겟).
  [/(?<=[가-힣])엇(?!갈)/g, '었'],
  [/(?<=[가-힣])앗(?!아)/g, '았'],
  [/갓으면/g, '갔으면'],
  [/(?<=[었았났렸졌])음(?=좋)/g, '으면'],
  [/좋것|좋겄/g, '좋겠'],
  [/겟/g, '겠'],
  [/햇(?!볕|살|빛|과일|밤|곡식|감자|쌀|나물)/g, '했'],
  [/싶따|십따/g, '싶다'],
  [/싶지안(?!녕)/g, '싶지않'],
  [/거같|거겉/g, '것같'],
  [/(?<=[죽살가])고잡/g, '고싶'],
  [/낼(?=아침|은|밤|저녁|이면)/g, '내일'],
  [/맘(?=이|은|을|도|에)/g, '마음'],
  [/주거|죽어어/g, '죽어'],
  [/죽구|주꼬|죽꼬/g, '죽고'],
  [/주그면|주그믄|죽으믄/g, '죽으면'],
  [/(?<=[할을])낀데/g, '텐데'],
  [/(죽고|살고|가고|끝내고|떠나고|사라지고|없어지고|자고)(?:십|시프|시퍼|시포|싶퍼|싶포)/g, '$1싶'],
  [/시퍼요|시퍼/g, '싶어'],
  [/살기실|살기시러|살기시르/g, '살기싫'],
  [/살고파/g, '살고싶어'],
  [/뛰어네리|뛰어나리|뛰내리/g, '뛰어내리'],
  [/자살할래|자살하께|자살할께/g, '자살할래'],
  [/업어(?=요|서)|업써|읍어|엄써/g, '없어'],
  [/잇어|있써/g, '있어'],
  [/먹엇|머것/g, '먹었'],
  [/넘어젓|너머졌|넘어졋/g, '넘어졌'],
  [/넘어저/g, '넘어져'],
  [/자빠젓/g, '자빠졌'],
  [/숨이안쉬어|숨을못쉬/g, '숨을못쉬'],
];

// Dialect and casual forms -> standard (on the text without spaces).
const DIALECT: [RegExp, string][] = [
  [/뿌릴|뿔(?=라|까|래|란|거|께|꺼|게)/g, '버릴'],
  [/뿟|뿌렀|뿌렸/g, '버렸'],
  [/삐릴|삘(?=라|까|래)/g, '버릴'],
  [/(?<=[어아])(?:뻐리|삐리|뿌리)(?=고|면|까)/g, '버리'],
  [/(?<=[죽어]어)불(?=고|랑|까|라|래|꺼|거)/g, '버리'],
  [/죽을란다|죽을라요|죽을라카|죽을랑께|죽을라꼬|죽을라고|죽을란다카이/g, '죽을래'],
  [/살기싫다카이|살기싫데이|살기싫당께|살기싫어유/g, '살기싫어'],
  [/싶다카이|싶데이|싶당께|싶어유|싶구먼|싶네유|싶소|싶심더|싶습니더|싶능교|싶어예|싶다꼬|싶은기라|싶거든예/g, '싶어'],
  [/(?<=[가-힣])(?:능교|는교|데이|당께|구먼|구만|심더|습니더|예)(?=$|[.?!,])/g, '요'],
  [/데리고가(?=주|줘|소|셔|시|요)/g, '데려가'],
  [/(?<=[가-힣])부러(?=야|라|서|도|면)/g, '버려'],
  [/야쓰겄|야쓰것|야쓰겠/g, '야겠'],
  [/않어/g, '않아'],
  [/인자(?=[가-힣])|인제(?=[가-힣])/g, '이제'],
  [/고마(?=살|가|죽|끝|눈)|고만(?=살|가|죽|끝|눈)/g, '그만'],
  [/뭐하노|뭐할라꼬|뭐할라고|뭐하겠노|뭣하노/g, '뭐해'],
  [/마카|마캐/g, '다'],
  [/억수로|허벌나게|겁나게|디게|되게/g, '너무'],
  [/묵(?=었|고|을|은|지|어)/g, '먹'],
  [/몬(?=먹|살|하|일어|가|견디)/g, '못'],
  [/할매|할무이|할머이/g, '할머니'],
  [/영감(?=님|이|가|을|따라|한테)/g, '남편'],
];

const REPEAT_JAMO = /[ㄱ-ㅎㅏ-ㅣ]+/g;
const DECORATION = /[~^*♡♥…·ㆍ"'“”‘’()[\]{}<>]+/g;

export interface NormalisedText {
  /** NFC, decorations removed, spaces kept (single), punctuation reduced to one mark. */
  spaced: string;
  /** The same without any spaces, with typos and dialect made standard: what patterns match. */
  compact: string;
}

export function compactForm(spaced: string): string {
  let text = spaced.replace(/\s+/g, '');
  for (const [pattern, to] of TYPOS) text = text.replace(pattern, to);
  for (const [pattern, to] of DIALECT) text = text.replace(pattern, to);
  return text;
}

export function normalise(raw: string): NormalisedText {
  const spaced = raw
    .normalize('NFC')
    .toLowerCase()
    // ㅠㅠ, ㅋㅋ, ㅎㅎ: standalone jamo carry feeling, not words.
    .replace(REPEAT_JAMO, ' ')
    .replace(DECORATION, ' ')
    // 죽고싶어어어어 -> 죽고싶어; 너무너무 stays (two syllables).
    .replace(/([가-힣])\1{2,}/g, '$1')
    .replace(/([.?!,])[.?!,]+/g, '$1')
    .replace(/\s+/g, ' ')
    .trim();
  return { spaced, compact: compactForm(spaced) };
}
