import type { RiskAssessment, RiskKind } from '../risk';
import { compactForm, normalise } from './normalise';

/**
 * What the rules look for. PASSIVE (a wish to die without a plan: 자다가 안 깨어났으면) is kept
 * apart in the evaluation sets, and stored as SUICIDE: the answer and the alert are the same.
 */
export type SafetyCategory = RiskKind | 'PASSIVE';

export const CATEGORY_KIND: Record<SafetyCategory, RiskKind> = {
  SUICIDE: 'SUICIDE',
  PASSIVE: 'SUICIDE',
  SELF_HARM: 'SELF_HARM',
  BURDEN: 'BURDEN',
  FAREWELL: 'FAREWELL',
  ACUTE_ILLNESS: 'ACUTE_ILLNESS',
  FALL: 'FALL',
  NOT_EATING: 'NOT_EATING',
  MEDICATION: 'MEDICATION',
};

const re = (parts: string[]) => new RegExp(parts.join('|'));

// Every pattern reads the standard form without spaces (normalise.ts). Stems end where Korean
// conjugates: 뛰어내[리릴린렸려] covers 뛰어내릴까, 뛰어내린다, 뛰어내렸으면, 뛰어내려고.
const DAYS = '(?:며칠|몇일|메칠|이틀|사흘|나흘|닷새|엿새|일주일|한주|한주일|여러날|[2-9]일|[이삼사오육칠]일|이삼일|삼사일|한참|며칠씩)';
const NOT_EAT = '(?:물밖에(?:안|못)|못먹(?!던)|(?<!동)안먹(?!던)|거른|걸른|먹지(?:를)?(?:못|않|도못|도않)|굶|거르|걸렀|걸러|건너뛰|물만(?:마|먹)|밥이안넘어|밥구경(?:을)?못|아무것도(?:못|안)먹|입에(?:아무것도)?안댔|식사를?(?:못|안)|끼니를?(?:못|안|거르|걸|건너))';

