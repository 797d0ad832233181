/**
 * Text as the safety rules read it. People type fast, drop spaces, stretch words, misspell and
 * speak their dialect; the rules are written once for a plain standard form without spaces.
 * The spaced form is kept too, to split a message into clauses.
 */

// Common typos and sound spellings -> standard spelling (matched on the text without spaces).
const TYPOS: [RegExp, string][] = [
  [/쥭/g, '죽'],
  // A glue trap for mice (끈끈이) is no cord.
  [/끈끈이/g, '쥐덫'],
  // 나흘 짼디: the day count's 째 with the ㄴ of 인데 run into it.
  [/짼/g, '째'],
  // -믄 for -면 (없으믄, 깨믄), -ㄹ꺼야 for -ㄹ 거야 (죽을꺼야).
  [/(?<=[가-힣])믄(?=[가-힣]|$)/g, '면'],
  [/(?<=[을할갈낼될])꺼(?=야|예|다|에요|요|여|니)/g, '거'],
  // Fast thumbs drop the double consonant of the past tense (갔으면 -> 갓으면, 좋겠 -> 좋겟).
  // 무엇 is a word, not a slip for 무었.
  [/(?<=[가-힣])(?<!무)엇(?!갈)/g, '었'],
  [/(?<=[가-힣])앗(?!아)/g, '았'],
  [/갓으면/g, '갔으면'],
  // More of the same on other stems (쓰러졋다, 고마웟다, 댓어, 친구들 다 갓는데, 파는데 잇나): not 댓글, 뚜렷, 갓김치.
  [/졋/g, '졌'],
  [/웟/g, '웠'],
  [/쳣/g, '쳤'],
  [/(?<!뚜)렷/g, '렸'],
  // 굴럿어, 삼켯네, 먹어부럿어 (corpus-bv1): 렀 and 켰 typed without the double ㅆ.
  [/럿(?=어|다|네|지|고)/g, '렀'],
  [/켯(?=어|다|네|지|고)/g, '켰'],
  [/놧(?=어|다|네|지|고|는데)/g, '놨'],
  // 제주: 바당 is the sea, 들어강 is 들어가서.
  [/바당/g, '바다'],
  [/들어강(?=[가-힣]|$)/g, '들어가서'],
  // 조용히 해도라 (경상): -어도라 is -어다오, a request.
  [/(?<=[해줘려워])도라(?=$|[.!~\s])/g, '다오'],
  [/댓(?!글|잎|돌|바람)/g, '댔'],
  [/갓(?=다|어|네|는데|고|으|더)/g, '갔'],
  [/잇(?=나|는데|고있|으면|습|더라|네|을까)/g, '있'],
  // 죽을 and 죽나 typed by ear (주글라고, 주그나요); 없 as 업 after a particle (낙이 업다, 돈도 업어), not 업다 (to carry).
  [/주글(?=라|래|거|까|방법|때|생각|수|려)/g, '죽을'],
  [/주그(?=나|냐|니)/g, '죽'],
  [/(?<=[이도])업(?=다|어|네|는|고|지)/g, '없'],
  // 머해 for 뭐해 (살아서 머해).
  [/머(?=해|하나|하노|할라|하겠|하냐|하누)/g, '뭐'],
  // 눈 안 떴음 하고 빌어요, 갔음 바래: the texted -음 of a wish is -으면.
  [/(?<=[었았났렸졌떴갔왔됐했겼켰])음(?=좋|하고|바라|바래|빌|싶)/g, '으면'],
  [/좋것|좋겄/g, '좋겠'],
  [/겟/g, '겠'],
  [/햇(?!볕|살|빛|과일|밤|곡식|감자|쌀|나물)/g, '했'],
  [/싶따|십따/g, '싶다'],
  [/싶지안(?!녕)/g, '싶지않'],
  [/거같|거겉/g, '것같'],
  [/(?<=[죽살가])고잡/g, '고싶'],
  [/낼(?=아침|은|밤|저녁|이면)/g, '내일'],
  [/맘(?=이|은|을|도|에)/g, '마음'],
  // 주거 is also housing (주거급여, 주거비, 주거 환경): only the verb's 죽어 typed by ear.
  [/주거(?!\s?(?:급여|비|지원|환경|안정|복지|공간|시설|형태|문제|취약|지|래|용|약자|개선|수당|형편|부담|권))|죽어어/g, '죽어'],
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
  // 읎다 (강원, 경상): 내가 읎어지면.
  [/읎(?=어|다|는|으|이|지|고)/g, '없'],
  [/몰러(?=$|[.?!,]|[가-힣])/g, '몰라'],
  [/땜시|땜에|땜새|땀시|따문에/g, '때문에'],
  [/잇어|있써/g, '있어'],
  [/먹엇|머것/g, '먹었'],
  // 수면재: speech-to-text and thumbs write the sleeping pill with 재 (corpus-cc).
  [/수면재/g, '수면제'],
  [/넘어젓|너머졌|넘어졋/g, '넘어졌'],
  // 젔 is no word's syllable: 넘어젔어, 쓰러젔다 are 졌 with the wrong vowel. 마셧 is 마셨 without the double ㅆ.
  [/젔/g, '졌'],
  // 베엇어, 먹엇다: 엇 after a syllable and before an ending is 었 without the double ㅆ (엇갈려, 엇나가 are other words). 굼었 is 굶었.
  [/(?<=[가-힣])엇(?=어|다|지|네|고|는데)/g, '었'],
  [/굼(?=었|엇)/g, '굶'],
  [/마셧/g, '마셨'],
  [/넘어저/g, '넘어져'],
  [/자빠젓/g, '자빠졌'],
  [/숨이안쉬어|숨을못쉬/g, '숨을못쉬'],
];

