import { compactForEmotion } from '../emotion';

export type Topic =
  | 'forget'
  | 'medicineDose'
  | 'recall'
  | 'botName'
  | 'grief'
  | 'pain'
  | 'loneliness'
  | 'skippedMeal'
  | 'family'
  | 'plans'
  | 'health'
  | 'meals'
  | 'sleep'
  | 'weather'
  | 'memories'
  | 'greeting';

const MEDICINE = /(혈압|당뇨|감기|수면|진통|영양|소화|관절|치매|심장|위장|콜레스테롤|고지혈)약|약(을|은|이|도|봉지|봉투|통|먹|드|챙|처방|값|국)/;

/**
 * Topics in priority order, matched on the message without spaces or punctuation (so 잠이 안 와 /
 * 잠이안와 / 잠이 안와 read alike) and on word stems (먹었는지 / 먹었나 / 먹었던가). The first match
 * is the one answered: a medicine doubt before anything about meals, a loss before family talk,
 * a question about what was said before any topic it names.
 */
const TOPICS: [Topic, (compact: string, raw: string) => boolean][] = [
  ['forget', (c) => /그만기억|잊어(주|줘|버려|버리|줄래|라|도)|잊으(세요|셔도)|지워(주|줘|버려)|기억하지(마|말)|기억에서(지워|빼)/.test(c)],
  ['medicineDose', (c) => MEDICINE.test(c) && /(먹었는지|드셨는지|먹은건지|먹었나|먹었던가|먹었더라|기억(이|가)?안|헷갈|까먹|깜빡|두번|또먹|더먹|한번더|빼먹|잊어버렸)/.test(c)],
  ['botName', (c) => /(네|너|니|당신|그쪽)(이름|는누구|누구)|^이름이뭐(예|에|야|니|요)|^누구(야|세요|예요|니)$/.test(c)],
  [
    'recall',
    (c, raw) =>
      /(내가|제가|우리가)[가-힣]{0,14}(했지|했잖|했던|했는지|했더라|한다고|간다고|온다고|말했|얘기했|그랬|뭐라)/.test(c) ||
      /(다고|라고|기로)(했|한)(지|더라|는지|잖|나|죠|던|었)|이름(을|은)?(알아|아세요|아니|기억)|뭐라고했|이름이뭐였|이름기억|누구라고했|언제라고했|어디라고했|어디간다고|언제간다고|뭐하기로/.test(c) ||
      (/기억(나|하|해)/.test(c) && /\?|(세요|나요|니|지|죠|까)$/.test(raw.trim()) && !/기억(이|가)?안/.test(c)),
  ],
  ['botName', (c) => /(네|너|니|당신|그쪽)(이름|는누구|누구)|이름이뭐(예|에|야|니|요)|누구(야|세요|예요|니)$/.test(c)],
  [
    'grief',
    (c) =>
      /돌아가(신|셨)|세상(을)?(떠|뜨|버리)|먼저(간|갔|가|보낸|떠)|여의|사별|산소|성묘|제사|기일|하늘나라|납골|추모|장례|상(을)?당했|무지개다리|(남편|영감|아내|마누라|할멈|집사람|바깥양반|할아범|애들아버지|애들아빠|짝꿍)[가-힣]{0,3}(간|떠난|보낸|죽은)지|(남편|영감|아내|마누라|할멈|집사람|바깥양반|할아범|애들아버지|애들아빠|짝꿍)[가-힣]{0,6}(보내|보낸|떠나|떠난|없는|없으니|그립|그리워|보고싶|생각나|생각이나)/.test(
        c,
      ),
  ],
  ['pain', (c) => !/마음이.{0,4}(아프|아파|아퍼)/.test(c) && /아프|아파|아픈|아퍼|쑤시|쑤셔|시큰|시려|시리|뻐근|욱신|찌릿|결리|저려|저리|감기|기침|두통|어지러|콧물|몸살|열이나|소화가안|체했|메스꺼|토했|설사|부었/.test(c)],
  ['health', (c) => MEDICINE.test(c)],
  ['loneliness', (c) => /외로|외롭|쓸쓸|적적|혼자|홀로|심심|고독|아무도(없|안)|말할사람|말동무|보고싶/.test(c)],
  ['skippedMeal', (c) => /(안|못)먹|걸렀|거르|입맛이없|밥맛이없|굶/.test(c)],
  ['family', (c) => /손자|손녀|손주|아들|딸(?!기)|며느리|사위|가족|남편|아내|영감|할멈|자식|자녀|동생|언니|오빠|누나|형님|조카|식구/.test(c)],
  ['weather', (c) => /날씨|일기예보/.test(c)],
  ['plans', (c) => /내일|모레|주말|다음주|계획|약속|예정|가려고|갈거|하려고|할거|가기로|하기로|[월화수목금토일]요일/.test(c)],
  ['health', (c) => /병원|건강|혈압|당뇨|검진|운동|체조|걷기|관절|무릎|허리|의사|진료/.test(c)],
  ['meals', (c) => /밥|식사|먹었|먹고|점심|저녁|아침먹|반찬|국을|김치|맛있|배고|간식|과일|드셨/.test(c)],
  ['sleep', (c) => /잠(?!깐|시)|잤|주무|자고|졸려|졸리|낮잠|깼|꿈|불면|뒤척|설쳤|한숨도못/.test(c)],
  ['weather', (c) => /날씨|비가|비와|비오|눈이와|눈와|눈오|추워|춥|더워|덥|햇볕|햇살|바람|맑|흐려|흐리|미세먼지|장마|태풍/.test(c)],
  ['memories', (c) => /옛날|젊었|젊을|예전|어릴|어렸|추억|그때|시절|고향|왕년/.test(c)],
  ['greeting', (c, raw) => /안녕|반가|처음뵙|좋은아침|좋은저녁|뭐해|뭐하(세|고|니)|계세요/.test(c) || /있어요\?/.test(raw)],
];

export function detectTopic(text: string): Topic | null {
  const raw = text.normalize('NFC');
  const compact = compactForEmotion(raw);
  return TOPICS.find(([, test]) => test(compact, raw))?.[0] ?? null;
}