/** In priority order: the first category that matches a clause is the one recorded. */
const PATTERNS: [SafetyCategory, RegExp][] = [
  [
    'SUICIDE',
    re([
      '자살(?!예방|률|방지|충동을?느끼는사람)',
      '극단적(?:인)?선택',
      '죽어버리|죽어버릴|죽어버린|죽어버려|죽어야겠|죽을래|죽을거야|죽을거예|죽을까(?:봐|싶|해|하|생각|$)|죽으려|죽을라|죽을생각|죽을방법|죽는방법|편하게죽|죽을려|(?:어떻게|언제|어디서|어디가서)죽을지',
      '(?:목숨|생|삶|인생)을?(?:끊|끝내|마감)',
      '목(?:을)?(?:매|맬|맸|메|멜)(?!끄)',
      '뛰어내[리릴린렸려]|투신|몸을던',
      '(?:옥상|난간|다리|베란다|꼭대기|한강|아파트|육교|강물|바다|저수지)(?:에서|위에서|위|에|으로|로|에가서|가서)?.{0,8}(?:떨어지|떨어질|떨어져|뛰어|빠지|빠져|빠질|올라가볼|서보)',
      '(?<![을를])끝내버리고싶|(?:강|바다|차|기차|지하철|물|한강|선로|트럭|찻길|도로)(?:에|에다|으로|로)?(?:뛰어들|몸을던)',
      '조용히(?:가려|가야겠|가고싶|떠나려|떠나야겠)|(?:수면제|농약|번개탄|독약|쥐약)(?:을|를)?[^·]{0,8}(?:사놨|사뒀|사두었|사모|모아놨|준비해놨)',
      '번개탄|연탄.{0,6}피[우워웠]|농약.{0,6}(?:마시|마실|먹|사다|사놨|사두|사왔|준비)',
      '(?:약|수면제|알약|약통|약봉지|진통제)(?:을|를|들을)?.{0,8}(?:모아(?!.{0,8}(?:버리|반납|폐기|수거|갖다|보건소|약국))|모으(?:고|는중)|모았)',
      '(?:약|수면제|알약|약통|약봉지|진통제)[^·]{0,10}(?:한꺼번에|다털어|털어넣|한번에다|몽땅|싹다|한움큼|다|전부).{0,6}(?:먹어버|먹을|먹으|먹겠|먹어야|삼키|삼켜|삼킬|털어|넣)',
      '(?:끈|밧줄|노끈)(?:을|을하나|하나)?.{0,4}(?:준비|사다|사왔|사놨|매달)',
      '유서(?:를|도)?(?:쓰|써|썼|남기|준비)',
      '(?:다|모든걸|모든것을?|인생|삶|이제그만|오늘밤에?|이쯤에서|여기서|그만)(?:을|를|에|에서)?끝(?:내려|내고싶|내버리|내버릴|내야겠|낼거|낼까|낼생각|낼래|낼라|낼게)',
    ]),
  ],
  [
    'PASSIVE',
    re([
      '죽고(?:만)?싶|죽었으면|죽어버렸으면|죽어버렸음|콱죽|죽는날만|죽을날만|죽기만기다|(?:빨리|얼른|어서|그냥)죽(?:어야|었으|고|을)|죽는게나|죽는편이',
      '(?:그만|더는|더이상|더)?살고싶지(?:가)?않|(?:그만|더는|더이상|더)살고싶(?!지)|살고싶은?(?:생각|마음)(?:이|은)?(?:하나도|전혀)?없|더살(?:고싶은|아야할)?.{0,6}(?:이유|생각|마음)?(?:이|가)?없',
      '살기(?:가)?싫|사는게싫|살아서(?:뭐|무엇|뭣)|살아뭐|살아봤자|오래살아(?:서)?뭐|살이유가없|살아야할이유|사는의미가없|사는게의미(?:가)?없|살만큼살았|사는게지옥|그만살',
      '왜(?:아직)?살아있는지|왜이렇게오래사|그만가야(?:지|겠)|죽는생각(?:만|뿐|이|을|밖에)|죽는게(?:무섭지않|두렵지않|안무섭)|(?:세상에|삶에)?미련(?:이|도)(?:하나도)?없|사라져버리고싶|사라져버렸으면',
      '(?:안|못)(?:깨어나|깨|일어나)고싶|(?:안|못)(?:일어났으면|깼으면|깨어났으면|깨어나면좋|일어나면좋)|(?<!보고)죽어야(?:돼|되|지|끝|해|하)|(?:하늘나라|저세상|저승|극락|천국)(?:에|으로|로)?가고싶|(?:남편|영감|아내|마누라|할멈)(?:이|가)?있는(?:데|곳)(?:로|에)?가고싶',
      '자다가.{0,8}(?:안깨|깨지않|못깨|안일어나|갔으면|가면좋|죽었으면)|(?:조용히|편히|편하게)(?:갔으면|가고싶|눈감)|깨어나지않았으면|안깨어났으면|안깼으면|안일어나면좋|눈을?안떴으면|(?:아침|내일)이?안왔으면|영원히잠들|잠들어서.{0,4}안',
      '눈(?:을)?감고싶|눈(?:을)?뜨는게싫|(?<!눈이)(?:안|못)떴으면|눈(?:을)?감았으면|눈(?:을)?감아버렸으면',
      '데려가(?:주셨으면|줬으면|주세요|주시|갔으면|셨으면|시면)|데려갔으면|불러가(?:셨으면|줬으면|주시)|따라가고싶|따라가야(?:지|겠)|따라죽|곁으로가고싶|(?:이제|그만|나도이제)(?:그만)?가고싶|(?:빨리|얼른|어서)(?:가야지|가야할텐데|갔으면좋겠)',
      '(?:없어져야|사라져야)(?:지|겠|할텐데)|사라지고싶|없어지고싶|세상을?떠나고싶|이세상에없었으면|태어나지말았|태어나지않았으면',
      '(?:다|그냥|이대로|인생이)끝났으면',
    ]),
  ],
  [
    'SELF_HARM',
    re([
      '자해(?!라는|란|가뭐|라는말|예방)',
      '손목(?:을|에)?(?:긋|그었|그을|그어|칼|상처)',
      '(?:나|저)(?:를|자신을)(?:막)?때[려리렸]',
      '(?:팔|손목|다리|몸|허벅지)(?:에|을|를)?(?:칼|면도칼|커터)(?:을|로)?.{0,4}(?:댔|대|그|긋)',
      '(?:칼|면도칼|커터칼|유리)로.{0,6}(?:그었|긋|그어|찔|베었|그을)',
      '(?:내|나|저|제|스스로|자신)(?:를|을|의)?(?:몸|몸에|몸을)?(?:막)?(?:해치|때리고싶|다치게|할퀴|상처를?[내냈])',
      '(?:머리|주먹)를?.{0,6}(?:박아|박았|박고|찧어|찧었)',
      '일부러다[치쳤쳐]|피나게(?:긁|때리|때렸|박|찧|물)|일부러.{0,6}(?:긁었|때렸|박았|찧었|물었|베었)|(?:긁었|때렸|박았|찧었|물었|베었)[가-힣]{0,3}일부러',
      '(?:내몸|나|몸)(?:에|에다)?불(?:이라도|을)?(?:지르|질러|붙이)',
      '(?:내|제)(?:손|팔|살)을?.{0,3}(?:깨물|물어뜯|할퀴|그었)',
    ]),
  ],
  [
    'BURDEN',
    re([
      '짐(?:만|밖에|이)?(?:되|돼|될|같)(?![가-힣]{0,2}물건)|짐짝|짐덩어리|(?:나는|난|내가|저는|전|제가)짐(?:이|일|덩)',
      '(?:애들|자식|자식들|아들|딸|가족|며느리)(?:한테|에게)?(?:짐|폐|부담)(?:만|이|이되|을|을끼|되)',
      '폐만끼|민폐(?:지|야|다|예요|인|같|덩어리)',
      '(?:없어지는|사라지는|죽는|(?:내가|제가|나|빨리|먼저|얼른)가는)게.{0,8}(?:위하|낫|도와|편하|좋)',
      '(?:내가|나만|나하나|나같은게|제가|저만|나|내|늙은이)(?:가|만|하나)?(?:없으면|없어지면|사라지면|죽으면|가면).{0,10}(?:(?<!불)편할|(?<!불)편하|(?<!불)편해|나을|낫겠|좋아할|홀가분|(?:고생|걱정)(?:도|이|은)?끝)',
      '있으나마나|(?:나|내가|제가|저)(?:없는|없어지는)게.{0,4}(?:나아|낫|편)|애물단지|쓸모없는늙은이|(?:살아있는|살아있다는)게.{0,4}(?:민폐|짐|미안)',
      '고생(?:그만)?시키고.{0,6}(?:가야|죽)|(?:나|저|내)때문에.{0,10}(?:고생|힘들|짐)',
    ]),
  ],
  [
    'FAREWELL',
    re([
      '그동안.{0,10}(?:고맙다|신세(?:를)?(?:많이)?졌)|그동안.{0,10}고마웠(?!던)|그간고마웠|그동안감사했(?!던)',
      '마지막인사(?!하고왔|를?하러|를?하고왔|드리러|를?나누)|마지막대화|마지막으로(?:인사|부탁)',
      '잘있어라(?!고)|잘있거라|잘지내라(?!고)|다들잘살(?!고있)|잘살아라(?!고)|나없어도.{0,4}잘',
      '(?:물건|살림|재산|유품|신변)(?:살이|들)?(?:을|도|은|는)?(?:다|모두|싹|미리)?(?:정리|나눠|나누어|처분)|(?:내|제)짐(?:을|은|도)?(?:다|모두|싹)정리',
      '(?:통장|도장|비밀번호|집문서|보험증서)[^·]{0,14}(?:정리해(?:놨|뒀|두었|놓았)|주라고|전해|맡겨|넘겨)',
      '영정사진|(?:편지|유서)(?:를|도)?써(?:놨|두었|뒀|놓았)|(?:내가|제가|나|내)(?:가고|죽고|떠나고|없어지고)나(?:면|서)|내가죽으면.{0,8}(?:보라|주라|전해)',
      '작별인사|이제안녕|(?:정리|이제|그동안|간다|갈게)[^·]{0,8}잘있어(?!었)',
      '마지막으로.{0,10}(?:듣고싶|보고싶|말하고싶|인사하고싶|얘기하고싶|말해두고)|(?:내|제)장례(?:식)?(?:은|는)?.{0,8}(?:하라고|해달라|해줘|치러|준비)',
    ]),
  ],
  [
    'MEDICATION',
    re([
      '약.{0,12}(?:먹었는지|먹었나|드셨는지|챙겼는지|먹은건지|먹은건가).{0,12}(?:기억|모르|헷갈|생각이안|가물|까먹|깜빡)',
      '(?:먹었던가|먹었든가|먹었던지).{0,4}안먹었',
      '약(?:을)?먹은(?:게|것|거)?(?:이|가)?(?:기억|생각)?(?:이|가)?(?:없|안나|하나도)',
      '(?:먹었는지|먹었나).{0,8}(?:안먹었는지|안먹었나)',
      '약.{0,8}(?:두번|또|한번더|다시|두배|두알더|이중으로|두봉지|두개).{0,6}(?:먹은|먹었|삼켰|먹어버)',
      '약먹은(?:게|기억이?)(?:없|안나|하나도없)',
      '(?:두번|한번더)먹은것같',
    ]),
  ],
  [
    'ACUTE_ILLNESS',
    re([
      '가슴이?(?:찌르|쑤시듯|칼로찌르)|(?:앞|눈)이(?:안보(?!일정도)|캄캄|깜깜)|가슴이?(?:답답하고|답답해서).{0,4}(?:아파|아프|숨)|가슴이?(?:조여|조이|쥐어짜|찢어질|터질|뻐근|짓눌|너무아파)|가슴통증|흉통',
      '숨(?:이|을|쉬기가?)?(?:안쉬어|못쉬|쉴수가없|막혀|막히|가빠|턱턱|넘어[가갈]|차서|차요|찹니다|힘들|어려)|호흡곤란',
      '쓰러질것같|쓰러졌|의식을?잃|정신을?잃|기절|실신|의식이없|눈앞이(?:캄캄|깜깜|하얘)',
      '(?:팔|다리|한쪽|반쪽|얼굴)(?:에|이|가)?.{0,3}(?:힘이없|힘이안|마비|안움직|말을안들)|마비가|(?:왼팔|왼쪽팔)(?:이|가)?저리',
      '머리가아프(?:고|면서)(?:토|구토|어지)|말이(?:자꾸|갑자기|잘)?(?:어눌|안나|꼬이|꼬여)|입이.{0,6}돌아[가갔]',
      '피를?(?:토|쏟|흘리|흘렸)|피가(?:안멈|멈추지|섞여|섞인)|토혈|각혈',
      '열이(?:4[0-9]|39)|고열|식은땀',
      '너무아파서(?:못|꼼짝|움직일)|꼼짝(?:도|을)?못',
      '(?:구급차|119)(?:를|좀|에)?(?:불러|부를|불렀|전화해야|신고)|응급실(?:에)?가야',
      '어지러워서(?:못|일어날|쓰러)|심장이.{0,6}(?:빨리뛰|멎|조여|터질)|머리가(?:깨질|터질|쪼개질)|배가(?:찢어질|끊어질)|경련|발작(?!적)',
    ]),
  ],
  [
    'FALL',
    re([
      '(?<!안)(?:넘어졌|넘어져(?:서|가지고|서는|있|버렸)|자빠졌|자빠져|엎어졌|엎어져|미끄러졌|미끄러져)',
      '낙상|굴러떨어|계단에서굴렀|주저앉|엉덩방아|헛디뎌|헛디뎠',
      '(?:침대|의자|계단|사다리|지붕|변기|욕조)에서떨어(?:졌|져)',
      '(?:바닥|화장실|욕실|방바닥)에쓰러져|쓰러져있',
      '혼자(?:서)?못일어나|일어날수가없|일어설수가없|일어나지를?못|못일어나겠',
    ]),
  ],
  [
    'NOT_EATING',
    new RegExp(`(?:밥|식사|끼니)(?:을|를)?(?:안|못)먹은지(?:오래|한참)|${DAYS}에한끼|${DAYS}(?:째|동안|내내|간|을|를|이나|씩)?.{0,14}${NOT_EAT}|${NOT_EAT}.{0,12}${DAYS}(?:째|나|가|이|동안|됐|되었|이나)|${DAYS}째굶`),
  ],
];