// Dialect and casual forms -> standard (on the text without spaces).
const DIALECT: [RegExp, string][] = [
  [/삐릴|삘(?=라|까|래)/g, '버릴'],
  [/(?<=[어아])(?:뻐리|삐리|뿌리)(?=고|면|까)/g, '버리'],
  [/(?<=[죽어]어)불(?=고|랑|까|라|래|꺼|거)/g, '버리'],
  // 치워불면, 갖다버려불면: -아/-어 불다 is 버리다 before a condition too.
  [/(?<=[어아워와여해줘])불(?=면|쿠|켜)/g, '버리'],
  // 제주: 어떵 (어떻게), 허- (하-) before an ending.
  [/어떵/g, '어떻게'],
  [/(?<![가-힣]{2}[리벅])허(?=믄|면|게|고|코|민|난|곡|주|쿠|카|영|는|지말|여도)/g, '하'],
  [/죽을란다|죽을라요|죽을라카|죽을랑께|죽을라꼬|죽을라고|죽을란다카이/g, '죽을래'],
  [/살기싫다카이|살기싫데이|살기싫당께|살기싫어유/g, '살기싫어'],
  [/싶다카이|싶데이|싶당께|싶어유|싶구먼|싶네유|싶소|싶심더|싶습니더|싶능교|싶어예|싶다꼬|싶은기라|싶거든예/g, '싶어'],
  // 전라 -당께 ends a statement (사왔당께, 싸운당께): the -다 it stands for, not -요.
  [/(?<=[가-힣])당께/g, '다'],
  [/(?<=[가-힣])(?:능교|는교|데이|구먼|구만|예)(?=$|[.?!,])/g, '요'],
  // 경상/전라 -뿌믄, -뿌라 (-버리면, -버려라): 죽어뿌믄, 잊어뿌라.
  [/(?<=[어아])뿌(?:믄|면)/g, '버리면'],
  [/(?<=[어아])뿌(?:라|래)(?=$|[.?!,])/g, '버려라'],
  [/(?<=[가-힣])뿌고(?=싶|잡)/g, '버리고'],
  // 경상 -고잡다 (-고 싶다) after any verb (안 뜨고잡다), 충청/전라 -겄- (-겠-), -허다 at the end (-하다).
  [/(?<=[가-힣])고잡(?=다|아|어|네|노|나|제|지|은|는)/g, '고싶'],
  // 경상 데꼬 (데리고, 데꼬가 = 데려가), 일나- (일어나-): 날 안 데꼬 가노, 안 일나도 (corpus-bu4).
  [/데꼬가/g, '데려가'],
  [/데꼬/g, '데리고'],
  [/일나(?=도|면|믄|서|고|지|야|기)/g, '일어나'],
  [/겄/g, '겠'],
  [/(?<=[가-힣]{2})허다(?=$|[.?!,])/g, '하다'],
  // 전라/충청 -한티 (-한테), -는디 (-는데): 애들한티 원수여, 다 갔는디 나만 (corpus-bu2).
  [/(?<=[가-힣])[한헌]티/g, '한테'],
  [/썻(?=어|다|네|지|고)/g, '썼'],
  [/봣(?=어|다|네|지|고)/g, '봤'],
  [/살만치/g, '살만큼'],
  [/(?<=[가-힣])는디/g, '는데'],
  [/데리고가(?=주|줘|소|셔|시|요)/g, '데려가'],
  [/데리가(?=주|줘|소|이소|셔|시|요|라)/g, '데려가'],
  [/(?<=[어아])불카(?=\s|$|[.?!,]|생각|싶|하)/g, '버릴까'],
  [/몬딱/g, '다'],
  // 먹어불라고 (전라): 먹어버리려고.
  [/(?<=[어아])불라(?=고|꼬)/g, '버리려'],
  [/(?<=\s|^)어수다|(?<=[가-힣])어수다(?=$|[.?!,\s])/g, '없어요'],
  // 제주 -져시민 (-졌으면): 눈 안 떠져시민.
  [/(?<=[가-힣])져시민/g, '졌으면'],
  // 제주 어서도 (없어도): 나 어서도 굶지 말랜.
  [/(?<=(?:^|\s)(?:나|내가|나가)\s?)어서도/g, '없어도'],
  // 제주 -젠 (to, meaning to): 마시젠 허염수다; not 이젠, 어젠, 그젠 (이제는, 어제는).
  [/(?<=[가-힣])(?<![어이그저엊요])젠(?=\s|$|허|하|햄|해|했)/g, '려고'],
  [/(?<=[가-힣])부러(?=야|라|서|도|면)/g, '버려'],
  [/야쓰겄|야쓰것|야쓰겠/g, '야겠'],
  [/않어/g, '않아'],
  // Not the 인자 inside a word: 모인 자리 and 확인자 typed together (모인자리) stayed 모이제리.
  [/(?<![모확본증타부개공사])인자(?=[가-힣])(?!리|료|격|원)|인제(?=[가-힣])/g, '이제'],
  [/고마(?=살|가|죽|끝|눈)|고만(?=살|가|죽|끝|눈)/g, '그만'],
  [/뭐하노|뭐할라꼬|뭐할라고|뭐하겠노|뭣하노/g, '뭐해'],
  [/마카|마캐/g, '다'],
  // Not the 디게 of 더디게 (slowly) nor the 되게 of 안 되게 (so that ... not).
  [/억수로|허벌나게|겁나게|(?<!더)디게|(?<![안못])되게/g, '너무'],
  // Not 침묵 (silence): 침묵은 would read as eating.
  [/(?<!침)묵(?=었|고|을|은|지|어|는|음|으)/g, '먹'],
  [/몬(?=먹|살|하|일어|가|견디)/g, '못'],
  [/할매|할무이|할머이|할마이/g, '할머니'],
  [/할배|할아배/g, '할아버지'],
  // 제주 하르방, 바당; 나 어신 게 (없는 게), 잘 있그래이 (경상, 잘 있거라) (blind-48, blind-49). Not 할망: she is
  // most often the speaker herself (민폐 덩어리 할망이우다 나가), which 할머니 would read as someone else.
  [/하르방/g, '할아버지'],
  [/바당/g, '바다'],
  [/(?<=나|내|내가|나가)어신(?=게|기|거|것)/g, '없는'],
  [/있그래이|있거래이|있그래(?=$|[.?!,])/g, '있거라'],
  // 제주 곁디 (곁에), -민 좋키여 (-면 좋겠어); 여리 펄펄 as speech-to-text hears 열이 (corpus-by2).
  [/곁디/g, '곁에'],
  [/(?<=[가-힣])민(?=좋)/g, '면'],
  [/좋키여|좋으키여|좋쿠다/g, '좋겠어'],
  [/여리(?=펄펄|불덩|많이나|나서|나고|안내|올라)/g, '열이'],
  [/영감(?=님|이|가|을|따라|한테|곁|옆)/g, '남편'],
  [/언능|언넝|언넌/g, '얼른'],
];

