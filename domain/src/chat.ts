import { checkNameText } from './text-policy';

/** The seven emotion labels a chat message can carry (the chart's seven colours). Canonical order only; the chart sorts by value. */
export const EMOTION_LABELS = ['기쁨', '평온', '설렘', '슬픔', '외로움', '불안', '분노'] as const;
export type EmotionLabel = (typeof EMOTION_LABELS)[number];

/** Pictures the app bundles for the companion; the app maps each id to its own asset URL. */
export const CHATBOT_PRESET_IMAGES = ['preset:sun', 'preset:moon', 'preset:flower', 'preset:tree'] as const;
export type ChatbotPresetImage = (typeof CHATBOT_PRESET_IMAGES)[number];
export const DEFAULT_CHATBOT_IMAGE: ChatbotPresetImage = 'preset:sun';

export const CHATBOT_NAME_MAX_LENGTH = 20;
export const CHAT_MESSAGE_MAX_LENGTH = 500;

export function isEmotionLabel(value: unknown): value is EmotionLabel {
  return typeof value === 'string' && (EMOTION_LABELS as readonly string[]).includes(value);
}

export function isChatbotPresetImage(value: unknown): value is ChatbotPresetImage {
  return typeof value === 'string' && (CHATBOT_PRESET_IMAGES as readonly string[]).includes(value);
}

export const CHATBOT_NAME_MESSAGES = {
  EMPTY: '챗봇 이름이 없습니다.',
  TOO_LONG: `챗봇 이름은 ${CHATBOT_NAME_MAX_LENGTH}자 이하로 입력해주세요.`,
  INVISIBLE: '챗봇 이름에 쓸 수 없는 문자가 들어 있습니다.',
} as const;

/** The trimmed name, or the Korean reason it cannot be a companion's name. Length counts characters, not UTF-16 units. */
export function checkChatbotName(raw: string): { name: string } | { problem: string } {
  const checked = checkNameText(raw);
  if ('problem' in checked) return raw.trim() ? { problem: CHATBOT_NAME_MESSAGES.INVISIBLE } : { problem: CHATBOT_NAME_MESSAGES.EMPTY };
  const name = checked.text;
  if (!name) return { problem: CHATBOT_NAME_MESSAGES.EMPTY };
  if ([...name].length > CHATBOT_NAME_MAX_LENGTH) return { problem: CHATBOT_NAME_MESSAGES.TOO_LONG };
  return { name };
}