// Dark, but not clear: the companion asks gently instead of answering as usual.
const CONCERN = re([
  '사는게(?:재미|낙|즐거움|재밌는게)(?:가|이)?(?:하나도|통|별로)?없|재미(?:가)?하나도없|살맛(?:이)?(?:안|없|나지)|낙이(?:하나도)?없',
  '다귀찮|모든게귀찮|만사가?귀찮|아무것도하기싫|아무것도못하겠',
  '눈물이.{0,4}(?:나|흘러|쏟아)|눈물만|자꾸울|울고싶|울었어',
  '아무(?:런)?의미(?:가)?없|의미가없|부질없|허무',
  '나같은(?:건|게|사람|것|늙은이)',
  '희망이(?:없|안보)|절망',
  '(?:외로워|힘들어|괴로워|서러워|슬퍼|우울해)(?:서)?(?:죽|못살|미[치칠쳐])',
  '버티기(?:가)?힘들|견디기(?:가)?힘들|못견디|못버티|지쳤|지쳐서|지친다',
  '우울|살기(?:가)?힘들|사는게(?:힘들|고통|괴로)',
  '마음이(?:무너|찢|허전하고|공허|텅)',
  '아무도(?:나를|날|저를|절)?(?:안찾|필요없|몰라)|왜사는지|왜살아|무슨낙으로',
  '(?:나는|난|저는|전|내가|이제나는)쓸모(?:가)?없|쓸모없는(?:늙은이|사람|인간|몸|존재)|다포기|포기하고싶',
]);

