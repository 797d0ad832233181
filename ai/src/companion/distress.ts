/** What a message may signal; stored as a risk signal for later follow-up by welfare staff. */
export type DistressKind = 'SUICIDE' | 'SELF_HARM' | 'ACUTE_ILLNESS' | 'FALL' | 'NOT_EATING';

const DAYS = '(?:며칠|몇 ?일|이틀|사흘|나흘|닷새|엿새|일주일|한 ?주|여러 ?날|[2-9] ?일|이삼 ?일|삼사 ?일|한참)';
const NOT_EATING_VERB = '(?:못 ?먹|안 ?먹|먹지 ?(?:못|않|도)|굶|거르|걸렀|걸러|끼니를 ?(?:못|안|거)|식사를 ?(?:못|안)|밥을 ?(?:못|안)|아무것도 ?(?:못|안) ?먹|입맛이 없어서 ?(?:못|안))';

/** Patterns in priority order: the first kind that matches is the one recorded. */
const PATTERNS: [DistressKind, RegExp][] = [
  [
    'SUICIDE',
    new RegExp(
      [
        '죽고 ?싶', '죽고만 ?싶', '죽었으면 ?좋겠', '죽어 ?버리고', '죽어버릴', '죽어 ?버릴', '죽는 ?게 ?나', '죽는 ?편이 ?나', '죽어야 ?겠', '죽을 ?거야', '죽을래',
        '자살', '극단적(?:인)? ?선택', '살기 ?싫', '살고 ?싶지 ?않', '살고 ?싶은 ?마음이 ?없', '그만 ?살고 ?싶', '더 ?살아서 ?뭐', '살아서 ?뭐', '살아 ?뭐하',
        '살 ?이유가 ?없', '사는 ?게 ?의미(?:가)? ?없', '사는 ?의미가 ?없', '삶을 ?끝내', '생을 ?마감', '목숨을 ?끊', '목을 ?매', '뛰어 ?내리', '투신',
        '세상을 ?떠나고 ?싶', '사라지고 ?싶', '없어지고 ?싶', '다 ?끝내고 ?싶', '영원히 ?잠들고 ?싶', '깨어나지 ?않았으면', '수면제를 ?모', '약을 ?모아',
        '유서', '번개탄',
      ].join('|'),
    ),
  ],
  ['SELF_HARM', /자해|손목을 ?(?:긋|그었|그을)|몸에 ?상처를 ?(?:내|냈)|나를 ?해치|내 ?몸을 ?해치|스스로를 ?(?:때리|해치|다치게)|일부러 ?다치/],
  [
    'FALL',
    /넘어졌|넘어져(?:서|가지고|서는|있|버렸)|넘어지셨|자빠졌|미끄러졌|미끄러져(?:서|가지고)|낙상|굴러 ?떨어|계단에서 ?굴렀|(?:침대|의자|계단|사다리)에서 ?떨어졌|(?:바닥|화장실|욕실)에 ?쓰러져|쓰러져 ?있|혼자 ?못 ?일어나|일어날 ?수가 ?없어|일어나지를 ?못|못 ?일어나겠/,
  ],
  [
    'ACUTE_ILLNESS',
    /가슴이 ?(?:조여|쥐어짜|찢어질 ?듯|터질 ?듯|너무 ?아파서)|가슴 ?통증|숨이 ?(?:차서|안 ?쉬어|막혀|가빠|차요|찹니다)|숨을 ?(?:못 ?쉬|쉴 ?수가 ?없|쉬기 ?힘들)|숨쉬기가? ?(?:힘들|어려)|호흡(?:이)? ?곤란|쓰러질 ?것 ?같|쓰러졌|의식을 ?잃|정신을 ?잃|기절|(?:팔|다리|한쪽)(?:에|이|가)? ?(?:힘이 ?없|마비|안 ?움직)|마비가|말이 ?(?:어눌|안 ?나와)|입이 ?돌아가|피를 ?(?:토|흘리)|피가 ?(?:안 ?멈|멈추지)|토혈|열이 ?(?:4[0-9]|39)|고열|식은땀|너무 ?아파서 ?(?:못|꼼짝|움직일)|꼼짝(?:도|을)? ?못|구급차|119|응급실에? ?가야|어지러워서 ?(?:못|일어날|쓰러)/,
  ],
  [
    'NOT_EATING',
    new RegExp(`${DAYS}[^.?!]{0,16}${NOT_EATING_VERB}|${DAYS}째 ?굶|(?:굶은|못 ?먹은|안 ?먹은|먹은 ?지|못 ?먹고 ?있은) ?지? ?[^.?!]{0,6}${DAYS}|${NOT_EATING_VERB}[^.?!]{0,10}${DAYS}(?:째|나|가|이)`),
  ],
];

/** Korean hyperbole with 죽겠다 (배고파 죽겠어요) is not distress: only the patterns above count. */
export function detectDistress(raw: string): DistressKind | null {
  const text = raw.normalize('NFC').replace(/\s+/g, ' ');
  for (const [kind, pattern] of PATTERNS) if (pattern.test(text)) return kind;
  return null;
}

/**
 * The careful reply to a distress message, the same whichever reply engine is active: no
 * cheerful stock answer, a pointer to real help (109 suicide prevention, 119 emergency).
 */
export function distressReply(kind: DistressKind, chatBotName: string): string {
  const name = chatBotName || '저';
  switch (kind) {
    case 'SUICIDE':
    case 'SELF_HARM':
      return `그렇게 힘든 마음을 ${name}에게 말씀해 주셔서 고맙습니다. 혼자 견디지 마세요. 지금 바로 자살예방상담전화 109에 전화해 주세요. 24시간 언제든 이야기를 들어 줍니다. 위험한 상황이면 119에 전화하세요. 저도 여기서 계속 곁에 있을게요.`;
    case 'ACUTE_ILLNESS':
      return '많이 걱정돼요. 그런 증상은 위험할 수 있어요. 지금 바로 119에 전화해 주세요. 곁에 계신 분이나 가족에게도 바로 알려 주세요.';
    case 'FALL':
      return '넘어지셨다니 많이 놀라셨겠어요. 머리를 부딪혔거나 혼자 일어나기 힘드시면 억지로 움직이지 마시고 119에 전화해 주세요. 괜찮으시더라도 가족이나 가까운 분께 꼭 알려 주세요.';
    case 'NOT_EATING':
      return '며칠째 식사를 못 하셨다니 정말 걱정돼요. 어지럽거나 기운이 하나도 없으시면 119에 전화해 주세요. 마음이 너무 힘드시면 자살예방상담전화 109에서도 이야기를 들어 줍니다. 물이라도 조금씩 드시고 가족에게 꼭 알려 주세요.';
  }
}