// Regional endings (경상, 전라, 충청) -> standard endings, after DIALECT's whole words. Each reads the
// ending only where it cannot be a standard word: 피아노, 주소, 언제, 기억 and 혀를 stay as they are.
const END = '(?=$|[.?!,])';
// A syllable's vowel (0 = ㅏ ... 20 = ㅣ) and final consonant (0 = none, 8 = ㄹ ...).
const vowelOf = (syllable: string) => Math.floor((syllable.charCodeAt(0) - 0xac00) / 28) % 21;
const finalOf = (syllable: string) => (syllable.charCodeAt(0) - 0xac00) % 28;
/** The ending replaces the match only after a syllable that passes `test`; the match stays as typed otherwise. */
const after = (test: (syllable: string) => boolean) => (ending: string) => (whole: string, syllable: string) => (test(syllable) ? syllable + ending : whole);
// 막혀, 먹혀, 잡혀, 묻혀, 앉혀 are the standard passive or causative after a closed syllable (ㄱ ㄵ ㄷ ㄺ ㄼ ㅂ ㅈ):
// 숨이 막혀 is not the dialect's 막해.
const PASSIVE_FINALS = new Set([1, 5, 7, 9, 11, 17, 22]);
const passiveHyeo = (syllable: string) => syllable !== '' && PASSIVE_FINALS.has(finalOf(syllable));
// -ㄹ끼다, -ㄹ꼬, -ㄹ겨 are future endings: only after a syllable ending in ㄹ (죽을, 끝낼, 할).
const afterRieul = after((syllable) => finalOf(syllable) === 8);
// -부러/-부렀 stand for 버리 after a verb's -아/-어 (죽어, 삼켜, 해, 놔): an open syllable on ㅏ ㅐ ㅓ ㅔ ㅕ ㅘ ㅙ ㅝ ㅞ.
const OPEN_A_EO = new Set([0, 1, 4, 5, 6, 9, 10, 14, 15]);
const afterAEo = after((syllable) => finalOf(syllable) === 0 && OPEN_A_EO.has(vowelOf(syllable)));
// A verb's -아/-어 before 뿌리다 ends in ㅏ ㅐ ㅓ ㅕ ㅘ ㅝ (죽어, 가, 해, 마셔), never in ㅔ: 제초제 뿌릴까 is spraying.
const VERB_A_EO = new Set([0, 1, 4, 6, 9, 14]);
const afterVerbAEo = after((syllable) => finalOf(syllable) === 0 && VERB_A_EO.has(vowelOf(syllable)));
const ENDINGS: [RegExp, string | ((whole: string, syllable: string) => string)][] = [
  // -뿌릴/-뿔/-뿌렸 (경상, 전라) stand for 버릴/버렸 after a verb's -아/-어 (죽어뿔라, 가뿌렸다), not 뿌리다 (to spray,
  // to sow): 농약 뿌릴 거야 was read as 농약 버릴 거야.
  [/([가-힣])(?:뿌릴|뿔(?=라|까|래|란|거|께|꺼|게))/g, afterVerbAEo('버릴')],
  [/([가-힣])(?:뿟|뿌렀|뿌렸)/g, afterVerbAEo('버렸')],
  // -뿌믄 after any verb's -아/-어 (확 가뿌믄 좋겠다), 제주 -불고/-불민 (가불고 싶수다, 들어가불민: -버리고, -버리면).
  [/([가-힣])뿌(?:믄|면)/g, afterVerbAEo('버리면')],
  [/([가-힣])불(?=고싶|고잡)/g, afterVerbAEo('버리')],
  [/([가-힣])불민/g, afterVerbAEo('버리면')],
  // 경상 -는기/-은기 (-는 게, -는 거): 죽는기 낫지, 가는기라.
  [/(?<=[는은던])기(?=낫|나아|나은|편|좋|싫|소원|맞|무섭|두렵|겁|아이|아니|돕|도와|위하|길|효도|도리)/g, '게'],
  [new RegExp(`(?<=[는은던을])기(?=라|다(?!리|려|린|렸|림)|야|제|요|${END})`, 'g'), '거'],
  // 전라 -부렀/-부러 (-버렸/-버려), after the stem's vowel: 죽어부렀으면, 가부러야.
  [/([가-힣])부[렀렸]/g, afterAEo('버렸')],
  [/([가-힣])부(?=릴|리고|리면|리까)/g, afterAEo('버')],
  [/([가-힣])부러(?!워|웠|운|울|움|지|져|졌|질|진|짐)/g, afterAEo('버려')],
  // 전라/충청 -겄 (-겠): 좋겄다, 죽겄어 (still the idiom 죽겠, read as such in detect.ts).
  [/겄/g, '겠'],
  [/(?<=[았었였했좋싶하가])것(?=다|네|소|지|구먼|어)/g, '겠'],
  // 경상 -ㄹ끼다 (-ㄹ 거다): 죽을끼다, 끝낼끼다.
  [/([가-힣])끼(?=다|라|야|가|요)/g, afterRieul('거')],
  // 경상 -라꼬/-다꼬 (-라고/-다고), -카더라/-카네 (hearsay -다고 하더라; a means heard of, 누우면 된다 카더라, stays the speaker's plan), -카이 (an emphatic ending).
  [/(?<=[라다])꼬/g, '고'],
  [/(?<=[다라])(?<!된다)카더라/g, '고하더라'],
  [/(?<=[다라])(?<!된다)카네/g, '고하네'],
  [/(?<=[다라])카(?:이|더라|네)/g, ''],
  // -니께/-응께/-니까네 (-니까): 입을거니께.
  [/니께|니까네|응께|잉께|인께/g, '니까'],
  // 경상 -심더/-십니더 (-습니다).
  [/심니더|십니더|심더|습니더/g, '습니다'],
  // 경상 -노/-꼬 questions (-나/-까): 데려가노, 우짤꼬.
  [new RegExp(`(?<=[가-힣])(?<![아])노${END}`, 'g'), '나'],
  [new RegExp(`([가-힣])꼬${END}`, 'g'), afterRieul('까')],
  // 경상 -제 (-지) after a verb: 낫제, 좋제, 살제, 있제.
  [new RegExp(`(?<=[았었겠했였는낫좋싶갔죽하살있없맞알되야])제${END}`, 'g'), '지'],
  // 전라 -ㄹ랑가 (-ㄹ까): 데리러 올랑가, 갈랑가.
  [/([가-힣])랑가/g, afterRieul('까')],
  // 경상 -소 (-세요): 데려가 주소, 가소.
  [new RegExp(`(?<=[어아해여]주)소${END}`, 'g'), '세요'],
  [new RegExp(`(?<=가|하)소${END}`, 'g'), '요'],
  // 충청 -유/-여/-슈 (-요), -겨 (-거야), 충청/전라 -혀 (-해).
  [new RegExp(`(?<=[어아해지네죠요])유${END}`, 'g'), '요'],
  [new RegExp(`(?<=[어아해])여${END}`, 'g'), '요'],
  [new RegExp(`(?<=[았었였했겠])슈${END}`, 'g'), '어요'],
  [new RegExp(`([가-힣])겨${END}`, 'g'), afterRieul('거야')],
  [new RegExp(`([가-힣]?)혀(?=야|서|도|${END})`, 'g'), (_whole: string, syllable: string) => (passiveHyeo(syllable) ? `${syllable}혀` : `${syllable}해`)],
  // 전라 -잉 (a softener at the end), -라우 (-요).
  [new RegExp(`(?<=[가-힣])잉${END}`, 'g'), ''],
  [new RegExp(`(?<=[가-힣])라우${END}`, 'g'), '요'],
  // 제주 -수과/-우꽈 (question), -ㅁ수다 (doing now), -수다/-우다 (-요), -쿠다 (-겠어요).
  [new RegExp(`(?<=[가-힣])(?:수과|수꽈|우꽈|우과)${END}`, 'g'), '나요'],
  [/햄수다|햄서|햄쩌|햄시난/g, '하고있어요'],
  // 제주 -어신지/-어신가 (-었는지/-었는가): 먹어신지 안 먹어신지.
  [/(?<=[가-힣])어신(?=지|가)/g, '었는'],
  // 제주 감수다 (가+ㅁ수다, going now): 할망은 이제 감수다.
  [new RegExp(`감(?:수|쑤)다${END}`, 'g'), '갑니다'],
  [new RegExp(`(?<=[가-힣])[엄암]수다${END}`, 'g'), '고있어요'],
  [new RegExp(`(?<=[가-힣])쿠다${END}`, 'g'), '겠어요'],
  [new RegExp(`(?<=[았었였했겠있없좋웠왔졌렸쳤났갔봤줬셨팠썼])(?:수다|우다)${END}`, 'g'), '어요'],
  [new RegExp(`거우다${END}`, 'g'), '거예요'],
  [new RegExp(`싶수다${END}`, 'g'), '싶어요'],
  // 충청 -시유 after a past or 괜찮 (살았시유, 괜찮시유), 강원 -드래요 (없드래요): -어요 / -아요, said of oneself.
  [new RegExp(`(?<=[았었였했겠있없])시유${END}`, 'g'), '어요'],
  [/괜찮시유/g, '괜찮아요'],
  [new RegExp(`(?<=[았었였했겠있없])드래요${END}`, 'g'), '어요'],
  // 강원 -ㄹ 기래요 (-ㄹ 거예요): 조용해질 기래요.
  [/([가-힣])기래(?=요)/g, afterRieul('거예')],
  // 경상 와 (왜) before a question about being taken: 와 안 데려가노.
  [/와(?=안(?:데려|불러)|(?:날|나를|저를)(?:안)?(?:데려|불러))/g, '왜'],
];