// 배고파 죽겠어요, 웃겨 죽는 줄, 죽을 맛: Korean hyperbole, removed before anything is matched.
const IDIOM = /죽(?:겠|것|는줄|을뻔|을맛|을지경|는다니까|을거같|을것같|네|겄)/g;

// A clause about a film, the news or a book is not the user's own statement.
const MEDIA = /드라마|영화|뉴스|소설|책에서|책속|기사|티비|텔레비|테레비|방송|장면|주인공|연속극|유튜브|라디오|신문|가사|만화|연극/;
// Somebody else as the subject (친구가, 옆집 할머니가).
const THIRD = /(?:친구|옆집|이웃|할머니|할아버지|주인공|사람|누구|누가|아들|딸|손자|손녀|손주|엄마|어머니|아버지|아빠|남편|아내|마누라|동생|언니|오빠|형|누나|며느리|사위|영감님|아저씨|아줌마|선생님|의사|강아지|고양이|개|그분|걔|그사람|그녀|배우|가수|연예인)(?:이|가|께서|는|은|도|님이|님께서|네)/;
const FIRST = /(?:^|\s)(?:나|내가|저|제가|나도|저도|난|전|내|제|우리|나는|저는|나를|저를|날|절|내가요)(?:\s|$)/;
// Reported speech or hearsay right after what matched: 죽고 싶다고 했대, 넘어졌대요.
const QUOTED = /^.{0,6}?(?:다고|라고|어하|아하)/;
const HEARSAY = /^.{0,6}?(?:(?:했|졌|셨|었|았|렀|랬|였|한|는|린|난|진|인|이|겠)(?:대|래)(?:요|$)|다네|더라|라더라|다던|라던|답니다|댑니다|했답)/;
const HONORIFIC = /^(?:시|셨|셔|셨었)/;
// What follows a match and takes it back: 죽고 싶지는 않아요, 죽을 생각은 없어요.
const NEGATED = /^(?:은|는|도|까지는|지는|진|지도|지|지가|지만|거는|건|다는건|다는생각은|다는생각까지는|고싶진|다고는)?(?:않|안해|안들|안할|없|아니)/;

