import type { ReplyInput } from '../engine';

export const MAX_REPLY_CHARS = 300;

/** Why an LLM reply may not be sent, or null when it may. */
export type ReplyProblem = 'empty' | 'too long' | 'not Korean' | 'same as the previous reply' | 'cheerful or dismissive toward distress';

// Words that show the person is hurting, whatever the rules concluded.
const DISTRESS_CUE = /힘들|힘드|슬프|슬퍼|외롭|외로워|우울|괴롭|괴로워|아프|아파|눈물|울었|울고|무섭|무서워|걱정|불안|죽|살기 싫|사는 게|소용없|의미 없|쓸쓸|서럽|서러|막막|지쳤|지쳐|허전|보고 싶|그립|떠났|돌아가셨/;
const NEGATIVE_EMOTIONS = new Set(['슬픔', '외로움', '불안', '분노']);
// Cheerful or dismissive turns of phrase that must never answer someone who is hurting.
const CHEERFUL_OR_DISMISSIVE =
  /다행이|좋네요|좋겠네요|좋으시겠|멋지|멋져|신나|재미있|재밌|즐거|기쁘|기뻐|축하|웃음|웃겨|ㅎㅎ|ㅋㅋ|하하|호호|별일 아니|별거 아니|별것 아니|대수롭|신경 쓰지 마|그런 생각 마|그런 말씀 마|다 잘될|금방 괜찮아|괜찮아질 거|기운 내세요!|힘내세요!|!{2,}/;

const hangulShare = (text: string): number => {
  const letters = text.match(/\p{L}/gu) ?? [];
  if (letters.length === 0) return 0;
  return letters.filter((letter) => /[\uAC00-\uD7A3\u3131-\u318E]/.test(letter)).length / letters.length;
};

export function replyProblem(text: string, input: ReplyInput): ReplyProblem | null {
  if (!text) return 'empty';
  if (text.length > MAX_REPLY_CHARS) return 'too long';
  if (hangulShare(text) < 0.7) return 'not Korean';
  const previous = input.recent.findLast((message) => message.sender === 'ai')?.text;
  if (previous && text === previous.trim()) return 'same as the previous reply';
  const hurting = NEGATIVE_EMOTIONS.has(input.emotion) || DISTRESS_CUE.test(input.text.replace(/\s+/g, ' '));
  if (hurting && CHEERFUL_OR_DISMISSIVE.test(text)) return 'cheerful or dismissive toward distress';
  return null;
}