const REPEAT_JAMO = /[ㄱ-ㅎㅏ-ㅣ]+/g;

// Letters typed apart (ㅈㅔ발, ㄴㅓㅁ어져) or one slipped in (ㅇ아들아, 사ㄹ랑해) are put back into syllables.
const INITIALS = 'ㄱㄲㄴㄷㄸㄹㅁㅂㅃㅅㅆㅇㅈㅉㅊㅋㅌㅍㅎ';
const FINALS = ' ㄱㄲㄳㄴㄵㄶㄷㄹㄺㄻㄼㄽㄾㄿㅀㅁㅂㅄㅅㅆㅇㅈㅊㅋㅌㅍㅎ';
const syllable = (initial: number, vowel: number, final: number) => String.fromCharCode(0xac00 + (initial * 21 + vowel) * 28 + final);
const initialOf = (text: string) => INITIALS[Math.floor((text.charCodeAt(0) - 0xac00) / 588)];
const LOOSE_SYLLABLE = /([ㄱ-ㅎ])([ㅏ-ㅣ])(?:([ㄱ-ㅎ])(?![ㅏ-ㅣ]))?/g;
// One consonant touching a syllable: the same consonant doubled, or a final typed late before -아/-어.
const STRAY_CONSONANT = /([가-힣]?)([ㄱ-ㅎ])(?=([가-힣]))/g;