const REASSURED = /하나도안아파|안다쳤|다친데(?:는|가)?없|멀쩡|괜찮아/;
const STUCK = /못일어나|일어날수가없|일어설수가없|못움직|안움직|피가많이|머리를부딪/;

const DESIRE_CATEGORIES = new Set<SafetyCategory>(['SUICIDE', 'PASSIVE', 'BURDEN', 'FAREWELL']);

export interface SafetyFinding extends RiskAssessment {
  category: SafetyCategory | null;
}

const INTENSIFIERS = new Set(['너무', '정말', '진짜', '정말로', '진짜로', '참', '좀', '많이', '자꾸', '막', '그냥', '아주', '엄청', '되게', '완전', '계속', '또', '통', '요즘', '요새', '다시', '갑자기', '조금', '약간', '잘']);

function withoutIntensifiers(clause: string): string {
  return clause
    .split(' ')
    .filter((word) => !INTENSIFIERS.has(word))
    .join(' ');
}

/** Splits at sentence marks and at the joints where Korean turns to a new statement (는데, 지만). */
function clauses(spaced: string): string[] {
  return spaced
    .split(/[.?!\n;]+|(?<=[가-힣](?:는데|은데|던데|지만|더니|다가|는데요|지마는))\s|,/)
    .map((part) => part.trim())
    .filter(Boolean);
}

function reportedClause(spacedClause: string, compact: string, category: SafetyCategory, after: string): boolean {
  const first = FIRST.test(spacedClause);
  if (MEDIA.test(compact) && !first) return true;
  if (HEARSAY.test(after) && !first) return true;
  const third = THIRD.test(compact) && !first;
  if (!third) return false;
  if (QUOTED.test(after) || HONORIFIC.test(after)) return true;
  // 싶다 and -았으면 speak for the speaker; an event (넘어졌다) with another subject is theirs.
  return !DESIRE_CATEGORIES.has(category);
}

/** The rules' assessment of one message: crisis with its category, concern, or none. */
export function assessText(raw: string): SafetyFinding {
  const { spaced } = normalise(raw);
  let concern = false;
  for (const clause of clauses(spaced)) {
    const plain = compactForm(clause);
    // Each clause is read as written and without its intensifiers (숨이 너무 차요 = 숨이 차요).
    const forms = [plain, compactForm(withoutIntensifiers(clause))].map((form) => form.replace(IDIOM, '·'));
    for (const [category, pattern] of PATTERNS) {
      const found = forms.map((compact) => ({ compact, match: pattern.exec(compact) })).find(({ match }) => match !== null);
      if (!found?.match) continue;
      const { compact, match } = found;
      const after = compact.slice(match.index + match[0].length);
      if (reportedClause(clause, compact, category, after)) continue;
      if (NEGATED.test(after)) {
        if (DESIRE_CATEGORIES.has(category) || category === 'SELF_HARM') concern = true;
        continue;
      }
      // 넘어졌는데 하나도 안 아파 괜찮아: a fall the person says was harmless is a concern.
      if (category === 'FALL' && REASSURED.test(compactForm(spaced)) && !STUCK.test(compactForm(spaced))) {
        concern = true;
        continue;
      }
      return { level: 'crisis', kind: CATEGORY_KIND[category], category };
    }
    // 힘들어 죽겠어요 is hyperbole, but about a hard life: read before the idioms are removed.
    const dark = CONCERN.exec(plain);
    if (dark && !reportedClause(clause, plain, 'PASSIVE', plain.slice(dark.index + dark[0].length))) concern = true;
  }
  // 약봉지가 비었는데 먹었는지 모르겠어요: the medicine and the doubt may sit in two clauses.
  const whole = compactForm(spaced).replace(IDIOM, '·');
  const medication = PATTERNS.find(([category]) => category === 'MEDICATION')![1];
  if (medication.test(whole) && !MEDIA.test(whole) && !THIRD.test(whole)) return { level: 'crisis', kind: 'MEDICATION', category: 'MEDICATION' };
  return concern ? { level: 'concern', kind: null, category: null } : { level: 'none', kind: null, category: null };
}

export function assessRisk(raw: string): RiskAssessment {
  const { level, kind } = assessText(raw);
  return { level, kind };
}