export function joinJamo(text: string): string {
  const joined = text.replace(LOOSE_SYLLABLE, (whole, initial: string, vowel: string, final: string | undefined, at: number) => {
    // Only inside a word: ㅋㅋㅠㅠ is laughter and tears, not 큐.
    const inWord = /[가-힣]/.test(text.charAt(at - 1)) || /[가-힣]/.test(text.charAt(at + whole.length));
    const i = INITIALS.indexOf(initial);
    if (!inWord) return whole;
    const f = final ? FINALS.indexOf(final) : 0;
    if (i < 0 || f < 0) return whole;
    return syllable(i, vowel.charCodeAt(0) - 0x314f, f);
  });
  return joined.replace(STRAY_CONSONANT, (whole, before: string, consonant: string, next: string) => {
    if (initialOf(next) === consonant) return before;
    const open = before !== '' && finalOf(before) === 0;
    const final = FINALS.indexOf(consonant);
    if (open && final > 0 && initialOf(next) === 'ㅇ') return String.fromCharCode(before.charCodeAt(0) + final);
    return whole;
  });
}
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
  for (const [pattern, to] of ENDINGS) text = typeof to === 'string' ? text.replace(pattern, to) : text.replace(pattern, to);
  return text;
}

// A long run typed without spaces (우리아들한테엄마가미안했다고전해줘 이제못볼거같아): spaces go back at
// the joints the speaker and clause rules read, so 엄마가 is read as the parent speaking, not a third person.
const JOINTS: [RegExp, string][] = [
  [/^((?:우리)?(?:아들|딸|얘들|애들|손주|막내|큰애|작은애)(?:아|야|들아))(?=[가-힣]{2})/g, '$1 '],
  [/(?<=[가-힣])(한테|에게|께서|께)(?=[가-힣]{2})/g, '$1 '],
  [/(다|요|해|라|야|지|네)(?=(?:엄마|아빠|할미|할매|어미|애비)(?:는|가|도))/g, '$1 '],
  [/(?<=^|\s)(우리|내)(?=아들|딸|애들|얘들|손주|손자|손녀|며느리|사위|막내|자식)/g, '$1 '],
  [/(?<=^|\s)(엄마|아빠|할미|할매|할머니|할아버지|어머니|아버지|나|내|저|제)(는|가|도)(?=[가-힣]{2})/g, '$1$2 '],
  [/(줘|줘요|주라|주렴|주세요|다오|해|해요|다|요|어|아|지|네)(?=이제|인제|이젠|앞으로|다시는|그리고|근데|그래서|오늘|내일|나는|내가)/g, '$1 '],
];
const LONG_RUN = /[가-힣]{8,}/g;

export function respace(spaced: string): string {
  return spaced.replace(LONG_RUN, (run) => JOINTS.reduce((text, [pattern, to]) => text.replace(pattern, to), run));
}

export function normalise(raw: string): NormalisedText {
  const spaced = raw
    .normalize('NFC')
    .toLowerCase()
    // ㅠㅠ, ㅋㅋ, ㅎㅎ: standalone jamo carry feeling, not words.
    .replace(/[ㄱ-ㅎㅏ-ㅣ가-힣]+/g, joinJamo)
    .replace(REPEAT_JAMO, ' ')
    .replace(DECORATION, ' ')
    // 죽고싶어어어어 -> 죽고싶어; 너무너무 stays (two syllables).
    .replace(/([가-힣])\1{2,}/g, '$1')
    .replace(/([.?!,])[.?!,]+/g, '$1')
    .replace(/\s+/g, ' ')
    .trim();
  return { spaced: respace(spaced), compact: compactForm(spaced) };
}
